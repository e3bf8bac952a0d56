import { ParticipationStatus } from '@benevo/schema';
import type { RequestContext } from '../../context';
import type { Event } from '../events/event.entity';
import type { Participation } from './participation.entity';
import { PARTICIPATION_COLUMNS, participationOf, type ParticipationRow } from './participations.loaders';

// Read model: the organizer's participation lists filter and order on their slots' start, position and
// position order in one statement (an event of a festival has 12,000 participations); they only read.

/** The filters of an event's list, checked by participationsService.forEvent. */
export interface EventListFilter {
  kind: 'ALL' | 'SOLO' | 'GROUP';
  statuses: ParticipationStatus[];
  positionId: number | null;
  /** YYYY-MM-DD: the slot's start day in the event's time zone. */
  day: string | null;
  /** ILIKE patterns, each matching the names, e-mail or group name. */
  patterns: string[];
}

/** An event's participations by slot start, then position order, then creation. */
export async function eventParticipations(ctx: RequestContext, event: Event, filter: EventListFilter): Promise<Participation[]> {
  const params: unknown[] = [event.id, event.organizationId];
  const where: string[] = [];
  if (filter.kind === 'SOLO') where.push(`nb_participants = 1 AND group_name = ''`);
  if (filter.kind === 'GROUP') where.push(`(nb_participants > 1 OR group_name <> '')`);
  if (filter.statuses.length > 0) where.push(`validation_status = ANY($${params.push(filter.statuses)})`);
  if (filter.positionId !== null) where.push(`s.position_id = $${params.push(filter.positionId)}`);
  if (filter.day) where.push(`(s.slot_start AT TIME ZONE $${params.push(event.timeZone)})::date = $${params.push(filter.day)}::date`);
  for (const pattern of filter.patterns) {
    const p = `$${params.push(pattern)}`;
    where.push(`(first_name ILIKE ${p} OR last_name ILIKE ${p} OR email ILIKE ${p} OR group_name ILIKE ${p})`);
  }
  const rows: ParticipationRow[] = await ctx.manager.query(
    `WITH s AS (
       SELECT ts.id AS slot_id, ts.start_time AS slot_start, ts.position_id, pos."order" AS position_order
         FROM time_slot ts JOIN position pos ON pos.id = ts.position_id WHERE ts.event_id = $1
     )
     SELECT ${PARTICIPATION_COLUMNS} FROM participation JOIN s ON s.slot_id = participation.time_slot_id
      WHERE event_id = $1 AND organization_id = $2 ${where.map((clause) => `AND ${clause}`).join(' ')}
      ORDER BY s.slot_start ASC, s.position_order ASC, s.position_id ASC, created_at ASC, id ASC`,
    params,
  );
  return rows.map(participationOf);
}

/** The organization's participations awaiting the organizer's validation, by slot start then id. */
export async function participationsToValidate(ctx: RequestContext, organizationId: number): Promise<Participation[]> {
  const rows: ParticipationRow[] = await ctx.manager.query(
    `WITH s AS (SELECT ts.id AS slot_id, ts.start_time AS slot_start FROM time_slot ts WHERE ts.organization_id = $1)
     SELECT ${PARTICIPATION_COLUMNS} FROM participation JOIN s ON s.slot_id = participation.time_slot_id
      WHERE organization_id = $1 AND validation_status = $2
      ORDER BY s.slot_start ASC, id ASC`,
    [organizationId, ParticipationStatus.AWAITING_ORGANIZER_VALIDATION],
  );
  return rows.map(participationOf);
}
