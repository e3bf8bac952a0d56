// Read model: the reminder scan joins participations, slots, positions, events, organizations and
// volunteers (other modules' tables) in one statement, to find the reminders due among thousands of
// participations without loading them one by one. It never writes those tables.
import type { EntityManager } from 'typeorm';

/** One reminder due: a participation, one of its event's delays, and what the mail says. */
export interface DueReminder {
  participationId: number;
  delayHours: number;
  slotStart: Date;
  slotEnd: Date;
  email: string;
  firstName: string;
  language: string;
  volunteerToken: string | null;
  organizationId: number;
  organizationName: string;
  eventName: string;
  eventEmail: string;
  timeZone: string;
  positionName: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The reminders of an event's delays (configuration.reminderDelaysHours) on ACCEPTED participations
 * whose slot has not started and whose due time (slot start - delay) has come, not yet decided
 * (no shift_reminder row for the participation, delay and current slot start). A delay already
 * passed when the participation was created is never due (no late "24 h before" for a sign-up made
 * 3 hours before).
 */
const DUE_SQL = `
  WITH watched AS (
    SELECT p.id AS participation_id, p.created_at, p.email AS participation_email, p.first_name, p.language,
           p.organization_id, p.volunteer_id, s.start_time, s.end_time, s.position_id, e.name AS event_name,
           e.email AS event_email, e.time_zone, d.delay::int AS delay_hours
      FROM participation p
      JOIN time_slot s ON s.id = p.time_slot_id
      JOIN event e ON e.id = p.event_id
      CROSS JOIN LATERAL jsonb_array_elements_text(
        CASE WHEN jsonb_typeof(e.configuration -> 'reminderDelaysHours') = 'array' THEN e.configuration -> 'reminderDelaysHours' ELSE '[]'::jsonb END
      ) AS d(delay)
     WHERE p.validation_status = 6
       AND d.delay ~ '^[0-9]{1,4}$'
       AND s.start_time > $1
  )
  SELECT w.participation_id, w.delay_hours, w.start_time, w.end_time, w.first_name, w.language, w.organization_id,
         -- The volunteer's current address when there is a volunteer (the mail carries their personal
         -- link; the participation's copy may be stale), the participation's only without one.
         CASE WHEN v.id IS NULL THEN COALESCE(w.participation_email, '') ELSE COALESCE(v.email, '') END AS email, v.token AS volunteer_token,
         COALESCE(NULLIF(o.public_name, ''), o.name) AS organization_name, w.event_name, w.event_email, w.time_zone,
         pos.name AS position_name, pos.latitude, pos.longitude
    FROM watched w
    JOIN position pos ON pos.id = w.position_id
    JOIN organization o ON o.id = w.organization_id
    LEFT JOIN volunteer v ON v.id = w.volunteer_id
   WHERE w.start_time - make_interval(hours => w.delay_hours) <= $1
     AND w.created_at <= w.start_time - make_interval(hours => w.delay_hours)
     AND NOT EXISTS (
       SELECT 1 FROM shift_reminder r
        WHERE r.participation_id = w.participation_id AND r.delay_hours = w.delay_hours AND r.slot_start = w.start_time)
   ORDER BY w.participation_id, w.delay_hours
   LIMIT $2`;

type Row = {
  participation_id: number;
  delay_hours: number;
  start_time: Date;
  end_time: Date;
  first_name: string;
  language: string;
  organization_id: number;
  email: string;
  volunteer_token: string | null;
  organization_name: string;
  event_name: string;
  event_email: string;
  time_zone: string;
  position_name: string;
  latitude: number | null;
  longitude: number | null;
};

export async function dueReminders(manager: EntityManager, now: Date, limit: number): Promise<DueReminder[]> {
  const rows: Row[] = await manager.query(DUE_SQL, [now.toISOString(), limit]);
  return rows.map((row) => ({
    participationId: Number(row.participation_id),
    delayHours: Number(row.delay_hours),
    slotStart: new Date(row.start_time),
    slotEnd: new Date(row.end_time),
    email: row.email,
    firstName: row.first_name,
    language: row.language || 'fr',
    volunteerToken: row.volunteer_token,
    organizationId: Number(row.organization_id),
    organizationName: row.organization_name,
    eventName: row.event_name,
    eventEmail: row.event_email,
    timeZone: row.time_zone,
    positionName: row.position_name,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  }));
}

/**
 * When the next scan must run: the earliest due time still to come of an accepted participation, or
 * null when no event with reminders has a slot to come (the scan chain stops until an event's
 * reminders are set again).
 */
export async function nextDueAt(manager: EntityManager, now: Date): Promise<{ watching: boolean; nextDue: Date | null }> {
  const rows: Array<{ watching: boolean; next_due: Date | null }> = await manager.query(
    `SELECT EXISTS (
              SELECT 1 FROM event e JOIN time_slot s ON s.event_id = e.id
               WHERE s.start_time > $1 AND jsonb_typeof(e.configuration -> 'reminderDelaysHours') = 'array'
                 AND jsonb_array_length(e.configuration -> 'reminderDelaysHours') > 0) AS watching,
            (SELECT min(s.start_time - make_interval(hours => d.delay::int))
               FROM participation p
               JOIN time_slot s ON s.id = p.time_slot_id
               JOIN event e ON e.id = p.event_id
               CROSS JOIN LATERAL jsonb_array_elements_text(
                 CASE WHEN jsonb_typeof(e.configuration -> 'reminderDelaysHours') = 'array' THEN e.configuration -> 'reminderDelaysHours' ELSE '[]'::jsonb END
               ) AS d(delay)
              WHERE p.validation_status = 6 AND d.delay ~ '^[0-9]{1,4}$' AND s.start_time - make_interval(hours => d.delay::int) > $1) AS next_due`,
    [now.toISOString()],
  );
  const row = rows[0];
  return { watching: Boolean(row?.watching), nextDue: row?.next_due ? new Date(row.next_due) : null };
}
