// Read model: the participations overview counts, for every volunteer of the organization, the accepted
// participations of every event in a date range with their slots' lengths; the participation, slot,
// event and volunteer tables of four modules are read in one statement (one per request, not one per
// volunteer or event). It only reads.
import { ParticipationStatus } from '@benevo/schema';
import type { RequestContext } from '../../context';

/** One accepted participation of the range, as the overview adds it up. */
export interface OverviewParticipation {
  volunteerId: number;
  firstName: string;
  lastName: string;
  email: string;
  eventId: number;
  /** The slot's length. */
  seconds: number;
}

interface Row {
  volunteer_id: number;
  first_name: string;
  last_name: string;
  email: string;
  event_id: number;
  seconds: number | string;
}

/**
 * The organization's accepted participations (with a volunteer) whose slot starts between `from` and
 * `to` (YYYY-MM-DD, both included, each in its event's time zone; null: unbounded), by volunteer.
 */
export async function acceptedParticipations(ctx: RequestContext, organizationId: number, from: string | null, to: string | null): Promise<OverviewParticipation[]> {
  const rows: Row[] = await ctx.manager.query(
    `SELECT p.volunteer_id, v.first_name, v.last_name, v.email, p.event_id,
            EXTRACT(EPOCH FROM (s.end_time - s.start_time))::float8 AS seconds
       FROM participation p
       JOIN time_slot s ON s.id = p.time_slot_id
       JOIN event e ON e.id = p.event_id
       JOIN volunteer v ON v.id = p.volunteer_id
      WHERE p.organization_id = $1 AND e.organization_id = $1 AND v.organization_id = $1 AND p.validation_status = $2
        AND ($3::date IS NULL OR (s.start_time AT TIME ZONE e.time_zone)::date >= $3::date)
        AND ($4::date IS NULL OR (s.start_time AT TIME ZONE e.time_zone)::date <= $4::date)
      ORDER BY p.volunteer_id, s.start_time, p.id`,
    [organizationId, ParticipationStatus.ACCEPTED, from, to],
  );
  return rows.map((row) => ({
    volunteerId: row.volunteer_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    eventId: row.event_id,
    seconds: Number(row.seconds),
  }));
}
