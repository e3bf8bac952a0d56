// Read model: the manager space reads its events (events module), their positions and sectors
// (positions), slots (slots) and participations (participations) in one statement per list, as the
// organizer's lists do; it never writes them (cancellations go through the participations service).
import type { EntityManager } from 'typeorm';
import type { EventConfigurationValues } from '@benevo/schema';

export interface ManagerEventRow {
  id: number;
  uuid: string;
  name: string;
  organizationId: number;
  timeZone: string;
  status: number;
  overviewSecret: string;
  configuration: Partial<EventConfigurationValues>;
}

export interface EventRef {
  id: number;
  uuid: string;
  name: string;
}

export interface AssignmentSqlRow {
  participationId: number;
  startsAt: Date;
  endsAt: Date;
  sectorName: string | null;
  positionId: number;
  positionName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  nbParticipants: number;
  groupName: string;
  validationStatus: number;
}

export interface AssignmentQuery {
  statuses: number[];
  positionIds: number[] | null;
  sectorIds: number[] | null;
  /** Half-open [start, end) instants of the chosen days (event time zone). */
  dayRanges: Array<[Date, Date]> | null;
  /** LIKE patterns, every one must match. */
  patterns: string[];
}

const EVENT_COLUMNS = `e.id, e.uuid, e.name, e.organization_id AS "organizationId", e.time_zone AS "timeZone", e.status,
       e.overview_secret AS "overviewSecret", e.configuration`;

/** The organization's events among these ids, by name then id. */
export async function organizationEventRefs(manager: EntityManager, organizationId: number, ids: number[]): Promise<EventRef[]> {
  if (ids.length === 0) return [];
  return manager.query(
    `SELECT e.id, e.uuid, e.name FROM event e WHERE e.organization_id = $1 AND e.id = ANY($2::int[]) ORDER BY e.name, e.id`,
    [organizationId, ids],
  );
}

/** One event of the organization, or null. */
export async function organizationEvent(manager: EntityManager, organizationId: number, eventId: number): Promise<ManagerEventRow | null> {
  const rows: ManagerEventRow[] = await manager.query(`SELECT ${EVENT_COLUMNS} FROM event e WHERE e.id = $1 AND e.organization_id = $2`, [eventId, organizationId]);
  return rows[0] ?? null;
}

/** An event by its uuid, or null. */
export async function eventByUuid(manager: EntityManager, uuid: string): Promise<ManagerEventRow | null> {
  const rows: ManagerEventRow[] = await manager.query(`SELECT ${EVENT_COLUMNS} FROM event e WHERE e.uuid = $1`, [uuid]);
  return rows[0] ?? null;
}

/** The event's positions (in the organizer's order) and sectors. */
export async function eventPositions(
  manager: EntityManager,
  eventId: number,
): Promise<{ positions: Array<{ id: number; name: string; sectorId: number | null }>; sectors: Array<{ id: number; name: string }> }> {
  const positions: Array<{ id: number; name: string; sectorId: number | null }> = await manager.query(
    `SELECT p.id, p.name, p.sector_id AS "sectorId" FROM position p WHERE p.event_id = $1 ORDER BY p."order", p.id`,
    [eventId],
  );
  const sectors: Array<{ id: number; name: string }> = await manager.query(
    `SELECT s.id, s.name FROM sector s WHERE s.event_id = $1 ORDER BY s."order", s.id`,
    [eventId],
  );
  return { positions, sectors };
}

/** The distinct start instants of the event's slots (the days are computed in the event's time zone). */
export async function slotStarts(manager: EntityManager, eventId: number): Promise<Date[]> {
  const rows: Array<{ startTime: Date }> = await manager.query(
    `SELECT DISTINCT t.start_time AS "startTime" FROM time_slot t WHERE t.event_id = $1 ORDER BY t.start_time`,
    [eventId],
  );
  return rows.map((row) => row.startTime);
}

/** The event's participations with the given statuses and filters, by slot start, position order, name. */
export async function assignmentRows(manager: EntityManager, eventId: number, query: AssignmentQuery): Promise<AssignmentSqlRow[]> {
  const rows: AssignmentSqlRow[] = await manager.query(
    `SELECT p.id AS "participationId", t.start_time AS "startsAt", t.end_time AS "endsAt", s.name AS "sectorName",
            pos.id AS "positionId", pos.name AS "positionName", p.first_name AS "firstName", p.last_name AS "lastName",
            p.email, p.phone_number AS "phoneNumber", p.nb_participants AS "nbParticipants", p.group_name AS "groupName",
            p.validation_status AS "validationStatus"
       FROM participation p
       JOIN time_slot t ON t.id = p.time_slot_id
       JOIN position pos ON pos.id = t.position_id
       LEFT JOIN sector s ON s.id = pos.sector_id
      WHERE p.event_id = $1
        AND p.validation_status = ANY($2::int[])
        AND ($3::int[] IS NULL OR pos.id = ANY($3::int[]))
        AND ($4::int[] IS NULL OR pos.sector_id = ANY($4::int[]))
        AND ($5::timestamptz[] IS NULL OR EXISTS (
              SELECT 1 FROM unnest($5::timestamptz[], $6::timestamptz[]) AS d(day_start, day_end)
               WHERE t.start_time >= d.day_start AND t.start_time < d.day_end))
        AND NOT EXISTS (
              SELECT 1 FROM unnest($7::text[]) AS w(pattern)
               WHERE NOT ((p.first_name || ' ' || p.last_name || ' ' || p.email || ' ' || p.group_name) ILIKE w.pattern))
      ORDER BY t.start_time, pos."order", pos.id, t.id, p.last_name, p.first_name, p.id`,
    [
      eventId,
      query.statuses,
      query.positionIds,
      query.sectorIds,
      query.dayRanges ? query.dayRanges.map(([start]) => start) : null,
      query.dayRanges ? query.dayRanges.map(([, end]) => end) : null,
      query.patterns,
    ],
  );
  return rows.map((row) => ({ ...row, participationId: Number(row.participationId), positionId: Number(row.positionId) }));
}

/** Which of these participation ids belong to the event (the manager may only cancel those). */
export async function participationIdsInEvent(manager: EntityManager, eventId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows: Array<{ id: number }> = await manager.query(`SELECT p.id FROM participation p WHERE p.event_id = $1 AND p.id = ANY($2::int[])`, [eventId, ids]);
  return rows.map((row) => Number(row.id));
}

/** The organization of an event (the facade's participations2 variant sends no orgId), or null. */
export async function eventOrganizationId(manager: EntityManager, eventId: number): Promise<number | null> {
  const rows: Array<{ organizationId: number }> = await manager.query(`SELECT e.organization_id AS "organizationId" FROM event e WHERE e.id = $1`, [eventId]);
  return rows[0] ? Number(rows[0].organizationId) : null;
}
