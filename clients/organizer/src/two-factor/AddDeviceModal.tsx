import { useMutation } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Center, Code, CopyButton, Group, Image, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { FormError, SubmitButton, TextField, useFormSubmit, useMutationAction, useSessionUser } from '@benevo/ui';
import { IconCheck, IconCopy, IconMailForward } from '@tabler/icons-react';
import { Form, Formik, type FormikErrors } from 'formik';
import { useId, useState } from 'react';
import {
  OtpChallengeDocument,
  type OtpDeviceFieldsFragment,
  type OtpMethod,
  OtpSetupDocument,
  type OtpSetupMutation,
  OtpValidateDocument,
  type OtpValidateMutation,
} from '../gql/graphql';
import { factorCode, isAnyCode, isSixDigits, normalizeCode } from './code';
import { CodeField } from './CodeField';
import { useTwoFactorT } from './i18n/use-two-factor-t';
import { SendCodeButton } from './SendCodeButton';
import { useResendDelay } from './use-resend-delay';

export type ValidatedDevice = OtpValidateMutation['otpValidate'];
type Setup = OtpSetupMutation['otpSetup'];

/** Two-factor authentication is on already: the user's confirmed e-mail method, if any, to mail a current code. */
export interface CurrentFactor {
  emailDevice?: OtpDeviceFieldsFragment;
}

interface AddDeviceModalProps {
  method: OtpMethod;
  /** Set once the user has a confirmed method: adding another one needs a current code. */
  current: CurrentFactor | null;
  onClose: () => void;
  /** The new device is confirmed (with the backup codes when it is the user's first). */
  onConfirmed: (result: ValidatedDevice) => void;
}

/**
 * The key to type by hand when the QR code cannot be scanned: in groups of 4 and wrapping, so that it
 * is whole and readable on a phone; the copy button copies it without the spaces.
 */
function SecretKey({ secret }: { secret: string }) {
  const { t } = useTwoFactorT();
  const labelId = useId();
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {t('totp.secret')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('totp.manual')}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code data-testid="totp-secret" data-secret={secret} fz="md" p="xs" style={{ flex: 1, wordBreak: 'break-word', letterSpacing: '0.05em' }}>
          {secret.match(/.{1,4}/g)?.join(' ')}
        </Code>
        <CopyButton value={secret} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('common.copied') : t('common.copy')} withArrow>
              <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} aria-label={copied ? t('common.copied') : t('totp.copySecret')} onClick={copy}>
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

interface SetupValues {
  name: string;
  /** Only when a current code is asked for: a server message about it shows above the form otherwise. */
  code?: string;
}

/**
 * Step 1: name the authenticator app (optional), or ask for the e-mail code. Once two-factor
 * authentication is on, a new method needs a current code of one already there (or a backup code).
 */
function SetupStep({ method, current, onSetup }: { method: OtpMethod; current: CurrentFactor | null; onSetup: (setup: Setup) => void }) {
  const { t } = useTwoFactorT();
  const user = useSessionUser();
  const [otpSetup] = useMutation(OtpSetupDocument);
  const { onSubmit, formError } = useFormSubmit(
    async (values: SetupValues) => {
      const input = { method, name: method === 'TOTP' ? values.name.trim() || null : null, ...(values.code !== undefined ? { code: factorCode(values.code) } : {}) };
      const { data } = await otpSetup({ variables: { input } });
      if (!data) throw new Error('otpSetup returned no data');
      return data.otpSetup;
    },
    onSetup,
  );
  const validate = (values: SetupValues): FormikErrors<SetupValues> => {
    if (values.code === undefined) return {};
    if (!values.code.trim()) return { code: t('errors.required') };
    return isAnyCode(values.code) ? {} : { code: t('errors.wrongCode') };
  };
  return (
    <Formik<SetupValues> initialValues={current ? { name: '', code: '' } : { name: '' }} validate={validate} validateOnBlur={false} onSubmit={onSubmit}>
      <Form noValidate>
        <Stack gap="sm">
          <FormError message={formError} />
          {method === 'TOTP' ? (
            <TextField name="name" label={t('totp.name')} description={t('totp.nameHint')} placeholder={t('totp.defaultName')} maxLength={60} data-autofocus />
          ) : (
            <Text>{t('email.text', { email: user?.email ?? '', interpolation: { escapeValue: false } })}</Text>
          )}
          {current && (
            <>
              <Text size="sm">{t('devices.addConfirm')}</Text>
              {current.emailDevice && <SendCodeButton device={current.emailDevice} />}
              <CodeField label={t('common.currentCode')} description={t('common.currentCodeHint')} backup autoFocus={method === 'EMAIL'} />
            </>
          )}
          <Group justify="flex-end">
            <SubmitButton leftSection={method === 'EMAIL' ? <IconMailForward size={16} aria-hidden /> : undefined}>
              {method === 'TOTP' ? t('totp.start') : t('email.send')}
            </SubmitButton>
          </Group>
        </Stack>
      </Form>
    </Formik>
  );
}

/** Step 2: scan the QR code (or type the key) / read the mail, then confirm with a first code. */
function ValidateStep({ setup, onConfirmed }: { setup: Setup; onConfirmed: (result: ValidatedDevice) => void }) {
  const { t } = useTwoFactorT();
  const user = useSessionUser();
  const run = useMutationAction();
  const [otpValidate] = useMutation(OtpValidateDocument);
  const [challenge] = useMutation(OtpChallengeDocument);
  const [sentAt, setSentAt] = useState<number | null>(() => (setup.device.method === 'EMAIL' ? Date.now() : null));
  const secondsLeft = useResendDelay(sentAt);
  const { onSubmit, formError } = useFormSubmit(
    async (values: { code: string }) => {
      const { data } = await otpValidate({
        variables: { input: { device: setup.device.id, code: normalizeCode(values.code), secret: setup.secret ?? null } },
      });
      if (!data) throw new Error('otpValidate returned no data');
      return data.otpValidate;
    },
    onConfirmed,
  );
  const validate = (values: { code: string }): FormikErrors<{ code: string }> =>
    !values.code.trim() ? { code: t('errors.required') } : isSixDigits(values.code) ? {} : { code: t('errors.codeFormat') };

  return (
    <Stack gap="md">
      {setup.device.method === 'TOTP' ? (
        <>
          <Text size="sm">{t('totp.step1')}</Text>
          {setup.qrCode && (
            <Center>
              <Image src={setup.qrCode} alt={t('totp.qrAlt')} w={200} h={200} fit="contain" style={{ imageRendering: 'pixelated' }} />
            </Center>
          )}
          {setup.secret && <SecretKey secret={setup.secret} />}
          <Text size="sm">{t('totp.step2')}</Text>
        </>
      ) : (
        <Stack gap={6}>
          <Alert color="teal" role="status">
            {t('email.sent', { email: setup.device.name || user?.email, interpolation: { escapeValue: false } })}
          </Alert>
          <Button
            variant="default"
            leftSection={<IconMailForward size={16} aria-hidden />}
            disabled={secondsLeft > 0}
            onClick={async () => {
              const outcome = await run(() => challenge({ variables: { device: setup.device.id } }));
              if (outcome.ok) setSentAt(Date.now());
            }}
          >
            {secondsLeft > 0 ? t('challenge.resendIn', { seconds: secondsLeft }) : t('challenge.resend')}
          </Button>
        </Stack>
      )}
      <Formik initialValues={{ code: '' }} validate={validate} validateOnBlur={false} onSubmit={onSubmit}>
        <Form noValidate>
          <Stack gap="sm">
            <FormError message={formError} />
            <CodeField label={t('common.code')} autoFocus={setup.device.method === 'EMAIL'} />
            <Group justify="flex-end">
              <SubmitButton>{setup.device.method === 'TOTP' ? t('totp.validate') : t('email.validate')}</SubmitButton>
            </Group>
          </Stack>
        </Form>
      </Formik>
    </Stack>
  );
}

/** Adds a method: an authenticator app (QR code, or the key typed by hand) or e-mail codes, confirmed by a first code. */
export function AddDeviceModal({ method, current, onClose, onConfirmed }: AddDeviceModalProps) {
  const { t } = useTwoFactorT();
  const [setup, setSetup] = useState<Setup | null>(null);
  return (
    <Modal opened onClose={onClose} title={method === 'TOTP' ? t('totp.title') : t('email.title')} centered closeOnClickOutside={false}>
      {setup ? <ValidateStep setup={setup} onConfirmed={onConfirmed} /> : <SetupStep method={method} current={current} onSetup={setSetup} />}
    </Modal>
  );
}
