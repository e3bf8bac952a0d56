import { ConfirmModal, CopyField, QueryError, useMutationAction } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { EventOverviewLinkDocument, RotateOverviewSecretDocument } from '../gql/graphql';
import { useManagersT } from './i18n/use-managers-t';

/** The event's read-only manager view, opened without login (the manager app's public route). */
export function overviewLink(eventUuid: string, secret: string, origin = window.location.origin): string {
  return `${origin}/manager/${encodeURIComponent(eventUuid)}/${encodeURIComponent(secret)}`;
}

/**
 * In the event's actions tab: the public manager view link to copy, and "New link", which replaces the
 * secret after a confirmation (the old link stops working at once).
 */
export function OverviewLink({ eventId }: { eventId: string }) {
  const { t } = useManagersT();
  const [confirming, setConfirming] = useState(false);
  const { data, error, refetch } = useQuery(EventOverviewLinkDocument, { variables: { id: eventId } });
  const [rotate] = useMutation(RotateOverviewSecretDocument);
  const run = useMutationAction();
  const event = data?.event;

  async function rotateSecret() {
    await run(
      async () => {
        await rotate({
          variables: { eventId },
          // The new secret replaces the cached one: the field shows the new link at once.
          update: (cache, { data: rotated }) => {
            const secret = rotated?.rotateOverviewSecret;
            if (secret) cache.modify({ id: cache.identify({ __typename: 'Event', id: eventId }), fields: { overviewSecret: () => secret } });
          },
        });
      },
      { success: t('overview.rotated') },
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="overview-link-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="overview-link-title">
          {t('overview.title')}
        </Title>
        <Text size="sm">{t('overview.text')}</Text>
        {event ? (
          <CopyField label={t('overview.link')} value={overviewLink(event.uuid, event.overviewSecret)} copyLabel={t('overview.copy')} copiedLabel={t('common.copied')} />
        ) : error ? (
          <QueryError error={error} onRetry={() => void refetch()} />
        ) : (
          <Skeleton height={36} />
        )}
        <Group>
          <Button variant="light" color="orange" leftSection={<IconRefresh size={16} aria-hidden />} disabled={!event} onClick={() => setConfirming(true)}>
            {t('overview.rotate')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('overview.rotateTitle')}
        text={t('overview.rotateText')}
        confirmLabel={t('overview.rotateConfirm')}
        danger
        onClose={() => setConfirming(false)}
        onConfirm={rotateSecret}
      />
    </Paper>
  );
}
