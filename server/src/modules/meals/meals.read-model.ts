import { ParticipationStatus } from '@benevo/schema';
import type { EntityManager } from 'typeorm';

// Read model: the kitchen's counts join the accepted participations (participations module) with their
// slots and positions (slots, positions modules) and the volunteers' names (volunteers module) to this
// module's grants, in one statement for the whole event; reading them through four services would cost
// a statement per slot. Reads only, one event.

/** One accepted shift that some meal grants: one row per (meal, participation). */
export interface MealGrantRow {
  mealId: number;
  participationId: number;
  volunteerId: number;
  firstName: string;
  lastName: string;
  nbParticipants: number;
  positionId: number;
  positionName: string;
  startTime: Date;
}

/** The accepted shifts of the event that a meal grants (by its position or the slot itself), by start. */
export async function mealGrantRows(manager: EntityManager, eventId: number): Promise<MealGrantRow[]> {
  const rows: Array<{
    meal_id: number;
    participation_id: number;
    volunteer_id: number;
    first_name: string;
    last_name: string;
    nb_participants: number;
    position_id: number;
    position_name: string;
    start_ms: string;
  }> = await manager.query(
    `SELECT m.id AS meal_id, p.id AS participation_id, p.volunteer_id,
            COALESCE(NULLIF(p.first_name, ''), v.first_name) AS first_name,
            COALESCE(NULLIF(p.last_name, ''), v.last_name) AS last_name,
            p.nb_participants, pos.id AS position_id, pos.name AS position_name,
            (EXTRACT(EPOCH FROM ts.start_time) * 1000)::bigint AS start_ms
       FROM participation p
       JOIN volunteer v ON v.id = p.volunteer_id
       JOIN time_slot ts ON ts.id = p.time_slot_id
       JOIN position pos ON pos.id = ts.position_id
       JOIN meal m ON m.event_id = p.event_id
      WHERE p.event_id = $1 AND p.validation_status = $2
        AND (EXISTS (SELECT 1 FROM meal_position mp WHERE mp.meal_id = m.id AND mp.position_id = ts.position_id)
          OR EXISTS (SELECT 1 FROM meal_slot ms WHERE ms.meal_id = m.id AND ms.time_slot_id = ts.id))
      ORDER BY ts.start_time, p.id, m.id`,
    [eventId, ParticipationStatus.ACCEPTED],
  );
  return rows.map((row) => ({
    mealId: Number(row.meal_id),
    participationId: Number(row.participation_id),
    volunteerId: Number(row.volunteer_id),
    firstName: row.first_name,
    lastName: row.last_name,
    nbParticipants: Number(row.nb_participants),
    positionId: Number(row.position_id),
    positionName: row.position_name,
    startTime: new Date(Number(row.start_ms)),
  }));
}
