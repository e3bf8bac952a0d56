import { useMutation, useQuery } from '@apollo/client/react';
import { ACTIVE_PARTICIPATION_STATUSES, ParticipationStatus } from '@benevo/schema';
import { describeApiError, formatEventDate, moment, NotFoundPage, PageLoader, StatusPage, toast } from '@benevo/ui';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff, IconHourglass, IconLinkOff, IconUserHeart } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  CancelMyParticipationDocument,
  LeaveWaitingListDocument,
  type MyParticipationFragment,
  type ParticipationStatus as StatusName,
  VolunteerSpaceDocument,
  type VolunteerSpaceQuery,
} from '../gql/graphql';
import { BadgeSection } from './BadgeSection';
import { OrdersSection } from './OrdersSection';
import { PointsSection } from './PointsSection';
import { ShopSection } from './ShopSection';
import { SPACE_SECTIONS, type SpaceSection, SpaceNav } from './SpaceNav';
import { useSpaceSections } from './space-sections';
import { VolunteerCampaigns } from './VolunteerCampaigns';
import { VolunteerMessages } from './VolunteerMessages';
import { VouchersSection } from './VouchersSection';

type WaitingEntry = VolunteerSpaceQuery['volunteerSpace']['waitingList'][number];

const STATUS_COLOR: Record<StatusName, string> = {
  ACCEPTED: 'teal',
  AWAITING_ORGANIZER_VALIDATION: 'yellow',
  AWAITING_VOLUNTEER_VALIDATION: 'yellow',
  REJECTED_BY_ORGANIZER: 'red',
  REJECTED_BY_VOLUNTEER: 'gray',
  CANCELLED_BY_ORGANIZER: 'red',
  CANCELLED_BY_VOLUNTEER: 'gray',
};

/** Active participations (0, 1, 6) hold a place and can be cancelled while the slot is to come. */
export function canCancel(participation: MyParticipationFragment, now: Date = new Date()): boolean {
  const active = ACTIVE_PARTICIPATION_STATUSES.includes(ParticipationStatus[participation.validationStatus]);
  return active && Date.parse(participation.timeSlot.startTime) > now.getTime();
}

/** A slot's day and hours, in its event's time zone. */
function slotTimes(startTime: string, endTime: string, tz: string): string {
  return `${formatEventDate(startTime, tz)}, ${moment.tz(startTime, tz).format('HH:mm')} – ${moment.tz(endTime, tz).format('HH:mm')}`;
}

function ParticipationCard({ participation, onCancel }: { participation: MyParticipationFragment; onCancel: (() => void) | null }) {
  const { t } = useTranslation();
  const status = participation.validationStatus;
  const inactive = !ACTIVE_PARTICIPATION_STATUSES.includes(ParticipationStatus[status]);
  return (
    <Card withBorder padding="md" radius="md" component="li" style={{ opacity: inactive ? 0.7 : 1 }}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text c="dimmed" size="sm">
              {participation.eventName}
            </Text>
            <Text fw={700}>
              {participation.positionName}
              {participation.sectorName ? ` · ${participation.sectorName}` : ''}
            </Text>
          </Stack>
          <Badge tt="none" color={STATUS_COLOR[status]} variant="light" style={{ flexShrink: 0 }} maw="50%">
            {t(`portal.status.${status}`)}
          </Badge>
        </Group>
        <Text size="sm">{slotTimes(participation.timeSlot.startTime, participation.timeSlot.endTime, participation.eventTimeZone)}</Text>
        {participation.nbParticipants > 1 && (
          <Text size="sm" c="dimmed">
            {participation.groupName
              ? t('portal.space.groupNamed', { count: participation.nbParticipants, name: participation.groupName })
              : t('portal.space.group', { count: participation.nbParticipants })}
          </Text>
        )}
        {onCancel && (
          <Group justify="flex-end">
            <Button
              variant="light"
              color="red"
              size="xs"
              onClick={onCancel}
              aria-label={`${t('portal.space.cancel')} : ${participation.positionName}, ${slotTimes(participation.timeSlot.startTime, participation.timeSlot.endTime, participation.eventTimeZone)}`}
            >
              {t('portal.space.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
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
        <Text size="sm">{slotTimes(entry.timeSlot.startTime, entry.timeSlot.endTime, entry.eventTimeZone)}</Text>
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
            aria-label={`${t('portal.space.leave')} : ${entry.positionName}, ${slotTimes(entry.timeSlot.startTime, entry.timeSlot.endTime, entry.eventTimeZone)}`}
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

type Pending = { kind: 'cancel'; participation: MyParticipationFragment } | { kind: 'leave'; entry: WaitingEntry };

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
      } else {
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
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {upcoming.map((participation) => (
                  <ParticipationCard
                    key={participation.id}
                    participation={participation}
                    onCancel={canCancel(participation) ? () => setPending({ kind: 'cancel', participation }) : null}
                  />
                ))}
              </Stack>
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

          <VolunteerMessages token={token} />

          {past.length > 0 && (
            <CardList id="my-past" title={t('portal.space.past')} size="h4">
              {past.map((participation) => (
                <ParticipationCard key={participation.id} participation={participation} onCancel={null} />
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

      <Modal
        opened={pending !== null}
        onClose={() => {
          setPending(null);
          setActionError(null);
        }}
        title={pending?.kind === 'leave' ? t('portal.space.leaveTitle') : t('portal.space.cancelTitle')}
        centered
      >
        <Stack gap="md">
          {pending?.kind === 'cancel' && (
            <Text>
              {t('portal.space.cancelText', {
                position: pending.participation.positionName,
                event: pending.participation.eventName,
                slot: slotTimes(pending.participation.timeSlot.startTime, pending.participation.timeSlot.endTime, pending.participation.eventTimeZone),
              })}
            </Text>
          )}
          {pending?.kind === 'leave' && (
            <Text>
              {t('portal.space.leaveText', {
                slot: `${pending.entry.positionName} (${pending.entry.eventName}), ${slotTimes(pending.entry.timeSlot.startTime, pending.entry.timeSlot.endTime, pending.entry.eventTimeZone)}`,
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
            <Button color="red" loading={busy} onClick={() => void confirmPending()}>
              {pending?.kind === 'leave' ? t('portal.space.leaveConfirm') : t('portal.space.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
