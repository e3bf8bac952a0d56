import { ConfirmModal, QrCode, QueryError, useMutationAction } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRefreshAlert } from '@tabler/icons-react';
import { useState } from 'react';
import { RevokeVolunteerScanCodeDocument, VolunteerScanCodeDocument } from '../gql/graphql';
import { useVolunteerProfileT } from './i18n/use-volunteer-profile-t';
import { Section } from './Section';

/**
 * The volunteer's scan code (what their badge's QR carries, never their portal token) and its
 * revocation: a lost badge stops working once a new code replaces the old one.
 */
export function ScanCodeSection({ volunteerId, name }: { volunteerId: string; name: string }) {
  const { t } = useVolunteerProfileT();
  const [confirming, setConfirming] = useState(false);
  const { data, loading, error, refetch } = useQuery(VolunteerScanCodeDocument, { variables: { volunteerId } });
  const [revoke] = useMutation(RevokeVolunteerScanCodeDocument, {
    // The new code replaces the old one in the query's cache entry: the QR redraws at once.
    update: (cache, { data: revoked }) => {
      if (revoked) cache.writeQuery({ query: VolunteerScanCodeDocument, variables: { volunteerId }, data: { volunteerScanCode: revoked.revokeScanCode } });
    },
  });
  const run = useMutationAction();
  const code = data?.volunteerScanCode;

  return (
    <Section title={t('scanCode.title')}>
      {code ? (
        <Group align="flex-start" gap="lg">
          <QrCode value={code} label={t('scanCode.qr', { name, interpolation: { escapeValue: false } })} size={140} />
          <Stack gap="xs" style={{ flex: 1, minWidth: 200 }}>
            <Text size="sm" c="dimmed">
              {t('scanCode.text')}
            </Text>
            <Code data-testid="scan-code" style={{ alignSelf: 'flex-start', overflowWrap: 'anywhere' }}>
              {code}
            </Code>
            <Button variant="light" color="red" leftSection={<IconRefreshAlert size={16} aria-hidden />} onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
              {t('scanCode.revoke')}
            </Button>
          </Stack>
        </Group>
      ) : loading ? (
        <Loader size="sm" role="status" aria-label={t('scanCode.loading')} />
      ) : (
        <QueryError error={error} onRetry={() => void refetch()} />
      )}
      <ConfirmModal
        opened={confirming}
        title={t('scanCode.revokeTitle')}
        text={t('scanCode.revokeText', { name, interpolation: { escapeValue: false } })}
        confirmLabel={t('scanCode.revoke')}
        danger
        onClose={() => setConfirming(false)}
        onConfirm={() => run(() => revoke({ variables: { volunteerId } }), { success: t('scanCode.revoked') })}
      />
    </Section>
  );
}
