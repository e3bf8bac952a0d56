// Read model: what a participation is worth, read in one statement from the participations, slots,
// positions, events and reward categories it joins (the points module never writes those tables).
import { ParticipationStatus, participationPoints } from '@benevo/schema';
import type { EntityManager } from 'typeorm';
import type { PointsTriggerData } from './points.entity';

/** A participation as the ledger values it. */
export interface ParticipationWorth {
  participationId: number;
  organizationId: number;
  volunteerId: number | null;
  /** What it earns now: rounded hours times the rate when ACCEPTED and someone's, else 0. */
  points: number;
  data: PointsTriggerData;
}

interface Row {
  id: number;
  organization_id: number;
  volunteer_id: number | null;
  validation_status: number;
  event_id: number;
  event_name: string;
  position_id: number;
  position_name: string;
  start_time: Date;
  end_time: Date;
  rate: number | string | null;
}

/**
 * The worth of participations by id (missing ones are left out: deleted). The rate is the slot's
 * hourlyRate, else its reward category's, else the event's default category's, else 0 (spec 3). A
 * group registration earns its booker the points of one person: the other members are not volunteers
 * of the organization, and a group of 10 would otherwise earn 10 shifts' points for one shift.
 */
export async function participationWorth(manager: EntityManager, participationIds: number[]): Promise<ParticipationWorth[]> {
  if (participationIds.length === 0) return [];
  const rows: Row[] = await manager.query(
    `SELECT p.id, p.organization_id, p.volunteer_id, p.validation_status, p.event_id, e.name AS event_name,
            s.position_id, pos.name AS position_name, s.start_time, s.end_time,
            COALESCE(s.hourly_rate, rc.hourly_rate,
              (SELECT d.hourly_rate FROM reward_category d WHERE d.event_id = p.event_id AND d.is_default ORDER BY d.id LIMIT 1), 0) AS rate
       FROM participation p
       JOIN time_slot s ON s.id = p.time_slot_id
       JOIN position pos ON pos.id = s.position_id
       JOIN event e ON e.id = p.event_id
       LEFT JOIN reward_category rc ON rc.id = s.reward_category_id
      WHERE p.id = ANY($1::int[])`,
    [participationIds],
  );
  return rows.map((row) => {
    const start = new Date(row.start_time);
    const end = new Date(row.end_time);
    const seconds = (end.getTime() - start.getTime()) / 1000;
    const earns = row.volunteer_id !== null && row.validation_status === ParticipationStatus.ACCEPTED;
    return {
      participationId: row.id,
      organizationId: row.organization_id,
      volunteerId: row.volunteer_id,
      points: earns ? participationPoints(seconds, Number(row.rate ?? 0)) : 0,
      data: {
        eventName: row.event_name,
        positionName: row.position_name,
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        eventId: row.event_id,
        positionId: row.position_id,
        participationId: row.id,
      },
    };
  });
}

/**
 * Participations of slots, of slots of a reward category, or of an event (a rate or time change
 * recomputes them), by id: only those that earn (ACCEPTED) or hold ledger rows, the others are worth 0
 * and owe nothing. `eventId` also covers the slots without a category, which the event's default
 * category pays.
 */
export async function participationIdsOf(manager: EntityManager, scope: { timeSlotIds?: number[]; rewardCategoryId?: number; eventId?: number }): Promise<number[]> {
  const concerned = `(p.validation_status = ${ParticipationStatus.ACCEPTED} OR EXISTS (SELECT 1 FROM points_transaction t WHERE t.participation_id = p.id))`;
  let rows: Array<{ id: number }> = [];
  if (scope.timeSlotIds) {
    if (scope.timeSlotIds.length === 0) return [];
    rows = await manager.query(`SELECT p.id FROM participation p WHERE p.time_slot_id = ANY($1::int[]) AND ${concerned} ORDER BY p.id`, [scope.timeSlotIds]);
  } else if (scope.rewardCategoryId !== undefined) {
    rows = await manager.query(
      `SELECT p.id FROM participation p JOIN time_slot s ON s.id = p.time_slot_id WHERE s.reward_category_id = $1 AND ${concerned} ORDER BY p.id`,
      [scope.rewardCategoryId],
    );
  } else if (scope.eventId !== undefined) {
    rows = await manager.query(`SELECT p.id FROM participation p WHERE p.event_id = $1 AND ${concerned} ORDER BY p.id`, [scope.eventId]);
  }
  return rows.map((row) => row.id);
}
