import { ACTIVE_PARTICIPATION_STATUSES, DEFAULT_EVENT_CONFIGURATION, ParticipationStatus } from '@benevo/schema';
import type { EntityManager } from 'typeorm';

// Read model: a swap is shown with its shift (participation, slot, position, sector, event) and the
// names of the offerer and the taker, for many swaps in one statement; the volunteers who may see an
// open offer are those of the event (an active participation in it). It reads the participations,
// slots, positions, sectors, events and volunteers modules' tables; it never writes them.

/** One swap as the portal and the organizer's screen show it. */
export interface SwapRow {
  id: number;
  organizationId: number;
  status: string;
  eventId: number;
  eventName: string;
  eventTimeZone: string;
  swapsEnabled: boolean;
  approvalRequired: boolean;
  participationId: number;
  participationStatus: number;
  timeSlotId: number;
  positionName: string;
  sectorName: string | null;
  startTime: Date;
  endTime: Date;
  targetEmail: string | null;
  targetVolunteerId: number | null;
  offeredById: number;
  offeredBy: { firstName: string; lastName: string; email: string };
  takerId: number | null;
  taker: { firstName: string; lastName: string; email: string } | null;
  takerParticipationId: number | null;
  decisionMessage: string;
  createdAt: Date;
  takenAt: Date | null;
  decidedAt: Date | null;
}

interface RawRow {
  id: number;
  organization_id: number;
  status: string;
  event_id: number;
  event_name: string;
  time_zone: string;
  configuration: Record<string, unknown> | null;
  participation_id: number;
  participation_status: number;
  time_slot_id: number;
  position_name: string;
  sector_name: string | null;
  start_time: Date;
  end_time: Date;
  target_email: string | null;
  target_volunteer_id: number | null;
  offered_by_id: number;
  ob_first: string;
  ob_last: string;
  ob_email: string;
  taker_id: number | null;
  tk_first: string | null;
  tk_last: string | null;
  tk_email: string | null;
  taker_participation_id: number | null;
  decision_message: string;
  created_at: Date;
  taken_at: Date | null;
  decided_at: Date | null;
}

const SELECT = `
  SELECT s.id, s.organization_id, s.status, s.event_id, e.name AS event_name, e.time_zone, e.configuration,
         s.participation_id, p.validation_status AS participation_status, p.time_slot_id,
         pos.name AS position_name, sec.name AS sector_name, t.start_time, t.end_time,
         s.target_email, s.target_volunteer_id, s.offered_by_id,
         ob.first_name AS ob_first, ob.last_name AS ob_last, ob.email AS ob_email,
         s.taker_id, tk.first_name AS tk_first, tk.last_name AS tk_last, tk.email AS tk_email,
         s.taker_participation_id, s.decision_message, s.created_at, s.taken_at, s.decided_at
    FROM shift_swap s
    JOIN participation p ON p.id = s.participation_id
    JOIN time_slot t ON t.id = p.time_slot_id
    JOIN position pos ON pos.id = t.position_id
    LEFT JOIN sector sec ON sec.id = pos.sector_id
    JOIN event e ON e.id = s.event_id
    JOIN volunteer ob ON ob.id = s.offered_by_id
    LEFT JOIN volunteer tk ON tk.id = s.taker_id`;

function toRow(raw: RawRow): SwapRow {
  const configuration = { ...DEFAULT_EVENT_CONFIGURATION, ...(raw.configuration ?? {}) };
  return {
    id: Number(raw.id),
    organizationId: Number(raw.organization_id),
    status: raw.status,
    eventId: Number(raw.event_id),
    eventName: raw.event_name,
    eventTimeZone: raw.time_zone,
    swapsEnabled: configuration.enableShiftSwaps === true,
    approvalRequired: configuration.shiftSwapApproval === true,
    participationId: Number(raw.participation_id),
    participationStatus: Number(raw.participation_status),
    timeSlotId: Number(raw.time_slot_id),
    positionName: raw.position_name,
    sectorName: raw.sector_name,
    startTime: new Date(raw.start_time),
    endTime: new Date(raw.end_time),
    targetEmail: raw.target_email,
    targetVolunteerId: raw.target_volunteer_id === null ? null : Number(raw.target_volunteer_id),
    offeredById: Number(raw.offered_by_id),
    offeredBy: { firstName: raw.ob_first, lastName: raw.ob_last, email: raw.ob_email },
    takerId: raw.taker_id === null ? null : Number(raw.taker_id),
    taker: raw.taker_id === null ? null : { firstName: raw.tk_first ?? '', lastName: raw.tk_last ?? '', email: raw.tk_email ?? '' },
    takerParticipationId: raw.taker_participation_id === null ? null : Number(raw.taker_participation_id),
    decisionMessage: raw.decision_message,
    createdAt: new Date(raw.created_at),
    takenAt: raw.taken_at && new Date(raw.taken_at),
    decidedAt: raw.decided_at && new Date(raw.decided_at),
  };
}

/** Swaps by id, in the order asked (unknown ids left out). */
export async function swapRows(manager: EntityManager, ids: number[]): Promise<SwapRow[]> {
  if (ids.length === 0) return [];
  const raws: RawRow[] = await manager.query(`${SELECT} WHERE s.id = ANY($1)`, [ids]);
  const byId = new Map(raws.map((raw) => [Number(raw.id), toRow(raw)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The swaps a volunteer offered or took (every status), latest first, at most `limit`. */
export async function volunteerSwapRows(manager: EntityManager, volunteerId: number, limit = 100): Promise<SwapRow[]> {
  const raws: RawRow[] = await manager.query(
    `${SELECT} WHERE s.offered_by_id = $1 OR s.taker_id = $1 ORDER BY s.created_at DESC, s.id DESC LIMIT $2`,
    [volunteerId, limit],
  );
  return raws.map(toRow);
}

/**
 * The open offers `volunteerId` may take, by shift start: of their organization, not theirs, on a shift
 * still ACCEPTED and not started, named to them or (named to nobody) of an event they take part in
 * (an active participation), on a slot they do not hold already.
 */
export async function openSwapRowsFor(manager: EntityManager, volunteer: { id: number; organizationId: number }): Promise<SwapRow[]> {
  const raws: RawRow[] = await manager.query(
    `${SELECT}
      WHERE s.organization_id = $1 AND s.status = 'open' AND s.offered_by_id <> $2
        AND p.validation_status = $3 AND t.start_time > now()
        AND (s.target_volunteer_id = $2
             OR (s.target_volunteer_id IS NULL AND NOT t.is_private AND EXISTS (
                   SELECT 1 FROM participation q WHERE q.event_id = s.event_id AND q.volunteer_id = $2 AND q.validation_status = ANY($4))))
        AND NOT EXISTS (
          SELECT 1 FROM participation mine WHERE mine.time_slot_id = p.time_slot_id AND mine.volunteer_id = $2 AND mine.validation_status = ANY($4))
      ORDER BY t.start_time, s.id`,
    [volunteer.organizationId, volunteer.id, ParticipationStatus.ACCEPTED, [...ACTIVE_PARTICIPATION_STATUSES]],
  );
  return raws.map(toRow).filter((row) => row.swapsEnabled);
}

/** The organization's swaps waiting for the organizer's approval (of one event when given), by shift start. */
export async function pendingSwapRows(manager: EntityManager, organizationId: number, eventId: number | null): Promise<SwapRow[]> {
  const raws: RawRow[] = await manager.query(
    `${SELECT} WHERE s.organization_id = $1 AND s.status = 'pending_approval' AND ($2::integer IS NULL OR s.event_id = $2)
      ORDER BY t.start_time, s.id`,
    [organizationId, eventId],
  );
  return raws.map(toRow);
}

/**
 * The volunteer's participations they may offer now: ACCEPTED, alone (one place), not started, in an
 * event with swaps on, and not offered already (an open or pending swap).
 */
export async function swappableParticipationIds(manager: EntityManager, volunteerId: number): Promise<number[]> {
  const rows: Array<{ id: number; configuration: Record<string, unknown> | null }> = await manager.query(
    `SELECT p.id, e.configuration FROM participation p
       JOIN time_slot t ON t.id = p.time_slot_id
       JOIN event e ON e.id = p.event_id
      WHERE p.volunteer_id = $1 AND p.validation_status = $2 AND p.nb_participants = 1 AND t.start_time > now()
        AND NOT EXISTS (SELECT 1 FROM shift_swap s WHERE s.participation_id = p.id AND s.status IN ('open', 'pending_approval'))
      ORDER BY t.start_time, p.id`,
    [volunteerId, ParticipationStatus.ACCEPTED],
  );
  return rows.filter((row) => row.configuration?.enableShiftSwaps === true).map((row) => Number(row.id));
}

/** The volunteer of the organization with this (normalized) address, if any. */
export async function volunteerIdByEmail(manager: EntityManager, organizationId: number, email: string): Promise<number | null> {
  const rows: Array<{ id: number }> = await manager.query(`SELECT id FROM volunteer WHERE organization_id = $1 AND email = $2`, [organizationId, email]);
  return rows.length > 0 ? Number(rows[0].id) : null;
}

/** Whether the volunteer takes part in the event (an active participation). */
export async function takesPartIn(manager: EntityManager, volunteerId: number, eventId: number): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM participation WHERE event_id = $1 AND volunteer_id = $2 AND validation_status = ANY($3) LIMIT 1`,
    [eventId, volunteerId, [...ACTIVE_PARTICIPATION_STATUSES]],
  );
  return rows.length > 0;
}
