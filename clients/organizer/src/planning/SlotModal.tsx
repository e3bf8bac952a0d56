import { timeSlotSchema } from '@benevo/schema';
import { CheckboxField, FormError, fromLocalInput, SelectField, SubmitButton, TextareaField, TextField, useFormSubmit, validateWith } from '@benevo/ui';
import { Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import type { UpdateTimeSlotSeriesInput } from '../gql/graphql';
import { useEventsT } from '../i18n/use-events-t';

export interface SlotFormValues {
  positionId: string;
  /** datetime-local values in the event's time zone. */
  startTime: string;
  endTime: string;
  requiredVolunteerCount: string;
  description: string;
  isPrivate: boolean;
  rewardCategoryId: string | null;
  hourlyRate: string;
}

/** What the API receives for a slot. */
export interface SlotSubmit {
  positionId: string;
  startTime: string;
  endTime: string;
  requiredVolunteerCount: number;
  description: string;
  isPrivate: boolean;
  rewardCategoryId: string | null;
  hourlyRate: number | null;
}

export function slotSubmitOf(values: SlotFormValues, timeZone: string): SlotSubmit {
  return {
    positionId: values.positionId,
    startTime: fromLocalInput(values.startTime, timeZone) ?? '',
    endTime: fromLocalInput(values.endTime, timeZone) ?? '',
    requiredVolunteerCount: values.requiredVolunteerCount === '' ? Number.NaN : Number(values.requiredVolunteerCount),
    description: values.description,
    isPrivate: values.isPrivate,
    rewardCategoryId: values.rewardCategoryId || null,
    hourlyRate: values.hourlyRate.trim() === '' ? null : Number(values.hourlyRate),
  };
}

/** What updateTimeSlotSeries applies to every slot of a series (each slot keeps its times). */
export function seriesSubmitOf(slot: SlotSubmit): UpdateTimeSlotSeriesInput {
  return {
    requiredVolunteerCount: slot.requiredVolunteerCount,
    description: slot.description,
    isPrivate: slot.isPrivate,
    rewardCategoryId: slot.rewardCategoryId,
    hourlyRate: slot.hourlyRate,
  };
}

type EditScope = 'slot' | 'series';

interface SlotModalProps {
  opened: boolean;
  mode: 'create' | 'edit';
  initialValues: SlotFormValues;
  positions: { id: string; name: string }[];
  rewardCategories: { id: string; name: string }[];
  timeZone: string;
  onClose: () => void;
  onSubmit: (slot: SlotSubmit) => Promise<unknown>;
  onDelete?: () => void;
  onDeleteSeries?: () => void;
  /** Given for a slot of a series: the organizer chooses this slot or the whole series. */
  onSubmitSeries?: (series: UpdateTimeSlotSeriesInput) => Promise<unknown>;
}

/** Creates or edits one slot: times, required count, description, private, reward category, hourly rate. */
export function SlotModal(props: SlotModalProps) {
  const { t } = useEventsT();
  const { timeZone } = props;
  const [scope, setScope] = useState<EditScope>('slot');
  const wholeSeries = scope === 'series' && props.onSubmitSeries !== undefined;
  const { onSubmit, formError } = useFormSubmit(
    (values: SlotFormValues) =>
      wholeSeries && props.onSubmitSeries
        ? props.onSubmitSeries(seriesSubmitOf(slotSubmitOf(values, timeZone)))
        : props.onSubmit(slotSubmitOf(values, timeZone)),
    () => props.onClose(),
  );
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.mode === 'create' ? t('planning.newSlot') : t('planning.editSlot')}
      size="lg"
    >
      <Formik<SlotFormValues>
        initialValues={props.initialValues}
        enableReinitialize
        validate={(values) => {
          const slot = slotSubmitOf(values, timeZone);
          return validateWith<SlotFormValues>(timeSlotSchema, {
            ...slot,
            startTime: slot.startTime || undefined,
            endTime: slot.endTime || undefined,
          });
        }}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <Stack gap="sm">
            <FormError message={formError} />
            {props.onSubmitSeries && (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="slot-edit-scope">
                  {t('seriesEdit.scope')}
                </Text>
                <SegmentedControl
                  aria-labelledby="slot-edit-scope"
                  value={scope}
                  onChange={(value) => setScope(value as EditScope)}
                  data={[
                    { value: 'slot', label: t('seriesEdit.thisSlot') },
                    { value: 'series', label: t('seriesEdit.wholeSeries') },
                  ]}
                />
                {wholeSeries && (
                  <Text size="xs" c="dimmed">
                    {t('seriesEdit.seriesHint')}
                  </Text>
                )}
              </Stack>
            )}
            <SelectField
              name="positionId"
              label={t('planning.position')}
              data={props.positions.map((position) => ({ value: position.id, label: position.name }))}
              allowDeselect={false}
              searchable
              disabled={wholeSeries}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextField name="startTime" type="datetime-local" label={t('planning.start')} required disabled={wholeSeries} />
              <TextField name="endTime" type="datetime-local" label={t('planning.end')} required disabled={wholeSeries} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextField name="requiredVolunteerCount" type="number" min={0} label={t('planning.required')} />
              <TextField name="hourlyRate" type="number" min={0} step="0.5" label={t('planning.hourlyRate')} />
            </SimpleGrid>
            <TextareaField name="description" label={t('planning.description')} autosize minRows={2} />
            {props.rewardCategories.length > 0 && (
              <SelectField
                name="rewardCategoryId"
                label={t('planning.rewardCategory')}
                data={props.rewardCategories.map((category) => ({ value: category.id, label: category.name }))}
                clearable
              />
            )}
            <CheckboxField name="isPrivate" label={t('planning.private')} />
            <Group justify="space-between" mt="sm">
              <Group gap="xs">
                {props.onDelete && (
                  <Button color="red" variant="light" onClick={props.onDelete}>
                    {t('planning.deleteSlot')}
                  </Button>
                )}
                {props.onDeleteSeries && (
                  <Button color="red" variant="subtle" onClick={props.onDeleteSeries}>
                    {t('planning.deleteSeries')}
                  </Button>
                )}
              </Group>
              <Group gap="xs">
                <Button variant="default" onClick={props.onClose}>
                  {t('common.cancel')}
                </Button>
                <SubmitButton>{t('common.save')}</SubmitButton>
              </Group>
            </Group>
          </Stack>
        </Form>
      </Formik>
    </Modal>
  );
}
