import { eventConfigurationSchema, MAX_CANCEL_DEADLINE_HOURS, MAX_REMINDER_DELAY_HOURS, MAX_REMINDERS } from '@benevo/schema';
import { FormError, NumberField, SubmitButton, toast, useFormSubmit, validateWith } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FieldArray, Form, Formik, useField } from 'formik';
import { UpdateEventDocument } from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';
import type { TabProps } from './types';

/** The volunteer-portal settings of an event (issue 17), as the form edits them. */
export interface PortalSettingsValues {
  volunteerCancelDeadlineHours: number | null;
  remindersOn: boolean;
  reminderDelaysHours: Array<number | null>;
  enableShiftSwaps: boolean;
  shiftSwapApproval: boolean;
}

const PORTAL_FIELDS = ['volunteerCancelDeadlineHours', 'reminderDelaysHours', 'enableShiftSwaps', 'shiftSwapApproval'] as const;
const portalSchema = eventConfigurationSchema.pick([...PORTAL_FIELDS]);

export function portalSettingsValues(configuration: TabProps['event']['configuration']): PortalSettingsValues {
  const delays = configuration.reminderDelaysHours ?? [];
  return {
    volunteerCancelDeadlineHours: configuration.volunteerCancelDeadlineHours ?? 0,
    remindersOn: delays.length > 0,
    reminderDelaysHours: delays.length > 0 ? [...delays] : [24],
    enableShiftSwaps: configuration.enableShiftSwaps ?? false,
    shiftSwapApproval: configuration.shiftSwapApproval ?? false,
  };
}

/** What the API receives: reminders off send an empty list; the delays once each, longest first. */
export function portalSettingsInput(values: PortalSettingsValues) {
  const delays = values.remindersOn ? values.reminderDelaysHours.filter((value): value is number => typeof value === 'number') : [];
  return {
    volunteerCancelDeadlineHours: values.volunteerCancelDeadlineHours ?? 0,
    reminderDelaysHours: [...new Set(delays)].sort((a, b) => b - a),
    enableShiftSwaps: values.enableShiftSwaps,
    shiftSwapApproval: values.enableShiftSwaps && values.shiftSwapApproval,
  };
}

function SwitchField({ name, label, description, disabled }: { name: string; label: string; description?: string; disabled?: boolean }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Switch
      id={name}
      name={name}
      label={label}
      description={description}
      checked={Boolean(field.value)}
      disabled={disabled}
      onChange={(event) => void helpers.setValue(event.currentTarget.checked)}
    />
  );
}

/**
 * "Volunteer space" settings of the event: until when volunteers may cancel, the reminder mails (and
 * calendar alarms) before each shift, and shift swaps with optional approval. One save, checked with the
 * shared @benevo/schema rules before it leaves and by the server again.
 */
export function PortalSettingsSection({ event }: TabProps) {
  const { t } = useEventsT();
  const [update] = useMutation(UpdateEventDocument);
  const { onSubmit, formError } = useFormSubmit<PortalSettingsValues, unknown>(
    (values) => update({ variables: { id: event.id, input: { configuration: portalSettingsInput(values) } } }),
    () => toast.success(t('common.saved')),
  );

  return (
    <Paper withBorder p="md" maw={640} component="section" aria-labelledby="portal-settings-title">
      <Formik
        initialValues={portalSettingsValues(event.configuration)}
        enableReinitialize
        validate={(values) => validateWith<PortalSettingsValues>(portalSchema, portalSettingsInput(values))}
        onSubmit={onSubmit}
      >
        {({ values }) => (
          <Form noValidate>
            <Stack>
              <div>
                <Title order={3} size="h4" id="portal-settings-title">
                  {t('portalSettings.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('portalSettings.intro')}
                </Text>
              </div>
              <NumberField
                name="volunteerCancelDeadlineHours"
                label={t('portalSettings.cancelDeadline')}
                description={t('portalSettings.cancelDeadlineHint')}
                min={0}
                max={MAX_CANCEL_DEADLINE_HOURS}
                allowDecimal={false}
                suffix=" h"
              />
              <SwitchField name="remindersOn" label={t('portalSettings.reminders')} description={t('portalSettings.remindersHint', { max: MAX_REMINDERS })} />
              {values.remindersOn && (
                <FieldArray name="reminderDelaysHours">
                  {({ push, remove }) => (
                    <Stack gap="xs" pl="xl">
                      {values.reminderDelaysHours.map((_, index) => (
                        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
                          <NumberField
                            name={`reminderDelaysHours.${index}`}
                            label={t('portalSettings.reminderHours', { n: index + 1 })}
                            min={1}
                            max={MAX_REMINDER_DELAY_HOURS}
                            allowDecimal={false}
                            suffix=" h"
                            style={{ flex: 1 }}
                          />
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="lg"
                            aria-label={t('portalSettings.removeReminder', { n: index + 1 })}
                            disabled={values.reminderDelaysHours.length <= 1}
                            onClick={() => remove(index)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Group>
                      ))}
                      {values.reminderDelaysHours.length < MAX_REMINDERS && (
                        <Group>
                          <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => push(2)}>
                            {t('portalSettings.addReminder')}
                          </Button>
                        </Group>
                      )}
                    </Stack>
                  )}
                </FieldArray>
              )}
              <SwitchField name="enableShiftSwaps" label={t('portalSettings.enableShiftSwaps')} description={t('portalSettings.enableShiftSwapsHint')} />
              <SwitchField name="shiftSwapApproval" label={t('portalSettings.shiftSwapApproval')} disabled={!values.enableShiftSwaps} />
              <FormError message={formError} />
              <Group justify="flex-end">
                <SubmitButton>{t('common.save')}</SubmitButton>
              </Group>
            </Stack>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}
