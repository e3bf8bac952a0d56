import { formatSlot } from '@benevo/ui';
import { ActionIcon, Alert, Badge, Button, Card, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconPin, IconPinnedOff, IconSearch, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type Edits, formatHours, groupBySlot, groupByVolunteer, isPinned, pairKey, type Proposed, quality, type StatsLike, type Unfilled } from './logic';
import { useAutoAssignT } from './i18n/use-auto-assign-t';

export interface Stats extends StatsLike {
  method: string;
  candidates: number;
  placesOpen: number;
  placesFilled: number;
  preferenceScore: number;
  hoursSpread: number;
  seconds: number;
}

export interface Conflict {
  volunteerId: string;
  volunteerName: string;
  slotId: string;
  reason: string;
  message: string;
}

export interface ProposalData {
  assignments: Proposed[];
  unfilled: Unfilled[];
  rejectedPins: Conflict[];
  stats: Stats;
}

export type EditAction = 'remove' | 'pin' | 'forbid';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Paper>
  );
}

/** The run's figures: places filled, how close to the optimum, preference score, method, duration. */
export function Figures({ stats }: { stats: Stats }) {
  const { t, i18n } = useAutoAssignT();
  const q = quality(stats);
  const number = (value: number, digits = 1) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  const qualityText = q.kind === 'optimal' ? t('proposal.optimal') : q.kind === 'gap' ? t('proposal.bound', { gap: number(q.gap) }) : t('proposal.notProven');
  return (
    <section aria-label={t('proposal.figures')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs">
        <Figure label={t('proposal.filled')} value={t('proposal.filledValue', { filled: stats.placesFilled, open: stats.placesOpen })} />
        <Figure label={t('proposal.quality')} value={qualityText} />
        <Figure label={t('proposal.preferenceScore')} value={number(stats.preferenceScore)} />
        <Figure label={t('proposal.method')} value={stats.method === 'exact' || stats.method === 'heuristic' ? t(`proposal.methods.${stats.method}`) : stats.method} />
        <Figure label={t('proposal.duration')} value={t('proposal.seconds', { seconds: number(stats.seconds) })} />
      </SimpleGrid>
    </section>
  );
}

interface RowProps {
  assignment: Proposed;
  /** How the row names its slot (by volunteer) or its volunteer (by slot). */
  title: string;
  slotLabel: string;
  pinned: boolean;
  conflict: Conflict | undefined;
  onEdit: (action: EditAction, assignment: Proposed) => void;
}

function AssignmentRow({ assignment, title, slotLabel, pinned, conflict, onEdit }: RowProps) {
  const { t } = useAutoAssignT();
  const name = assignment.volunteerName;
  const actions: Array<{ action: EditAction; label: string; icon: ReactNode; color?: string }> = [
    { action: 'pin', label: t(pinned ? 'proposal.unpin' : 'proposal.pin', { name, slot: slotLabel }), icon: pinned ? <IconPinnedOff size={16} aria-hidden /> : <IconPin size={16} aria-hidden /> },
    { action: 'forbid', label: t('proposal.forbid', { name, slot: slotLabel }), icon: <IconBan size={16} aria-hidden />, color: 'orange' },
    { action: 'remove', label: t('proposal.remove', { name, slot: slotLabel }), icon: <IconX size={16} aria-hidden />, color: 'red' },
  ];
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="xs" data-pair={pairKey(assignment)} py={4}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {title}
            {assignment.size > 1 ? ` (${t('proposal.group', { count: assignment.size })})` : ''}
          </Text>
          {assignment.preferenceRank !== null && (
            <Badge size="xs" variant="light" color="teal">
              {t('proposal.rank', { rank: assignment.preferenceRank })}
            </Badge>
          )}
          {pinned && (
            <Badge size="xs" variant="light" leftSection={<IconPin size={10} aria-hidden />}>
              {t('proposal.pinnedBadge')}
            </Badge>
          )}
          {conflict && (
            <Badge size="xs" color="red" leftSection={<IconAlertTriangle size={10} aria-hidden />}>
              {t('proposal.conflictBadge')}
            </Badge>
          )}
        </Group>
        {assignment.explanation && (
          <Text size="xs" c="dimmed">
            {assignment.explanation}
          </Text>
        )}
        {conflict && (
          <Text size="xs" c="red">
            {conflict.message}
          </Text>
        )}
      </Stack>
      <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
        {actions.map(({ action, label, icon, color }) => (
          <Tooltip key={action} label={label}>
            <ActionIcon variant={action === 'pin' && pinned ? 'light' : 'subtle'} color={color} aria-label={label} aria-pressed={action === 'pin' ? pinned : undefined} onClick={() => onEdit(action, assignment)}>
              {icon}
            </ActionIcon>
          </Tooltip>
        ))}
      </Group>
    </Group>
  );
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** Slots or volunteers rendered at once: a festival's proposal has thousands. */
export const PAGE = 50;

const normalized = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

interface ProposalListProps {
  /** The assignments kept (removed and forbidden ones left out). */
  assignments: Proposed[];
  unfilled: Unfilled[];
  edits: Edits;
  conflicts: Conflict[];
  timeZone: string;
  onEdit: (action: EditAction, assignment: Proposed) => void;
}

/** The proposal by slot (who, why, and the places left empty with their reason) or by volunteer (shifts, hours, why). */
export function ProposalList({ assignments, unfilled, edits, conflicts, timeZone, onEdit }: ProposalListProps) {
  const { t, i18n } = useAutoAssignT();
  const [view, setView] = useState<'slot' | 'volunteer'>('slot');
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE);
  const needle = normalized(search.trim());
  const matching = needle ? assignments.filter((a) => normalized(`${a.volunteerName} ${a.positionName}`).includes(needle)) : assignments;
  const slotGroups = view === 'slot' ? groupBySlot(matching, needle ? unfilled.filter((place) => normalized(place.positionName).includes(needle)) : unfilled) : [];
  const volunteerGroups = view === 'volunteer' ? groupByVolunteer(matching) : [];
  const total = view === 'slot' ? slotGroups.length : volunteerGroups.length;
  const conflictOf = new Map(conflicts.map((conflict) => [pairKey(conflict), conflict]));
  const slotText = (item: { startTime: string; endTime: string }) => formatSlot(item.startTime, item.endTime, timeZone);
  const slotLabel = (item: Proposed) => `${item.positionName} ${slotText(item)}`;
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('proposal.views')}
        value={view}
        onChange={(value) => {
          setView(value as 'slot' | 'volunteer');
          setShown(PAGE);
        }}
        data={[
          { value: 'slot', label: t('proposal.bySlot') },
          { value: 'volunteer', label: t('proposal.byVolunteer') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <TextInput
        label={t('proposal.filter')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setShown(PAGE);
        }}
      />
      {needle && total === 0 && (
        <Text size="sm" c="dimmed">
          {t('proposal.noMatch')}
        </Text>
      )}
      {view === 'slot' && (
        <Stack gap="sm" component="ul" aria-label={t('proposal.bySlot')} style={listStyle}>
          {slotGroups.slice(0, shown).map((group) => {
            const places = group.unfilled.reduce((sum, place) => sum + place.places, 0);
            return (
              <Card key={group.slotId} component="li" withBorder padding="sm" data-slot={group.slotId} aria-labelledby={`slot-${group.slotId}`}>
                <Group justify="space-between" gap="xs" mb={4}>
                  <Title order={3} size="h5" id={`slot-${group.slotId}`}>
                    {group.positionName} · {slotText(group)}
                  </Title>
                  {places > 0 && (
                    <Badge color="orange" variant="light">
                      {t('proposal.unfilled', { count: places })}
                    </Badge>
                  )}
                </Group>
                {group.assignments.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('proposal.nobody')}
                  </Text>
                )}
                <Stack gap={0} component="ul" style={listStyle}>
                  {group.assignments.map((assignment) => (
                    <AssignmentRow
                      key={pairKey(assignment)}
                      assignment={assignment}
                      title={assignment.volunteerName}
                      slotLabel={slotLabel(assignment)}
                      pinned={isPinned(edits, assignment)}
                      conflict={conflictOf.get(pairKey(assignment))}
                      onEdit={onEdit}
                    />
                  ))}
                </Stack>
                {group.unfilled.map((place, index) => (
                  <Text key={index} size="sm" c="red.9" mt={4}>
                    {t('proposal.line', { label: t('proposal.unfilled', { count: place.places }), message: place.message })}
                  </Text>
                ))}
              </Card>
            );
          })}
        </Stack>
      )}
      {view === 'volunteer' && (
        <Stack gap="sm" component="ul" aria-label={t('proposal.byVolunteer')} style={listStyle}>
          {volunteerGroups.slice(0, shown).map((group) => (
            <Card key={group.volunteerId} component="li" withBorder padding="sm" data-volunteer={group.volunteerId} aria-labelledby={`volunteer-${group.volunteerId}`}>
              <Group justify="space-between" gap="xs" mb={4}>
                <Title order={3} size="h5" id={`volunteer-${group.volunteerId}`}>
                  {group.volunteerName}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('proposal.shifts', { count: group.shifts.length })} · {t('proposal.hours', { hours: formatHours(group.hours, i18n.language) })}
                </Text>
              </Group>
              <Stack gap={0} component="ul" style={listStyle}>
                {group.shifts.map((assignment) => (
                  <AssignmentRow
                    key={pairKey(assignment)}
                    assignment={assignment}
                    title={slotLabel(assignment)}
                    slotLabel={slotLabel(assignment)}
                    pinned={isPinned(edits, assignment)}
                    conflict={conflictOf.get(pairKey(assignment))}
                    onEdit={onEdit}
                  />
                ))}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {total > shown && (
        <Button variant="light" onClick={() => setShown((count) => count + PAGE)} style={{ alignSelf: 'center' }}>
          {t('proposal.showMore', { count: Math.min(PAGE, total - shown) })}
        </Button>
      )}
    </Stack>
  );
}

/** Pins the solver could not keep, with the broken constraint. */
export function RejectedPins({ pins }: { pins: Conflict[] }) {
  const { t } = useAutoAssignT();
  if (pins.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('proposal.rejectedPins')}>
      <Stack gap={2} component="ul" style={listStyle}>
        {pins.map((pin) => (
          <Text key={pairKey(pin)} component="li" size="sm">
            {t('proposal.line', { label: pin.volunteerName, message: pin.message })}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
