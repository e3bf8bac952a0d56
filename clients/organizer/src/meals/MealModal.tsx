import { messageFor, messageKey } from '@benevo/schema';
import { formatEventDate, formatTime, FormError, SubmitButton, TextField, toast, useFormSubmit, validateWith } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, MultiSelect, type MultiSelectProps, Stack } from '@mantine/core';
import { Form, Formik, useField } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { CreateMealDocument, type EventMealsQuery, type MealFieldsFragment, UpdateMealDocument } from '../gql/graphql';
import { useMealsT } from './i18n/use-meals-t';

export type MealPosition = EventMealsQuery['event']['positions'][number];

interface MealValues {
  name: string;
  positionIds: string[];
  slotIds: string[];
}

const MEAL_NAME_MAX = 100;

/** A meal has a name and is granted by at least one position or slot (else nobody would ever get it). */
export function mealSchema(grantRequired: string) {
  return yup.object({
    name: yup.string().trim().required('validation.required').max(MEAL_NAME_MAX, messageKey('validation.maxLength', { max: MEAL_NAME_MAX })),
    positionIds: yup.array(yup.string().required()).test('granted', grantRequired, (positionIds, context) => {
      const slotIds = (context.parent as MealValues).slotIds;
      return (positionIds?.length ?? 0) + slotIds.length > 0;
    }),
  });
}

/** A slot's label in the picker: its position, day and times in the event's time zone. */
export function slotLabel(position: Pick<MealPosition, 'name'>, slot: MealPosition['timeSlots'][number], timeZone: string): string {
  return `${position.name} · ${formatEventDate(slot.startTime, timeZone)} ${formatTime(slot.startTime, timeZone)}–${formatTime(slot.endTime, timeZone)}`;
}

function IdsField({ name, ...props }: { name: 'positionIds' | 'slotIds' } & Omit<MultiSelectProps, 'name' | 'value' | 'onChange' | 'error'>) {
  const { i18n } = useTranslation();
  const [field, meta, helpers] = useField<string[]>(name);
  return (
    <MultiSelect
      id={name}
      {...props}
      name={name}
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      error={meta.touched && typeof meta.error === 'string' ? messageFor(i18n.language, meta.error) : undefined}
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Creates a meal of the event (meal null) or edits one: its name and the positions and slots granting it. */
export function MealModal({
  eventId,
  timeZone,
  positions,
  meal,
  onClose,
}: {
  eventId: string;
  timeZone: string;
  positions: readonly MealPosition[];
  meal: MealFieldsFragment | null;
  onClose: () => void;
}) {
  const { t } = useMealsT();
  const [create] = useMutation(CreateMealDocument, { refetchQueries: ['EventMeals', 'MealCounts'] });
  const [update] = useMutation(UpdateMealDocument, { refetchQueries: ['MealCounts'] });
  const schema = mealSchema(t('form.grantRequired'));
  const { onSubmit, formError } = useFormSubmit(
    async (values: MealValues) => {
      const input = { name: values.name.trim(), positionIds: values.positionIds, slotIds: values.slotIds };
      if (meal) return (await update({ variables: { id: meal.id, input } })).data?.updateMeal ?? null;
      return (await create({ variables: { eventId, input } })).data?.createMeal ?? null;
    },
    (saved) => {
      onClose();
      if (saved) toast.success(t(meal ? 'form.saved' : 'form.created', { name: saved.name, interpolation: { escapeValue: false } }));
    },
  );
  const positionOptions = positions.map((position) => ({ value: position.id, label: position.name }));
  const slotOptions = positions
    .filter((position) => position.timeSlots.length > 0)
    .map((position) => ({ group: position.name, items: position.timeSlots.map((slot) => ({ value: slot.id, label: slotLabel(position, slot, timeZone) })) }));
  return (
    <Modal opened onClose={onClose} title={meal ? t('form.editTitle') : t('form.newTitle')} centered size="lg">
      <Formik<MealValues>
        initialValues={{ name: meal?.name ?? '', positionIds: meal?.positionIds ?? [], slotIds: meal?.slotIds ?? [] }}
        validate={(values) => validateWith<MealValues>(schema, values)}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <Stack gap="sm">
            <FormError message={formError} />
            <TextField name="name" label={t('form.name')} placeholder={t('form.namePlaceholder')} required maxLength={MEAL_NAME_MAX} data-autofocus />
            <IdsField name="positionIds" label={t('form.positions')} description={t('form.positionsHint')} placeholder={t('form.placeholder')} nothingFoundMessage={t('form.nothingFound')} data={positionOptions} />
            <IdsField name="slotIds" label={t('form.slots')} description={t('form.slotsHint')} placeholder={t('form.placeholder')} nothingFoundMessage={t('form.nothingFound')} data={slotOptions} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <SubmitButton>{meal ? t('common.save') : t('form.create')}</SubmitButton>
            </Group>
          </Stack>
        </Form>
      </Formik>
    </Modal>
  );
}
