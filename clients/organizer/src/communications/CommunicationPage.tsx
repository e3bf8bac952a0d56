import { PageLoader, QueryError, toast } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { CommunicationDocument, MailingEventsDocument } from '../gql/graphql';
import { DELIVERY_COLOR } from './delivery';
import { DeliveryBadges } from './DeliveryBadges';
import { toEditorHtml } from './editor-html';
import { formatSentAt } from './format';
import { useCommunicationsT } from './i18n/use-communications-t';
import { mailErrorMessage, useMailActions } from './mail-api';

/**
 * /communications/history/:communicationId — one communication: its message as written, its filters,
 * and every recipient with their delivery state ("Echéc de l'envoi à …" when it failed, with the mail
 * server's answer); failed deliveries can be queued again.
 */
export default function CommunicationPage() {
  const { t } = useCommunicationsT();
  const { communicationId = '' } = useParams();
  const actions = useMailActions();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(CommunicationDocument, {
    variables: { id: communicationId },
    fetchPolicy: 'cache-and-network',
  });
  const events = useQuery(MailingEventsDocument, { fetchPolicy: 'cache-first' });
  const communication = data?.communication;
  const pending = (communication?.delivery.pending ?? 0) > 0;
  useEffect(() => {
    if (pending) startPolling(2000);
    else stopPolling();
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  if (loading && !data) return <PageLoader />;
  if (error && !data) {
    return (
      <QueryError
        error={error}
        onRetry={() => void refetch()}
        notFound={t('events:common.notFound')}
        forbidden={t('events:common.forbidden')}
      />
    );
  }
  if (!communication) return null;

  const event = events.data?.events.find((candidate) => candidate.id === communication.eventId);
  const positionNames = communication.filters.positionIds.map((id) => event?.positions.find((position) => position.id === id)?.name ?? `#${id}`);
  const filters = [
    communication.filters.days.length > 0 && `${t('detail.days')} : ${communication.filters.days.join(', ')}`,
    positionNames.length > 0 && `${t('detail.positions')} : ${positionNames.join(', ')}`,
    communication.filters.subscriptionDateStart && `${t('detail.since')} : ${formatSentAt(communication.filters.subscriptionDateStart)}`,
    communication.kind === 'EVENT' &&
      communication.filters.statuses.length > 0 &&
      `${t('detail.statuses')} : ${communication.filters.statuses.map((status) => t(`events:validationStatus.${status}`)).join(', ')}`,
  ].filter((line): line is string => Boolean(line));

  async function retry() {
    const result = await actions.retryCommunication({ id: communicationId });
    if (result.ok) {
      toast.success(t('detail.retried'));
      await refetch();
    } else toast.error(mailErrorMessage(result.error, t('send.failed')));
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/communications/history">
        {t('detail.back')}
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>{t('detail.title', { date: formatSentAt(communication.sentAt) })}</Title>
        <Group>
          <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => void refetch()}>
            {t('common.refresh')}
          </Button>
          {communication.delivery.failed > 0 && (
            <Button color="orange" onClick={() => void retry()}>
              {t('detail.retry')}
            </Button>
          )}
        </Group>
      </Group>
      <Card withBorder>
        <Stack gap={6}>
          <Group gap="xs">
            <Badge variant="light">{t(`history.kinds.${communication.kind}`)}</Badge>
            <Text fw={600}>{communication.eventName || communication.campaignName || t('history.noEvent')}</Text>
          </Group>
          <Text size="sm">
            {t('history.sender')} : {communication.sender} ({communication.senderEmail})
          </Text>
          {communication.replyTo && (
            <Text size="sm">
              {t('detail.replyTo')} : {communication.replyTo}
            </Text>
          )}
          <Text size="sm">
            {t('detail.filters')} : {filters.length > 0 ? filters.join(' · ') : t('detail.noFilter')}
          </Text>
          <Text size="sm">
            {t('history.subject')} : {communication.subject || t('history.defaultSubject')}
          </Text>
          <DeliveryBadges delivery={communication.delivery} />
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={2} size="h5" mb="xs">
          {t('detail.message')}
        </Title>
        <iframe
          title={t('detail.message')}
          sandbox=""
          srcDoc={`<div style="font-family:sans-serif;font-size:14px;line-height:1.5">${toEditorHtml(communication.text)}</div>`}
          style={{ width: '100%', height: 240, border: 0, background: '#fff' }}
        />
      </Card>
      {communication.delivery.failed > 0 && (
        <Alert color="red">
          {communication.recipients
            .filter((recipient) => recipient.error)
            .slice(0, 3)
            .map((recipient) => recipient.error)
            .join(' · ')}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" data-testid="communication-recipients">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.name')}</Table.Th>
              <Table.Th>{t('detail.email')}</Table.Th>
              <Table.Th>{t('detail.state')}</Table.Th>
              <Table.Th>{t('detail.attempts')}</Table.Th>
              <Table.Th>{t('detail.sentAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {communication.recipients.map((recipient) => (
              <Table.Tr key={recipient.id} data-recipient={recipient.email}>
                <Table.Td>{recipient.name}</Table.Td>
                <Table.Td>{recipient.email}</Table.Td>
                <Table.Td>
                  <Tooltip label={recipient.lastError ?? ''} disabled={!recipient.lastError} multiline maw={360}>
                    <Badge color={DELIVERY_COLOR[recipient.status]} variant="light" data-state={recipient.status}>
                      {t(`history.states.${recipient.status}`)}
                    </Badge>
                  </Tooltip>
                  {recipient.error && (
                    <Text size="xs" c="red">
                      {recipient.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{recipient.attempts}</Table.Td>
                <Table.Td>{recipient.sentAt ? formatSentAt(recipient.sentAt) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
