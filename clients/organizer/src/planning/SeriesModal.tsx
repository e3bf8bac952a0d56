import { expandRecurrence, messageFor, recurrenceSchema } from '@benevo/schema';
import { FormError, SelectField, SubmitButton, TextField, useFormSubmit, validateWith } from '@benevo/ui';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { Form, Formik } from 'formik';
import { useEventsT } from '../i18n/use-events-t';

export interface SeriesFormValues {
  positionId: string;
  days: string[];
  from: string;
  to: string;
  everyMinutes: string;
  slotMinutes: string;
  requiredVolunteerCount: string;
}

export interface SeriesSubmit {
  positionId: string;
  requiredVolunteerCount: number;
  recurrence: { days: string[]; from: string; to: string; everyMinutes: number; slotMinutes: number };
}

export function seriesSubmitOf(values: SeriesFormValues): SeriesSubmit {
  return {
    positionId: values.positionId,
    requiredVolunteerCount: Number(values.requiredVolunteerCount || 0),
    recurrence: {
      days: values.days,
      from: values.from,
      to: values.to,
      everyMinutes: values.everyMinutes === '' ? Number.NaN : Number(values.everyMinutes),
      slotMinutes: values.slotMinutes === '' ? Number.NaN : Number(values.slotMinutes),
    },
  };
}

function previewCount(values: SeriesFormValues, timeZone: string): number {
  const { recurrence } = seriesSubmitOf(values);
  if (!recurrenceSchema.isValidSync(recurrence)) return 0;
  return expandRecurrence(recurrence, timeZone).length;
}

interface SeriesModalProps {
  opened: boolean;
  positions: { id: string; name: string }[];
  /** The event's local days `YYYY-MM-DD` with their labels. */
  days: { value: string; label: string }[];
  initialValues: SeriesFormValues;
  timeZone: string;
  onClose: () => void;
  onSubmit: (series: SeriesSubmit) => Promise<unknown>;
}

/** "Every N minutes from HH:mm to HH:mm on chosen days": one series of slots, edited or deleted together. */
export function SeriesModal(props: SeriesModalProps) {
  const { t, i18n } = useEventsT();
  const { onSubmit, formError } = useFormSubmit(
    (values: SeriesFormValues) => props.onSubmit(seriesSubmitOf(values)),
    () => props.onClose(),
  );
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('planning.seriesTitle')} size="lg">
      <Formik<SeriesFormValues>
        initialValues={props.initialValues}
        enableReinitialize
        validate={(values) => validateWith<SeriesFormValues>(recurrenceSchema, seriesSubmitOf(values).recurrence)}
        onSubmit={onSubmit}
      >
        {({ values, setFieldValue, errors, submitCount }) => (
          <Form noValidate>
            <Stack gap="sm">
              <FormError message={formError} />
              <SelectField
                name="positionId"
                label={t('planning.position')}
                data={props.positions.map((position) => ({ value: position.id, label: position.name }))}
                allowDeselect={false}
                searchable
              />
              <Checkbox.Group
                label={t('planning.seriesDays')}
                value={values.days}
                onChange={(days) => void setFieldValue('days', days)}
                error={submitCount > 0 && typeof errors.days === 'string' ? messageFor(i18n.language, errors.days) : undefined}
              >
                <Group mt="xs">
                  {props.days.map((day) => (
                    <Checkbox key={day.value} value={day.value} label={day.label} />
                  ))}
                </Group>
              </Checkbox.Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextField name="from" label={t('planning.seriesFrom')} placeholder="08:00" description={t('planning.timeFormat')} />
                <TextField name="to" label={t('planning.seriesTo')} placeholder="20:00" description={t('planning.timeFormat')} />
                <TextField name="everyMinutes" type="number" min={5} label={t('planning.seriesEvery')} />
                <TextField name="slotMinutes" type="number" min={5} label={t('planning.seriesLength')} />
                <TextField name="requiredVolunteerCount" type="number" min={0} label={t('planning.required')} />
              </SimpleGrid>
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('planning.seriesPreview', { count: previewCount(values, props.timeZone) })}
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={props.onClose}>
                  {t('common.cancel')}
                </Button>
                <SubmitButton>{t('common.create')}</SubmitButton>
              </Group>
            </Stack>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
