import { ACTIVE_PARTICIPATION_STATUSES } from '@benevo/schema';
import type { EntityManager } from 'typeorm';

// Read model: a print lays out a whole event at once (2,000 slots and 12,000 participations for a
// festival): its slots with their positions and sectors (slots, positions, events modules), the
// participations with their volunteers' names, phones and categories (participations, volunteers
// modules) and one attribute's answers (forms module), in a handful of statements instead of one per
// slot. Reads only, one event.

/** The kinds of print, as stored in a document job's params (GraphQL twin: PrintKind). */
export type PrintKindName = 'planning' | 'per_volunteer' | 'vouchers' | 'tshirts' | 'meals';

export interface PrintSlotRow {
  id: number;
  startTime: Date;
  endTime: Date;
  description: string;
  requiredVolunteerCount: number;
  positionId: number;
  positionName: string;
  positionDescription: string;
  latitude: number | null;
  longitude: number | null;
  sectorId: number | null;
  sectorName: string | null;
  sectorDescription: string | null;
}

/** The event's slots with their position and sector, by position order, then start. */
export async function eventSlots(manager: EntityManager, eventId: number): Promise<PrintSlotRow[]> {
  const rows: Array<{
    id: number;
    start_ms: string;
    end_ms: string;
    description: string;
    required: number;
    position_id: number;
    position_name: string;
    position_description: string;
    latitude: number | null;
    longitude: number | null;
    sector_id: number | null;
    sector_name: string | null;
    sector_description: string | null;
  }> = await manager.query(
    `SELECT ts.id, (EXTRACT(EPOCH FROM ts.start_time) * 1000)::bigint AS start_ms, (EXTRACT(EPOCH FROM ts.end_time) * 1000)::bigint AS end_ms,
            ts.description, ts.required_volunteer_count AS required,
            pos.id AS position_id, pos.name AS position_name, pos.description AS position_description, pos.latitude, pos.longitude,
            s.id AS sector_id, s.name AS sector_name, s.description AS sector_description
       FROM time_slot ts
       JOIN position pos ON pos.id = ts.position_id
       LEFT JOIN sector s ON s.id = pos.sector_id
      WHERE ts.event_id = $1
      ORDER BY pos."order", pos.id, ts.start_time, ts.id`,
    [eventId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    startTime: new Date(Number(row.start_ms)),
    endTime: new Date(Number(row.end_ms)),
    description: row.description,
    requiredVolunteerCount: Number(row.required),
    positionId: Number(row.position_id),
    positionName: row.position_name,
    positionDescription: row.position_description,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    sectorId: row.sector_id === null ? null : Number(row.sector_id),
    sectorName: row.sector_name,
    sectorDescription: row.sector_description,
  }));
}

export interface PrintPersonRow {
  participationId: number;
  slotId: number;
  volunteerId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  nbParticipants: number;
  groupName: string;
  status: number;
  categoryIds: number[];
}

/**
 * The event's participations in `statuses`, with the names and contacts given at sign-up (the
 * volunteer's own when left empty), by last then first name.
 */
export async function eventPeople(manager: EntityManager, eventId: number, statuses: number[]): Promise<PrintPersonRow[]> {
  const rows: Array<{
    id: number;
    time_slot_id: number;
    volunteer_id: number | null;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    phone: string | null;
    nb_participants: number;
    group_name: string;
    validation_status: number;
    category_ids: number[] | null;
  }> = await manager.query(
    `SELECT p.id, p.time_slot_id, p.volunteer_id,
            COALESCE(NULLIF(p.first_name, ''), v.first_name, '') AS first_name,
            COALESCE(NULLIF(p.last_name, ''), v.last_name, '') AS last_name,
            COALESCE(NULLIF(p.email, ''), v.email, '') AS email,
            COALESCE(NULLIF(p.phone_number, ''), v.phone_number, '') AS phone,
            p.nb_participants, p.group_name, p.validation_status,
            (SELECT array_agg(m.category_id) FROM volunteer_category_member m WHERE m.volunteer_id = p.volunteer_id) AS category_ids
       FROM participation p
       LEFT JOIN volunteer v ON v.id = p.volunteer_id
      WHERE p.event_id = $1 AND p.validation_status = ANY($2::int[])
      ORDER BY lower(COALESCE(NULLIF(p.last_name, ''), v.last_name, '')), lower(COALESCE(NULLIF(p.first_name, ''), v.first_name, '')), p.id`,
    [eventId, statuses],
  );
  return rows.map((row) => ({
    participationId: Number(row.id),
    slotId: Number(row.time_slot_id),
    volunteerId: row.volunteer_id === null ? null : Number(row.volunteer_id),
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    nbParticipants: Number(row.nb_participants),
    groupName: row.group_name,
    status: Number(row.validation_status),
    categoryIds: (row.category_ids ?? []).map(Number),
  }));
}

/** Places held per slot of the event (active participations: accepted or awaiting a validation). */
export async function heldPlaces(manager: EntityManager, eventId: number): Promise<Map<number, number>> {
  const rows: Array<{ time_slot_id: number; held: string }> = await manager.query(
    `SELECT time_slot_id, SUM(nb_participants) AS held FROM participation
      WHERE event_id = $1 AND validation_status = ANY($2::int[]) GROUP BY time_slot_id`,
    [eventId, [...ACTIVE_PARTICIPATION_STATUSES]],
  );
  return new Map(rows.map((row) => [Number(row.time_slot_id), Number(row.held)]));
}

/**
 * The answer of volunteers to a single-choice attribute (the t-shirt size): their own answer, else
 * the latest given on one of their participations in the event; with the option's order.
 */
export async function choiceAnswers(
  manager: EntityManager,
  input: { attributeId: number; eventId: number; volunteerIds: number[] },
): Promise<Map<number, { label: string; order: number }>> {
  if (input.volunteerIds.length === 0) return new Map();
  const rows: Array<{ volunteer_id: number; label: string | null; option_order: number | null }> = await manager.query(
    `SELECT DISTINCT ON (owner.volunteer_id) owner.volunteer_id, COALESCE(o.option, av.value) AS label, o."order" AS option_order
       FROM attribute_value av
       LEFT JOIN participation p ON p.id = av.participation_id
       CROSS JOIN LATERAL (SELECT COALESCE(av.volunteer_id, p.volunteer_id) AS volunteer_id) owner
       LEFT JOIN attribute_option o ON o.attribute_id = av.attribute_id AND o.id::text = av.value
      WHERE av.attribute_id = $1
        AND owner.volunteer_id = ANY($3::int[])
        AND (av.volunteer_id IS NOT NULL OR p.event_id = $2)
        AND btrim(COALESCE(o.option, av.value, '')) <> ''
      ORDER BY owner.volunteer_id, av.volunteer_id NULLS LAST, av.id DESC`,
    [input.attributeId, input.eventId, input.volunteerIds],
  );
  return new Map(rows.map((row) => [Number(row.volunteer_id), { label: (row.label ?? '').trim(), order: row.option_order === null ? Number.MAX_SAFE_INTEGER : Number(row.option_order) }]));
}
