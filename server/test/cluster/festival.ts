import 'reflect-metadata';
import crypto from 'node:crypto';
import { ACTIVE_PARTICIPATION_STATUSES } from '@benevo/schema';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/data-source';
import { createUser } from '../../src/db/seed-demo';
import { organizationService } from '../../src/modules/organizations/organization.service';

/**
 * A festival on a running deployment (cluster.ts), seeded the way a user would: the organization and
 * its organizer straight in the database (as `npm run admin` does), the event through GraphQL, its
 * positions and slots with set-based SQL. Shared by the scale-out and fault tests and the soak bench.
 */
export interface Session {
  cookie: string;
  csrf: string;
}

export interface GraphqlAnswer<T = any> {
  status: number;
  retryAfter: string | null;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** POST /graphql (as a signed-in organizer with `session`), any answer kept, network failures as status 0. */
export async function graphql<T = any>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { session?: Session; client?: string; language?: string } = {},
): Promise<GraphqlAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.session) Object.assign(headers, { cookie: options.session.cookie, 'x-csrftoken': options.session.csrf });
  if (options.client) headers['x-test-client'] = options.client;
  if (options.language) headers['accept-language'] = options.language;
  try {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const text = await res.text();
    let body: { data?: T; errors?: GraphqlAnswer['errors'] } = {};
    try {
      body = JSON.parse(text);
    } catch {
      body = { errors: [{ message: text.slice(0, 200), extensions: { code: 'NOT_JSON' } }] };
    }
    return { status: res.status, retryAfter: res.headers.get('retry-after'), ...body };
  } catch (error) {
    return { status: 0, retryAfter: null, errors: [{ message: String(error), extensions: { code: 'NETWORK' } }] };
  }
}

/** The data of an answer that must succeed. */
export async function ok<T = any>(url: string, query: string, variables: Record<string, unknown>, session?: Session): Promise<T> {
  const answer = await graphql<T>(url, query, variables, { session });
  if (answer.errors || !answer.data) throw new Error(`GraphQL errors (${answer.status}): ${JSON.stringify(answer.errors).slice(0, 500)}`);
  return answer.data;
}

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { id } }';

/** Signs in through `url`; the session's cookies and CSRF token. */
export async function login(url: string, email: string, password: string): Promise<Session> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: LOGIN, variables: { input: { email, password } } }),
  });
  const body = (await res.json()) as { errors?: unknown };
  if (body.errors) throw new Error(`login failed: ${JSON.stringify(body.errors)}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { cookie: cookies.join('; '), csrf: cookies.find((c) => c.startsWith('csrftoken='))!.slice('csrftoken='.length) };
}

/** The deployment's database, opened by the test (after an API process migrated it). */
export async function openDeploymentDatabase(databaseUrl: string): Promise<Database> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, SECRET_KEY: crypto.randomBytes(24).toString('hex') });
  return openDatabase(config, { holder: 'test', poolSize: 4 });
}

export interface Organizer {
  organizationId: number;
  email: string;
  password: string;
  session: Session;
}

/** An organization (group registrations on) and its organizer, signed in through `url`. */
export async function seedOrganizer(database: Database, url: string, name = 'Festival'): Promise<Organizer> {
  const manager = database.dataSource.manager;
  const key = crypto.randomBytes(4).toString('hex');
  const organization = await organizationService.create(manager, { name: `${name} ${key}`, licenseType: 'club', flags: { enableGroupRegistrations: true } });
  const email = `organizer-${key}@example.org`;
  const password = 'cluster-correct-horse-battery';
  await createUser(manager, { email, password, firstName: 'Anne', lastName: 'Martin', organizationIds: [organization.id] });
  return { organizationId: organization.id, email, password, session: await login(url, email, password) };
}

export interface Festival {
  uuid: string;
  eventId: number;
  slotIds: number[];
  positionIds: number[];
}

/** A published one-day event: `slots` slots of `places` places over `positions` positions. */
export async function seedFestival(
  database: Database,
  url: string,
  organizer: Organizer,
  shape: { positions: number; slots: number; places: number },
): Promise<Festival> {
  const { createEvent } = await ok(url, 'mutation($input: EventInput!) { createEvent(input: $input) { id uuid } }', {
    input: {
      name: `Festival ${crypto.randomBytes(3).toString('hex')}`,
      description: 'Festival de test',
      responsable: 'Anne Martin',
      email: 'anne@example.org',
      days: [{ startsAt: '2030-07-01T06:00:00.000Z', endsAt: '2030-07-01T21:00:00.000Z' }],
      configuration: { enableGroupRegistrations: true, registrationEmailText: 'Bonjour {volunteerName},\n\n{registrationSummary}\n\n{portalLink}' },
    },
  }, organizer.session);
  const eventId = Number(createEvent.id);
  const db = database.dataSource;
  await db.query(
    `INSERT INTO position (organization_id, event_id, name, "order") SELECT $1, $2, 'Poste ' || n, n FROM generate_series(1, $3) n ORDER BY n`,
    [organizer.organizationId, eventId, shape.positions],
  );
  await db.query(
    `INSERT INTO time_slot (organization_id, event_id, position_id, start_time, end_time, required_volunteer_count)
     SELECT $1, $2, p.id, '2030-07-01T06:00:00Z'::timestamptz + ((s / $4) % 48) * interval '15 minutes',
            '2030-07-01T07:00:00Z'::timestamptz + ((s / $4) % 48) * interval '15 minutes', $5
       FROM generate_series(0, $3 - 1) s
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM position WHERE event_id = $2) p ON p.k = s % $4
      ORDER BY s`,
    [organizer.organizationId, eventId, shape.slots, shape.positions, shape.places],
  );
  const slotIds = (await db.query(`SELECT id FROM time_slot WHERE event_id = $1 ORDER BY id`, [eventId])).map((r: { id: number }) => r.id);
  const positionIds = (await db.query(`SELECT id FROM position WHERE event_id = $1 ORDER BY id`, [eventId])).map((r: { id: number }) => r.id);
  await ok(url, 'mutation($id: ID!) { publishEvent(id: $id) { id } }', { id: String(eventId) }, organizer.session);
  return { uuid: createEvent.uuid, eventId, slotIds, positionIds };
}

export const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { volunteer { id } } }';

/** The public sign-up of volunteer `key` on `slotId`. */
export function signUpInput(uuid: string, slotId: number, key: string) {
  const email = `volunteer-${key}@example.org`;
  return {
    eventUuid: uuid,
    slotIds: [String(slotId)],
    firstName: 'Bénévole',
    lastName: key,
    email,
    emailConfirmation: email,
    phoneNumber: '+41 79 123 45 67',
    policyAccepted: true,
    language: 'fr',
  };
}

export interface Bookings {
  /** Slots holding more places than they need. */
  overbookedSlots: number;
  /** Places held by active participations. */
  held: number;
  participations: number;
  /** Volunteers (by e-mail) with more than one participation on the same slot. */
  doubled: number;
}

/** What the database holds for the event: overbooking, held places, doubled participations. */
export async function bookings(database: Database, eventId: number): Promise<Bookings> {
  const [row] = await database.dataSource.query(
    `SELECT (SELECT COUNT(*)::int FROM (
               SELECT s.id FROM time_slot s JOIN participation p ON p.time_slot_id = s.id AND p.validation_status = ANY($2)
                WHERE s.event_id = $1 GROUP BY s.id, s.required_volunteer_count HAVING SUM(p.nb_participants) > s.required_volunteer_count) o) AS "overbookedSlots",
            (SELECT COALESCE(SUM(p.nb_participants), 0)::int FROM participation p WHERE p.event_id = $1 AND p.validation_status = ANY($2)) AS held,
            (SELECT COUNT(*)::int FROM participation p WHERE p.event_id = $1) AS participations,
            (SELECT COUNT(*)::int FROM (
               SELECT v.email, p.time_slot_id FROM participation p JOIN volunteer v ON v.id = p.volunteer_id
                WHERE p.event_id = $1 GROUP BY v.email, p.time_slot_id HAVING COUNT(*) > 1) d) AS doubled`,
    [eventId, [...ACTIVE_PARTICIPATION_STATUSES]],
  );
  return row;
}

export interface SeededVolunteer {
  id: number;
  /** The portal token (the portal's login link ends in it). */
  token: string;
  email: string;
}

/**
 * `count` volunteers of the organization with a portal token (as a sign-up leaves them), inserted in
 * one statement; with `festival`, each holds one participation there (`status`, default ACCEPTED),
 * volunteer i on the slot i x slots / count (spread, one each while count <= slots).
 */
export async function seedVolunteers(
  database: Database,
  organizer: Organizer,
  count: number,
  options: { festival?: Festival; key?: string; status?: number } = {},
): Promise<SeededVolunteer[]> {
  const key = options.key ?? crypto.randomBytes(3).toString('hex');
  const tokens = Array.from({ length: count }, () => crypto.randomBytes(24).toString('base64url'));
  const emails = Array.from({ length: count }, (_, i) => `volunteer-${key}-${i}@example.org`);
  const rows: Array<{ id: number; token: string }> = await database.dataSource.query(
    `INSERT INTO volunteer (organization_id, token, email, first_name, last_name, language)
     SELECT $1, t.token, t.email, 'Bénévole', 'N°' || t.n, 'fr' FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(token, email, n) ORDER BY t.n
     RETURNING id, token`,
    [organizer.organizationId, tokens, emails],
  );
  const byToken = new Map(rows.map((row) => [row.token, row.id]));
  const volunteers = tokens.map((token, i) => ({ id: byToken.get(token)!, token, email: emails[i] }));
  const festival = options.festival;
  if (festival && count > 0) {
    const slots = volunteers.map((_, i) => festival.slotIds[Math.floor((i * festival.slotIds.length) / count)]);
    await database.dataSource.query(
      `INSERT INTO participation (organization_id, event_id, time_slot_id, volunteer_id, first_name, last_name, email, validation_status, nb_participants, language)
       SELECT $1, $2, x.slot, v.id, v.first_name, v.last_name, v.email, $5, 1, 'fr'
         FROM unnest($3::int[], $4::int[]) AS x(volunteer, slot) JOIN volunteer v ON v.id = x.volunteer`,
      [organizer.organizationId, festival.eventId, volunteers.map((v) => v.id), slots, options.status ?? 6],
    );
  }
  return volunteers;
}

export interface ScanStand {
  /** The event happening now (a day from 4 hours ago to 6 hours ahead, one slot running). */
  eventId: number;
  /** X-Operator-Token of each signed-in operator. */
  operatorTokens: string[];
  /** Each volunteer's scan code (what the badge's QR carries), in the order given. */
  codes: string[];
}

const minutesFromNow = (minutes: number): string => new Date(Math.floor(Date.now() / 60_000) * 60_000 + minutes * 60_000).toISOString();

/**
 * A scan stand (test/operators/fixtures.ts, through the deployment): operators switched on for the
 * organization, an event today with one position whose slot started 30 minutes ago (each volunteer
 * holds an accepted participation on it, so a check-in finds its shift), `operators` operators signed
 * in, and every volunteer's scan code read as the organizer's badge page does.
 */
export async function seedStand(
  database: Database,
  url: string,
  organizer: Organizer,
  volunteers: Array<Pick<SeededVolunteer, 'id'>>,
  operators = 1,
): Promise<ScanStand> {
  const db = database.dataSource;
  await db.query('UPDATE organization SET enable_operators = true WHERE id = $1', [organizer.organizationId]);
  const { createEvent } = await ok(url, 'mutation($input: EventInput!) { createEvent(input: $input) { id } }', {
    input: {
      name: `Accueil ${crypto.randomBytes(3).toString('hex')}`,
      description: 'Stand de test',
      responsable: 'Anne Martin',
      email: 'anne@example.org',
      days: [{ startsAt: minutesFromNow(-240), endsAt: minutesFromNow(360) }],
    },
  }, organizer.session);
  const eventId = Number(createEvent.id);
  const { createPosition } = await ok(url, 'mutation($input: PositionInput!) { createPosition(input: $input) { id } }', {
    input: { eventId: String(eventId), name: 'Accueil' },
  }, organizer.session);
  const { createTimeSlot } = await ok(url, 'mutation($input: TimeSlotInput!) { createTimeSlot(input: $input) { id } }', {
    input: { positionId: createPosition.id, startTime: minutesFromNow(-30), endTime: minutesFromNow(180), requiredVolunteerCount: Math.max(1, volunteers.length) },
  }, organizer.session);
  await db.query(
    `INSERT INTO participation (organization_id, event_id, time_slot_id, volunteer_id, first_name, last_name, email, validation_status, nb_participants, language)
     SELECT $1, $2, $3, v.id, v.first_name, v.last_name, v.email, 6, 1, 'fr' FROM volunteer v WHERE v.id = ANY($4::int[]) ORDER BY v.id`,
    [organizer.organizationId, eventId, Number(createTimeSlot.id), volunteers.map((v) => v.id)],
  );
  const operatorTokens: string[] = [];
  for (let i = 0; i < operators; i += 1) {
    const { createOperator } = await ok(url, 'mutation($eventId: ID!, $input: OperatorInput!) { createOperator(eventId: $eventId, input: $input) { loginSecret } }', {
      eventId: String(eventId),
      input: { name: `Stand ${i + 1}`, tagIds: [] },
    }, organizer.session);
    const { operatorLogin } = await ok(url, 'mutation($secret: String!) { operatorLogin(secret: $secret) { token } }', { secret: createOperator.loginSecret });
    operatorTokens.push(operatorLogin.token);
  }
  const codes: string[] = new Array(volunteers.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < volunteers.length; i = next++) {
        codes[i] = (await ok(url, 'query($id: ID!) { volunteerScanCode(volunteerId: $id) }', { id: String(volunteers[i].id) }, organizer.session)).volunteerScanCode;
      }
    }),
  );
  return { eventId, operatorTokens, codes };
}
