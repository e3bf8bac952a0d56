import { useQuery } from '@apollo/client/react';
import { moment } from '@benevo/ui';
import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight, IconMailOff } from '@tabler/icons-react';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type VolunteerMessageSummaryFragment, VolunteerMessagesDocument } from '../gql/graphql';

/** How many messages the space shows before "show all". */
export const MESSAGES_SHOWN = 5;

/** When a mail was sent, in the reader's own time zone: 'ven. 02.05.2031, 12:00'. */
export function formatSentAt(sentAt: string): string {
  return moment(sentAt).format('ddd DD.MM.YYYY, HH:mm');
}

/** The path of one message of the space of a token. */
export function messagePath(token: string, id: string): string {
  return `/portal/t/${encodeURIComponent(token)}/messages/${encodeURIComponent(id)}`;
}

/** Newest first (the server's order too; kept here so the list never depends on it). */
function newestFirst(messages: readonly VolunteerMessageSummaryFragment[]): VolunteerMessageSummaryFragment[] {
  return [...messages].sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt) || Number(b.id) - Number(a.id));
}

function MessageCard({ token, message, linkRef }: { token: string; message: VolunteerMessageSummaryFragment; linkRef?: Ref<HTMLAnchorElement> }) {
  return (
    <li>
      <Card
        withBorder
        padding="md"
        radius="md"
        component={Link}
        to={messagePath(token, message.id)}
        ref={linkRef}
        // Mantine's keyboard focus ring (a Card has none of its own).
        className="mantine-focus-auto"
        style={{ color: 'inherit', textDecoration: 'none' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {message.subject}
            </Text>
            <Text c="dimmed" size="sm" truncate="end">
              {message.eventName || message.organizationName}
            </Text>
            <Text size="sm">
              <time dateTime={message.sentAt}>{formatSentAt(message.sentAt)}</time>
            </Text>
          </Stack>
          <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
        </Group>
      </Card>
    </li>
  );
}

/** "My messages" of the space: the mails the volunteer received, newest first, each opening on its page. */
export function VolunteerMessages({ token }: { token: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { data, error, loading, refetch } = useQuery(VolunteerMessagesDocument, { variables: { token } });
  // Back from a message: focus it again in the list (keyboard and screen-reader users keep their place).
  const returnedFrom = (location.state as { message?: string } | null)?.message ?? null;
  const [showAll, setShowAll] = useState(false);
  const returnRef = useRef<HTMLAnchorElement>(null);

  const messages = data ? newestFirst(data.volunteerCommunications) : [];
  const returnIndex = returnedFrom ? messages.findIndex((message) => message.id === returnedFrom) : -1;
  const expanded = showAll || returnIndex >= MESSAGES_SHOWN;
  const shown = expanded ? messages : messages.slice(0, MESSAGES_SHOWN);

  useEffect(() => {
    if (returnIndex >= 0) returnRef.current?.focus();
  }, [returnIndex]);

  let content: ReactNode;
  if (data) {
    content =
      messages.length === 0 ? (
        <Card withBorder padding="xl" ta="center">
          <Stack align="center" gap="xs">
            <IconMailOff size={40} aria-hidden />
            <Text fw={600}>{t('portal.messages.empty')}</Text>
            <Text c="dimmed" size="sm">
              {t('portal.messages.emptyText')}
            </Text>
          </Stack>
        </Card>
      ) : (
        <>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((message, index) => (
              <MessageCard key={message.id} token={token} message={message} linkRef={index === returnIndex ? returnRef : undefined} />
            ))}
          </Stack>
          {!expanded && messages.length > MESSAGES_SHOWN && (
            <Button variant="subtle" onClick={() => setShowAll(true)} style={{ alignSelf: 'center' }}>
              {t('portal.messages.showAll', { count: messages.length })}
            </Button>
          )}
        </>
      );
  } else if (error) {
    content = (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        <Group justify="space-between" gap="xs">
          <span>{t('portal.messages.error')}</span>
          <Button size="xs" variant="light" loading={loading} onClick={() => void refetch().catch(() => undefined)}>
            {t('portal.space.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else {
    content = (
      <Center py="md" role="status" aria-label={t('portal.messages.loading')}>
        <Loader size="sm" aria-hidden />
      </Center>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="my-messages" aria-busy={loading}>
      <Title order={2} size="h3" id="my-messages">
        {t('portal.messages.title')}
      </Title>
      {content}
    </Stack>
  );
}
