import { Anchor, Badge, Checkbox, Stack, Text, Title } from '@mantine/core';
import { ParticipationStatus } from '@benevo/schema';
import { formatEventDate, formatTime, PARTICIPATION_STATUS_COLOR } from '@benevo/ui';
import { useTranslation } from 'react-i18next';
import type { AssignmentRowData, DayGroup, PositionGroup } from './assignment-filter';

/** A calendar day (YYYY-MM-DD) with its weekday, as the lists title it. */
export function dayLabel(day: string): string {
  return formatEventDate(day, 'UTC');
}

export function slotTime(row: Pick<AssignmentRowData, 'startsAt' | 'endsAt'>, timeZone: string): string {
  return `${formatTime(row.startsAt, timeZone)} – ${formatTime(row.endsAt, timeZone)}`;
}

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = ParticipationStatus[status] as keyof typeof ParticipationStatus | undefined;
  if (!name) return null;
  return (
    <Badge color={PARTICIPATION_STATUS_COLOR[name]} variant="light" tt="none">
      {t(`manager.view.statuses.${name}`)}
    </Badge>
  );
}

interface SelectionProps {
  selected: ReadonlySet<string>;
  onToggle: (participationIds: string[], selected: boolean) => void;
}

interface PositionTableProps {
  day: string;
  group: PositionGroup;
  timeZone: string;
  /** Contact details are left out of the public view. */
  contacts: boolean;
  /** Rows can be selected (to cancel them) only where the organizer allows it. */
  selection: SelectionProps | null;
}

function PositionTable({ day, group, timeZone, contacts, selection }: PositionTableProps) {
  const { t } = useTranslation();
  const ids = group.rows.map((row) => row.participationId);
  const chosen = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;
  const title = group.sectorName ? `${group.positionName} · ${group.sectorName}` : group.positionName;
  return (
    <section className="mgr-position" aria-label={`${title}, ${dayLabel(day)}`}>
      <Title order={3} size="h5" mb={4} className="mgr-section-title">
        {title}
      </Title>
      <table className="mgr-table" role="table">
        <thead role="rowgroup">
          <tr role="row">
            {selection && (
              <th role="columnheader" className="mgr-select mgr-col-select" scope="col">
                <Checkbox
                  aria-label={t('manager.view.selectAll', { position: group.positionName, day: dayLabel(day) })}
                  checked={chosen === ids.length}
                  indeterminate={chosen > 0 && chosen < ids.length}
                  onChange={(event) => selection.onToggle(ids, event.currentTarget.checked)}
                />
              </th>
            )}
            <th role="columnheader" className="mgr-col-time" scope="col">
              {t('manager.view.time')}
            </th>
            <th role="columnheader" scope="col">
              {t('manager.view.volunteer')}
            </th>
            {contacts && (
              <>
                <th role="columnheader" className="mgr-col-email" scope="col">
                  {t('manager.view.email')}
                </th>
                <th role="columnheader" className="mgr-col-phone" scope="col">
                  {t('manager.view.phone')}
                </th>
              </>
            )}
            <th role="columnheader" className="mgr-col-status" scope="col">
              {t('manager.view.status')}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {group.rows.map((row) => {
            const time = slotTime(row, timeZone);
            const isSelected = selection?.selected.has(row.participationId) ?? false;
            return (
              <tr key={row.participationId} role="row" data-selected={isSelected}>
                {selection && (
                  <td role="cell" className="mgr-select" data-label={t('manager.view.select')}>
                    <Checkbox
                      aria-label={t('manager.view.selectRow', { name: row.volunteerName, position: group.positionName, time })}
                      checked={isSelected}
                      onChange={(event) => selection.onToggle([row.participationId], event.currentTarget.checked)}
                    />
                  </td>
                )}
                <td role="cell" className="mgr-nowrap" data-label={t('manager.view.time')}>
                  {time}
                </td>
                <td role="cell" data-label={t('manager.view.volunteer')}>
                  <div>
                    <Text fw={600} size="sm" component="span">
                      {row.volunteerName}
                    </Text>
                    {(row.groupName || row.nbParticipants > 1) && (
                      <Text size="xs" c="dimmed">
                        {[row.groupName && t('manager.view.group', { name: row.groupName }), row.nbParticipants > 1 && t('manager.view.people', { count: row.nbParticipants })]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    )}
                  </div>
                </td>
                {contacts && (
                  <>
                    <td role="cell" data-label={t('manager.view.email')}>
                      {row.email ? (
                        <Anchor href={`mailto:${row.email}`} size="sm">
                          {row.email}
                        </Anchor>
                      ) : null}
                    </td>
                    <td role="cell" data-label={t('manager.view.phone')}>
                      {row.phoneNumber ? (
                        <Anchor href={`tel:${row.phoneNumber.replace(/\s+/g, '')}`} size="sm">
                          {row.phoneNumber}
                        </Anchor>
                      ) : null}
                    </td>
                  </>
                )}
                <td role="cell" data-label={t('manager.view.status')}>
                  <StatusBadge status={row.validationStatus} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

interface AssignmentsListProps {
  days: DayGroup[];
  timeZone: string;
  contacts: boolean;
  selection: SelectionProps | null;
}

/** The assignments by day, then by position: who comes when, with how to reach them. */
export function AssignmentsList({ days, timeZone, contacts, selection }: AssignmentsListProps) {
  return (
    <Stack gap="xl">
      {days.map((day) => (
        <Stack component="section" key={day.day} gap="md" aria-label={dayLabel(day.day)}>
          <Title order={2} size="h4" className="mgr-section-title" tt="capitalize">
            {dayLabel(day.day)}
          </Title>
          {day.positions.map((group) => (
            <PositionTable key={group.positionId} day={day.day} group={group} timeZone={timeZone} contacts={contacts} selection={selection} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
