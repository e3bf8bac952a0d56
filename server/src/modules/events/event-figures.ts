import { ACTIVE_PARTICIPATION_STATUSES } from '@benevo/schema';
import type { RequestContext } from '../../context';
import { organizationService } from '../organizations/organization.service';
import type { EventStatusEnum } from './events.enums';

// Read model: the dashboard's figures join the events with their slots (slots module) and active
// participations (participations module) in one statement for all of an organization's events,
// where a call per event and module would cost two statements per event. It only reads.

export interface EventFigures {
  id: number;
  name: string;
  status: EventStatusEnum;
  /** Year of the first day in the event's time zone; null without days. */
  startYear: number | null;
  required: number;
  registered: number;
  secondsRequired: number;
  secondsRegistered: number;
}

/**
 * Places and slot-seconds required and held by active participations (DESIGN.md: counting group
 * sizes), per event of the organization, in one statement.
 */
export async function eventFigures(ctx: RequestContext, organizationId: number | null | undefined): Promise<EventFigures[]> {
  const scope = await organizationService.scope(ctx, organizationId);
  const rows: Array<Record<string, string | number | null>> = await ctx.manager.query(
    `SELECT e.id, e.name, e.status,
       EXTRACT(YEAR FROM d.first_start AT TIME ZONE e.time_zone)::int AS start_year,
       COALESCE(s.required, 0) AS required, COALESCE(s.seconds_required, 0) AS seconds_required,
       COALESCE(p.registered, 0) AS registered, COALESCE(p.seconds_registered, 0) AS seconds_registered
     FROM event e
     LEFT JOIN (SELECT event_id, MIN(starts_at) AS first_start FROM event_day GROUP BY event_id) d ON d.event_id = e.id
     LEFT JOIN (
       SELECT event_id, SUM(required_volunteer_count) AS required,
              SUM(required_volunteer_count * EXTRACT(EPOCH FROM end_time - start_time)) AS seconds_required
       FROM time_slot GROUP BY event_id
     ) s ON s.event_id = e.id
     LEFT JOIN (
       SELECT p.event_id, SUM(p.nb_participants) AS registered,
              SUM(p.nb_participants * EXTRACT(EPOCH FROM ts.end_time - ts.start_time)) AS seconds_registered
       FROM participation p JOIN time_slot ts ON ts.id = p.time_slot_id
       WHERE p.validation_status = ANY($2) GROUP BY p.event_id
     ) p ON p.event_id = e.id
     WHERE e.organization_id = $1
     ORDER BY d.first_start DESC NULLS LAST, e.id DESC`,
    [scope, [...ACTIVE_PARTICIPATION_STATUSES]],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    status: Number(row.status) as EventStatusEnum,
    startYear: row.start_year === null ? null : Number(row.start_year),
    required: Number(row.required),
    registered: Number(row.registered),
    secondsRequired: Number(row.seconds_required),
    secondsRegistered: Number(row.seconds_registered),
  }));
}
