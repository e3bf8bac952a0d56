import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { loginSchema } from '@benevo/schema';
import {
  FormError,
  OTP_SETUP_PATH,
  PasswordField,
  type PendingOtpLogin,
  readOtpRequired,
  safeRedirect,
  type SessionUser,
  SubmitButton,
  TextField,
  useFormSubmit,
  useLogin,
} from '@benevo/ui';
import { IconClockExclamation } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { type ComponentType, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccountCard } from './AccountCard';

interface LoginValues {
  email: string;
  password: string;
}

/** The second step of a login (two-factor authentication), given by the app (LoginRoute.tsx). */
export interface LoginChallengeProps {
  pending: PendingOtpLogin;
  onVerified: (user: SessionUser) => void;
  /** Back to the password form, with the reason when it is not the user's choice. */
  onRestart: (message?: string) => void;
}

type LoginOutcome = { user: SessionUser; pending?: never } | { pending: PendingOtpLogin; user?: never };

export default function LoginPage({ challenge: Challenge }: { challenge?: ComponentType<LoginChallengeProps> }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [pending, setPending] = useState<PendingOtpLogin | null>(null);
  const [restartMessage, setRestartMessage] = useState<string | null>(null);
  // Back from the second step, the form keeps the login typed (not the password).
  const [lastLogin, setLastLogin] = useState('');
  const redirect = params.get('redirect');
  const finish = useCallback(
    (user: SessionUser) => {
      // enforce2fa and no method yet: the session is restricted to the setup page (it leads on to the redirect).
      if (user.otpSetupRequired) {
        const next = safeRedirect(redirect, '');
        navigate(next ? `${OTP_SETUP_PATH}?${new URLSearchParams({ redirect: next }).toString()}` : OTP_SETUP_PATH, { replace: true });
        return;
      }
      const target = safeRedirect(redirect, '/dashboard');
      // Server pages (the development mailbox) are not routes of this app: load them.
      if (target.startsWith('/dev/')) window.location.assign(target);
      else navigate(target, { replace: true });
    },
    [navigate, redirect],
  );
  const { onSubmit, formError } = useFormSubmit(
    async (values: LoginValues): Promise<LoginOutcome> => {
      setRestartMessage(null);
      setLastLogin(values.email);
      try {
        return { user: await login({ email: values.email.trim(), password: values.password }) };
      } catch (error) {
        // The password was right and the account has a second factor: its step follows.
        const otp = Challenge ? readOtpRequired(error) : null;
        if (otp) return { pending: otp };
        throw error;
      }
    },
    (outcome) => {
      if (outcome.pending) setPending(outcome.pending);
      else finish(outcome.user);
    },
  );

  if (pending && Challenge) {
    return (
      <Challenge
        pending={pending}
        onVerified={finish}
        onRestart={(message) => {
          setPending(null);
          setRestartMessage(message ?? null);
        }}
      />
    );
  }

  return (
    <AccountCard title={t('account.loginTitle')}>
      {params.get('expired') === '1' && (
        <Alert color="yellow" icon={<IconClockExclamation size={18} aria-hidden />} title={t('errors.sessionExpired')}>
          {t('errors.sessionExpiredHint')}
        </Alert>
      )}
      {restartMessage && (
        <Alert color="yellow" icon={<IconClockExclamation size={18} aria-hidden />} role="alert">
          {restartMessage}
        </Alert>
      )}
      <Formik<LoginValues> initialValues={{ email: lastLogin, password: '' }} validationSchema={loginSchema} onSubmit={onSubmit}>
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
