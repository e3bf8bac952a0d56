import {
  campaignSchema,
  DEFAULT_TIME_ZONE,
  defaultCampaignEmailText,
  escapeHtml,
  looksLikeHtml,
  registrationMailAppendix,
  renderPlaceholders,
  textLanguage,
  type PlaceholderValues,
} from '@benevo/schema';
import {
  CheckboxField,
  FormError,
  LogoField,
  MailFrame,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  timeZoneNames,
  useFormSubmit,
  validateWith,
} from '@benevo/ui';
import { Box, Button, Card, Grid, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Form, Formik, useFormikContext } from 'formik';
import type { CampaignDetailsFragment, CampaignInput } from '../../gql/graphql';
import { useCampaignsT } from '../i18n/use-campaigns-t';

export interface CampaignFormValues {
  name: string;
  description: string;
  contactName: string;
  contactEmail: string;
  isPublic: boolean;
  showOnHomeCalendar: boolean;
  timeZone: string;
  registrationEmailText: string;
  /** The logo shown: its URL, a new data URL, or null. */
  logo: string | null;
  /** Undefined: unchanged; '': removed; a data URL: the new logo (DESIGN.md: uploads as base64). */
  logoBase64?: string;
}

export function emptyCampaign(language: string): CampaignFormValues {
  return {
    name: '',
    description: '',
    contactName: '',
    contactEmail: '',
    isPublic: true,
    showOnHomeCalendar: false,
    timeZone: DEFAULT_TIME_ZONE,
    registrationEmailText: defaultCampaignEmailText(language),
    logo: null,
  };
}

/** A campaign as the form shows it. */
export function campaignFormValues(campaign: CampaignDetailsFragment): CampaignFormValues {
  return {
    name: campaign.name,
    description: campaign.description,
    contactName: campaign.contactName,
    contactEmail: campaign.contactEmail,
    isPublic: campaign.isPublic,
    showOnHomeCalendar: campaign.showOnHomeCalendar,
    timeZone: campaign.timeZone,
    registrationEmailText: campaign.registrationEmailText,
    logo: campaign.logo,
  };
}

/** The form's values as the API's CampaignInput. */
export function campaignInputOf(values: CampaignFormValues): CampaignInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    contactName: values.contactName.trim(),
    contactEmail: values.contactEmail.trim(),
    isPublic: values.isPublic,
    showOnHomeCalendar: values.showOnHomeCalendar,
    timeZone: values.timeZone,
    registrationEmailText: values.registrationEmailText,
    ...(values.logoBase64 !== undefined && { base64Logo: values.logoBase64 }),
  };
}

/** The shared campaignSchema on what the API would receive. */
export function validateCampaign(values: CampaignFormValues) {
  return validateWith<CampaignFormValues>(campaignSchema, campaignInputOf(values));
}


/**
 * The confirmation text with its placeholders and a live preview with sample values, built as the
 * server's mail is (the same renderer and appendix as the events' confirmation tab).
 */
function RegistrationEmailField() {
  const { t, i18n } = useCampaignsT();
  const { values, setFieldValue } = useFormikContext<CampaignFormValues>();
  const language = textLanguage(i18n.language);
  const text = values.registrationEmailText;
  const template = text.trim() !== '' ? text : defaultCampaignEmailText(language);
  const portalLink = `${window.location.origin}/portal/t/exemple`;
  const summary = t('form.sampleSummary', { name: values.name });
  const placeholders: PlaceholderValues = {
    volunteerName: t('form.sampleName'),
    eventName: '',
    campaignName: values.name,
    registrationSummary: summary,
    coordinatorName: values.contactName,
    coordinatorEmail: values.contactEmail,
    portalLink,
  };
  const html = looksLikeHtml(template) ? template : escapeHtml(template).replace(/\r?\n/g, '<br>\n');
  const extra = registrationMailAppendix(template, language, { summary, portalLink });
  const previewHtml = `${renderPlaceholders(html, placeholders, { html: true })}${extra.map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`).join('')}`;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="xs">
          <TextareaField name="registrationEmailText" label={t('form.emailText')} description={t('form.emailTextHint')} autosize minRows={8} />
          <Box>
            <Button variant="subtle" size="compact-sm" onClick={() => void setFieldValue('registrationEmailText', defaultCampaignEmailText(language))}>
              {t('form.useDefault')}
            </Button>
          </Box>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            {t('form.preview')}
          </Title>
          <MailFrame title={t('form.preview')} html={previewHtml} height={360} />
        </Card>
      </Grid.Col>
    </Grid>
  );
}

/**
 * What a form shows and saves: everything (a new campaign), the details without the confirmation text
 * (the edit page's "General" tab), or that text alone (its "Confirmation e-mail" tab).
 */
export type CampaignFormSection = 'all' | 'details' | 'email';

/** The part of the input a section saves (updateCampaign leaves the fields it is not given as they are). */
export function sectionInput(input: CampaignInput, section: CampaignFormSection): CampaignInput {
  if (section === 'email') return { registrationEmailText: input.registrationEmailText };
  if (section === 'details') return Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'registrationEmailText'));
  return input;
}

interface CampaignFormProps {
  initialValues: CampaignFormValues;
  submitLabel: string;
  onSubmit: (input: CampaignInput) => Promise<unknown>;
  onSuccess: () => void;
  /** Default: every field. */
  section?: CampaignFormSection;
}

/** The campaign's details: name, description, contact, logo, visibility, time zone. */
function DetailsFields() {
  const { t } = useCampaignsT();
  const { values } = useFormikContext<CampaignFormValues>();
  return (
    <>
      <TextField name="name" label={t('form.name')} required />
      <TextareaField name="description" label={t('form.description')} autosize minRows={3} required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="contactName" label={t('form.contactName')} required />
        <TextField name="contactEmail" type="email" label={t('form.contactEmail')} autoComplete="email" required />
      </SimpleGrid>
      <LogoField label={t('form.logo')} previewAlt={t('form.logoPreview')} removeLabel={t('form.removeLogo')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap="xs" justify="center">
          <CheckboxField name="isPublic" label={t('form.isPublic')} description={t('form.isPublicHint')} />
          <CheckboxField name="showOnHomeCalendar" label={t('form.showOnHomeCalendar')} />
        </Stack>
        <SelectField name="timeZone" label={t('form.timeZone')} data={timeZoneNames(values.timeZone)} searchable allowDeselect={false} />
      </SimpleGrid>
    </>
  );
}

/** Every CampaignInput field, or one section of them: the details, the confirmation text. */
export function CampaignForm({ initialValues, submitLabel, onSubmit: save, onSuccess, section = 'all' }: CampaignFormProps) {
  const { onSubmit, formError } = useFormSubmit((values: CampaignFormValues) => save(sectionInput(campaignInputOf(values), section)), onSuccess);
  return (
    <Formik<CampaignFormValues> initialValues={initialValues} enableReinitialize validate={validateCampaign} onSubmit={onSubmit}>
      <Form noValidate>
        <Stack gap="sm">
          <FormError message={formError} />
          {section !== 'email' && <DetailsFields />}
          {section !== 'details' && <RegistrationEmailField />}
          <Group justify="flex-end">
            <SubmitButton>{submitLabel}</SubmitButton>
          </Group>
        </Stack>
      </Form>
    </Formik>
  );
}
