import { ParticipationStatus as StatusNumbers, localDate } from '@benevo/schema';
import { ConfirmModal, describeApiError, moment, toast, useActiveOrganization, useSessionUser } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Grid,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconSend, IconTestPipe } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type EventMailInput,
  EventMailPreviewDocument,
  MailingEventsDocument,
  MailingVolunteersDocument,
  MailTemplatesDocument,
  type ParticipationStatus,
  VolunteersMailPreviewDocument,
  type VolunteersMailInput,
} from '../gql/graphql';
import { hasText } from './has-text';
import { useCommunicationsT } from './i18n/use-communications-t';
import { mailErrorMessage, useMailActions } from './mail-api';
import { MailEditor } from './MailEditor';
import { MailPreview } from './MailPreview';

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
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useSessionUser();
  const organization = useActiveOrganization();
  const actions = useMailActions();

  const [mode, setMode] = useState<Mode>(params.get('volunteers') ? 'volunteers' : 'event');
  const [eventId, setEventId] = useState<string | null>(params.get('event'));
  const [days, setDays] = useState<string[]>([]);
  const [positionIds, setPositionIds] = useState<string[]>([]);
  const [since, setSince] = useState('');
  const [statuses, setStatuses] = useState<ParticipationStatus[]>([]);
  const [volunteerIds, setVolunteerIds] = useState<string[]>(params.get('volunteers')?.split(',').filter(Boolean) ?? []);
  const [replyTo, setReplyTo] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [testing, setTesting] = useState(false);

  const events = useQuery(MailingEventsDocument, { fetchPolicy: 'cache-and-network' });
  const templates = useQuery(MailTemplatesDocument, { fetchPolicy: 'cache-and-network' });
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

  function chooseTemplate(id: string | null) {
    const template = templates.data?.mailTemplates.find((candidate) => candidate.id === id);
    if (!template) return;
    setSubject(template.subject);
    setBody(template.body);
  }

  async function sendOwnerTest() {
    if (!eventId) return;
    setTesting(true);
    const result = await actions.sendEventMail({ eventId, input: { ...eventInput, onlyOwner: true } });
    setTesting(false);
    if (result.ok) toast.success(t('send.ownerSent', { email: result.data.sentTo ?? user?.email ?? '' }));
    else toast.error(mailErrorMessage(result.error, t('send.failed')));
  }

  async function send() {
    const result =
      mode === 'event' && eventId
        ? await actions.sendEventMail({ eventId, input: eventInput })
        : await actions.sendVolunteersMail({ input: volunteersInput });
    if (!result.ok) {
      toast.error(mailErrorMessage(result.error, t('send.failed')));
      return;
    }
    const communication = 'communication' in result.data ? result.data.communication : result.data;
    if (!communication) return;
    toast.success(t('send.queued', { count: communication.recipientsCount }));
    navigate(`/communications/history/${communication.id}`);
  }

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
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
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
            {(templates.data?.mailTemplates.length ?? 0) > 0 && (
              <Select
                label={t('send.template')}
                placeholder={t('send.templatePlaceholder')}
                data={(templates.data?.mailTemplates ?? []).map((template) => ({ value: template.id, label: template.name }))}
                onChange={chooseTemplate}
                clearable
              />
            )}
            <TextInput
              label={t('send.subject')}
              description={defaultSubject ? t('send.subjectDefault', { subject: defaultSubject }) : undefined}
              value={subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
              maxLength={300}
            />
            <MailEditor label={t('editor.label')} description={t('editor.hint')} value={body} onChange={setBody} />
            <Group justify="flex-end">
              {mode === 'event' && (
                <Button variant="default" leftSection={<IconTestPipe size={18} aria-hidden />} disabled={!ready} loading={testing} onClick={() => void sendOwnerTest()}>
                  {t('send.ownerTest')}
                </Button>
              )}
              <Button leftSection={<IconSend size={18} aria-hidden />} disabled={!ready || recipientsCount === 0} onClick={() => setConfirming(true)}>
                {t('send.submit', { count: recipientsCount })}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {previewError && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} mb="sm">
              {previewError}
            </Alert>
          )}
          <MailPreview preview={preview} loading={previewQuery.loading} notice={hasText(body) ? null : t('send.previewEmpty')} />
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={confirming}
        title={t('send.confirmTitle')}
        text={t('send.confirmText', { count: recipientsCount })}
        confirmLabel={t('send.confirm')}
        onClose={() => setConfirming(false)}
        onConfirm={send}
      />
    </Stack>
  );
}
