import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { loginSchema } from '@benevo/schema';
import { FormError, PasswordField, safeRedirect, SubmitButton, TextField, useFormSubmit, useLogin } from '@benevo/ui';
import { IconClockExclamation } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccountCard } from './AccountCard';

interface LoginValues {
  email: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const { onSubmit, formError } = useFormSubmit(
    (values: LoginValues) => login({ email: values.email.trim(), password: values.password }),
    () => {
      const target = safeRedirect(params.get('redirect'), '/dashboard');
      // Server pages (the development mailbox) are not routes of this app: load them.
      if (target.startsWith('/dev/')) window.location.assign(target);
      else navigate(target, { replace: true });
    },
  );

  return (
    <AccountCard title={t('account.loginTitle')}>
      {params.get('expired') === '1' && (
        <Alert color="yellow" icon={<IconClockExclamation size={18} aria-hidden />} title={t('errors.sessionExpired')}>
          {t('errors.sessionExpiredHint')}
        </Alert>
      )}
      <Formik<LoginValues> initialValues={{ email: '', password: '' }} validationSchema={loginSchema} onSubmit={onSubmit}>
        <Form noValidate>
          <Stack gap="sm">
            <FormError message={formError} />
            <TextField name="email" label={t('account.login')} autoComplete="username" required />
            <PasswordField name="password" label={t('account.password')} autoComplete="current-password" required />
            <SubmitButton fullWidth>{t('account.submitLogin')}</SubmitButton>
          </Stack>
        </Form>
      </Formik>
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/account/reset-password" size="sm">
          {t('account.forgotPassword')}
        </Anchor>
        <Text size="sm">
          {t('account.noAccount')}{' '}
          <Anchor component={Link} to="/account/register">
            {t('account.registerLink')}
          </Anchor>
        </Text>
      </Group>
    </AccountCard>
  );
}
