import { ACTIVE_PARTICIPATION_STATUSES, ParticipationStatus } from '@benevo/schema';
import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { freePlaces } from './capacity';
import { Participation } from './participation.entity';

// Read model: a volunteer's participations come ordered by their slots' start in the same statement
// (the portal and the volunteers' lists read them for every volunteer shown); nothing here writes.

export interface ParticipationLoaders {
  /** Active participations (they hold places) of each slot, oldest first. */
  activeBySlotId: DataLoader<number, Participation[]>;
  /** Participations awaiting the organizer's validation, per organization (the menu badge). */
  pendingCountByOrganizationId: DataLoader<number, number>;
  /** Every participation of each volunteer (all statuses), by slot start. */
  byVolunteerId: DataLoader<number, Participation[]>;
  /** Active participations of each volunteer (Volunteer.numberSlots). */
  activeCountByVolunteerId: DataLoader<number, number>;
  /** Ids of the volunteers with a participation (any status) in each event, ascending. */
  volunteerIdsByEventId: DataLoader<number, number[]>;
  /** Places still free on each slot (offered waiting-list places count as taken). */
  freePlacesBySlotId: DataLoader<number, number>;
}

/**
 * The planning reads every active participation of an event (12,000 rows for a festival): a plain
 * statement mapped into plain objects costs a fraction of TypeORM's entity hydration. created_at comes
 * as epoch milliseconds (one Date from a number, no timestamp text to parse) and born_date as text
 * ('YYYY-MM-DD', as TypeORM hydrates a `date` column).
 */
export const PARTICIPATION_COLUMNS = `id, organization_id, event_id, time_slot_id, volunteer_id, first_name, last_name, email,
  phone_number, nb_participants, group_name, validation_status, validation_message, born_date::text AS born_date,
  registration_id, language, floor(extract(epoch FROM created_at) * 1000)::float8 AS created_ms,
  floor(extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms`;

/**
 * The same columns as one JSON array per row, the rows aggregated into one JSON text by PostgreSQL: the
 * planning's 12,000 rows then cost one native JSON.parse instead of pg's per-field parsing in
 * JavaScript (issue 19: about a quarter of a whole-planning read). Order as ParticipationRow's fields.
 */
const PARTICIPATION_ARRAY = `json_build_array(id, organization_id, event_id, time_slot_id, volunteer_id, first_name, last_name, email,
  phone_number, nb_participants, group_name, validation_status, validation_message, born_date::text, registration_id, language,
  floor(extract(epoch FROM created_at) * 1000)::float8, floor(extract(epoch FROM updated_at) * 1000)::float8)`;

const ACTIVE_BY_SLOT_SQL = `SELECT coalesce(json_agg(${PARTICIPATION_ARRAY} ORDER BY created_at ASC, id ASC), '[]')::text AS rows
  FROM participation WHERE time_slot_id = ANY($1) AND validation_status = ANY($2)`;

type ParticipationArray = [number, number, number, number, number | null, string, string, string, string, number, string, ParticipationStatus, string, string | null, string | null, string, number, number];

/** A Participation from one PARTICIPATION_ARRAY. */
const participationOfArray = (a: ParticipationArray): Participation => ({
  id: a[0],
  organizationId: a[1],
  eventId: a[2],
  timeSlotId: a[3],
  volunteerId: a[4],
  firstName: a[5],
  lastName: a[6],
  email: a[7],
  phoneNumber: a[8],
  nbParticipants: a[9],
  groupName: a[10],
  validationStatus: a[11],
  validationMessage: a[12],
  bornDate: a[13],
  registrationId: a[14],
  language: a[15],
  createdAt: new Date(a[16]),
  updatedAt: new Date(a[17]),
});

export interface ParticipationRow {
  id: number;
  organization_id: number;
  event_id: number;
  time_slot_id: number;
  volunteer_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  nb_participants: number;
  group_name: string;
  validation_status: ParticipationStatus;
  validation_message: string;
  born_date: string | null;
  registration_id: string | null;
  language: string;
  created_ms: number;
  updated_ms: number;
}

/** A Participation as TypeORM would hydrate it (without the never-loaded relations). */
export const participationOf = (row: ParticipationRow): Participation => ({
  id: row.id,
  organizationId: row.organization_id,
  eventId: row.event_id,
  timeSlotId: row.time_slot_id,
  volunteerId: row.volunteer_id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phoneNumber: row.phone_number,
  nbParticipants: row.nb_participants,
  groupName: row.group_name,
  validationStatus: row.validation_status,
  validationMessage: row.validation_message,
  bornDate: row.born_date,
  registrationId: row.registration_id,
  language: row.language,
  createdAt: new Date(row.created_ms),
  updatedAt: new Date(row.updated_ms),
});

export function createParticipationLoaders(manager: EntityManager): ParticipationLoaders {
  return {
    activeBySlotId: new DataLoader(async (slotIds) => {
      const [{ rows }]: Array<{ rows: string }> = await manager.query(ACTIVE_BY_SLOT_SQL, [[...slotIds], [...ACTIVE_PARTICIPATION_STATUSES]]);
      const groups = new Map<number, Participation[]>();
      for (const id of slotIds) groups.set(id, []);
      for (const row of JSON.parse(rows) as ParticipationArray[]) groups.get(row[3])?.push(participationOfArray(row));
      return slotIds.map((id) => groups.get(id) ?? []);
    }),
    pendingCountByOrganizationId: new DataLoader(async (organizationIds) => {
      const rows: Array<{ organization_id: number; pending: string }> = await manager
        .createQueryBuilder(Participation, 'p')
        .select('p.organization_id', 'organization_id')
        .addSelect('COUNT(*)', 'pending')
        .where('p.organization_id IN (:...organizationIds)', { organizationIds: [...organizationIds] })
        .andWhere('p.validation_status = :status', { status: ParticipationStatus.AWAITING_ORGANIZER_VALIDATION })
        .groupBy('p.organization_id')
        .getRawMany();
      const counts = new Map(rows.map((row) => [Number(row.organization_id), Number(row.pending)]));
      return organizationIds.map((id) => counts.get(id) ?? 0);
    }),
    byVolunteerId: new DataLoader(async (volunteerIds) => {
      const rows: ParticipationRow[] = await manager.query(
        `SELECT ${PARTICIPATION_COLUMNS} FROM participation
          WHERE volunteer_id = ANY($1)
          ORDER BY (SELECT start_time FROM time_slot WHERE time_slot.id = participation.time_slot_id) ASC, id ASC`,
        [[...volunteerIds]],
      );
      const groups = new Map<number, Participation[]>(volunteerIds.map((id) => [id, []]));
      for (const row of rows) if (row.volunteer_id !== null) groups.get(row.volunteer_id)?.push(participationOf(row));
      return volunteerIds.map((id) => groups.get(id) ?? []);
    }),
    activeCountByVolunteerId: new DataLoader(async (volunteerIds) => {
      const rows: Array<{ volunteer_id: number; total: string }> = await manager.query(
        `SELECT volunteer_id, COUNT(*) AS total FROM participation
          WHERE volunteer_id = ANY($1) AND validation_status = ANY($2) GROUP BY volunteer_id`,
        [[...volunteerIds], [...ACTIVE_PARTICIPATION_STATUSES]],
      );
      const counts = new Map(rows.map((row) => [Number(row.volunteer_id), Number(row.total)]));
      return volunteerIds.map((id) => counts.get(id) ?? 0);
    }),
    volunteerIdsByEventId: new DataLoader(async (eventIds) => {
      const rows: Array<{ event_id: number; volunteer_id: number }> = await manager.query(
        `SELECT DISTINCT event_id, volunteer_id FROM participation
          WHERE event_id = ANY($1) AND volunteer_id IS NOT NULL ORDER BY event_id, volunteer_id`,
        [[...eventIds]],
      );
      const groups = new Map<number, number[]>(eventIds.map((id) => [id, []]));
      for (const row of rows) groups.get(Number(row.event_id))?.push(Number(row.volunteer_id));
      return eventIds.map((id) => groups.get(id) ?? []);
    }),
    freePlacesBySlotId: new DataLoader(async (slotIds) => {
      const free = await freePlaces(manager, [...slotIds]);
      return slotIds.map((id) => free.get(id) ?? 0);
    }),
  };
}
