import { useQuery } from '@apollo/client/react';
import { describeApiError, PageLoader, StatusPage } from '@benevo/ui';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconMailQuestion } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { VolunteerMessageDocument } from '../gql/graphql';
import { formatSentAt } from './VolunteerMessages';

// Web addresses and e-mail addresses of a mail's text; a trailing punctuation mark stays text.
const LINK = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]'»]|[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,})/gi;

/**
 * A mail's text part (shown when it has no HTML part) with its web and e-mail addresses as links.
 * Plain text only: React escapes it. The links send no referrer, the page's address
 * holding the volunteer's token.
 */
export function linkify(text: string): ReactNode[] {
  return text.split(LINK).map((part, index) => {
    if (index % 2 === 0) return part;
    const href = /^https?:\/\//i.test(part) ? part : `mailto:${part}`;
    return (
      <Anchor key={index} href={href} rel="noreferrer noopener" style={{ overflowWrap: 'anywhere' }}>
        {part}
      </Anchor>
    );
  });
}

/** What the frame adds to the mail: links open in a new tab (outside the sandbox) and send no referrer. */
const FRAME_HEAD = '<base target="_blank"><meta name="referrer" content="no-referrer">';

/** The mail's HTML document (sanitized by the server) as the frame's srcdoc. */
export function messageDocument(html: string): string {
  const head = /<head(\s[^>]*)?>/i;
  if (head.test(html)) return html.replace(head, (tag) => tag + FRAME_HEAD);
  return `<!DOCTYPE html><html><head><meta charset="utf-8">${FRAME_HEAD}</head><body>${html}</body></html>`;
}

/**
 * The mail as the volunteer received it, in a sandboxed frame: no scripts, forms or navigation of the
 * page (the sandbox allows no scripts; same-origin only lets this page measure the content, so the
 * frame takes the mail's height instead of scrolling inside the page).
 */
function MessageFrame({ html, title }: { html: string; title: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const observerRef = useRef<ResizeObserver | null>(null);
  const [height, setHeight] = useState<number | null>(null);

  const measure = useCallback(() => {
    const measured = frameRef.current?.contentDocument?.documentElement.getBoundingClientRect().height ?? 0;
    // 0: not laid out (yet); the frame keeps its height.
    if (measured > 0) setHeight(Math.ceil(measured));
  }, []);

  const onLoad = useCallback(() => {
    measure();
    observerRef.current?.disconnect();
    const root = frameRef.current?.contentDocument?.documentElement;
    if (root && typeof ResizeObserver !== 'undefined') {
      observerRef.current = new ResizeObserver(measure);
      observerRef.current.observe(root);
    }
  }, [measure]);

  useEffect(() => () => observerRef.current?.disconnect(), []);

  return (
    <iframe
      ref={frameRef}
      title={title}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      srcDoc={messageDocument(html)}
      onLoad={onLoad}
      style={{
        display: 'block',
        width: '100%',
        height: height ?? 360,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-md)',
        background: '#fff',
        colorScheme: 'light',
      }}
    />
  );
}

/** /portal/t/:token/messages/:id: one mail the volunteer received, as they received it. */
export default function VolunteerMessagePage() {
  const { t } = useTranslation();
  const { token = '', id = '' } = useParams();
  const { data, error, refetch, loading } = useQuery(VolunteerMessageDocument, { variables: { token, id } });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const spacePath = `/portal/t/${encodeURIComponent(token)}`;
  const message = data?.volunteerCommunication ?? null;

  // A new page for assistive technologies: start reading at the subject.
  const shownId = message?.id ?? null;
  useEffect(() => {
    if (shownId) headingRef.current?.focus();
  }, [shownId]);

  if (error && !data) {
    const apiError = describeApiError(error);
    if (apiError.code === 'NOT_FOUND' || apiError.code === 'BAD_USER_INPUT' || apiError.code === 'FORBIDDEN') {
      return (
        <StatusPage
          icon={<IconMailQuestion size={56} aria-hidden />}
          title={t('portal.messages.notFound')}
          text={t('portal.messages.notFoundText')}
          action={
            <Button component={Link} to={spacePath} variant="default">
              {t('portal.messages.mySpace')}
            </Button>
          }
        />
      );
    }
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" mt="md">
        <Group justify="space-between" gap="xs">
          <span>{apiError.message ?? t('errors.default')}</span>
          <Button size="xs" variant="light" loading={loading} onClick={() => void refetch().catch(() => undefined)}>
            {t('portal.space.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!message) return <PageLoader />;

  return (
    <Stack gap="md" py="sm">
      <Anchor component={Link} to={spacePath} state={{ message: message.id }} size="sm" style={{ alignSelf: 'flex-start' }}>
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('portal.messages.back')}
        </Group>
      </Anchor>
      <Stack gap="sm" component="article" aria-labelledby="message-subject">
        <Stack gap={4}>
          <Title order={1} size="h2" id="message-subject" ref={headingRef} tabIndex={-1} style={{ overflowWrap: 'anywhere', outline: 'none' }}>
            {message.subject}
          </Title>
          <Text c="dimmed" size="sm">
            {t('portal.messages.from', { organization: message.organizationName })}
            {message.eventName ? ` · ${message.eventName}` : ''}
          </Text>
          <Text c="dimmed" size="sm">
            <time dateTime={message.sentAt}>{t('portal.messages.sentAt', { date: formatSentAt(message.sentAt) })}</time>
          </Text>
        </Stack>
        {message.html.trim() ? (
          <MessageFrame html={message.html} title={t('portal.messages.content')} />
        ) : (
          <Card withBorder padding="md" radius="md" aria-label={t('portal.messages.content')} role="region">
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{linkify(message.text)}</Text>
          </Card>
        )}
      </Stack>
    </Stack>
  );
}
