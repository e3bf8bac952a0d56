import { EmptyState, PageLoader, useRefreshSession } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowsExchange, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AssignEventDocument, type AssignEventQuery } from '../gql/graphql';
import { useRegistrationsT } from '../i18n/use-registrations-t';
import { LoadError } from './components';
import { fullName, slotTime, STATUS_COLOR } from './logic';
import { AddParticipationsModal, MoveModal } from './modals';

type AssignEvent = AssignEventQuery['event'];
type Slot = AssignEvent['positions'][number]['timeSlots'][number];
type Participant = Slot['participants'][number];

/** Share of a slot's places taken (0..100), for its bar. */
export function fillPercent(slot: Pick<Slot, 'requiredVolunteerCount' | 'freePlaces'>): number {
  if (slot.requiredVolunteerCount <= 0) return 100;
  return Math.min(100, Math.round(((slot.requiredVolunteerCount - slot.freePlaces) / slot.requiredVolunteerCount) * 100));
}

/** /events/assign/:eventId — positions, their slots with who is assigned and the places left; add and move from there. */
export default function AssignPage() {
  const { eventId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AssignEventDocument, { variables: { id: eventId }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageLoader />;
  if (!data) return <LoadError error={error} onRetry={() => void refetch()} />;
  return <Assignments event={data.event} reload={() => refetch()} />;
}

export function Assignments({ event, reload }: { event: AssignEvent; reload: () => Promise<unknown> }) {
  const { t } = useRegistrationsT();
  const refreshSession = useRefreshSession();
  const [addTo, setAddTo] = useState<string | null>(null);
  const [moving, setMoving] = useState<{ participant: Participant; slotId: string } | null>(null);
  const positions = event.positions.map((position) => ({ ...position, timeSlots: [...position.timeSlots].sort((a, b) => a.startTime.localeCompare(b.startTime)) }));
  const done = async () => {
    await Promise.all([reload(), refreshSession().catch(() => undefined)]);
  };

  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to={`/events/${event.id}`} size="sm">
          ← {t('common.backToEvent')}
        </Anchor>
        <Group justify="space-between" mt={4}>
          <Title order={1}>
            {t('assign.title')} · {event.displayName}
          </Title>
          <Group gap="xs">
            <Button component={Link} to={`/events/assign/${event.id}/auto`} variant="light" leftSection={<IconSparkles size={16} aria-hidden />}>
              {t('assign.autoLink')}
            </Button>
            <Button component={Link} to={`/events/volunteers/${event.id}`} variant="light">
              {t('assign.registrationsLink')}
            </Button>
          </Group>
        </Group>
      </div>
      {positions.length === 0 && (
        <EmptyState text={t('assign.empty')} />
      )}
      {positions.map((position) => (
        <Stack key={position.id} gap="xs" component="section" aria-labelledby={`position-${position.id}`}>
          <Title order={2} size="h3" id={`position-${position.id}`}>
            {position.sector ? `${position.sector.name} · ${position.name}` : position.name}
          </Title>
          {position.timeSlots.length === 0 && <Text c="dimmed">{t('assign.noSlots')}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {position.timeSlots.map((slot) => {
              const when = slotTime(slot, event.timeZone);
              return (
                <Card key={slot.id} withBorder padding="sm" data-slot={slot.id}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {when}
                      </Text>
                      <Text size="xs" c={slot.freePlaces > 0 ? 'dimmed' : 'red'}>
                        {slot.freePlaces > 0 ? t('assign.free', { count: slot.freePlaces }) : t('common.full')} · {slot.requiredVolunteerCount - slot.freePlaces}/
                        {slot.requiredVolunteerCount}
                      </Text>
                    </div>
                    {/* Never shrinks: the time wraps instead of the button's label being cut. */}
                    <Button size="compact-xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} aria-label={t('assign.addTo', { slot: `${position.name} ${when}` })}
                      style={{ flexShrink: 0 }} onClick={() => setAddTo(slot.id)}>
                      {t('assign.add')}
                    </Button>
                  </Group>
                  <Progress value={fillPercent(slot)} color={slot.freePlaces > 0 ? 'teal' : 'red'} size="sm" my="xs" aria-hidden />
                  {slot.participants.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {t('assign.nobody')}
                    </Text>
                  )}
                  <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {slot.participants.map((participant) => {
                      const name = fullName(participant);
                      return (
                        <Group key={participant.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                            <Badge size="xs" circle color={STATUS_COLOR[participant.validationStatus]} title={t(`status.${participant.validationStatus}`)}>
                              {' '}
                            </Badge>
                            <Text size="sm" truncate>
                              {name}
                              {participant.nbParticipants > 1 ? ` (${t('common.group', { count: participant.nbParticipants })})` : ''}
                            </Text>
                          </Group>
                          <Tooltip label={t('assign.moveParticipant', { name })}>
                            <ActionIcon size="sm" variant="subtle" aria-label={t('assign.moveParticipant', { name })} onClick={() => setMoving({ participant, slotId: slot.id })}>
                              <IconArrowsExchange size={14} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      );
                    })}
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
      <AddParticipationsModal
        opened={addTo !== null}
        initialSlotId={addTo}
        positions={positions}
        timeZone={event.timeZone}
        groupMaxSize={event.configuration.groupMaxSize}
        onClose={() => setAddTo(null)}
        onDone={done}
      />
      <MoveModal
        participation={moving && { id: moving.participant.id, timeSlotId: moving.slotId, name: fullName(moving.participant) }}
        positions={positions}
        timeZone={event.timeZone}
        onClose={() => setMoving(null)}
        onDone={done}
      />
    </Stack>
  );
}
