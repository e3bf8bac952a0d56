import { useMutation } from '@apollo/client/react';
import { Alert, Button, Stack } from '@mantine/core';
import { useMutationAction } from '@benevo/ui';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { OtpChallengeDocument, type OtpDeviceFieldsFragment } from '../gql/graphql';
import { useTwoFactorT } from './i18n/use-two-factor-t';
import { useResendDelay } from './use-resend-delay';

/**
 * "Send me a code" for a signed-in user with an e-mail method, to confirm a sensitive change (add or
 * remove a method, new backup codes) when the authenticator app is not at hand; again after 30 s.
 */
export function SendCodeButton({ device }: { device: OtpDeviceFieldsFragment }) {
  const { t } = useTwoFactorT();
  const run = useMutationAction();
  const [challenge] = useMutation(OtpChallengeDocument);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const secondsLeft = useResendDelay(sentAt);
  return (
    <Stack gap={6}>
      <Button
        variant="default"
        leftSection={<IconMailForward size={16} aria-hidden />}
        disabled={secondsLeft > 0}
        onClick={async () => {
          const outcome = await run(() => challenge({ variables: { device: device.id } }));
          if (outcome.ok) setSentAt(Date.now());
        }}
      >
        {secondsLeft > 0 ? t('challenge.resendIn', { seconds: secondsLeft }) : sentAt ? t('challenge.resend') : t('challenge.sendCode')}
      </Button>
      {sentAt !== null && (
        <Alert color="teal" role="status" py={6}>
          {t('challenge.codeSent')}
        </Alert>
      )}
    </Stack>
  );
}
