import { Alert, Anchor, FileInput, Group, Image, Paper, Stack, Title } from '@mantine/core';
import { profileSchema, translate } from '@benevo/schema';
import {
  checkLogo,
  FormError,
  LOGO_MAX_MEGABYTES,
  LOGO_TYPES,
  readAsDataUrl,
  SubmitButton,
  TextareaField,
  TextField,
  toast,
  useActiveOrganization,
  useFormSubmit,
  useUpdateProfile,
} from '@benevo/ui';
import { IconArrowRight, IconPhoto } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const organizationProfileSchema = profileSchema.pick(['description', 'publicName', 'contactEmail', 'contactPhone']);

interface OrganizationProfileValues {
  description: string;
  publicName: string;
  contactEmail: string;
  contactPhone: string;
  /** A newly chosen logo as a data URL; null keeps the current one. */
  imageLogo: string | null;
}

export default function ProfileOrgPage() {
  const { t, i18n } = useTranslation();
  const organization = useActiveOrganization();
  const updateProfile = useUpdateProfile();
  const [logoError, setLogoError] = useState<string | null>(null);
  const { onSubmit, formError } = useFormSubmit(
    (values: OrganizationProfileValues) =>
      updateProfile({
        description: values.description,
        publicName: values.publicName.trim(),
        contactEmail: values.contactEmail.trim(),
        contactPhone: values.contactPhone.trim(),
        imageLogo: values.imageLogo,
      }),
    () => toast.success(t('profile.saved')),
  );
  if (!organization) return <Alert color="yellow">{t('profile.noOrganization')}</Alert>;

  return (
    <Paper withBorder p="lg" maw={640}>
      <Title order={1} size="h2" mb="md">
        {t('profile.orgTitle')}
      </Title>
      <Formik<OrganizationProfileValues>
        initialValues={{
          description: organization.description ?? '',
          publicName: organization.publicName ?? '',
          contactEmail: organization.contactEmail ?? '',
          contactPhone: organization.contactPhone ?? '',
          imageLogo: null,
        }}
        validationSchema={organizationProfileSchema}
        onSubmit={onSubmit}
      >
        {({ values, setFieldValue }) => {
          const preview = values.imageLogo ?? organization.logo;
          return (
            <Form noValidate>
              <Stack gap="sm">
                <FormError message={formError} />
                <TextField name="publicName" label={t('profile.publicName')} description={t('profile.publicNameHint')} />
                <TextareaField name="description" label={t('profile.description')} autosize minRows={3} />
                <TextField name="contactEmail" type="email" label={t('profile.contactEmail')} autoComplete="email" />
                <TextField name="contactPhone" type="tel" label={t('profile.contactPhone')} autoComplete="tel" />
                <Group align="flex-end" wrap="nowrap">
                  <FileInput
                    flex={1}
                    label={t('profile.logo')}
                    description={t('profile.logoHint', { max: LOGO_MAX_MEGABYTES })}
                    accept={LOGO_TYPES.join(',')}
                    leftSection={<IconPhoto size={18} aria-hidden />}
                    clearable
                    error={logoError}
                    onChange={async (file) => {
                      setLogoError(null);
                      if (!file) return void setFieldValue('imageLogo', null);
                      const problem = checkLogo(file);
                      if (problem) {
                        setLogoError(translate(i18n.language, problem));
                        return;
                      }
                      await setFieldValue('imageLogo', await readAsDataUrl(file));
                    }}
                  />
                  {preview && <Image src={preview} alt={t('profile.logoPreview')} h={64} w={64} fit="contain" />}
                </Group>
                <Group justify="flex-end">
                  <SubmitButton>{t('form.submit')}</SubmitButton>
                </Group>
              </Stack>
            </Form>
          );
        }}
      </Formik>
      {/* The organization's webhooks (issue 16). */}
      <Anchor component={Link} to="/profile/webhooks" size="sm" mt="md" display="inline-block">
        {t('profile.webhooksManage')} <IconArrowRight size={14} aria-hidden style={{ verticalAlign: 'text-bottom' }} />
      </Anchor>
    </Paper>
  );
}
