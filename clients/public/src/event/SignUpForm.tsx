import { useMutation } from '@apollo/client/react';
import { eventAvailabilityDays, messageFor, registrationSchema, type RegistrationFormDefinition, visibleFields } from '@benevo/schema';
import { describeApiError, TextField, validateWith } from '@benevo/ui';
import { Alert, Collapse, NumberInput, Paper, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Form, Formik, type FormikHelpers, useField } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignUpDocument, type SignUpMutation } from '../gql/graphql';
import { placeServerErrors } from '../form-definition';
import {
  mergePreferenceErrors,
  type PreferenceChoices,
  PreferenceChoicesProvider,
  preferenceErrors,
  preferencesContext,
  preferenceSchemaInput,
} from '../preference-fields';
import { IdentityFields, RegistrationFormField, RegistrationFormFooter, ValidateAfterFirstSubmit } from '../registration-fields';
import { initialValues, schemaInput, signUpInput, type SignUpFormValues } from './form-definition';
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

/** The sign-up form built from the event's form (spec 5), validated by the shared registrationSchema. */
export function SignUpForm({ event, form, picks, proposals, passkey, onDone, onConflict }: SignUpFormProps) {
  const { t, i18n } = useTranslation();
  const [signUp] = useMutation(SignUpDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const { configuration } = event;
  const groupRegistration = configuration.enableGroupRegistrations;
  const initial = useMemo(() => initialValues(form), [form]);
  const choices = useMemo<PreferenceChoices>(
    () => ({
      kind: 'event',
      days: eventAvailabilityDays(event.days, event.timeZone),
      positions: [...event.positions].sort((a, b) => a.order - b.order).map((position) => ({ value: position.id, label: position.name })),
    }),
    [event.days, event.timeZone, event.positions],
  );
  const schema = useMemo(
    () =>
      registrationSchema(form, {
        groupRegistration,
        groupMaxSize: configuration.groupMaxSize,
        kind: 'event',
        preferences: preferencesContext(choices),
      }),
    [form, groupRegistration, configuration.groupMaxSize, choices],
  );
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
      const groupInputs = values.asGroup ? ['groupSize', 'groupName'] : [];
      const { placed, elsewhere } = placeServerErrors(apiError.fieldErrors, form, values, helpers, groupInputs);
      if (elsewhere.length > 0) setFormError(elsewhere.join(' '));
      else if (placed === 0) setFormError(apiError.message ?? t('public.form.failed'));
    }
  };

  return (
    <Formik<SignUpFormValues>
      initialValues={initial}
      validate={async (values) =>
        mergePreferenceErrors(
          await validateWith<SignUpFormValues>(schema, preferenceSchemaInput(schemaInput(values))),
          preferenceErrors(visibleFields(form, values.answers), values, t),
          choices,
        )
      }
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={submit}
    >
      {({ values, setFieldValue }) => {
        const fields = visibleFields(form, values.answers);
        const groupSize = Number(values.groupSize) || 1;
        return (
          <PreferenceChoicesProvider value={choices}>
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
                <RegistrationFormFooter policyLabel={t('public.form.policy', { organization: event.organizationName })} formError={formError} />
              </Stack>
            </Form>
          </PreferenceChoicesProvider>
        );
      }}
    </Formik>
  );
}
