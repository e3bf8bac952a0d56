import { useMutation, useQuery } from '@apollo/client/react';
import { ACTIVE_PARTICIPATION_STATUSES, ParticipationStatus } from '@benevo/schema';
import { describeApiError, formatEventDate, formatSlot, formatTime, localDay, moment, NotFoundPage, PageLoader, StatusPage, toast } from '@benevo/ui';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff, IconHourglass, IconLinkOff, IconUserHeart } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  AcceptMyParticipationDocument,
  CancelMyParticipationDocument,
  DeclineMyParticipationDocument,
  LeaveWaitingListDocument,
  type MyParticipationFragment,
  type ParticipationStatus as StatusName,
  VolunteerSpaceDocument,
  type VolunteerSpaceQuery,
} from '../gql/graphql';
import { BadgeSection } from './BadgeSection';
import { AddToCalendar } from './calendar/AddToCalendar';
import { CalendarFeedCard } from './calendar/CalendarFeedCard';
import { GroupsSection } from './groups/GroupsSection';
import { OfflineBanner } from './offline/OfflineBanner';
import { ProfileSection } from './profile/ProfileSection';
import { OfferSwapButton } from './swaps/OfferSwapButton';
import { SwapsSection } from './swaps/SwapsSection';
import { OrdersSection } from './OrdersSection';
import { PointsSection } from './PointsSection';
import { STATUS_COLOR } from './participation-status';
import { ShiftDetails } from './ShiftDetails';
import { ShopSection } from './ShopSection';
import { SPACE_SECTIONS, type SpaceSection, SpaceNav } from './SpaceNav';
import { useSpaceSections } from './space-sections';
import { VolunteerCampaigns } from './VolunteerCampaigns';
import { VolunteerMessages } from './VolunteerMessages';
import { VouchersSection } from './VouchersSection';

type WaitingEntry = VolunteerSpaceQuery['volunteerSpace']['waitingList'][number];

const isActive = (status: StatusName) => ACTIVE_PARTICIPATION_STATUSES.includes(ParticipationStatus[status]);

/**
 * Active participations (0, 1, 6) can be cancelled while the slot is to come and the event's cancel
 * deadline (the server's cancellableUntil) has not passed.
 */
export function canCancel(participation: MyParticipationFragment, now: Date = new Date()): boolean {
  // A proposal awaiting the volunteer is declined, not cancelled.
  if (canAnswer(participation, now)) return false;
  const until = Date.parse(participation.cancellableUntil ?? participation.timeSlot.startTime);
  return isActive(participation.validationStatus) && Date.parse(participation.timeSlot.startTime) > now.getTime() && until >= now.getTime();
}

/** The volunteer answers a proposal (AWAITING_VOLUNTEER_VALIDATION) while its slot is to come. */
export function canAnswer(participation: MyParticipationFragment, now: Date = new Date()): boolean {
  return participation.validationStatus === 'AWAITING_VOLUNTEER_VALIDATION' && Date.parse(participation.timeSlot.startTime) > now.getTime();
}

const slotOf = (p: MyParticipationFragment) => formatSlot(p.timeSlot.startTime, p.timeSlot.endTime, p.eventTimeZone);

/** "Until when may I cancel": said only when the event sets a deadline before the start. */
function CancelDeadline({ participation }: { participation: MyParticipationFragment }) {
  const { t } = useTranslation();
  const { cancellableUntil, timeSlot, eventTimeZone } = participation;
  if (!cancellableUntil || !isActive(participation.validationStatus) || participation.validationStatus === 'AWAITING_VOLUNTEER_VALIDATION') return null;
  const until = Date.parse(cancellableUntil);
  const now = Date.now();
  if (until >= Date.parse(timeSlot.startTime) || Date.parse(timeSlot.startTime) <= now) return null;
  const values = { date: formatEventDate(cancellableUntil, eventTimeZone), time: formatTime(cancellableUntil, eventTimeZone) };
  return (
    <Text size="xs" c="dimmed">
      {until >= now ? t('portal.shifts.cancelUntil', values) : t('portal.shifts.cancelClosed', values)}
    </Text>
  );
}

type Answer = 'accept' | 'decline';

function ParticipationCard({
  token,
  participation,
  onCancel,
  onAnswer,
  onChanged,
  dated = false,
}: {
  token: string;
  participation: MyParticipationFragment;
  onCancel: (() => void) | null;
  onAnswer?: ((answer: Answer) => void) | null;
  onChanged: () => void;
  /** Outside the event and day headings (past participations): the event and the day on the card. */
  dated?: boolean;
}) {
  const { t } = useTranslation();
  const status = participation.validationStatus;
  const inactive = !isActive(status);
  const { startTime, endTime } = participation.timeSlot;
  const tz = participation.eventTimeZone;
  const slot = slotOf(participation);
  return (
    // An inactive shift is told by its badge and a grey background: an opacity would fade its buttons below the contrast minimum (axe).
    <Card withBorder padding="md" radius="md" component="li" bg={inactive ? 'var(--mantine-color-gray-0)' : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            {dated && (
              <Text c="dimmed" size="sm">
                {participation.eventName}
              </Text>
            )}
            <Text fw={700}>
              {participation.positionName}
              {participation.sectorName ? ` · ${participation.sectorName}` : ''}
            </Text>
          </Stack>
          <Badge tt="none" color={STATUS_COLOR[status]} variant="light" style={{ flexShrink: 0 }} maw="50%" h="auto" styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}>
            {t(`portal.status.${status}`)}
          </Badge>
        </Group>
        <Text size="sm">{dated ? slot : `${formatTime(startTime, tz)} – ${formatTime(endTime, tz)}`}</Text>
        {participation.nbParticipants > 1 && (
          <Text size="sm" c="dimmed">
            {participation.groupName
              ? t('portal.space.groupNamed', { count: participation.nbParticipants, name: participation.groupName })
              : t('portal.space.group', { count: participation.nbParticipants })}
          </Text>
        )}
        <ShiftDetails place={participation} />
        {onAnswer && (
          <Stack gap={6}>
            <Text size="sm">{t('portal.shifts.awaitingYou')}</Text>
            <Group gap="xs" grow>
              <Button size="sm" onClick={() => onAnswer('accept')} aria-label={t('portal.shifts.acceptLabel', { position: participation.positionName, slot })}>
                {t('portal.shifts.accept')}
              </Button>
              <Button
                size="sm"
                variant="default"
                onClick={() => onAnswer('decline')}
                aria-label={t('portal.shifts.declineLabel', { position: participation.positionName, slot })}
              >
                {t('portal.shifts.decline')}
              </Button>
            </Group>
          </Stack>
        )}
        <AddToCalendar token={token} participation={participation} />
        <OfferSwapButton token={token} participation={participation} onDone={onChanged} />
        {!dated && <CancelDeadline participation={participation} />}
        {onCancel && (
          <Group justify="flex-end">
            <Button variant="light" color="red" size="xs" onClick={onCancel} aria-label={`${t('portal.space.cancel')} : ${participation.positionName}, ${slot}`}>
              {t('portal.space.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The upcoming participations by event (first slot first), then by day in the event's time zone. */
export function byEventAndDay(participations: MyParticipationFragment[]) {
  const events: Array<{ eventId: string; eventName: string; days: Array<{ day: string; label: string; items: MyParticipationFragment[] }> }> = [];
  for (const p of participations) {
    let event = events.find((e) => e.eventId === p.eventId);
    if (!event) {
      event = { eventId: p.eventId, eventName: p.eventName, days: [] };
      events.push(event);
    }
    const day = localDay(p.timeSlot.startTime, p.eventTimeZone);
    let group = event.days.find((d) => d.day === day);
    if (!group) {
      group = { day, label: formatEventDate(p.timeSlot.startTime, p.eventTimeZone), items: [] };
      event.days.push(group);
    }
    group.items.push(p);
  }
  return events;
}

function WaitingCard({ entry, onLeave }: { entry: WaitingEntry; onLeave: () => void }) {
  const { t } = useTranslation();
  const offered = entry.status.toLowerCase() === 'offered';
  return (
    <Card withBorder padding="md" radius="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text c="dimmed" size="sm">
              {entry.eventName}
            </Text>
            <Text fw={700}>{entry.positionName}</Text>
          </Stack>
          <Badge tt="none" color={offered ? 'teal' : 'orange'} variant="light" leftSection={<IconHourglass size={12} aria-hidden />} style={{ flexShrink: 0 }}>
            {offered ? t('portal.space.offered') : t('portal.space.rank', { rank: entry.rank })}
          </Badge>
        </Group>
        <Text size="sm">{formatSlot(entry.timeSlot.startTime, entry.timeSlot.endTime, entry.eventTimeZone)}</Text>
        {offered && entry.offerExpiresAt && (
          <Text size="sm">
            {t('portal.space.offeredText', {
              date: formatEventDate(entry.offerExpiresAt, entry.eventTimeZone),
              time: moment.tz(entry.offerExpiresAt, entry.eventTimeZone).format('HH:mm'),
            })}
          </Text>
        )}
        {entry.nbParticipants > 1 && (
          <Text size="sm" c="dimmed">
            {t('portal.space.group', { count: entry.nbParticipants })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            variant="light"
            color="gray"
            size="xs"
            onClick={onLeave}
            aria-label={`${t('portal.space.leave')} : ${entry.positionName}, ${formatSlot(entry.timeSlot.startTime, entry.timeSlot.endTime, entry.eventTimeZone)}`}
          >
            {t('portal.space.leave')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A titled list of cards of the participations page (waiting lists, past participations). */
function CardList({ id, title, size, children }: { id: string; title: string; size: 'h3' | 'h4'; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size={size} id={id}>
        {title}
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {children}
      </Stack>
    </Stack>
  );
}

type Pending = { kind: 'cancel' | Answer; participation: MyParticipationFragment } | { kind: 'leave'; entry: WaitingEntry };

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The confirmation asked before each action of the page. */
const MODAL_TEXTS: Record<Pending['kind'], { title: (t: Translate) => string; text: (t: Translate, values: Record<string, string>) => string; confirm: (t: Translate) => string }> = {
  cancel: { title: (t) => t('portal.space.cancelTitle'), text: (t, v) => t('portal.space.cancelText', v), confirm: (t) => t('portal.space.cancelConfirm') },
  accept: { title: (t) => t('portal.shifts.acceptTitle'), text: (t, v) => t('portal.shifts.acceptText', v), confirm: (t) => t('portal.shifts.acceptConfirm') },
  decline: { title: (t) => t('portal.shifts.declineTitle'), text: (t, v) => t('portal.shifts.declineText', v), confirm: (t) => t('portal.shifts.declineConfirm') },
  leave: { title: (t) => t('portal.space.leaveTitle'), text: (t, v) => t('portal.space.leaveText', v), confirm: (t) => t('portal.space.leaveConfirm') },
};

/** The time zone of each event the volunteer took part in, by event id (for the slots of the points history). */
function eventTimeZones(space: VolunteerSpaceQuery['volunteerSpace']): Map<string, string> {
  return new Map(space.participations.map((participation) => [participation.eventId, participation.eventTimeZone]));
}

/**
 * /portal/t/:token and /portal/t/:token/:section, reached by the personal link of every mail (the link is
 * the proof of the volunteer's address, which spec 2 requires for all of it): the participations,
 * waiting lists, campaigns and messages; points; the shop and orders (when the organization's shop is
 * on); vouchers (when they are enabled); the badge's QR code.
 */
export default function VolunteerSpacePage() {
  const { t } = useTranslation();
  const { token = '', section: sectionParam } = useParams();
  const section = (sectionParam ?? 'participations') as SpaceSection;
  const { data, error, refetch } = useQuery(VolunteerSpaceDocument, { variables: { token } });
  const sections = useSpaceSections(token, data !== undefined);
  const [cancelParticipation] = useMutation(CancelMyParticipationDocument);
  const [leaveWaitingList] = useMutation(LeaveWaitingListDocument);
  const [acceptParticipation] = useMutation(AcceptMyParticipationDocument);
  const [declineParticipation] = useMutation(DeclineMyParticipationDocument);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  if (error && !data) {
    const apiError = describeApiError(error);
    if (apiError.code === 'NOT_FOUND' || apiError.code === 'BAD_USER_INPUT' || apiError.code === 'FORBIDDEN') {
      return (
        <StatusPage
          icon={<IconLinkOff size={56} aria-hidden />}
          title={t('portal.space.invalid')}
          text={t('portal.space.invalidText')}
          action={
            <Button component={Link} to="/portal" variant="default">
              {t('portal.space.howItWorks')}
            </Button>
          }
        />
      );
    }
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" mt="md">
        <Group justify="space-between">
          <span>{apiError.message ?? t('errors.default')}</span>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t('portal.space.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!data) return <PageLoader />;
  // "/portal/t/:token/participations" is no address: the participations are the space's own page.
  if (!SPACE_SECTIONS.includes(section) || sectionParam === 'participations') return <NotFoundPage homePath="/portal" />;

  const space = data.volunteerSpace;
  const now = Date.now();
  const sorted = [...space.participations].sort((a, b) => a.timeSlot.startTime.localeCompare(b.timeSlot.startTime));
  const upcoming = sorted.filter((p) => Date.parse(p.timeSlot.endTime) >= now);
  const past = sorted.filter((p) => Date.parse(p.timeSlot.endTime) < now).reverse();
  const waiting = space.waitingList.filter((entry) => ['waiting', 'offered'].includes(entry.status.toLowerCase()));

  const confirmPending = async () => {
    if (!pending) return;
    setBusy(true);
    setActionError(null);
    try {
      if (pending.kind === 'cancel') {
        await cancelParticipation({ variables: { token, id: pending.participation.id } });
        toast.success(t('portal.space.cancelled'));
      } else if (pending.kind === 'accept') {
        await acceptParticipation({ variables: { token, id: pending.participation.id } });
        toast.success(t('portal.shifts.accepted'));
      } else if (pending.kind === 'decline') {
        await declineParticipation({ variables: { token, id: pending.participation.id } });
        toast.success(t('portal.shifts.declined'));
      } else if (pending.kind === 'leave') {
        await leaveWaitingList({ variables: { token, id: pending.entry.id } });
        toast.success(t('portal.space.left'));
      }
      setPending(null);
      void refetch();
    } catch (e) {
      setActionError(describeApiError(e).message ?? t('errors.default'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg" py="sm">
      <OfflineBanner />
      <Group wrap="nowrap" gap="sm">
        <IconUserHeart size={40} aria-hidden />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {t('portal.space.hello', { name: space.firstName })}
          </Title>
          <Text c="dimmed" size="sm" truncate="end">
            {space.organizationName} · {space.email}
          </Text>
        </Stack>
      </Group>

      <SpaceNav token={token} current={section} sections={sections} />

      {section === 'participations' && (
        <>
          <Stack gap="sm" component="section" aria-labelledby="my-participations">
            <Title order={2} size="h3" id="my-participations">
              {t('portal.space.participations')}
            </Title>
            {upcoming.length === 0 ? (
              <Card withBorder padding="xl" ta="center">
                <Stack align="center" gap="xs">
                  <IconCalendarOff size={40} aria-hidden />
                  <Text fw={600}>{t('portal.space.noParticipations')}</Text>
                  <Text c="dimmed" size="sm">
                    {t('portal.space.noParticipationsText')}
                  </Text>
                </Stack>
              </Card>
            ) : (
              byEventAndDay(upcoming).map((event) => (
                <Stack key={event.eventId} gap="xs" component="section" aria-labelledby={`event-${event.eventId}`}>
                  <Title order={3} size="h4" id={`event-${event.eventId}`}>
                    {event.eventName}
                  </Title>
                  {event.days.map((day) => (
                    <Stack key={day.day} gap={6} component="section" aria-labelledby={`day-${event.eventId}-${day.day}`}>
                      <Title order={4} size="h6" c="dimmed" id={`day-${event.eventId}-${day.day}`}>
                        {day.label}
                      </Title>
                      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                        {day.items.map((participation) => (
                          <ParticipationCard
                            key={participation.id}
                            token={token}
                            onChanged={() => void refetch()}
                            participation={participation}
                            onAnswer={canAnswer(participation) ? (kind) => setPending({ kind, participation }) : null}
                            onCancel={canCancel(participation) ? () => setPending({ kind: 'cancel', participation }) : null}
                          />
                        ))}
                      </Stack>
                    </Stack>
                  ))}
                </Stack>
              ))
            )}
          </Stack>

          {waiting.length > 0 && (
            <CardList id="my-waiting-lists" title={t('portal.space.waitingLists')} size="h3">
              {waiting.map((entry) => (
                <WaitingCard key={entry.id} entry={entry} onLeave={() => setPending({ kind: 'leave', entry })} />
              ))}
            </CardList>
          )}

          <VolunteerCampaigns token={token} />

          <CalendarFeedCard token={token} />

          <VolunteerMessages token={token} />

          {past.length > 0 && (
            <CardList id="my-past" title={t('portal.space.past')} size="h4">
              {past.map((participation) => (
                <ParticipationCard key={participation.id} token={token} participation={participation} onCancel={null} onChanged={() => void refetch()} dated />
              ))}
            </CardList>
          )}
        </>
      )}
      {section === 'points' && <PointsSection token={token} timeZones={eventTimeZones(space)} />}
      {section === 'shop' && <ShopSection token={token} />}
      {section === 'orders' && <OrdersSection token={token} />}
      {section === 'vouchers' && <VouchersSection token={token} />}
      {section === 'badge' && <BadgeSection token={token} />}
      {section === 'groups' && <GroupsSection token={token} />}
      {section === 'swaps' && <SwapsSection token={token} />}
      {section === 'profile' && <ProfileSection token={token} />}

      <Modal
        opened={pending !== null}
        onClose={() => {
          setPending(null);
          setActionError(null);
        }}
        title={pending ? MODAL_TEXTS[pending.kind].title(t) : ''}
        centered
      >
        <Stack gap="md">
          {pending && pending.kind !== 'leave' && (
            <Text>
              {MODAL_TEXTS[pending.kind].text(t, {
                position: pending.participation.positionName,
                event: pending.participation.eventName,
                slot: formatSlot(pending.participation.timeSlot.startTime, pending.participation.timeSlot.endTime, pending.participation.eventTimeZone),
              })}
            </Text>
          )}
          {pending?.kind === 'leave' && (
            <Text>
              {t('portal.space.leaveText', {
                slot: `${pending.entry.positionName} (${pending.entry.eventName}), ${formatSlot(pending.entry.timeSlot.startTime, pending.entry.timeSlot.endTime, pending.entry.eventTimeZone)}`,
              })}
            </Text>
          )}
          {actionError && (
            <Alert color="red" role="alert">
              {actionError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)} disabled={busy}>
              {t('portal.space.keep')}
            </Button>
            <Button color={pending?.kind === 'accept' ? undefined : 'red'} loading={busy} onClick={() => void confirmPending()}>
              {pending ? MODAL_TEXTS[pending.kind].confirm(t) : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
