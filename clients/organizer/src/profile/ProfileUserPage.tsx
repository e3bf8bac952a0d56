import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { INTERFACE_LANGUAGES, isInterfaceLanguage, profileSchema, requireFields } from '@benevo/schema';
import {
  applyLanguage,
  ConfirmModal,
  FormError,
  SelectField,
  SubmitButton,
  TextField,
  toast,
  useFormSubmit,
  useLogoutEverywhere,
  useMutationAction,
  useSessionUser,
  useUpdateProfile,
  writeLanguageCookie,
} from '@benevo/ui';
import { IconArrowRight, IconLogout2 } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

// The server takes partial updates; this form always sends a username and an e-mail.
const userProfileSchema = requireFields(
  profileSchema.pick(['username', 'email', 'firstName', 'lastName', 'language']),
  ['username', 'email', 'language'],
);

interface UserProfileValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  language: string | null;
}

export default function ProfileUserPage() {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const updateProfile = useUpdateProfile();
  const { onSubmit, formError } = useFormSubmit(
    (values: UserProfileValues) =>
      updateProfile({
        username: values.username.trim(),
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        language: values.language,
      }),
    (updated) => {
      // The chosen language becomes the interface's too, unless the organization forces one.
      if (isInterfaceLanguage(updated.language) && !updated.activeOrganization?.forcedLanguage) {
        writeLanguageCookie(updated.language);
        applyLanguage(i18n, updated.language);
      }
      toast.success(t('profile.saved'));
    },
  );
  if (!user) return null;

  return (
    <Stack gap="lg" maw={560}>
      <Paper withBorder p="lg">
        <Title order={1} size="h2" mb="md">
          {t('profile.userTitle')}
        </Title>
        <Formik<UserProfileValues>
          initialValues={{
            username: user.username,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            language: user.language,
          }}
          validationSchema={userProfileSchema}
          onSubmit={onSubmit}
        >
          <Form noValidate>
            <Stack gap="sm">
              <FormError message={formError} />
              <TextField name="firstName" label={t('profile.firstName')} autoComplete="given-name" />
              <TextField name="lastName" label={t('profile.lastName')} autoComplete="family-name" />
              <TextField name="email" type="email" label={t('account.email')} autoComplete="email" required />
              <TextField name="username" label={t('account.username')} autoComplete="username" required />
              <SelectField
                name="language"
                label={t('profile.language')}
                allowDeselect={false}
                data={INTERFACE_LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
              />
              <Group justify="flex-end">
                <SubmitButton>{t('form.submit')}</SubmitButton>
              </Group>
            </Stack>
          </Form>
        </Formik>
      </Paper>
      <TwoFactorSection on={Boolean(user.dfaId)} />
      <IntegrationsSection />
      <SessionsSection />
    </Stack>
  );
}

/** Whether a second factor protects the account, and the way to its page (/profile/two-factor). */
function TwoFactorSection({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg">
      <Group gap="xs" mb="xs">
        <Title order={2} size="h3">
          {t('profile.twoFactorTitle')}
        </Title>
        <Badge color={on ? 'teal' : 'gray'} variant="light">
          {on ? t('profile.twoFactorOn') : t('profile.twoFactorOff')}
        </Badge>
      </Group>
      <Text mb="sm">{t('profile.twoFactorText')}</Text>
      <Anchor component={Link} to="/profile/two-factor">
        {t('profile.twoFactorManage')} <IconArrowRight size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />
      </Anchor>
    </Paper>
  );
}

/** Links to the integrators' pages (issue 16): personal API tokens and the organization's webhooks. */
function IntegrationsSection() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h3" mb="xs">
        {t('profile.integrationsTitle')}
      </Title>
      <Text mb="sm">{t('profile.integrationsText')}</Text>
      <Stack gap={4}>
        <Anchor component={Link} to="/profile/tokens">
          {t('profile.tokensManage')} <IconArrowRight size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />
        </Anchor>
        <Anchor component={Link} to="/profile/webhooks">
          {t('profile.webhooksManage')} <IconArrowRight size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** "Log out everywhere": every session and API token of the user ends (a lost phone, a leaked token). */
function SessionsSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logoutEverywhere = useLogoutEverywhere();
  const run = useMutationAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h3" mb="xs">
        {t('profile.sessionsTitle')}
      </Title>
      <Text mb="md">{t('profile.sessionsText')}</Text>
      <Button color="red" variant="light" leftSection={<IconLogout2 size={16} aria-hidden />} onClick={() => setConfirming(true)}>
        {t('profile.logoutEverywhere')}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={t('profile.logoutEverywhere')}
        text={t('profile.logoutEverywhereConfirm')}
        confirmLabel={t('profile.logoutEverywhere')}
        danger
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const outcome = await run(() => logoutEverywhere(), { success: t('profile.loggedOutEverywhere') });
          if (outcome.ok) navigate('/account/login', { replace: true });
        }}
      />
    </Paper>
  );
}
