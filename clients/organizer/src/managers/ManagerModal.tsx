import { messageFor, messageKey, PASSWORD_MIN_LENGTH } from '@benevo/schema';
import { FormError, PasswordField, SubmitButton, TextField, toast, useFormSubmit, validateWith } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, MultiSelect, Stack, Switch } from '@mantine/core';
import { Form, Formik, useField } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { CreateManagerDocument, type ManagerEventOptionsQuery, type ManagerFieldsFragment, UpdateManagerDocument } from '../gql/graphql';
import { useManagersT } from './i18n/use-managers-t';

type EventOption = ManagerEventOptionsQuery['events'][number];

export interface ManagerValues {
  email: string;
  sendInvitation: boolean;
  canCancelSlots: boolean;
  password: string;
  eventIds: string[];
}

/**
 * A manager logs in with a password: the organizer types one, or sends an invitation whose link lets the
 * manager choose it. Editing a manager who has one, an empty password keeps it.
 */
export function managerSchema(keepsPassword: boolean, eventsRequired: string) {
  return yup.object({
    email: yup.string().trim().required('validation.required').email('validation.email'),
    eventIds: yup.array(yup.string().required()).min(1, eventsRequired),
    password: yup.string().when('sendInvitation', {
      is: true,
      then: (schema) => schema,
      otherwise: (schema) => {
        const tooShort = messageKey('validation.passwordMin', { min: PASSWORD_MIN_LENGTH });
        // Empty keeps the current password; anything typed must be long enough.
        if (keepsPassword) return schema.test('passwordMin', tooShort, (value) => !value || value.length >= PASSWORD_MIN_LENGTH);
        return schema.required('validation.required').min(PASSWORD_MIN_LENGTH, tooShort);
      },
    }),
  });
}

function EventsField({ events }: { events: readonly EventOption[] }) {
  const { t } = useManagersT();
  const { i18n } = useTranslation();
  const [field, meta, helpers] = useField<string[]>('eventIds');
  const known = new Set(events.map((event) => event.id));
  const data = [
    ...events.map((event) => ({
      value: event.id,
      label: event.status === 'ARCHIVED' ? t('form.archived', { name: event.displayName, interpolation: { escapeValue: false } }) : event.displayName,
    })),
    // An event no longer listed (deleted) stays chosen under its id, so saving never drops it silently.
    ...field.value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: `#${id}` })),
  ];
  return (
    <MultiSelect
      id="eventIds"
      name="eventIds"
      label={t('form.events')}
      description={t('form.eventsHint')}
      placeholder={t('form.eventsPlaceholder')}
      nothingFoundMessage={t('form.noEvents')}
      data={data}
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      error={meta.touched && typeof meta.error === 'string' ? messageFor(i18n.language, meta.error) : undefined}
      required
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Creates a manager (manager null) or edits one: e-mail, password or invitation, and the events they see. */
export function ManagerModal({ manager, events, onClose }: { manager: ManagerFieldsFragment | null; events: readonly EventOption[]; onClose: () => void }) {
  const { t } = useManagersT();
  const [create] = useMutation(CreateManagerDocument, { refetchQueries: ['Managers'] });
  const [update] = useMutation(UpdateManagerDocument);
  const keepsPassword = manager?.hasPassword ?? false;
  const schema = managerSchema(keepsPassword, t('form.eventsRequired'));
  const { onSubmit, formError } = useFormSubmit(
    async (values: ManagerValues) => {
      const input = {
        email: values.email.trim(),
        eventIds: values.eventIds,
        sendInvitation: values.sendInvitation,
        canCancelSlots: values.canCancelSlots,
        password: values.sendInvitation || values.password === '' ? null : values.password,
      };
      if (manager) return (await update({ variables: { id: manager.id, input } })).data?.updateManager ?? null;
      return (await create({ variables: { input } })).data?.createManager ?? null;
    },
    (saved, values) => {
      onClose();
      if (!saved) return;
      const key = manager ? 'form.saved' : values.sendInvitation ? 'form.invitationSent' : 'form.created';
      toast.success(t(key, { email: saved.email, interpolation: { escapeValue: false } }));
    },
  );
  return (
    <Modal opened onClose={onClose} title={manager ? t('form.editTitle') : t('form.newTitle')} centered>
      <Formik<ManagerValues>
        initialValues={{
          email: manager?.email ?? '',
          sendInvitation: manager === null,
          password: '',
          eventIds: manager?.eventIds ?? [],
          canCancelSlots: manager?.canCancelSlots ?? false,
        }}
        validate={(values) => validateWith<ManagerValues>(schema, values)}
        onSubmit={onSubmit}
      >
        {({ values, setFieldValue }) => (
          <Form noValidate>
            <Stack gap="sm">
              <FormError message={formError} />
              <TextField name="email" type="email" label={t('form.email')} required maxLength={254} autoComplete="off" data-autofocus />
              <Switch
                id="sendInvitation"
                name="sendInvitation"
                label={t('form.sendInvitation')}
                description={manager ? t('form.resendInvitationHint') : t('form.sendInvitationHint')}
                checked={values.sendInvitation}
                onChange={(event) => void setFieldValue('sendInvitation', event.currentTarget.checked)}
              />
              {!values.sendInvitation && (
                <PasswordField
                  name="password"
                  label={t('form.password')}
                  description={keepsPassword ? t('form.passwordKeepHint') : t('form.passwordHint', { min: PASSWORD_MIN_LENGTH })}
                  required={!keepsPassword}
                  autoComplete="new-password"
                />
              )}
              <EventsField events={events} />
              <Switch
                id="canCancelSlots"
                name="canCancelSlots"
                label={t('form.canCancelSlots')}
                description={t('form.canCancelSlotsHint')}
                checked={values.canCancelSlots}
                onChange={(event) => void setFieldValue('canCancelSlots', event.currentTarget.checked)}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <SubmitButton>{manager ? t('common.save') : t('form.create')}</SubmitButton>
              </Group>
            </Stack>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
