import { useMutation } from '@apollo/client/react';
import { campaignRegistrationSchema } from '@benevo/schema';
import { applyFieldErrors, CheckboxField, describeApiError, FormError, SubmitButton, validateWith } from '@benevo/ui';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CampaignRegistrationInput, type PublicCampaignQuery, RegisterForCampaignDocument } from '../gql/graphql';
import { IdentityFields, PhoneField, ValidateAfterFirstSubmit } from '../registration-fields';

export interface CampaignRegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmation: string;
  phoneNumber: string;
  policyAccepted: boolean;
}

const initialValues: CampaignRegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  emailConfirmation: '',
  phoneNumber: '',
  policyAccepted: false,
};

/** The mutation's input: trimmed texts, the phone left out when not given (the server reads a missing field as "not given"). */
function registrationInput(token: string, values: CampaignRegistrationValues, language: string): CampaignRegistrationInput {
  const phoneNumber = values.phoneNumber.trim();
  return {
    token,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    emailConfirmation: values.emailConfirmation.trim(),
    phoneNumber: phoneNumber === '' ? undefined : phoneNumber,
    policyAccepted: values.policyAccepted,
    language,
  };
}

interface CampaignRegistrationFormProps {
  campaign: PublicCampaignQuery['publicCampaign'];
  onDone: (values: CampaignRegistrationValues) => void;
  /** A CONFLICT: the campaign was closed (or put back to draft) since the page was loaded. */
  onRefused: (message: string | null) => void;
}

/** Registration to a campaign (spec 5): the event sign-up's identity fields and rules, without slots or groups. */
export function CampaignRegistrationForm({ campaign, onDone, onRefused }: CampaignRegistrationFormProps) {
  const { t, i18n } = useTranslation();
  const [register] = useMutation(RegisterForCampaignDocument);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: CampaignRegistrationValues, helpers: FormikHelpers<CampaignRegistrationValues>) => {
    setFormError(null);
    try {
      await register({ variables: { input: registrationInput(campaign.token, values, i18n.language) } });
      onDone(values);
    } catch (error) {
      const apiError = describeApiError(error);
      if (apiError.code === 'CONFLICT') {
        onRefused(apiError.message);
        return;
      }
      const elsewhere = applyFieldErrors(apiError.fieldErrors, values, helpers.setErrors);
      if (elsewhere.length > 0) setFormError(elsewhere.join(' '));
      else if (Object.keys(apiError.fieldErrors).length === 0) setFormError(apiError.message ?? t('public.form.failed'));
    }
  };

  return (
    <Formik<CampaignRegistrationValues>
      initialValues={initialValues}
      validate={(values) => validateWith<CampaignRegistrationValues>(campaignRegistrationSchema, values)}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={submit}
    >
      {({ submitCount, isValid }) => (
        <Form noValidate aria-labelledby="campaign-form-title">
          <ValidateAfterFirstSubmit />
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={2} size="h3" id="campaign-form-title">
                  {t('public.campaign.formTitle')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('public.campaign.formIntro')}
                </Text>
              </Stack>
              <IdentityFields />
              <PhoneField name="phoneNumber" label={t('public.form.base.phone')} required={false} />
              <Divider />
              <CheckboxField name="policyAccepted" label={t('public.campaign.policy', { organization: campaign.organizationName })} required />
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
          </Paper>
        </Form>
      )}
    </Formik>
  );
}
