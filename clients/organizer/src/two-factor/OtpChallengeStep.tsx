import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import {
  describeApiError,
  FormError,
  type PendingOtpLogin,
  type SessionUser,
  SubmitButton,
  useFormSubmit,
  useMutationAction,
  useOtpVerify,
} from '@benevo/ui';
import { IconMailForward, IconShieldLock } from '@tabler/icons-react';
import { Form, Formik, type FormikErrors } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { OtpChallengeDocument } from '../gql/graphql';
import { isBackupCodeShape, isSixDigits, normalizeCode } from './code';
import { CodeField } from './CodeField';
import { useTwoFactorT } from './i18n/use-two-factor-t';
import { useResendDelay } from './use-resend-delay';

export interface OtpChallengeStepProps {
  /** What the login's OTP_REQUIRED answer said: the user's devices and the default one. */
  pending: PendingOtpLogin;
  /** The second factor passed: the session is open and the user stored. */
  onVerified: (user: SessionUser) => void;
  /** Back to the password (the user's choice, or the pending login expired: `message` says so). */
  onRestart: (message?: string) => void;
}

interface CodeValues {
  code: string;
}

/**
 * The login's second step (spec 7 One-time password), shown in place of the password form: the user
 * picks one of their methods (the default one preselected), asks for an e-mail code when it is one,
 * and types the code; or types one of their backup codes.
 */
export function OtpChallengeStep({ pending, onVerified, onRestart }: OtpChallengeStepProps) {
  const { t } = useTwoFactorT();
  const verify = useOtpVerify();
  const run = useMutationAction();
  const [challenge] = useMutation(OtpChallengeDocument);
  const initial = pending.devices.find((device) => device.id === pending.defaultDevice) ?? pending.devices[0];
  const [deviceId, setDeviceId] = useState<string | null>(initial?.id ?? null);
  const [backup, setBackup] = useState(pending.devices.length === 0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const secondsLeft = useResendDelay(sentAt);
  const device = backup ? undefined : pending.devices.find((candidate) => candidate.id === deviceId);

  const { onSubmit, formError } = useFormSubmit(
    async (values: CodeValues) => {
      try {
        return await verify({ device: backup ? null : (device?.id ?? null), code: backup ? values.code.trim() : normalizeCode(values.code) });
      } catch (error) {
        // The pending login is gone (expired, or too old a tab): the password step again.
        if (describeApiError(error).code === 'UNAUTHENTICATED') {
          onRestart(t('errors.pendingExpired'));
          return null;
        }
        throw error;
      }
    },
    (user) => {
      if (user) onVerified(user);
    },
  );

  const validate = (values: CodeValues): FormikErrors<CodeValues> => {
    if (!values.code.trim()) return { code: t('errors.required') };
    if (backup ? !isBackupCodeShape(values.code) : !isSixDigits(values.code)) return { code: backup ? t('errors.wrongCode') : t('errors.codeFormat') };
    return {};
  };

  const sendCode = async () => {
    if (!device) return;
    setSendError(null);
    setSending(true);
    const outcome = await run(() => challenge({ variables: { device: device.id } }), { errorToast: false });
    setSending(false);
    if (outcome.ok) {
      setSentTo(device.id);
      setSentAt(Date.now());
    } else if (outcome.error.code === 'UNAUTHENTICATED') {
      onRestart(t('errors.pendingExpired'));
    } else {
      setSendError(outcome.error.code === 'TOO_MANY_REQUESTS' ? (outcome.error.message ?? t('errors.tooManyAttempts')) : outcome.message);
    }
  };

  // The step replaces the password form: the focus goes to what comes next (the code field takes it itself).
  const sendButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (initial?.method === 'EMAIL' && pending.devices.length > 0) sendButton.current?.focus();
  }, [initial, pending.devices.length]);

  const help = backup ? t('challenge.backupHelp') : device?.method === 'EMAIL' ? t('challenge.emailHelp') : t('challenge.totpHelp');
  const emailWaiting = !backup && device?.method === 'EMAIL' && sentTo !== device.id;

  return (
    <Paper withBorder shadow="sm" p="lg" radius="md" maw={440} mx="auto" mt="xl">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconShieldLock size={28} aria-hidden color="var(--mantine-primary-color-filled)" />
          <Title order={1} size="h2">
            {t('challenge.title')}
          </Title>
        </Group>
        <Text>{t('challenge.intro')}</Text>
        {!backup && pending.devices.length > 1 && (
          <Radio.Group
            label={t('challenge.device')}
            value={deviceId}
            onChange={(value) => {
              setDeviceId(value);
              setSendError(null);
            }}
          >
            <Stack gap="xs" mt={6}>
              {pending.devices.map((candidate) => {
                const name = `${t(`method.${candidate.method}`)} · ${candidate.name}`;
                return <Radio key={candidate.id} value={candidate.id} label={candidate.isDefault ? t('challenge.defaultSuffix', { name, interpolation: { escapeValue: false } }) : name} />;
              })}
            </Stack>
          </Radio.Group>
        )}
        {!backup && pending.devices.length === 1 && device && (
          <Text fw={500}>
            {t(`method.${device.method}`)} · {device.name}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {help}
        </Text>
        {!backup && device?.method === 'EMAIL' && (
          <Stack gap={6}>
            <Button
              ref={sendButton}
              variant={sentTo === device.id ? 'default' : 'filled'}
              leftSection={<IconMailForward size={16} aria-hidden />}
              onClick={() => void sendCode()}
              loading={sending}
              disabled={secondsLeft > 0}
            >
              {secondsLeft > 0 ? t('challenge.resendIn', { seconds: secondsLeft }) : sentTo === device.id ? t('challenge.resend') : t('challenge.sendCode')}
            </Button>
            {sentTo === device.id && (
              <Alert color="teal" role="status" py={6}>
                {t('challenge.codeSent')}
              </Alert>
            )}
            {sendError && (
              <Alert color="red" role="alert">
                {sendError}
              </Alert>
            )}
          </Stack>
        )}
        {!emailWaiting && (
          <Formik<CodeValues> key={backup ? 'backup' : (device?.id ?? 'none')} initialValues={{ code: '' }} validate={validate} validateOnBlur={false} onSubmit={onSubmit}>
            <Form noValidate>
              <Stack gap="sm">
                <FormError message={formError} />
                <CodeField
                  label={backup ? t('common.backupCode') : t('common.code')}
                  description={backup ? t('common.backupCodeHint') : undefined}
                  backup={backup}
                  autoFocus
                />
                <SubmitButton fullWidth>{t('challenge.verify')}</SubmitButton>
              </Stack>
            </Form>
          </Formik>
        )}
        <Group justify="space-between" gap="xs">
          {pending.devices.length > 0 && (
            <Anchor component="button" type="button" size="sm" onClick={() => setBackup((value) => !value)}>
              {backup ? t('challenge.useDevice') : t('challenge.useBackup')}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" onClick={() => onRestart()}>
            {t('challenge.back')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
