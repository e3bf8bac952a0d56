import { ParticipationStatus as StatusNumbers, localDate } from '@benevo/schema';
import { describeApiError, moment, useActiveOrganization, useSessionUser } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { MultiSelect, SegmentedControl, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type EventMailInput,
  EventMailPreviewDocument,
  MailingEventsDocument,
  MailingVolunteersDocument,
  type ParticipationStatus,
  VolunteersMailPreviewDocument,
  type VolunteersMailInput,
} from '../gql/graphql';
import { hasText } from './has-text';
import { useCommunicationsT } from './i18n/use-communications-t';
import { useMailActions } from './mail-api';
import { MailComposerActions, MailComposerFields, MailComposerLayout } from './MailComposer';
import { MailEditor } from './MailEditor';
import { useMailComposer } from './use-mail-composer';

type Mode = 'event' | 'volunteers';

const STATUS_NAMES = Object.keys(StatusNumbers).filter((key) => Number.isNaN(Number(key))) as ParticipationStatus[];

/**
 * /communications/send — writes to an event's volunteers (filters: days, positions, signed up since,
 * statuses) or to chosen volunteers: subject, rich-text body with placeholders, a live preview rendered
 * by the server for the first recipient, a test to oneself, then the mailing after a confirmation.
 * `?event=<id>` opens it on an event (the event's Actions tab links here), `?volunteers=1,2` on volunteers.
 */
export default function SendMailPage() {
  const { t } = useCommunicationsT();
  const [params] = useSearchParams();
  const user = useSessionUser();
  const organization = useActiveOrganization();
  const actions = useMailActions();
  const composer = useMailComposer();
  const { subject, body } = composer;

  const [mode, setMode] = useState<Mode>(params.get('volunteers') ? 'volunteers' : 'event');
  const [eventId, setEventId] = useState<string | null>(params.get('event'));
  const [days, setDays] = useState<string[]>([]);
  const [positionIds, setPositionIds] = useState<string[]>([]);
  const [since, setSince] = useState('');
  const [statuses, setStatuses] = useState<ParticipationStatus[]>([]);
  const [volunteerIds, setVolunteerIds] = useState<string[]>(params.get('volunteers')?.split(',').filter(Boolean) ?? []);
  const [replyTo, setReplyTo] = useState('');

  const events = useQuery(MailingEventsDocument, { fetchPolicy: 'cache-and-network' });
  const volunteers = useQuery(MailingVolunteersDocument, { skip: mode !== 'volunteers', fetchPolicy: 'cache-and-network' });
  const event = events.data?.events.find((candidate) => candidate.id === eventId) ?? null;

  const eventInput: EventMailInput = useMemo(
    () => ({
      subject: subject || null,
      body,
      days: days.length > 0 ? days : null,
      positionIds: positionIds.length > 0 ? positionIds : null,
      // The day picked, from midnight in the event's time zone.
      subscriptionDateStart: since && event ? moment.tz(since, 'YYYY-MM-DD', event.timeZone).toISOString() : null,
      statuses: statuses.length > 0 ? statuses : null,
    }),
    [subject, body, days, positionIds, since, statuses, event],
  );
  const volunteersInput: VolunteersMailInput = useMemo(
    () => ({ volunteerIds, subject: subject || null, body, replyToEmail: replyTo.trim() || null }),
    [volunteerIds, subject, body, replyTo],
  );
  const [debouncedEvent] = useDebouncedValue(eventInput, 400);
  const [debouncedVolunteers] = useDebouncedValue(volunteersInput, 400);
  const eventPreview = useQuery(EventMailPreviewDocument, {
    variables: { eventId: eventId ?? '', input: debouncedEvent },
    skip: mode !== 'event' || !eventId,
    fetchPolicy: 'network-only',
  });
  const volunteersPreview = useQuery(VolunteersMailPreviewDocument, {
    variables: { input: debouncedVolunteers },
    skip: mode !== 'volunteers' || volunteerIds.length === 0,
    fetchPolicy: 'network-only',
  });
  const previewQuery = mode === 'event' ? eventPreview : volunteersPreview;
  const preview =
    (mode === 'event' ? eventPreview.data?.eventMailPreview : volunteersPreview.data?.volunteersMailPreview) ??
    (mode === 'event' ? eventPreview.previousData?.eventMailPreview : volunteersPreview.previousData?.volunteersMailPreview) ??
    null;
  const previewError = previewQuery.error ? (describeApiError(previewQuery.error).message ?? t('send.failed')) : null;
  const recipientsCount = preview?.recipientsCount ?? 0;
  const ready = hasText(body) && (mode === 'event' ? Boolean(eventId) : volunteerIds.length > 0);
  const defaultSubject = mode === 'event' && event ? `${organization?.publicName || organization?.name || ''}: ${event.name}` : organization?.publicName || organization?.name || '';

  const dayOptions = (event?.days ?? []).map((day) => {
    const date = localDate(new Date(day.startsAt), event?.timeZone ?? 'Europe/Zurich');
    return { value: date, label: moment.tz(day.startsAt, event?.timeZone ?? 'Europe/Zurich').format('ddd DD.MM.YYYY') };
  });

  function sendOwnerTest() {
    if (!eventId) return;
    void composer.sendOwnerTest(() => actions.sendEventMail({ eventId, input: { ...eventInput, onlyOwner: true } }));
  }

  /** A queued mailing opens its history record (none for an onlyOwner answer). */
  const toHistory = (communication: { id: string; recipientsCount: number } | null) =>
    communication ? { recipientsCount: communication.recipientsCount, path: `/communications/history/${communication.id}` } : null;
  const send = () =>
    mode === 'event' && eventId
      ? composer.sendMailing(() => actions.sendEventMail({ eventId, input: eventInput }), (sent) => toHistory(sent.communication))
      : composer.sendMailing(() => actions.sendVolunteersMail({ input: volunteersInput }), toHistory);

  return (
    <Stack gap="md">
      <Title order={1}>{t('send.title')}</Title>
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { value: 'event', label: t('send.modeEvent') },
          { value: 'volunteers', label: t('send.modeVolunteers') },
        ]}
        maw={520}
      />
      <MailComposerLayout
        previewError={previewError}
        preview={preview}
        loading={previewQuery.loading}
        notice={hasText(body) ? null : t('send.previewEmpty')}
      >
        {mode === 'event' ? (
          <>
            <Select
              label={t('send.event')}
              placeholder={t('send.eventPlaceholder')}
              data={(events.data?.events ?? []).map((candidate) => ({ value: candidate.id, label: candidate.displayName }))}
              value={eventId}
              onChange={(value) => {
                setEventId(value);
                setDays([]);
                setPositionIds([]);
              }}
              searchable
              required
            />
            {event && (
              <>
                <MultiSelect label={t('send.days')} placeholder={t('send.daysAll')} data={dayOptions} value={days} onChange={setDays} clearable />
                <MultiSelect
                  label={t('send.positions')}
                  placeholder={t('send.positionsAll')}
                  data={event.positions.map((position) => ({ value: position.id, label: position.name }))}
                  value={positionIds}
                  onChange={setPositionIds}
                  searchable
                  clearable
                />
                <TextInput type="date" label={t('send.subscriptionDateStart')} value={since} onChange={(e) => setSince(e.currentTarget.value)} />
                <MultiSelect
                  label={t('send.statuses')}
                  placeholder={t('send.statusesDefault')}
                  data={STATUS_NAMES.map((status) => ({ value: status, label: t(`events:validationStatus.${status}`) }))}
                  value={statuses}
                  onChange={(value) => setStatuses(value as ParticipationStatus[])}
                  clearable
                />
              </>
            )}
          </>
        ) : (
          <>
            <MultiSelect
              label={t('send.volunteers')}
              placeholder={t('send.volunteersPlaceholder')}
              data={(volunteers.data?.volunteers ?? []).map((volunteer) => ({
                value: volunteer.id,
                label: `${volunteer.firstName} ${volunteer.lastName} <${volunteer.email}>`.trim(),
              }))}
              value={volunteerIds}
              onChange={setVolunteerIds}
              searchable
              clearable
              required
            />
            <TextInput
              type="email"
              label={t('send.replyTo')}
              description={t('send.replyToHint')}
              placeholder={user?.email}
              value={replyTo}
              onChange={(e) => setReplyTo(e.currentTarget.value)}
            />
          </>
        )}
        <MailComposerFields composer={composer} defaultSubject={defaultSubject} />
        <MailEditor label={t('editor.label')} description={t('editor.hint')} value={body} onChange={composer.setBody} />
        <MailComposerActions
          ready={ready}
          recipientsCount={recipientsCount}
          testing={composer.testing}
          onOwnerTest={mode === 'event' ? sendOwnerTest : undefined}
          onSend={send}
        />
      </MailComposerLayout>
    </Stack>
  );
}
