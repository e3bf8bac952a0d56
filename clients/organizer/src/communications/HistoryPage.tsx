import { EmptyState, PageLoader, QueryError } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Pill, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CommunicationsDocument, MailingEventsDocument } from '../gql/graphql';
import { DeliveryBadges } from './DeliveryBadges';
import { formatSentAt } from './format';
import { useCommunicationsT } from './i18n/use-communications-t';

/**
 * /communications/history — every communication of the organization, newest first (spec 3 Communication
 * record). `?event=` keeps one event's, `?campaign=` one campaign's (the campaign mail page links here).
 */
export default function HistoryPage() {
  const { t } = useCommunicationsT();
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event');
  const campaignId = params.get('campaign');
  const events = useQuery(MailingEventsDocument, { fetchPolicy: 'cache-first' });
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(CommunicationsDocument, {
    variables: { eventId, campaignId },
    fetchPolicy: 'cache-and-network',
  });
  const communications = data?.communications ?? [];
  const campaignName = campaignId ? communications.find((communication) => communication.campaignId === campaignId)?.campaignName : null;
  // While mails are still pending, the states refresh by themselves.
  const pending = communications.some((communication) => communication.delivery.pending > 0);
  useEffect(() => {
    if (pending) startPolling(3000);
    else stopPolling();
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('history.title')}</Title>
        <Group>
          {campaignId && (
            <Pill withRemoveButton onRemove={() => setParams({})} removeButtonProps={{ 'aria-label': t('history.clearCampaign') }}>
              {t('history.campaignFilter', { name: campaignName ?? campaignId })}
            </Pill>
          )}
          <Select
            aria-label={t('history.event')}
            placeholder={t('history.allEvents')}
            data={(events.data?.events ?? []).map((event) => ({ value: event.id, label: event.displayName }))}
            value={eventId}
            onChange={(value) => setParams(value ? { event: value } : {})}
            clearable
            searchable
          />
          <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => void refetch()}>
            {t('common.refresh')}
          </Button>
        </Group>
      </Group>
      {loading && !data && <PageLoader />}
      {error && !data && (
        <QueryError
          error={error}
          onRetry={() => void refetch()}
          notFound={t('events:common.notFound')}
          forbidden={t('events:common.forbidden')}
        />
      )}
      {data && communications.length === 0 && (
        <EmptyState text={t('history.empty')} />
      )}
      {communications.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm" data-testid="communications-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.sentAt')}</Table.Th>
                <Table.Th>{t('history.about')}</Table.Th>
                <Table.Th>{t('history.subject')}</Table.Th>
                <Table.Th>{t('history.sender')}</Table.Th>
                <Table.Th>{t('history.recipients')}</Table.Th>
                <Table.Th>{t('history.delivery')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {communications.map((communication) => (
                <Table.Tr key={communication.id} data-communication-id={communication.id}>
                  <Table.Td>{formatSentAt(communication.sentAt)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{communication.eventName || communication.campaignName || t('history.noEvent')}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`history.kinds.${communication.kind}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/communications/history/${communication.id}`}>
                      {communication.subject || t('history.defaultSubject')}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{communication.sender}</Table.Td>
                  <Table.Td>{communication.recipientsCount}</Table.Td>
                  <Table.Td>
                    <DeliveryBadges delivery={communication.delivery} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
