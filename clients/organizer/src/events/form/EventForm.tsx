import { DEFAULT_TIME_ZONE, eventSchema, messageFor, TEASER_MAX_LENGTH } from '@benevo/schema';
import { FormError, fromLocalInput, moment, SelectField, SubmitButton, TextareaField, TextField, timeZoneNames, toLocalInput, useFormSubmit, validateWith } from '@benevo/ui';
import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FieldArray, Form, Formik, getIn } from 'formik';
import type { EventInput } from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';
import { EventImagesField, type EventMediaValues } from './EventImagesField';

export interface EventDayValues {
  /** datetime-local values, read in the event's time zone. */
  startsAt: string;
  endsAt: string;
}

export interface EventFormValues extends EventMediaValues {
  name: string;
  description: string;
  responsable: string;
  email: string;
  teaser: string;
  website: string;
  timeZone: string;
  days: EventDayValues[];
}

export const EMPTY_EVENT: EventFormValues = {
  name: '',
  description: '',
  responsable: '',
  email: '',
  teaser: '',
  website: '',
  timeZone: DEFAULT_TIME_ZONE,
  days: [{ startsAt: '', endsAt: '' }],
};

/** An event as the form shows it. */
export function eventFormValues(
  event: Pick<EventFormValues, 'name' | 'description' | 'responsable' | 'email' | 'teaser' | 'website' | 'timeZone'> & {
    days: { startsAt: string; endsAt: string }[];
    images?: { id: string; url: string }[];
    logo?: string | null;
  },
): EventFormValues {
  return {
    name: event.name,
    description: event.description,
    responsable: event.responsable,
    email: event.email,
    teaser: event.teaser,
    website: event.website,
    timeZone: event.timeZone,
    days: event.days.map((day) => ({
      startsAt: toLocalInput(day.startsAt, event.timeZone),
      endsAt: toLocalInput(day.endsAt, event.timeZone),
    })),
    images: event.images?.map((image) => ({ id: image.id, url: image.url })),
    logo: event.logo ?? null,
  };
}

/** The form's values as the API's EventInput (days as instants in the chosen time zone). */
export function eventInputOf(values: EventFormValues): EventInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    responsable: values.responsable.trim(),
    email: values.email.trim(),
    teaser: values.teaser,
    website: values.website.trim(),
    timeZone: values.timeZone,
    days: values.days.map((day) => ({
      startsAt: fromLocalInput(day.startsAt, values.timeZone) ?? '',
      endsAt: fromLocalInput(day.endsAt, values.timeZone) ?? '',
    })),
    // The full list of images to keep (by id) and add (base64); sent once the form knows them.
    ...(values.images !== undefined && {
      images: values.images.map((image) => (image.id ? { id: image.id } : { base64: image.base64 })),
    }),
    ...(values.logoBase64 !== undefined && { base64Logo: values.logoBase64 }),
  };
}

/** The shared eventSchema on what the API would receive (an empty date stays missing, not invalid). */
export function validateEvent(values: EventFormValues) {
  const input = eventInputOf(values);
  return validateWith<EventFormValues>(eventSchema, {
    ...input,
    days: input.days?.map((day) => ({ startsAt: day.startsAt || undefined, endsAt: day.endsAt || undefined })),
    images: input.images ?? undefined,
  });
}

interface EventFormProps {
  initialValues: EventFormValues;
  submitLabel: string;
  onSubmit: (input: EventInput) => Promise<unknown>;
  onSuccess: () => void;
}

/** Name, description, contact, e-mail, teaser, website, time zone and days (at least one) of an event. */
export function EventForm({ initialValues, submitLabel, onSubmit: save, onSuccess }: EventFormProps) {
  const { t, i18n } = useEventsT();
  const { onSubmit, formError } = useFormSubmit((values: EventFormValues) => save(eventInputOf(values)), onSuccess);
  return (
    <Formik<EventFormValues> initialValues={initialValues} enableReinitialize validate={validateEvent} onSubmit={onSubmit}>
      {({ values, errors, submitCount }) => {
        const daysError = typeof errors.days === 'string' ? errors.days : null;
        return (
          <Form noValidate>
            <Stack gap="sm">
              <FormError message={formError} />
              <TextField name="name" label={t('form.name')} required />
              <TextareaField name="description" label={t('form.description')} autosize minRows={3} required />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField name="responsable" label={t('form.responsable')} required />
                <TextField name="email" type="email" label={t('form.email')} autoComplete="email" required />
              </SimpleGrid>
              <TextareaField
                name="teaser"
                label={t('form.teaser')}
                description={t('form.teaserHint', { count: values.teaser.length, max: TEASER_MAX_LENGTH })}
                autosize
                minRows={2}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField name="website" type="url" label={t('form.website')} description={t('form.websiteHint')} />
                <SelectField name="timeZone" label={t('form.timeZone')} data={timeZoneNames(values.timeZone)} searchable allowDeselect={false} />
              </SimpleGrid>
              <Fieldset legend={t('form.days')}>
                <FieldArray name="days">
                  {({ push, remove }) => (
                    <Stack gap="xs">
                      {values.days.map((_, index) => (
                        <Group key={index} align="flex-end" wrap="nowrap">
                          <SimpleGrid cols={{ base: 1, xs: 2 }} flex={1}>
                            <TextField
                              name={`days.${index}.startsAt`}
                              type="datetime-local"
                              label={`${t('form.dayLabel', { index: index + 1 })} · ${t('form.dayStart')}`}
                              required
                            />
                            <TextField
                              name={`days.${index}.endsAt`}
                              type="datetime-local"
                              label={`${t('form.dayLabel', { index: index + 1 })} · ${t('form.dayEnd')}`}
                              required
                            />
                          </SimpleGrid>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="lg"
                            mb={getIn(errors, `days.${index}.endsAt`) ? 22 : 2}
                            aria-label={`${t('form.removeDay')} (${index + 1})`}
                            onClick={() => remove(index)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Group>
                      ))}
                      {daysError && submitCount > 0 && (
                        <Text c="red" size="sm" role="alert">
                          {messageFor(i18n.language, daysError)}
                        </Text>
                      )}
                      <Button
                        variant="light"
                        leftSection={<IconPlus size={16} aria-hidden />}
                        onClick={() => {
                          const last = values.days[values.days.length - 1];
                          const next = last?.startsAt
                            ? {
                                startsAt: moment(last.startsAt).add(1, 'day').format('YYYY-MM-DDTHH:mm'),
                                endsAt: last.endsAt ? moment(last.endsAt).add(1, 'day').format('YYYY-MM-DDTHH:mm') : '',
                              }
                            : { startsAt: '', endsAt: '' };
                          push(next);
                        }}
                        w="fit-content"
                      >
                        {t('form.addDay')}
                      </Button>
                    </Stack>
                  )}
                </FieldArray>
              </Fieldset>
              <EventImagesField />
              <Group justify="flex-end">
                <SubmitButton>{submitLabel}</SubmitButton>
              </Group>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
