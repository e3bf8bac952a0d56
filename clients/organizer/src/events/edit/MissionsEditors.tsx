import { messageFor, rewardCategorySchema, sectorSchema, tagSchema } from '@benevo/schema';
import { CheckboxField, FormError, SelectField, SubmitButton, TextareaField, TextField, toast, useFormSubmit, validateWith } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Button, ColorInput, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { Form, Formik, getIn, type FormikErrors } from 'formik';
import type { ReactNode } from 'react';
import { UpdateRewardCategoryDocument, UpdateSectorDocument, UpdateTagDocument } from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';
import type { EditedEvent } from './types';

export type EditedSector = EditedEvent['sectors'][number];
export type EditedTag = EditedEvent['tags'][number];
export type EditedReward = EditedEvent['rewardCategories'][number];

const REFETCH = { refetchQueries: ['EventEdit', 'PlanningEvent'] };

interface EditorModalProps<Values extends object> {
  title: string;
  initialValues: Values;
  validate: (values: Values) => Promise<FormikErrors<Values>>;
  save: (values: Values) => Promise<unknown>;
  onClose: () => void;
  children: (form: { values: Values; errors: FormikErrors<Values>; setFieldValue: (field: string, value: unknown) => unknown }) => ReactNode;
}

/** One small form in a modal: shared-schema validation, server field errors under their fields, a toast. */
function EditorModal<Values extends object>({ title, initialValues, validate, save, onClose, children }: EditorModalProps<Values>) {
  const { t } = useEventsT();
  const { onSubmit, formError } = useFormSubmit(save, () => {
    toast.success(t('missionsEdit.saved'));
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={title}>
      <Formik<Values> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
        {({ values, errors, setFieldValue }) => (
          <Form noValidate>
            <Stack gap="sm">
              <FormError message={formError} />
              {children({ values, errors, setFieldValue })}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <SubmitButton>{t('common.save')}</SubmitButton>
              </Group>
            </Stack>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

interface SectorValues {
  name: string;
  description: string;
  order: string;
}

function sectorInput(values: SectorValues) {
  return { name: values.name.trim(), description: values.description, order: values.order === '' ? Number.NaN : Number(values.order) };
}

/** Renames a sector, changes its description or its place among the sectors. */
export function SectorEditModal({ sector, onClose }: { sector: EditedSector; onClose: () => void }) {
  const { t } = useEventsT();
  const [updateSector] = useMutation(UpdateSectorDocument, REFETCH);
  return (
    <EditorModal<SectorValues>
      title={t('missionsEdit.editSector')}
      initialValues={{ name: sector.name, description: sector.description, order: String(sector.order) }}
      validate={(values) => validateWith<SectorValues>(sectorSchema, sectorInput(values))}
      save={(values) => updateSector({ variables: { id: sector.id, input: sectorInput(values) } })}
      onClose={onClose}
    >
      {() => (
        <>
          <TextField name="name" label={t('missionsEdit.sectorName')} required />
          <TextareaField name="description" label={t('missionsEdit.sectorDescription')} autosize minRows={2} />
          <TextField name="order" type="number" min={0} label={t('missionsEdit.order')} />
        </>
      )}
    </EditorModal>
  );
}

interface TagValues {
  name: string;
  color: string;
  isPublic: boolean;
  categoryId: string | null;
}

function tagInput(values: TagValues) {
  return { name: values.name.trim(), color: values.color, visibility: values.isPublic ? 1 : 0, categoryId: values.categoryId || null };
}

/** Name, colour, public visibility and category (another tag of the event) of a tag. */
export function TagEditModal({ tag, tags, onClose }: { tag: EditedTag; tags: EditedTag[]; onClose: () => void }) {
  const { t, i18n } = useEventsT();
  const [updateTag] = useMutation(UpdateTagDocument, REFETCH);
  const categories = tags.filter((candidate) => candidate.id !== tag.id && candidate.category?.id !== tag.id);
  return (
    <EditorModal<TagValues>
      title={t('missionsEdit.editTag')}
      initialValues={{ name: tag.name, color: tag.color, isPublic: tag.visibility === 1, categoryId: tag.category?.id ?? null }}
      validate={(values) => validateWith<TagValues>(tagSchema, tagInput(values))}
      save={(values) => updateTag({ variables: { id: tag.id, input: tagInput(values) } })}
      onClose={onClose}
    >
      {({ values, errors, setFieldValue }) => (
        <>
          <TextField name="name" label={t('missionsEdit.tagName')} required />
          <ColorInput
            label={t('missionsEdit.tagColor')}
            format="hex"
            value={values.color}
            onChange={(color) => void setFieldValue('color', color)}
            error={getIn(errors, 'color') ? messageFor(i18n.language, String(getIn(errors, 'color'))) : undefined}
          />
          <CheckboxField name="isPublic" label={t('missionsEdit.tagPublic')} />
          <SelectField
            name="categoryId"
            label={t('missionsEdit.tagCategory')}
            data={categories.map((category) => ({ value: category.id, label: category.displayName }))}
            clearable
          />
        </>
      )}
    </EditorModal>
  );
}

interface RewardValues {
  name: string;
  hourlyRate: string;
  icon: string;
  isDefault: boolean;
  timeSlotColor: string;
}

function rewardInput(values: RewardValues) {
  return {
    name: values.name.trim(),
    hourlyRate: values.hourlyRate === '' ? Number.NaN : Number(values.hourlyRate),
    icon: values.icon.trim(),
    isDefault: values.isDefault,
    timeSlotColor: values.timeSlotColor,
  };
}

/** Name, points per hour, icon, default flag and slot colour of a reward category. */
export function RewardEditModal({ reward, onClose }: { reward: EditedReward; onClose: () => void }) {
  const { t, i18n } = useEventsT();
  const [updateReward] = useMutation(UpdateRewardCategoryDocument, REFETCH);
  return (
    <EditorModal<RewardValues>
      title={t('missionsEdit.editReward')}
      initialValues={{
        name: reward.name,
        hourlyRate: String(reward.hourlyRate),
        icon: reward.icon,
        isDefault: reward.isDefault,
        timeSlotColor: reward.timeSlotColor,
      }}
      validate={(values) => validateWith<RewardValues>(rewardCategorySchema, rewardInput(values))}
      save={(values) => updateReward({ variables: { id: reward.id, input: rewardInput(values) } })}
      onClose={onClose}
    >
      {({ values, errors, setFieldValue }) => (
        <>
          <TextField name="name" label={t('missionsEdit.rewardName')} required />
          <SimpleGrid cols={2}>
            <TextField name="hourlyRate" type="number" min={0} step="0.5" label={t('missionsEdit.hourlyRate')} />
            <TextField name="icon" label={t('missionsEdit.icon')} />
          </SimpleGrid>
          <ColorInput
            label={t('missionsEdit.timeSlotColor')}
            format="hex"
            value={values.timeSlotColor}
            onChange={(color) => void setFieldValue('timeSlotColor', color)}
            error={getIn(errors, 'timeSlotColor') ? messageFor(i18n.language, String(getIn(errors, 'timeSlotColor'))) : undefined}
          />
          <CheckboxField name="isDefault" label={t('missionsEdit.isDefault')} />
        </>
      )}
    </EditorModal>
  );
}
