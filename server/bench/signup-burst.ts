/**
 * Sign-up burst bench (issue 4 "Done when", performance issue 19): 500 volunteers sign up at the same
 * instant through the public GraphQL mutation, on the real server, in two scenarios: all on ONE slot
 * (every claim queues on the same position and slot row locks) and spread over 2,000 slots (50
 * positions). Beside each, pgbench sends the transaction a sign-up does at its core (lock the position
 * and the slot, count the places held, insert the participation, commit) on a twin event of the same
 * database. Prints sign-ups per second, latency percentiles, accepted and refused counts, SQL statements
 * per sign-up, the overbooking count (places held beyond a slot's requiredVolunteerCount: must be 0),
 * pgbench's rate and the ratio, then the statements of one sign-up grouped with their call sites.
 *
 * Run: npm run bench -- signup-burst   (PostgreSQL when DATABASE_URL is set, else embedded PGlite: no pgbench)
 * Tunables (environment): BENCH_VOLUNTEERS (500), BENCH_SCENARIOS (one,spread; also twenty: the former
 * 20-slot event), BENCH_ONE_PLACES (= BENCH_VOLUNTEERS), BENCH_SPREAD_SLOTS (2000), BENCH_SPREAD_POSITIONS
 * (50), BENCH_SPREAD_PLACES (2), BENCH_GROUP_EVERY (10: every tenth volunteer signs up a group of 2; 0:
 * none), BENCH_PGBENCH_RUNS (3), BENCH_PGBENCH_CLIENTS (min(volunteers, free connections - 20)),
 * BENCH_SKIP_PGBENCH=1, BENCH_LOG_SQL=1 (the full text of one sign-up's statements).
 */
import 'reflect-metadata';
import { Worker } from 'node:worker_threads';
import { ACTIVE_PARTICIPATION_STATUSES } from '@benevo/schema';
import { Client } from 'pg';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { startServer, type BenevoServer } from '../src/app';
import { loadConfig } from '../src/config';
import { createUser } from '../src/db/seed-demo';
import { organizationService } from '../src/modules/organizations/organization.service';
import { countStatements, startStatementCounter } from '../test/sql-count';
import { percentile, runOnScratch, table } from './kit';
import { pgbench, pgbenchVersion, type PgbenchResult } from './pgbench';

const VOLUNTEERS = Number(process.env.BENCH_VOLUNTEERS ?? 500);
const GROUP_EVERY = Number(process.env.BENCH_GROUP_EVERY ?? 10);
const PGBENCH_RUNS = Number(process.env.BENCH_PGBENCH_RUNS ?? 3);
const SKIP_PGBENCH = process.env.BENCH_SKIP_PGBENCH === '1';
/** Connections left to the other users of the PostgreSQL server while pgbench runs. */
const CONNECTION_MARGIN = 20;

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { id nbParticipants validationStatus } }`;
const SLOT_FULL = 'Cette tranche horaire est complète';

/** An event's shape and which slot volunteer i takes. */
interface Scenario {
  name: string;
  description: string;
  positions: number;
  slots: number;
  places: number;
  /** Slot index (into the slots in id order) of volunteer i. */
  slotOf: (i: number) => number;
  /** pgbench's slot: random among the first `pgbenchSlots` (1: the one slot). */
  pgbenchSlots: number;
}

/** A permutation of 0..n-1 (mulberry32, fixed seed): the spread scenario's slots, each taken once while volunteers <= slots. */
function shuffled(n: number): number[] {
  let seed = 19;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

function scenarios(): Scenario[] {
  const onePlaces = Number(process.env.BENCH_ONE_PLACES ?? VOLUNTEERS);
  const spreadSlots = Number(process.env.BENCH_SPREAD_SLOTS ?? 2000);
  const spreadPositions = Number(process.env.BENCH_SPREAD_POSITIONS ?? 50);
  const spreadPlaces = Number(process.env.BENCH_SPREAD_PLACES ?? 2);
  const order = shuffled(spreadSlots);
  const all: Scenario[] = [
    {
      name: 'one slot',
      description: `one position, one slot of ${onePlaces} places`,
      positions: 1,
      slots: 1,
      places: onePlaces,
      slotOf: () => 0,
      pgbenchSlots: 1,
    },
    {
      name: 'spread',
      description: `${spreadPositions} positions, ${spreadSlots} slots of ${spreadPlaces} places, volunteer i on a distinct random slot`,
      positions: spreadPositions,
      slots: spreadSlots,
      places: spreadPlaces,
      slotOf: (i) => order[i % spreadSlots],
      pgbenchSlots: spreadSlots,
    },
    {
      name: 'twenty',
      description: '5 positions, 20 slots of 20 places, volunteer i on slot i mod 20 (the bench before issue 19)',
      positions: 5,
      slots: 20,
      places: 20,
      slotOf: (i) => i % 20,
      pgbenchSlots: 20,
    },
  ];
  const keys: Record<string, string> = { one: 'one slot', spread: 'spread', twenty: 'twenty' };
  const wanted = (process.env.BENCH_SCENARIOS ?? 'one,spread').split(',').map((key) => keys[key.trim()] ?? key.trim());
  return all.filter((scenario) => wanted.includes(scenario.name));
}

interface Session {
  cookie: string;
  csrf: string;
}

async function post(url: string, query: string, variables: Record<string, unknown>, session?: Session) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (session) Object.assign(headers, { cookie: session.cookie, 'x-csrftoken': session.csrf });
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return { res, body: (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
}

async function organizerGql(url: string, session: Session, query: string, variables: Record<string, unknown>) {
  const { body } = await post(url, query, variables, session);
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors).slice(0, 500)}`);
  return body.data;
}

interface Organizer {
  organizationId: number;
  session: Session;
}

/** The organization (group registrations on: the 'club' licence alone no longer grants them) and its logged-in organizer. */
async function organizer(server: BenevoServer): Promise<Organizer> {
  const manager = server.database.dataSource.manager;
  const organization = await organizationService.create(manager, {
    name: 'Bench Burst',
    licenseType: 'club',
    flags: { enableGroupRegistrations: true },
  });
  const email = 'bench-burst@example.org';
  const password = 'bench-correct-horse-battery';
  await createUser(manager, { email, password, firstName: 'Bench', lastName: 'Organizer', organizationIds: [organization.id] });
  const login = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($input: LoginInput!) { login(input: $input) { id } }', variables: { input: { email, password } } }),
  });
  const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]);
  const session = { cookie: cookies.join('; '), csrf: cookies.find((c) => c.startsWith('csrftoken='))!.slice('csrftoken='.length) };
  return { organizationId: organization.id, session };
}

interface Seeded {
  uuid: string;
  eventId: number;
  /** The scenario's slots, in id order (consecutive ids). */
  slotIds: number[];
  /** A one-place slot apart, for the sign-ups measured alone. */
  aloneSlotId: number;
}

/**
 * A published event of one day through GraphQL, its positions and slots with set-based SQL: slot s
 * (in id order) on position s mod positions, 1 h from 08:00 local, starts staggered by 15 minutes.
 */
async function seed(server: BenevoServer, org: Organizer, scenario: Scenario, label: string): Promise<Seeded> {
  const { createEvent } = await organizerGql(server.url, org.session, `mutation($input: EventInput!) { createEvent(input: $input) { id uuid } }`, {
    input: {
      name: `Burst ${scenario.name} (${label})`,
      description: 'Bench event',
      responsable: 'Anne Martin',
      email: 'anne@example.org',
      days: [{ startsAt: '2030-07-01T06:00:00.000Z', endsAt: '2030-07-01T21:00:00.000Z' }],
      configuration: { enableGroupRegistrations: true, registrationEmailText: 'Bonjour {volunteerName},\n\n{registrationSummary}\n\n{portalLink}' },
    },
  });
  const eventId = Number(createEvent.id);
  const db = server.database.dataSource;
  await db.query(
    `INSERT INTO position (organization_id, event_id, name, "order") SELECT $1, $2, 'Poste ' || n, n FROM generate_series(1, $3) n ORDER BY n`,
    [org.organizationId, eventId, scenario.positions],
  );
  await db.query(
    `INSERT INTO time_slot (organization_id, event_id, position_id, start_time, end_time, required_volunteer_count)
     SELECT $1, $2, p.id, t.start, t.start + interval '1 hour', $5
       FROM generate_series(0, $3 - 1) s
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM position WHERE event_id = $2) p ON p.k = s % $4
       CROSS JOIN LATERAL (SELECT '2030-07-01T06:00:00Z'::timestamptz + ((s / $4) % 48) * interval '15 minutes' AS start) t
      ORDER BY s`,
    [org.organizationId, eventId, scenario.slots, scenario.positions, scenario.places],
  );
  const slotIds: number[] = (await db.query(`SELECT id FROM time_slot WHERE event_id = $1 ORDER BY id`, [eventId])).map((r: { id: number }) => r.id);
  if (slotIds.length !== scenario.slots || slotIds[slotIds.length - 1] - slotIds[0] !== scenario.slots - 1) {
    throw new Error(`expected ${scenario.slots} consecutive slot ids, got ${slotIds.length} from ${slotIds[0]} to ${slotIds[slotIds.length - 1]}`);
  }
  const [alone] = await db.query(
    `INSERT INTO time_slot (organization_id, event_id, position_id, start_time, end_time, required_volunteer_count)
     SELECT $1, $2, MIN(id), '2030-07-01T19:00:00Z', '2030-07-01T20:00:00Z', 1 FROM position WHERE event_id = $2 RETURNING id`,
    [org.organizationId, eventId],
  );
  await organizerGql(server.url, org.session, `mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: String(eventId) });
  return { uuid: createEvent.uuid, eventId, slotIds, aloneSlotId: alone.id };
}

function isGroup(i: number): boolean {
  return GROUP_EVERY > 0 && i % GROUP_EVERY === GROUP_EVERY - 1;
}

/** Volunteer i of a scenario: a new address, its slot, a group of 2 every GROUP_EVERY-th. */
function signUpInput(uuid: string, slotId: number, key: string, i: number) {
  const email = `burst-${key}-${i}@example.org`;
  return {
    eventUuid: uuid,
    slotIds: [String(slotId)],
    firstName: 'Bénévole',
    lastName: `N°${i}`,
    email,
    emailConfirmation: email,
    phoneNumber: '+41 79 123 45 67',
    policyAccepted: true,
    language: 'fr',
    ...(isGroup(i) ? { groupSize: 2, groupName: `Groupe ${i}` } : {}),
  };
}

// The burst runs in a worker thread (built-in fetch), so the clients' work stays off the server's event
// loop. Every request is issued at once; each answer is timed from its send to its last byte.
const BURST_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, bodies } = workerData;
(async () => {
  const started = performance.now();
  const results = await Promise.all(bodies.map(async (body) => {
    const t0 = performance.now();
    try {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const answer = await res.json();
      const error = answer.errors && answer.errors[0];
      return { ms: performance.now() - t0, status: res.status, code: error ? (error.extensions && error.extensions.code) || 'ERROR' : null, message: error ? error.message : null };
    } catch (e) {
      return { ms: performance.now() - t0, status: 0, code: 'NETWORK', message: String(e) };
    }
  }));
  parentPort.postMessage({ results, elapsedMs: performance.now() - started });
})();
`;

interface BurstResult {
  results: Array<{ ms: number; status: number; code: string | null; message: string | null }>;
  elapsedMs: number;
}

function burst(url: string, bodies: string[]): Promise<BurstResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BURST_WORKER, { eval: true, workerData: { url: `${url}/graphql`, bodies } });
    worker.once('message', (result: BurstResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

interface Overbooking {
  slots: number;
  places: number;
  held: number;
  required: number;
  participations: number;
}

/** Slots holding more places than requiredVolunteerCount (active participations), and the totals. */
async function overbooking(server: BenevoServer, eventId: number): Promise<Overbooking> {
  const [row] = await server.database.dataSource.query(
    `SELECT COUNT(*) FILTER (WHERE held > required)::int AS slots, COALESCE(SUM(GREATEST(held - required, 0)), 0)::int AS places,
            COALESCE(SUM(held), 0)::int AS held, COALESCE(SUM(required), 0)::int AS required,
            (SELECT COUNT(*) FROM participation WHERE event_id = $1)::int AS participations
       FROM (SELECT s.id, s.required_volunteer_count AS required,
                    COALESCE((SELECT SUM(p.nb_participants) FROM participation p WHERE p.time_slot_id = s.id AND p.validation_status = ANY($2)), 0) AS held
               FROM time_slot s WHERE s.event_id = $1) AS slots`,
    [eventId, [...ACTIVE_PARTICIPATION_STATUSES]],
  );
  return row;
}

// ---------------------------------------------------------------------------------------------------
// The statements of one sign-up, with the line of server/src that sent each.

interface Statement {
  sql: string;
  site: string;
}

const SRC_FRAME = /\(?(\/[^():]*\/server\/src\/[^():]+):(\d+):\d+\)?/;

/**
 * Where a statement comes from: the innermost frame of server/src (the helper that sent it), then the
 * line of the sign-up service on the way (or, without one, the next frame of server/src).
 */
function callSite(stack: string): string {
  const frames: string[] = [];
  for (const line of stack.split('\n').slice(1)) {
    const match = SRC_FRAME.exec(line);
    if (!match) continue;
    const where = `${match[1].slice(match[1].indexOf('/server/src/') + '/server/'.length)}:${match[2]}`;
    if (!frames.includes(where)) frames.push(where);
  }
  if (frames.length === 0) return '(outside src)';
  const service = frames.find((frame) => frame.includes('/modules/signup/'));
  const caller = service ?? frames[1];
  return caller && caller !== frames[0] ? `${frames[0]} < ${caller}` : frames[0];
}

async function recordStatements(work: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  try {
    await countStatements(work, (sql) => statements.push({ sql: sql.replace(/\s+/g, ' ').trim(), site: callSite(new Error().stack ?? '') }));
  } finally {
    Error.stackTraceLimit = limit;
  }
  return statements;
}

/** Statements grouped by their first 100 characters and call site, in order of first appearance (#: their places in the sequence). */
function groupedStatements(statements: Statement[]): string {
  const groups = new Map<string, { at: number[]; text: string; site: string }>();
  statements.forEach((statement, index) => {
    const text = statement.sql.length > 100 ? `${statement.sql.slice(0, 99)}…` : statement.sql;
    const key = `${text}\u0000${statement.site}`;
    const group = groups.get(key);
    if (group) group.at.push(index + 1);
    else groups.set(key, { at: [index + 1], text, site: statement.site });
  });
  return table(
    ['#', 'n', 'statement (first 100 characters)', 'sent from (server/src)'],
    [...groups.values()].map((g) => [g.at.join(', '), g.at.length, g.text.replace(/\|/g, '\\|'), g.site]),
    ['r', 'r', 'l', 'l'],
  );
}

/**
 * How long each sign-up holds the row locks of its claim: from the position lock's answer
 * (capacity.claimPlaces, the first lock) to the answer of its COMMIT or ROLLBACK, per query runner (one
 * per transaction), by wrapping the query runner's `query` as test/sql-count.ts does. On one slot the
 * claims run one after the other: the sum of these times over the burst is the part that cannot overlap.
 */
function startLockTimer(): { holds: number[]; waits: number[]; stop(): void } {
  const original = PostgresQueryRunner.prototype.query;
  const acquired = new WeakMap<object, number>();
  const holds: number[] = [];
  const waits: number[] = [];
  PostgresQueryRunner.prototype.query = async function (this: PostgresQueryRunner, ...args: Parameters<typeof original>) {
    const sql = args[0];
    const locking = sql.startsWith('SELECT id, max_participants_at_time FROM position') && !acquired.has(this);
    const ending = sql === 'COMMIT' || sql === 'ROLLBACK';
    const sent = performance.now();
    try {
      return await original.apply(this, args);
    } finally {
      const now = performance.now();
      if (locking) {
        acquired.set(this, now);
        waits.push(now - sent);
      } else if (ending && acquired.has(this)) {
        holds.push(now - acquired.get(this)!);
        acquired.delete(this);
      }
    }
  } as typeof original;
  return {
    holds,
    waits,
    stop() {
      PostgresQueryRunner.prototype.query = original;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// pgbench: the core of a sign-up's transaction, as capacity.claimPlaces and createForSignUp send it.

/**
 * BEGIN; the position row lock (FOR NO KEY UPDATE), then the slot row lock, as claimPlaces takes them;
 * the places held (claimPlaces' takenPlaces query, wrapped so that an empty slot gives 0); the
 * participation insert with createForSignUp's columns when the places are free (else the transaction
 * is a refusal, as the sign-up's CONFLICT); COMMIT. A sign-up updates no row: capacity is counted, not
 * stored, so there is no UPDATE to reproduce.
 */
function pgbenchScript(groupEvery: number): string {
  const nb = groupEvery <= 0 ? '1' : groupEvery === 1 ? '2' : `1 + random(0, ${groupEvery - 1}) / ${groupEvery - 1}`;
  const active = `'{${ACTIVE_PARTICIPATION_STATUSES.join(',')}}'::int[]`;
  return `\\set slot :slot0 + random(0, :nslots - 1)
\\set nb ${nb}
\\set vol :vol0 + :client_id
BEGIN;
SELECT id, max_participants_at_time FROM position WHERE id IN (SELECT position_id FROM time_slot WHERE id = ANY(ARRAY[:slot]::int[])) ORDER BY id FOR NO KEY UPDATE;
SELECT id, position_id, required_volunteer_count AS required, floor(extract(epoch FROM start_time) * 1000)::float8 AS start_ms, floor(extract(epoch FROM end_time) * 1000)::float8 AS end_ms FROM time_slot WHERE id = ANY(ARRAY[:slot]::int[]) ORDER BY id FOR NO KEY UPDATE \\gset s_
SELECT COALESCE((SELECT SUM(places) FROM (SELECT time_slot_id, nb_participants AS places FROM participation WHERE time_slot_id = ANY(ARRAY[:slot]::int[]) AND validation_status = ANY(${active}) AND NOT (id = ANY('{}'::int[])) UNION ALL SELECT time_slot_id, nb_participants FROM waiting_list_entry WHERE time_slot_id = ANY(ARRAY[:slot]::int[]) AND status = 'offered' AND offer_expires_at > now() AND NOT (id = ANY('{}'::int[]))) AS held GROUP BY time_slot_id), 0) AS taken \\gset
\\if :taken + :nb <= :s_required
INSERT INTO participation (organization_id, event_id, time_slot_id, volunteer_id, registration_id, language, first_name, last_name, email, phone_number, nb_participants, group_name, validation_status, born_date) VALUES (:org, :event, :slot, :vol, gen_random_uuid(), 'fr', 'Bénévole', 'pgbench', 'pgbench@example.org', '+41 79 123 45 67', :nb, '', :status, NULL) RETURNING id, validation_message, created_at, updated_at;
\\endif
COMMIT;
`;
}

interface PgbenchFigures {
  clients: number;
  runs: Array<PgbenchResult & { accepted: number; overbooked: Overbooking }>;
  /** The run of median tps. */
  median: PgbenchResult & { accepted: number; overbooked: Overbooking };
}

/** Free connections on the PostgreSQL server (max_connections less the reserved and the open ones). */
async function freeConnections(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int - (SELECT COUNT(*) FROM pg_stat_activity)::int AS free`,
    );
    return rows[0].free;
  } finally {
    await client.end();
  }
}

/** pgbench volunteers of the organization, ids consecutive from the first returned: client c signs up as first + c. */
async function pgbenchVolunteers(server: BenevoServer, organizationId: number, count: number): Promise<number> {
  const rows: Array<{ id: number }> = await server.database.dataSource.query(
    `INSERT INTO volunteer (organization_id, token, email, first_name, last_name)
     SELECT $1, 'pgbench-' || md5(random()::text || n), 'pgbench-' || n || '@example.org', 'Bénévole', 'pgbench ' || n
       FROM generate_series(1, $2) n ORDER BY n RETURNING id`,
    [organizationId, count],
  );
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  if (ids[ids.length - 1] - ids[0] !== count - 1) throw new Error('pgbench volunteers: ids not consecutive');
  return ids[0];
}

async function runPgbench(
  server: BenevoServer,
  url: string,
  seeded: Seeded,
  scenario: Scenario,
  base: { organizationId: number; volunteer0: number; status: number },
  clients: number,
): Promise<PgbenchFigures> {
  const runs: PgbenchFigures['runs'] = [];
  const db = server.database.dataSource;
  for (let r = 0; r < PGBENCH_RUNS; r += 1) {
    // Every run on the event as the sign-ups found theirs: no participation yet.
    await db.query(`DELETE FROM participation WHERE event_id = $1`, [seeded.eventId]);
    await db.query(`VACUUM participation`);
    const result = await pgbench({
      url,
      script: pgbenchScript(GROUP_EVERY),
      clients,
      threads: 2,
      transactions: Math.ceil(VOLUNTEERS / clients),
      defines: {
        slot0: seeded.slotIds[0],
        nslots: scenario.pgbenchSlots,
        vol0: base.volunteer0,
        org: base.organizationId,
        event: seeded.eventId,
        status: base.status,
      },
    });
    const overbooked = await overbooking(server, seeded.eventId);
    runs.push({ ...result, accepted: overbooked.participations, overbooked });
  }
  const median = [...runs].sort((a, b) => a.tps - b.tps)[Math.floor(runs.length / 2)];
  return { clients, runs, median };
}

// ---------------------------------------------------------------------------------------------------

interface BenevoFigures {
  requests: number;
  accepted: number;
  refusedFull: number;
  refusedGroup: number;
  errors: number;
  elapsedMs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  sqlPerRequest: number;
  /** Row locks of the claims, ms: held (p50, p95, sum over the burst), waited for (p50). */
  lock: { p50: number; p95: number; sum: number; waitP50: number };
  overbooked: Overbooking;
  alone: { accepted: Statement[]; refused: number };
  /** validation_status of the participation the sign-up alone created (pgbench inserts the same). */
  status: number;
}

async function benevoBurst(server: BenevoServer, seeded: Seeded, scenario: Scenario, key: string): Promise<BenevoFigures> {
  // One sign-up alone (accepted), then one refused (its slot full), each with its exact statement count.
  const accepted = await recordStatements(async () => {
    const { body } = await post(server.url, SIGN_UP, { input: signUpInput(seeded.uuid, seeded.aloneSlotId, key, -1) });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  });
  const refused = await countStatements(async () => {
    const { body } = await post(server.url, SIGN_UP, { input: signUpInput(seeded.uuid, seeded.aloneSlotId, key, -2) });
    if (body.errors?.[0]?.extensions?.code !== 'CONFLICT') throw new Error(`expected a refusal: ${JSON.stringify(body)}`);
  });
  const [{ status }] = await server.database.dataSource.query(`SELECT validation_status AS status FROM participation WHERE time_slot_id = $1`, [
    seeded.aloneSlotId,
  ]);

  const bodies = Array.from({ length: VOLUNTEERS }, (_, i) =>
    JSON.stringify({ query: SIGN_UP, variables: { input: signUpInput(seeded.uuid, seeded.slotIds[scenario.slotOf(i)], key, i) } }),
  );
  const counter = startStatementCounter();
  const locks = startLockTimer();
  let result: BurstResult;
  try {
    result = await burst(server.url, bodies);
  } finally {
    locks.stop();
    counter.stop();
  }
  const holds = [...locks.holds].sort((a, b) => a - b);
  const waits = [...locks.waits].sort((a, b) => a - b);
  const sorted = result.results.map((r) => r.ms).sort((a, b) => a - b);
  const ok = result.results.filter((r) => r.status === 200 && r.code === null).length;
  const refusedFull = result.results.filter((r) => r.code === 'CONFLICT' && r.message === SLOT_FULL).length;
  const refusedGroup = result.results.filter((r) => r.code === 'CONFLICT' && r.message !== SLOT_FULL).length;
  const errors = result.results.length - ok - refusedFull - refusedGroup;
  if (errors > 0) {
    const sample = result.results.find((r) => r.code !== null && r.code !== 'CONFLICT');
    console.log(`  ${scenario.name}: ${errors} unexpected answers, e.g. ${JSON.stringify(sample)}`);
  }
  return {
    requests: result.results.length,
    accepted: ok,
    refusedFull,
    refusedGroup,
    errors,
    elapsedMs: result.elapsedMs,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    sqlPerRequest: counter.count / result.results.length,
    lock: { p50: percentile(holds, 50), p95: percentile(holds, 95), sum: holds.reduce((a, b) => a + b, 0), waitP50: percentile(waits, 50) },
    overbooked: await overbooking(server, seeded.eventId),
    alone: { accepted, refused },
    status: Number(status),
  };
}

const rate = (count: number, seconds: number) => (count / seconds).toFixed(1);

export async function main(): Promise<void> {
  await runOnScratch(async (space, onStop) => {
    let server: BenevoServer | null = null;
    onStop(() => server?.close() ?? Promise.resolve());
    const t0 = Date.now();
    server = await startServer(loadConfig(space.env));
    console.log(`Server started and migrated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const db = server.database.dataSource;
    const poolSize = Number((db.options as { extra?: { max?: number } }).extra?.max ?? 10);
    const url = space.env.DATABASE_URL;
    const version = url && !SKIP_PGBENCH ? await pgbenchVersion() : null;
    let clients = 0;
    if (url && version) {
      const free = await freeConnections(url);
      clients = Math.max(1, Math.min(VOLUNTEERS, Number(process.env.BENCH_PGBENCH_CLIENTS ?? free - CONNECTION_MARGIN)));
      console.log(`${version}: -c ${clients} (${free} connections free, ${CONNECTION_MARGIN} left to others) and -c ${poolSize} (the server's pool), -j 2, -M extended`);
    } else {
      console.log(`pgbench: not run (${!url ? 'needs DATABASE_URL' : SKIP_PGBENCH ? 'BENCH_SKIP_PGBENCH=1' : 'pgbench not found'})`);
    }
    const demanded = VOLUNTEERS + (GROUP_EVERY > 0 ? Math.floor(VOLUNTEERS / GROUP_EVERY) : 0);
    console.log(
      `\nSign-up burst: ${VOLUNTEERS} volunteers at once (new addresses, one slot each, every ${GROUP_EVERY || '-'}th a group of 2: ` +
        `${demanded} places demanded), over HTTP (public GraphQL signUp), server pool of ${poolSize} connections.`,
    );

    // Mails are written by the sign-ups (mail and outbox rows) and never delivered here: the job runner is
    // only woken by these nudges (the sweep interval is 10 minutes), and would otherwise add its statements
    // to the counts and its CPU to the sign-ups' and pgbench's figures.
    server.services.nudgeJobs = () => undefined;
    const org = await organizer(server);
    const volunteer0 = version ? await pgbenchVolunteers(server, org.organizationId, Math.max(clients, poolSize)) : 0;

    const rows: Array<{ scenario: Scenario; benevo: BenevoFigures; pg: PgbenchFigures[] }> = [];
    for (const scenario of scenarios()) {
      const key = scenario.name.replace(/\W+/g, '-');
      const seeded = await seed(server, org, scenario, 'Benevo');
      console.log(`\n${scenario.name}: ${scenario.description}`);
      const benevo = await benevoBurst(server, seeded, scenario, key);
      console.log(
        `  Benevo: ${benevo.accepted} accepted in ${(benevo.elapsedMs / 1000).toFixed(2)} s (${rate(benevo.accepted, benevo.elapsedMs / 1000)} sign-ups/s), ` +
          `${benevo.overbooked.places} places overbooked`,
      );
      const pg: PgbenchFigures[] = [];
      if (version && url) {
        const twin = await seed(server, org, scenario, 'pgbench');
        for (const c of [...new Set([clients, poolSize])]) {
          const figures = await runPgbench(server, url, twin, scenario, { organizationId: org.organizationId, volunteer0, status: benevo.status }, c);
          pg.push(figures);
          console.log(
            `  pgbench -c ${c} -t ${Math.ceil(VOLUNTEERS / c)}: ${figures.runs.map((r) => `${r.tps.toFixed(0)} tx/s (${r.accepted} inserted, ${r.overbooked.places} overbooked)`).join(', ')}`,
          );
        }
      }
      rows.push({ scenario, benevo, pg });
    }

    console.log('\nBenevo, the burst:\n');
    console.log(
      table(
        ['scenario', 'requests', 'accepted', 'refused full', 'refused group', 'errors', 'burst s', 'sign-ups/s', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'SQL/sign-up', 'SQL alone acc/ref', 'lock wait p50 ms', 'lock held p50 ms', 'lock held p95 ms', 'Σ held / burst', 'places held', 'overbooked places'],
        rows.map(({ scenario, benevo: b }) => [
          scenario.name,
          b.requests,
          b.accepted,
          b.refusedFull,
          b.refusedGroup,
          b.errors,
          (b.elapsedMs / 1000).toFixed(2),
          rate(b.accepted, b.elapsedMs / 1000),
          rate(b.requests, b.elapsedMs / 1000),
          b.p50.toFixed(1),
          b.p95.toFixed(1),
          b.p99.toFixed(1),
          b.max.toFixed(1),
          b.sqlPerRequest.toFixed(2),
          `${b.alone.accepted.length}/${b.alone.refused}`,
          b.lock.waitP50.toFixed(1),
          b.lock.p50.toFixed(1),
          b.lock.p95.toFixed(1),
          (b.lock.sum / b.elapsedMs).toFixed(2),
          `${b.overbooked.held}/${b.overbooked.required}`,
          b.overbooked.places,
        ]),
      ),
    );

    if (rows.some((row) => row.pg.length > 0)) {
      console.log(`\npgbench, every run (${VOLUNTEERS} transactions over the clients, on a twin event emptied before each run):\n`);
      console.log(
        table(
          ['scenario', 'clients', 'run', 'transactions', 'failed', 'tx/s', 'latency avg ms', 'inserted', 'sign-ups/s', 'places held', 'overbooked places'],
          rows.flatMap(({ scenario, pg }) =>
            pg.flatMap((figures) =>
              figures.runs.map((r, i) => [
                scenario.name,
                figures.clients,
                i + 1,
                r.processed,
                r.failed,
                r.tps.toFixed(0),
                r.latencyMs.toFixed(2),
                r.accepted,
                rate(r.accepted, r.elapsedS),
                `${r.overbooked.held}/${r.overbooked.required}`,
                r.overbooked.places,
              ]),
            ),
          ),
        ),
      );
    }

    console.log('\nBenevo beside pgbench (median of the pgbench runs; ratio = Benevo sign-ups/s / pgbench sign-ups/s, accepted inserts per second on both sides):\n');
    const big = (pg: PgbenchFigures[]) => pg.find((f) => f.clients === clients);
    const pool = (pg: PgbenchFigures[]) => pg.find((f) => f.clients === poolSize);
    const pgRate = (f?: PgbenchFigures) => (f ? f.median.accepted / f.median.elapsedS : NaN);
    const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
    console.log(
      table(
        [
          'scenario',
          'Benevo sign-ups/s',
          'p50 ms',
          'p95 ms',
          'SQL/sign-up',
          `pgbench tx/s (-c ${clients || '-'})`,
          'pgbench sign-ups/s',
          'ratio',
          `pgbench tx/s (-c ${poolSize})`,
          'ratio at pool',
          'overbooking Benevo/pgbench',
        ],
        rows.map(({ scenario, benevo: b, pg }) => {
          const mine = b.accepted / (b.elapsedMs / 1000);
          return [
            scenario.name,
            mine.toFixed(1),
            b.p50.toFixed(1),
            b.p95.toFixed(1),
            b.sqlPerRequest.toFixed(2),
            fmt(big(pg)?.median.tps ?? NaN),
            fmt(pgRate(big(pg))),
            fmt(mine / pgRate(big(pg)), 3),
            fmt(pool(pg)?.median.tps ?? NaN),
            fmt(mine / pgRate(pool(pg)), 3),
            `${b.overbooked.places}/${pg.length ? Math.max(...pg.flatMap((f) => f.runs.map((r) => r.overbooked.places))) : '-'}`,
          ];
        }),
      ),
    );

    const first = rows[0];
    if (first) {
      const statements = first.benevo.alone.accepted;
      console.log(`\nThe ${statements.length} statements of one accepted sign-up of a new volunteer (${first.scenario.name}, alone), in order of first appearance:\n`);
      console.log(groupedStatements(statements));
      if (process.env.BENCH_LOG_SQL === '1') {
        console.log(`\nIn full:\n${statements.map((s, i) => `${String(i + 1).padStart(3)}. ${s.sql}\n     <- ${s.site}`).join('\n')}`);
      }
      console.log(`\npgbench's transaction (-f, variables by -D):\n\n${pgbenchScript(GROUP_EVERY)}`);
    }

    const overbooked = rows.reduce((sum, r) => sum + r.benevo.overbooked.places + Math.max(0, ...r.pg.flatMap((f) => f.runs.map((x) => x.overbooked.places))), 0);
    console.log(`Overbooking: ${overbooked} place(s) beyond requiredVolunteerCount${overbooked === 0 ? ' (none: as required)' : ' — CAPACITY BROKEN'}.`);
    const [{ queued }] = await db.query(`SELECT COUNT(*)::int AS queued FROM outbox WHERE kind = 'mail.send' AND status = 'pending'`);
    console.log(`Confirmation mails queued by the sign-ups (outbox, not delivered by this bench): ${queued}.`);
    if (overbooked > 0) process.exitCode = 1;
  });
}
