import { useMutation } from '@apollo/client/react';
import { campaignRegistrationSchema, visibleFields } from '@benevo/schema';
import { describeApiError, validateWith } from '@benevo/ui';
import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PublicCampaignQuery, RegisterForCampaignDocument } from '../gql/graphql';
import { IdentityFields, PhoneField, RegistrationFormField, RegistrationFormFooter, ValidateAfterFirstSubmit } from '../registration-fields';
import {
  campaignFormDefinition,
  campaignRegistrationInput,
  type CampaignRegistrationValues,
  campaignPositionChoices,
  formAsksPhone,
  initialCampaignValues,
  placeServerErrors,
} from './campaign-form';
import { ProfilePictureField } from './ProfilePictureField';
import {
  mergePreferenceErrors,
  type PreferenceChoices,
  PreferenceChoicesProvider,
  preferenceErrors,
  preferencesContext,
  preferenceSchemaInput,
} from '../preference-fields';

export type { CampaignRegistrationValues } from './campaign-form';

interface CampaignRegistrationFormProps {
  campaign: PublicCampaignQuery['publicCampaign'];
  onDone: (values: CampaignRegistrationValues) => void;
  /** A CONFLICT: the campaign was closed (or put back to draft) since the page was loaded. */
  onRefused: (message: string | null) => void;
}

/**
 * Registration to a campaign (spec 5): the event sign-up's identity fields and rules, then the
 * campaign's own form (base attributes, custom fields with their conditions, the profile picture),
 * without slots or groups. Validated by the shared campaignRegistrationSchema(form).
 */
export function CampaignRegistrationForm({ campaign, onDone, onRefused }: CampaignRegistrationFormProps) {
  const { t, i18n } = useTranslation();
  const [register] = useMutation(RegisterForCampaignDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useMemo(() => campaignFormDefinition(campaign.form.fields), [campaign.form.fields]);

  const initial = useMemo(() => initialCampaignValues(form), [form]);
  const phoneAsked = formAsksPhone(form);
  // A campaign comes before its events: the visitor ranks the organization's position names and adds dates.
  const choices = useMemo<PreferenceChoices>(() => ({ kind: 'campaign', positions: campaignPositionChoices(campaign) }), [campaign]);
  const schema = useMemo(() => campaignRegistrationSchema(form, preferencesContext(choices)), [form, choices]);

  const submit = async (values: CampaignRegistrationValues, helpers: FormikHelpers<CampaignRegistrationValues>) => {
    setFormError(null);
    try {
      await register({ variables: { input: campaignRegistrationInput(campaign.token, form, values, i18n.language) } });
      onDone(values);
    } catch (error) {
      const apiError = describeApiError(error);
      if (apiError.code === 'CONFLICT') {
        onRefused(apiError.message);
        return;
      }
      const { placed, elsewhere } = placeServerErrors(apiError.fieldErrors, form, values, helpers);
      if (elsewhere.length > 0) setFormError(elsewhere.join(' '));
      else if (placed === 0) setFormError(apiError.message ?? t('public.form.failed'));
    }
  };

  return (
    <Formik<CampaignRegistrationValues>
      initialValues={initial}
      validate={async (values) =>
        mergePreferenceErrors(
          await validateWith<CampaignRegistrationValues>(schema, preferenceSchemaInput(values)),
          preferenceErrors(visibleFields(form, values.answers), values, t),
          choices,
        )
      }
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={submit}
    >
      {({ values }) => {
        const fields = visibleFields(form, values.answers);
        return (
          <PreferenceChoicesProvider value={choices}>
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
                  {!phoneAsked && <PhoneField name="phoneNumber" label={t('public.form.base.phone')} required={false} />}
                  {fields.length > 0 && (
                    <>
                      <Divider />
                      <Title order={3} size="h5">
                        {t('public.form.moreInformation')}
                      </Title>
                      {fields.map((field) =>
                        field.baseAttribute === 'profile_picture' ? (
                          <ProfilePictureField key={field.id} field={field} />
                        ) : (
                          <RegistrationFormField key={field.id} field={field} />
                        ),
                      )}
                    </>
                  )}
                  <RegistrationFormFooter policyLabel={t('public.campaign.policy', { organization: campaign.organizationName })} formError={formError} />
                </Stack>
              </Paper>
            </Form>
          </PreferenceChoicesProvider>
        );
      }}
    </Formik>
  );
}
