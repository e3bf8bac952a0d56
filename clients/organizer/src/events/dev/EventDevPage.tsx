import { PageLoader, QueryError } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { Button, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { EventDevDocument } from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';

/** /events/dev/:eventId — the event's raw data, for support. */
export default function EventDevPage() {
  const { t } = useEventsT();
  const { eventId = '' } = useParams();
  const { data, loading, error } = useQuery(EventDevDocument, { variables: { id: eventId } });
  if (loading && !data) return <PageLoader />;
  if (!data) return <QueryError error={error} notFound={t('common.notFound')} forbidden={t('common.forbidden')} />;
  const json = JSON.stringify(data.event, null, 2);
  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={1}>{t('dev.title')}</Title>
          <Text c="dimmed">{t('dev.intro')}</Text>
        </div>
        <CopyButton value={json}>
          {({ copied, copy }) => <Button onClick={copy}>{copied ? t('dev.copied') : t('dev.copy')}</Button>}
        </CopyButton>
      </Group>
      <Code block data-testid="event-json" style={{ maxHeight: '75vh', overflow: 'auto' }}>
        {json}
      </Code>
    </Stack>
  );
}
