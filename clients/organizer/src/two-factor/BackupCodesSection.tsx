import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryError, toast } from '@benevo/ui';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { OtpBackupStatusDocument, type OtpDeviceFieldsFragment, OtpRegenerateBackupCodesDocument } from '../gql/graphql';
import { BackupCodesDialog } from './BackupCodesDialog';
import { CodeConfirmModal } from './CodeConfirmModal';
import { useTwoFactorT } from './i18n/use-two-factor-t';

/** How many backup codes are left, and new ones (confirmed with a current code), shown once. */
export function BackupCodesSection({ emailDevice }: { emailDevice?: OtpDeviceFieldsFragment }) {
  const { t } = useTwoFactorT();
  const { data, error, refetch } = useQuery(OtpBackupStatusDocument, { fetchPolicy: 'cache-and-network' });
  const [regenerate] = useMutation(OtpRegenerateBackupCodesDocument);
  const [confirming, setConfirming] = useState(false);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const remaining = data?.otpBackupCodes.remaining;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="backup-codes-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="backup-codes-title">
          {t('backup.title')}
        </Title>
        <Text size="sm">{t('backup.text')}</Text>
        {error ? (
          <QueryError error={error} onRetry={() => void refetch()} />
        ) : remaining === undefined ? (
          <Loader size="sm" role="status" aria-label={t('backup.title')} />
        ) : remaining === 0 ? (
          <Alert color="yellow">{t('backup.none')}</Alert>
        ) : (
          <Text fw={500}>{t('backup.remaining', { count: remaining })}</Text>
        )}
        <Group>
          <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setConfirming(true)}>
            {t('backup.regenerate')}
          </Button>
        </Group>
      </Stack>
      {confirming && (
        <CodeConfirmModal
          title={t('backup.regenerateTitle')}
          text={t('backup.regenerateText')}
          confirmLabel={t('backup.regenerate')}
          emailDevice={emailDevice}
          action={async (code) => {
            const { data: answer } = await regenerate({ variables: { code } });
            if (!answer) throw new Error('otpRegenerateBackupCodes returned no data');
            return answer.otpRegenerateBackupCodes;
          }}
          onDone={(fresh) => {
            setConfirming(false);
            toast.success(t('backup.regenerated'));
            setCodes(fresh);
            void refetch();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
      <BackupCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </Paper>
  );
}
