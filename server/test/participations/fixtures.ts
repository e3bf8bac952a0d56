import { RequestTenant } from '../../src/common/tenant';
import crypto from 'node:crypto';
import type { RequestContext } from '../../src/context';
import { createLoaders } from '../../src/graphql/loaders';
import { CREATE_EVENT, CREATE_POSITION, CREATE_SLOT, EVENT_INPUT, type Organizer } from '../events/fixtures';
import type { TestApp } from '../harness';

/** Zurich summer: 2030-07-01 08:00 local is 06:00 UTC. */
export const at = (day: 1 | 2, hour: number, minute = 0) =>
  new Date(Date.UTC(2030, 6, day, hour - 2, minute)).toISOString();

export interface Planning {
  eventId: string;
  bar: string;
  kitchen: string;
  /** Bar 10:00-12:00 on day 1, 2 places. */
  slotA: string;
  /** Bar 12:00-14:00 on day 1, 2 places. */
  slotB: string;
  /** Kitchen 11:00-13:00 on day 1 (overlaps A and B), 3 places. */
  slotC: string;
  /** Kitchen 10:00-12:00 on day 2, 5 places. */
  slotD: string;
}

/** An event of the organizer with two positions and four slots. */
export async function planning(o: Organizer, input: Partial<typeof EVENT_INPUT> = {}): Promise<Planning> {
  const { createEvent } = await o.ok(CREATE_EVENT, { input: { ...EVENT_INPUT, email: 'contact@fete.example.org', ...input } });
  const position = async (name: string) => (await o.ok(CREATE_POSITION, { input: { eventId: createEvent.id, name } })).createPosition.id as string;
  const bar = await position('Bar');
  const kitchen = await position('Cuisine');
  const slot = async (positionId: string, start: string, end: string, requiredVolunteerCount: number) =>
    (await o.ok(CREATE_SLOT, { input: { positionId, startTime: start, endTime: end, requiredVolunteerCount } })).createTimeSlot.id as string;
  return {
    eventId: createEvent.id,
    bar,
    kitchen,
    slotA: await slot(bar, at(1, 10), at(1, 12), 2),
    slotB: await slot(bar, at(1, 12), at(1, 14), 2),
    slotC: await slot(kitchen, at(1, 11), at(1, 13), 3),
    slotD: await slot(kitchen, at(2, 10), at(2, 12), 5),
  };
}

let counter = 0;

export interface VolunteerRow {
  id: string;
  token: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A volunteer of the organization, inserted as a sign-up would leave it. */
export async function volunteer(t: TestApp, organizationId: number, fields: Record<string, string | null> = {}): Promise<VolunteerRow> {
  counter += 1;
  const row = {
    token: crypto.randomBytes(24).toString('base64url'),
    email: `benevole${counter}@example.org`,
    first_name: `Prénom${counter}`,
    last_name: `Nom${counter}`,
    language: 'fr',
    born_date: null as string | null,
    ...fields,
  };
  const [{ id }] = await t.db.database.dataSource.query(
    `INSERT INTO volunteer (organization_id, token, email, first_name, last_name, language, born_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [organizationId, row.token, row.email, row.first_name, row.last_name, row.language, row.born_date],
  );
  return { id: String(id), token: row.token!, email: row.email!, firstName: row.first_name!, lastName: row.last_name! };
}

/** A participation as a public sign-up leaves it (the submitted names and address). */
export async function participation(
  t: TestApp,
  o: Organizer,
  p: { eventId: string; slotId: string; volunteer: VolunteerRow; status?: number; nb?: number; groupName?: string; language?: string },
): Promise<string> {
  const [{ id }] = await t.db.database.dataSource.query(
    `INSERT INTO participation (organization_id, event_id, time_slot_id, volunteer_id, first_name, last_name, email, validation_status,
       nb_participants, group_name, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      o.organization.id,
      Number(p.eventId),
      Number(p.slotId),
      Number(p.volunteer.id),
      p.volunteer.firstName,
      p.volunteer.lastName,
      p.volunteer.email,
      p.status ?? 6,
      p.nb ?? 1,
      p.groupName ?? '',
      p.language ?? 'fr',
    ],
  );
  return String(id);
}

export async function statusOf(t: TestApp, id: string): Promise<number> {
  const [row] = await t.db.database.dataSource.query('SELECT validation_status FROM participation WHERE id = $1', [Number(id)]);
  return Number(row.validation_status);
}

/** A waiting-list entry of a slot (as the sign-up puts a volunteer on a full slot's list). */
export async function waitingEntry(t: TestApp, o: Organizer, eventId: string, slotId: string, v: VolunteerRow, rank = 1): Promise<string> {
  const [{ id }] = await t.db.database.dataSource.query(
    `INSERT INTO waiting_list_entry (organization_id, event_id, time_slot_id, volunteer_id, rank, first_name, last_name, email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [o.organization.id, Number(eventId), Number(slotId), Number(v.id), rank, v.firstName, v.lastName, v.email],
  );
  return String(id);
}

export async function entryStatus(t: TestApp, id: string): Promise<string> {
  const [row] = await t.db.database.dataSource.query('SELECT status FROM waiting_list_entry WHERE id = $1', [Number(id)]);
  return row.status;
}

/** Every mail queued so far, oldest first. */
export async function allMails(t: TestApp): Promise<Array<{ to: string; subject: string; text: string }>> {
  const rows: Array<{ to_address: string; subject: string; text: string }> = await t.db.database.dataSource.query(
    'SELECT to_address, subject, text FROM mail ORDER BY id',
  );
  return rows.map((row) => ({ to: row.to_address, subject: row.subject, text: row.text }));
}

export const mailCount = async (t: TestApp): Promise<number> =>
  Number((await t.db.database.dataSource.query('SELECT COUNT(*) AS n FROM mail'))[0].n);

/** A request context outside HTTP (service-level tests), as the request middleware builds one. */
export function serviceContext(t: TestApp): RequestContext {
  const manager = t.db.database.dataSource.manager;
  return {
    requestId: 'test',
    clientIp: '127.0.0.1',
    language: 'fr',
    auth: null,
    manager,
    loaders: createLoaders(manager),
    tenant: RequestTenant.system(),
    app: t.server.services,
    afterCommit: () => undefined,
    cookies: { set: () => undefined, clear: () => undefined },
  };
}

export const PARTICIPATION_FIELDS = `id timeSlotId volunteerId firstName lastName email nbParticipants groupName validationStatus
  validationMessage eventId eventName positionName sectorName duration`;
