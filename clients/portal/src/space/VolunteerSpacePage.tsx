import { useMutation, useQuery } from '@apollo/client/react';
import { ACTIVE_PARTICIPATION_STATUSES, ParticipationStatus } from '@benevo/schema';
import { describeApiError, formatEventDate, moment, PageLoader, StatusPage, toast } from '@benevo/ui';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff, IconHourglass, IconLinkOff, IconUserHeart } from '@tabler/icons-react';
import { useState } from 'react';
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
import { VolunteerCampaigns } from './VolunteerCampaigns';
import { VolunteerMessages } from './VolunteerMessages';

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

type Pending = { kind: 'cancel'; participation: MyParticipationFragment } | { kind: 'leave'; entry: WaitingEntry };

/** /portal/t/:token: the volunteer's participations, waiting lists, campaigns and messages, reached by the personal link of every mail. */
export default function VolunteerSpacePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { data, error, refetch } = useQuery(VolunteerSpaceDocument, { variables: { token } });
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
        <Stack gap="sm" component="section" aria-labelledby="my-waiting-lists">
          <Title order={2} size="h3" id="my-waiting-lists">
            {t('portal.space.waitingLists')}
          </Title>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {waiting.map((entry) => (
              <WaitingCard key={entry.id} entry={entry} onLeave={() => setPending({ kind: 'leave', entry })} />
            ))}
          </Stack>
        </Stack>
      )}

      <VolunteerCampaigns token={token} />

      <VolunteerMessages token={token} />

      {past.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="my-past">
          <Title order={2} size="h4" id="my-past">
            {t('portal.space.past')}
          </Title>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {past.map((participation) => (
              <ParticipationCard key={participation.id} participation={participation} onCancel={null} />
            ))}
          </Stack>
        </Stack>
      )}

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
