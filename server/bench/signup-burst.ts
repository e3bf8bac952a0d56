/**
 * Sign-up burst bench (issue 4 "Done when"): 500 volunteers sign up at the same instant on one event
 * through the public GraphQL mutation, on the real server. Prints sign-ups per second, latency
 * percentiles, accepted and refused counts, SQL statements per sign-up, and the overbooking count
 * (places held beyond a slot's requiredVolunteerCount: must be 0).
 *
 * Run: npm run bench -- signup-burst   (PostgreSQL when DATABASE_URL is set, else embedded PGlite)
 * Tunables (environment): BENCH_VOLUNTEERS (500), BENCH_SLOTS (20), BENCH_PLACES (20 per slot),
 * BENCH_GROUP_EVERY (10: every tenth volunteer signs up a group of 2; 0: none), BENCH_ROUNDS (1), BENCH_LOG_SQL=1
 * (prints the statements of one accepted sign-up).
 */
import 'reflect-metadata';
import { Worker } from 'node:worker_threads';
import { startServer, type BenevoServer } from '../src/app';
import { loadConfig } from '../src/config';
import { createUser } from '../src/db/seed-demo';
import { organizationService } from '../src/modules/organizations/organization.service';
import { countStatements, startStatementCounter } from '../test/sql-count';
import { percentile, runOnScratch, table } from './kit';

const VOLUNTEERS = Number(process.env.BENCH_VOLUNTEERS ?? 500);
const SLOTS = Number(process.env.BENCH_SLOTS ?? 20);
const PLACES = Number(process.env.BENCH_PLACES ?? 20);
const GROUP_EVERY = Number(process.env.BENCH_GROUP_EVERY ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const POSITIONS = 5;

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { id nbParticipants validationStatus } }`;



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

interface Seeded {
  uuid: string;
  eventId: string;
  slotIds: string[];
  /** A slot apart, for the sign-ups measured alone. */
  aloneSlotId: string;
}

/** An organizer, then through GraphQL a published event of one day: POSITIONS positions, SLOTS slots of PLACES places. */
async function seed(server: BenevoServer, round: number): Promise<Seeded> {
  const manager = server.database.dataSource.manager;
  const organization = await organizationService.create(manager, { name: `Bench Burst ${round}`, licenseType: 'club' });
  const email = `bench-burst-${round}@example.org`;
  const password = 'bench-correct-horse-battery';
  await createUser(manager, { email, password, firstName: 'Bench', lastName: 'Organizer', organizationIds: [organization.id] });
  const login = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($input: LoginInput!) { login(input: $input) { id } }', variables: { input: { email, password } } }),
  });
  const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]);
  const session = { cookie: cookies.join('; '), csrf: cookies.find((c) => c.startsWith('csrftoken='))!.slice('csrftoken='.length) };
  const { createEvent } = await organizerGql(server.url, session, `mutation($input: EventInput!) { createEvent(input: $input) { id uuid } }`, {
    input: {
      name: 'Burst (bench)',
      description: 'Bench event',
      responsable: 'Anne Martin',
      email: 'anne@example.org',
      days: [{ startsAt: '2030-07-01T06:00:00.000Z', endsAt: '2030-07-01T21:00:00.000Z' }],
      configuration: { enableGroupRegistrations: true, registrationEmailText: 'Bonjour {volunteerName},\n\n{registrationSummary}\n\n{portalLink}' },
    },
  });
  const slotIds: string[] = [];
  const createSlot = async (positionId: string, start: Date, required: number): Promise<string> =>
    (
      await organizerGql(server.url, session, `mutation($input: TimeSlotInput!) { createTimeSlot(input: $input) { id } }`, {
        input: { positionId, startTime: start.toISOString(), endTime: new Date(start.getTime() + 7_200_000).toISOString(), requiredVolunteerCount: required },
      })
    ).createTimeSlot.id;
  const positionIds: string[] = [];
  for (let p = 0; p < POSITIONS; p += 1) {
    const { createPosition } = await organizerGql(server.url, session, `mutation($input: PositionInput!) { createPosition(input: $input) { id } }`, {
      input: { eventId: createEvent.id, name: `Poste ${p + 1}` },
    });
    positionIds.push(createPosition.id);
  }
  // Two-hour slots from 08:00 local, position after position.
  for (let i = 0; i < SLOTS; i += 1) {
    slotIds.push(await createSlot(positionIds[i % POSITIONS], new Date(Date.UTC(2030, 6, 1, 6 + 2 * Math.floor(i / POSITIONS))), PLACES));
  }
  // One place apart, at the end of the day: the sign-ups measured alone (one accepted, then one refused).
  const aloneSlotId = await createSlot(positionIds[0], new Date(Date.UTC(2030, 6, 1, 19)), 1);
  await organizerGql(server.url, session, `mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: createEvent.id });
  return { uuid: createEvent.uuid, eventId: createEvent.id, slotIds, aloneSlotId };
}

/** Volunteer i: a new address, slot i modulo the slots, a group of 2 every GROUP_EVERY-th. */
function signUpInput(uuid: string, slotId: string, i: number, round: number) {
  const email = `burst-${round}-${i}@example.org`;
  return {
    eventUuid: uuid,
    slotIds: [slotId],
    firstName: 'Bénévole',
    lastName: `N°${i}`,
    email,
    emailConfirmation: email,
    phoneNumber: '+41 79 123 45 67',
    policyAccepted: true,
    language: 'fr',
    ...(GROUP_EVERY > 0 && i % GROUP_EVERY === GROUP_EVERY - 1 ? { groupSize: 2, groupName: `Groupe ${i}` } : {}),
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
  volunteers: number;
}

/** Slots holding more places than requiredVolunteerCount (active participations and offers), and the totals. */
async function overbooking(server: BenevoServer, eventId: string): Promise<Overbooking> {
  const [row] = await server.database.dataSource.query(
    `SELECT COUNT(*) FILTER (WHERE held > required)::int AS slots, COALESCE(SUM(GREATEST(held - required, 0)), 0)::int AS places,
            COALESCE(SUM(held), 0)::int AS held, COALESCE(SUM(required), 0)::int AS required
       FROM (SELECT s.id, s.required_volunteer_count AS required,
                    COALESCE((SELECT SUM(p.nb_participants) FROM participation p WHERE p.time_slot_id = s.id AND p.validation_status IN (0, 1, 6)), 0) AS held
               FROM time_slot s WHERE s.event_id = $1) AS slots`,
    [Number(eventId)],
  );
  const [counts] = await server.database.dataSource.query(
    `SELECT (SELECT COUNT(*) FROM participation WHERE event_id = $1)::int AS participations,
            (SELECT COUNT(DISTINCT volunteer_id) FROM participation WHERE event_id = $1)::int AS volunteers`,
    [Number(eventId)],
  );
  return { ...row, ...counts };
}

interface Row {
  round: number;
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
  overbooked: Overbooking;
}

async function round(server: BenevoServer, n: number): Promise<{ row: Row; alone: { accepted: number; refused: number; ms: number } }> {
  const seeded = await seed(server, n);
  // Mails are delivered after the burst: the job runner would otherwise add its statements to the count
  // and its CPU to the sign-ups' latency. Sign-ups write the mail and its outbox row; the runner is only
  // woken by these nudges (the sweep interval is 10 minutes here), so holding them holds the delivery.
  const nudge = server.services.nudgeJobs;
  server.services.nudgeJobs = () => undefined;
  // One sign-up alone (accepted), then one refused (its slot full), each with its exact statement count.
  const aloneStart = performance.now();
  const statements: string[] = [];
  const acceptedAlone = await countStatements(
    async () => {
      const { body } = await post(server.url, SIGN_UP, { input: signUpInput(seeded.uuid, seeded.aloneSlotId, -1, n) });
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    },
    (sql) => statements.push(sql.replace(/\s+/g, ' ').slice(0, 160)),
  );
  if (process.env.BENCH_LOG_SQL === '1') console.log(`SQL of one accepted sign-up:\n${statements.map((sql) => `  ${sql}`).join('\n')}`);
  const aloneMs = performance.now() - aloneStart;
  const refusedAlone = await countStatements(async () => {
    const { body } = await post(server.url, SIGN_UP, { input: signUpInput(seeded.uuid, seeded.aloneSlotId, -2, n) });
    if (body.errors?.[0]?.extensions?.code !== 'CONFLICT') throw new Error(`expected a refusal: ${JSON.stringify(body)}`);
  });

  const bodies = Array.from({ length: VOLUNTEERS }, (_, i) =>
    JSON.stringify({ query: SIGN_UP, variables: { input: signUpInput(seeded.uuid, seeded.slotIds[i % seeded.slotIds.length], i, n) } }),
  );
  const counter = startStatementCounter();
  let result: BurstResult;
  try {
    result = await burst(server.url, bodies);
  } finally {
    counter.stop();
  }
  server.services.nudgeJobs = nudge;
  const sorted = result.results.map((r) => r.ms).sort((a, b) => a - b);
  const accepted = result.results.filter((r) => r.status === 200 && r.code === null).length;
  const refusedFull = result.results.filter((r) => r.code === 'CONFLICT' && r.message === 'Cette tranche horaire est complète').length;
  const refusedGroup = result.results.filter((r) => r.code === 'CONFLICT' && r.message !== 'Cette tranche horaire est complète').length;
  const errors = result.results.length - accepted - refusedFull - refusedGroup;
  if (errors > 0) {
    const sample = result.results.find((r) => r.code !== null && r.code !== 'CONFLICT');
    console.log(`  ${errors} unexpected answers, e.g. ${JSON.stringify(sample)}`);
  }
  return {
    row: {
      round: n,
      requests: result.results.length,
      accepted,
      refusedFull,
      refusedGroup,
      errors,
      elapsedMs: result.elapsedMs,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1],
      sqlPerRequest: counter.count / result.results.length,
      overbooked: await overbooking(server, seeded.eventId),
    },
    alone: { accepted: acceptedAlone, refused: refusedAlone, ms: aloneMs },
  };
}

async function waitForMails(server: BenevoServer, timeoutMs = 120_000): Promise<{ sent: number; left: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await server.database.dataSource.query(
      `SELECT COUNT(*) FILTER (WHERE status IN ('pending', 'dispatched'))::int AS left, COUNT(*) FILTER (WHERE status = 'done')::int AS sent FROM outbox WHERE kind = 'mail.send'`,
    );
    if (row.left === 0 || Date.now() > deadline) return row;
    server.jobs.nudge();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function main(): Promise<void> {
  await runOnScratch(async (space, onStop) => {
    let server: BenevoServer | null = null;
    onStop(() => server?.close() ?? Promise.resolve());
    let t0 = Date.now();
    server = await startServer(loadConfig(space.env));
    console.log(`Server started and migrated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const capacity = SLOTS * PLACES;
    const demanded = VOLUNTEERS + (GROUP_EVERY > 0 ? Math.floor(VOLUNTEERS / GROUP_EVERY) : 0);
    console.log(
      `\nSign-up burst: ${VOLUNTEERS} volunteers at once (new addresses, one slot each, every ${GROUP_EVERY || '-'}th a group of 2) ` +
        `on one event of ${SLOTS} slots x ${PLACES} places = ${capacity} places for ${demanded} demanded, over HTTP (public GraphQL signUp):\n`,
    );
    const rows: Row[] = [];
    const alone: Array<{ accepted: number; refused: number; ms: number }> = [];
    for (let n = 1; n <= ROUNDS; n += 1) {
      const result = await round(server, n);
      rows.push(result.row);
      alone.push(result.alone);
    }
    console.log(
      table(
        ['round', 'requests', 'accepted', 'refused full', 'refused group', 'errors', 'burst s', 'sign-ups/s', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'SQL/sign-up', 'places held', 'overbooked slots', 'overbooked places'],
        rows.map((r) => [
          r.round,
          r.requests,
          r.accepted,
          r.refusedFull,
          r.refusedGroup,
          r.errors,
          (r.elapsedMs / 1000).toFixed(2),
          (r.accepted / (r.elapsedMs / 1000)).toFixed(1),
          (r.requests / (r.elapsedMs / 1000)).toFixed(1),
          r.p50.toFixed(1),
          r.p95.toFixed(1),
          r.p99.toFixed(1),
          r.max.toFixed(1),
          r.sqlPerRequest.toFixed(2),
          `${r.overbooked.held}/${r.overbooked.required}`,
          r.overbooked.slots,
          r.overbooked.places,
        ]),
      ),
    );
    console.log(
      `\nOne sign-up alone: ${alone[0].accepted} SQL statements accepted (${alone[0].ms.toFixed(1)} ms, first request), ${alone[0].refused} refused (slot full).`,
    );
    const overbooked = rows.reduce((sum, r) => sum + r.overbooked.places, 0);
    console.log(`Overbooking: ${overbooked} place(s) beyond requiredVolunteerCount${overbooked === 0 ? ' (none: as required)' : ' — CAPACITY BROKEN'}.`);
    t0 = Date.now();
    const mails = await waitForMails(server);
    console.log(`Confirmation mails delivered after the burst (outbox, in-process runner): ${mails.sent} done, ${mails.left} left, in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
    if (overbooked > 0) process.exitCode = 1;
  });
}
