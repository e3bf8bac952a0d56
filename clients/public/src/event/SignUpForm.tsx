import { useMutation } from '@apollo/client/react';
import { messageFor, registrationSchema, type RegistrationFormDefinition, visibleFields } from '@benevo/schema';
import { applyFieldErrors, CheckboxField, describeApiError, FormError, SubmitButton, TextField, validateWith } from '@benevo/ui';
import { Alert, Collapse, Divider, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Form, Formik, type FormikHelpers, useField } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignUpDocument, type SignUpMutation } from '../gql/graphql';
import { IdentityFields, RegistrationFormField, ValidateAfterFirstSubmit } from '../registration-fields';
import { baseSignUpField, initialValues, schemaInput, signUpInput, type SignUpFormValues } from './form-definition';
import type { Picks, ProposedSlot, PublicEventData } from './slots';

export type SignUpResult = SignUpMutation['signUp'];

interface SignUpFormProps {
  event: PublicEventData;
  form: RegistrationFormDefinition;
  picks: Picks;
  proposals: readonly ProposedSlot[];
  passkey: string | null;
  onDone: (participations: SignUpResult, values: SignUpFormValues) => void;
  /** A 409 (slot just filled, group too big): the page reloads the event. */
  onConflict: () => void;
}

function GroupSizeField({ max }: { max: number }) {
  const { t, i18n } = useTranslation();
  const [field, meta, helpers] = useField<number | string>('groupSize');
  return (
    <NumberInput
      id="groupSize"
      name="groupSize"
      label={t('public.form.groupSize')}
      description={t('public.form.groupSizeHint', { max })}
      min={1}
      max={max}
      clampBehavior="none"
      allowDecimal={false}
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      error={meta.touched && typeof meta.error === 'string' ? messageFor(i18n.language, meta.error) : undefined}
      required
    />
  );
}

/** The inputs the visitor sees, so that a server error lands where it can be read. */
function shownFields(form: RegistrationFormDefinition, values: SignUpFormValues): { top: Set<string>; answers: Set<string> } {
  const top = new Set(['firstName', 'lastName', 'email', 'emailConfirmation', 'policyAccepted']);
  if (values.asGroup) ['groupSize', 'groupName'].forEach((name) => top.add(name));
  const answers = new Set<string>();
  for (const field of visibleFields(form, values.answers)) {
    const base = baseSignUpField(field);
    if (base) top.add(base);
    if (field.attributeId) answers.add(field.attributeId);
  }
  return { top, answers };
}

/**
 * Server field errors onto the fields shown: top-level inputs through applyFieldErrors, `answers.<id>`
 * onto the custom fields; the others come back as a form-level message.
 */
function placeServerErrors(
  fieldErrors: Record<string, string[]>,
  form: RegistrationFormDefinition,
  values: SignUpFormValues,
  helpers: FormikHelpers<SignUpFormValues>,
): { placed: number; elsewhere: string[] } {
  const shown = shownFields(form, values);
  const top: Record<string, string[]> = {};
  const answers: Array<[string, string]> = [];
  const elsewhere: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const answer = /^answers[.[]"?([^\]".]+)/.exec(key);
    if (answer && shown.answers.has(answer[1])) answers.push([answer[1], messages.join(' ')]);
    else if (shown.top.has(key)) top[key] = messages;
    else elsewhere.push(...messages);
  }
  elsewhere.push(...applyFieldErrors(top, values, helpers.setErrors));
  for (const [id, message] of answers) helpers.setFieldError(`answers.${id}`, message);
  return { placed: Object.keys(top).length + answers.length, elsewhere };
}

/** The sign-up form built from the event's form (spec 5), validated by the shared registrationSchema. */
export function SignUpForm({ event, form, picks, proposals, passkey, onDone, onConflict }: SignUpFormProps) {
  const { t, i18n } = useTranslation();
  const [signUp] = useMutation(SignUpDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const { configuration } = event;
  const groupRegistration = configuration.enableGroupRegistrations;
  const schema = useMemo(
    () => registrationSchema(form, { groupRegistration, groupMaxSize: configuration.groupMaxSize }),
    [form, groupRegistration, configuration.groupMaxSize],
  );
  const initial = useMemo(() => initialValues(form), [form]);
  const fewestFree = useMemo(() => {
    const taken = event.positions.flatMap((p) => p.timeSlots).filter((slot) => picks[slot.id] === 'take');
    return taken.length > 0 ? Math.min(...taken.map((slot) => slot.freePlaces)) : null;
  }, [event.positions, picks]);

  const submit = async (values: SignUpFormValues, helpers: FormikHelpers<SignUpFormValues>) => {
    setFormError(null);
    if (Object.keys(picks).length + proposals.length === 0) {
      setFormError(t('public.form.noSlots'));
      return;
    }
    try {
      const result = await signUp({
        variables: {
          input: signUpInput({ eventUuid: event.uuid, form, values, picks, proposals, passkey, language: i18n.language, groupRegistration }),
        },
      });
      onDone(result.data?.signUp ?? [], values);
    } catch (error) {
      const apiError = describeApiError(error);
      if (apiError.code === 'CONFLICT') {
        setFormError(apiError.message ?? t('public.form.conflict'));
        onConflict();
        return;
      }
      const { placed, elsewhere } = placeServerErrors(apiError.fieldErrors, form, values, helpers);
      if (elsewhere.length > 0) setFormError(elsewhere.join(' '));
      else if (placed === 0) setFormError(apiError.message ?? t('public.form.failed'));
    }
  };

  return (
    <Formik<SignUpFormValues>
      initialValues={initial}
      validate={(values) => validateWith<SignUpFormValues>(schema, schemaInput(values))}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={submit}
    >
      {({ values, setFieldValue, submitCount, isValid }) => {
        const fields = visibleFields(form, values.answers);
        const groupSize = Number(values.groupSize) || 1;
        return (
          <Form noValidate aria-labelledby="signup-form-title">
            <ValidateAfterFirstSubmit />
            <Stack gap="md">
              <Title order={2} size="h3" id="signup-form-title">
                {t('public.form.title')}
              </Title>
              <Paper withBorder p="md" radius="md">
                <Stack gap="sm">
                  <Title order={3} size="h5">
                    {t('public.form.aboutYou')}
                  </Title>
                  <IdentityFields />
                </Stack>
              </Paper>
              {fields.length > 0 && (
                <Paper withBorder p="md" radius="md">
                  <Stack gap="sm">
                    <Title order={3} size="h5">
                      {t('public.form.moreInformation')}
                    </Title>
                    {fields.map((field) => (
                      <RegistrationFormField key={field.id} field={field} />
                    ))}
                  </Stack>
                </Paper>
              )}
              {groupRegistration && (
                <Paper withBorder p="md" radius="md">
                  <Stack gap="sm">
                    <Switch
                      label={t('public.form.asGroup')}
                      description={t('public.form.asGroupHint', { max: configuration.groupMaxSize })}
                      checked={values.asGroup}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        void setFieldValue('asGroup', checked);
                        void setFieldValue('groupSize', checked ? Math.min(2, configuration.groupMaxSize) : 1);
                      }}
                    />
                    <Collapse expanded={values.asGroup}>
                      {values.asGroup && (
                        <Stack gap="sm">
                          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                            <GroupSizeField max={configuration.groupMaxSize} />
                            <TextField name="groupName" label={t('public.form.groupName')} />
                          </SimpleGrid>
                          {fewestFree !== null && groupSize > fewestFree && (
                            <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
                              {t('public.form.groupMayNotFit', { count: fewestFree })}
                            </Alert>
                          )}
                        </Stack>
                      )}
                    </Collapse>
                  </Stack>
                </Paper>
              )}
              <Divider />
              <CheckboxField
                name="policyAccepted"
                label={t('public.form.policy', { organization: event.organizationName })}
                required
              />
              <FormError message={formError} />
              {submitCount > 0 && !isValid && (
                <Text size="sm" c="red" role="alert">
                  {t('public.form.fixErrors')}
                </Text>
              )}
              <Group justify="flex-end">
                <SubmitButton size="md">{t('public.form.submit')}</SubmitButton>
              </Group>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
