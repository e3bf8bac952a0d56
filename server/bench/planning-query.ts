/**
 * Planning query bench (issue 3 "Done when"): a festival-size event (50 positions in 5 sectors, 2,000
 * slots over 3 days, 12,000 active participations) on the real server, the planning query read by 20
 * concurrent clients (whole event, one day), SQL statements per request, and the planning page's time
 * to interactive in chromium when the organizer client is built.
 *
 * Run: npm run bench -- planning-query   (PostgreSQL when DATABASE_URL is set, else embedded PGlite)
 * Tunables (environment): BENCH_SECONDS (10), BENCH_MAX_REQUESTS (5000), BENCH_CONCURRENCY (20),
 * BENCH_BROWSER_RUNS (3), BENCH_SKIP_BROWSER=1, BENCH_SCENARIOS (small,day,whole), BENCH_LOG_SQL=1 (print the
 * statements of one read).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { startServer, type BenevoServer } from '../src/app';
import { loadConfig } from '../src/config';
import { createUser } from '../src/db/seed-demo';
import { organizationService } from '../src/modules/organizations/organization.service';
import { countStatements, startStatementCounter } from '../test/sql-count';
import { percentile, runOnScratch, table } from './kit';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 3);
const SEQUENTIAL = 5;
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'small,day,whole').split(',');

export const FESTIVAL = { sectors: 5, positions: 50, slots: 2000, participations: 12000, days: 3 };

/** Zurich summer days 08:00-23:00 local (06:00-21:00 UTC). */
export const DAYS = Array.from({ length: FESTIVAL.days }, (_, i) => {
  const date = `2030-07-0${i + 1}`;
  return { startsAt: `${date}T06:00:00.000Z`, endsAt: `${date}T21:00:00.000Z` };
});

/** The organizer's whole planning (the same document as compare's "whole" read and growth's). */
export const PLANNING = `query Planning($id: ID!) {
  event(id: $id) {
    days { startsAt endsAt }
    positions { id name timeSlots { id startTime endTime requiredVolunteerCount nbParticipants
      participants { id firstName lastName nbParticipants validationStatus } } }
  }
}`;

const PLANNING_DAY = `query PlanningDay($id: ID!, $from: DateTime!, $to: DateTime!) {
  event(id: $id) {
    days { startsAt endsAt }
    positions(from: $from, to: $to) { id name timeSlots { id startTime endTime requiredVolunteerCount nbParticipants
      participants { id firstName lastName nbParticipants validationStatus } } }
  }
}`;

export interface Session {
  cookie: string;
  csrf: string;
}

// ---------------------------------------------------------------------------------------------------
// Database and server



// ---------------------------------------------------------------------------------------------------
// HTTP helpers (the seeding runs through the real GraphQL door)

export async function login(url: string, email: string, password: string): Promise<Session> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation Login($input: LoginInput!) { login(input: $input) { id } }',
      variables: { input: { email, password } },
    }),
  });
  const body = (await res.json()) as { errors?: unknown };
  if (body.errors) throw new Error(`login failed: ${JSON.stringify(body.errors)}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = cookies.find((c) => c.startsWith('csrftoken='))?.slice('csrftoken='.length);
  if (!csrf) throw new Error('login answered no csrftoken cookie');
  return { cookie: cookies.join('; '), csrf };
}

function headersOf(session: Session): Record<string, string> {
  return { 'content-type': 'application/json', cookie: session.cookie, 'x-csrftoken': session.csrf };
}

export async function gql<T = any>(url: string, session: Session, query: string, variables: Record<string, unknown> = {}): Promise<{ data: T; bytes: number }> {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: headersOf(session), body: JSON.stringify({ query, variables }) });
  const text = await res.text();
  const body = JSON.parse(text) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors).slice(0, 500)}`);
  return { data: body.data, bytes: Buffer.byteLength(text) };
}

// ---------------------------------------------------------------------------------------------------
// Seeding

export interface Seeded {
  eventId: string;
  smallEventId: string;
  email: string;
  password: string;
  slots: number;
  participations: number;
}

/**
 * The organizer, the event and its sectors through the services and GraphQL; positions, slots and
 * participations with set-based SQL (the participation table has no volunteers yet: it carries its
 * own names). Active statuses only (0, 1, 6), group sizes 1-2, never beyond a slot's capacity.
 * `scale` (1 by default: FESTIVAL as is) multiplies sectors, positions, and so slots and
 * participations, as a bigger festival over the same 3 days: 40 slots per position, 6 people per slot.
 */
export async function seedFestival(server: BenevoServer, scale = 1): Promise<Seeded> {
  const manager = server.database.dataSource.manager;
  const organization = await organizationService.create(manager, { name: 'Bench Festival Association', licenseType: 'club' });
  const email = 'bench-organizer@example.org';
  const password = 'bench-correct-horse-battery';
  await createUser(manager, { email, password, firstName: 'Bench', lastName: 'Organizer', organizationIds: [organization.id] });
  const session = await login(server.url, email, password);

  const createEvent = async (name: string, days: typeof DAYS) =>
    (
      await gql(server.url, session, `mutation($input: EventInput!) { createEvent(input: $input) { id } }`, {
        input: { name, description: 'Bench event', responsable: 'Anne Martin', email: 'anne@example.org', days },
      })
    ).data.createEvent.id as string;

  const eventId = await createEvent('Festival (bench)', DAYS);
  const sectors = FESTIVAL.sectors * scale;
  for (let s = 1; s <= sectors; s += 1) {
    await gql(server.url, session, `mutation($input: SectorInput!) { createSector(input: $input) { id } }`, {
      input: { eventId, name: `Secteur ${s}`, order: s },
    });
  }
  await seedPlanning(
    manager,
    organization.id,
    eventId,
    FESTIVAL.positions * scale,
    FESTIVAL.slots / FESTIVAL.positions,
    FESTIVAL.participations / FESTIVAL.slots,
    sectors,
  );
  // A small event (1 day, 2 positions x 3 slots) to compare the statement count against.
  const smallEventId = await createEvent('Small (bench)', DAYS.slice(0, 1));
  await seedPlanning(manager, organization.id, smallEventId, 2, 3, 2);

  const [{ slots, participations }] = await manager.query(
    `SELECT (SELECT count(*) FROM time_slot WHERE event_id = $1)::int AS slots,
            (SELECT count(*) FROM participation WHERE event_id = $1 AND validation_status IN (0, 1, 6))::int AS participations`,
    [eventId],
  );
  return { eventId, smallEventId, email, password, slots, participations };
}

export async function seedPlanning(
  manager: BenevoServer['database']['dataSource']['manager'],
  organizationId: number,
  eventId: string,
  positions: number,
  slotsPerPosition: number,
  participationsPerSlot: number,
  sectors = FESTIVAL.sectors,
): Promise<void> {
  const slotsPerDay = Math.ceil(slotsPerPosition / FESTIVAL.days);
  // Positions spread over the event's sectors (if any; `sectors` of them), in order.
  await manager.query(
    `INSERT INTO position (organization_id, event_id, sector_id, name, "order", description)
     SELECT $1, $2, (SELECT s.id FROM sector s WHERE s.event_id = $2 ORDER BY s."order" OFFSET (n % $4) LIMIT 1),
            'Poste ' || n, n, 'Description du poste ' || n
     FROM generate_series(1, $3) n`,
    [organizationId, eventId, positions, sectors],
  );
  // Slot n of a position: day n / slotsPerDay, hour n % slotsPerDay from 08:00 local, 1 h (staggered
  // by position so columns differ), capacity participationsPerSlot + 0..3 (a quarter of them full).
  await manager.query(
    `INSERT INTO time_slot (organization_id, event_id, position_id, start_time, end_time, required_volunteer_count)
     SELECT $1, $2, p.id, t.start, t.start + interval '1 hour', $5 + (n % 4)
     FROM position p CROSS JOIN generate_series(0, $3 - 1) n
     CROSS JOIN LATERAL (SELECT '2030-07-01T06:00:00Z'::timestamptz + (n / $4) * interval '1 day'
                                + (n % $4) * interval '1 hour' + (p."order" % 4) * interval '15 minutes' AS start) t
     WHERE p.event_id = $2`,
    [organizationId, eventId, slotsPerPosition, slotsPerDay, participationsPerSlot],
  );
  // participationsPerSlot people per slot; every fifth is a group of 2 only where capacity allows it.
  await manager.query(
    `INSERT INTO participation (organization_id, event_id, time_slot_id, first_name, last_name, email, nb_participants, validation_status)
     SELECT $1, $2, s.id, 'Prénom' || s.id || '-' || k, 'Nom' || k, 'v' || s.id || '-' || k || '@example.org',
            CASE WHEN k = 1 AND s.required_volunteer_count >= $3 + 1 THEN 2 ELSE 1 END,
            (ARRAY[6, 6, 6, 0, 1])[1 + (s.id + k) % 5]
     FROM time_slot s CROSS JOIN generate_series(1, $3) k
     WHERE s.event_id = $2`,
    [organizationId, eventId, participationsPerSlot],
  );
}

// ---------------------------------------------------------------------------------------------------
// Load loop: in a worker thread, so the client's own work (JSON bodies of megabytes) does not run on
// the server's event loop. Plain fetch with keep-alive (Node's built-in undici).

const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, body, headers, concurrency, seconds, maxRequests } = workerData;
(async () => {
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  async function client() {
    while (issued < maxRequests && performance.now() < deadline) {
      issued += 1;
      const t0 = performance.now();
      try {
        const res = await fetch(url, { method: 'POST', headers, body });
        const text = await res.text();
        if (res.status !== 200 || text.includes('"errors"')) errors += 1;
        bytes = text.length;
        latencies.push(performance.now() - t0);
      } catch (e) {
        errors += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  parentPort.postMessage({ latencies, errors, bytes, elapsedMs: performance.now() - started });
})();
`;

interface LoadResult {
  latencies: number[];
  errors: number;
  bytes: number;
  elapsedMs: number;
}

function runLoad(url: string, session: Session, query: string, variables: Record<string, unknown>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, {
      eval: true,
      workerData: {
        url: `${url}/graphql`,
        body: JSON.stringify({ query, variables }),
        headers: headersOf(session),
        concurrency: CONCURRENCY,
        seconds: SECONDS,
        maxRequests: MAX_REQUESTS,
      },
    });
    worker.once('message', (result: LoadResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}


interface Row {
  scenario: string;
  /** Median latency of one client alone (ms). */
  alone: number;
  slots: number;
  participants: number;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  sqlSingle: number;
  sqlUnderLoad: number;
  bytes: number;
}

async function scenario(
  server: BenevoServer,
  session: Session,
  name: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Row> {
  // One request alone: its exact statement count, and its size; two more warm the caches.
  let answer: { data: any; bytes: number } | undefined;
  const statements: string[] = [];
  const sqlSingle = await countStatements(
    async () => {
      answer = await gql(server.url, session, query, variables);
    },
    (sql) => statements.push(sql.replace(/\s+/g, ' ').slice(0, 160)),
  );
  if (process.env.BENCH_LOG_SQL === '1') console.log(`SQL of one "${name}" read:\n${statements.map((sql) => `  ${sql}`).join('\n')}`);
  // Then one client alone, a few requests in a row (after two to warm up): the latency without queueing.
  const alone: number[] = [];
  for (let i = 0; i < 2 + SEQUENTIAL; i += 1) {
    const t0 = performance.now();
    await gql(server.url, session, query, variables);
    if (i >= 2) alone.push(performance.now() - t0);
  }
  const positions = answer!.data.event.positions as Array<{ timeSlots: Array<{ participants: unknown[] }> }>;
  const slots = positions.flatMap((p) => p.timeSlots);

  const counter = startStatementCounter();
  let result: LoadResult;
  try {
    result = await runLoad(server.url, session, query, variables);
  } finally {
    counter.stop();
  }
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const requests = result.latencies.length;
  return {
    scenario: name,
    alone: median(alone),
    slots: slots.length,
    participants: slots.reduce((sum, s) => sum + s.participants.length, 0),
    requests,
    errors: result.errors,
    rps: requests / (result.elapsedMs / 1000),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    sqlSingle,
    sqlUnderLoad: requests > 0 ? counter.count / requests : NaN,
    bytes: answer!.bytes,
  };
}

// ---------------------------------------------------------------------------------------------------
// Browser: the planning page's time to interactive

interface BrowserResult {
  runs: Array<{ visible: number; interactive: number }>;
  skipped?: string;
}

// Page-side code, run by playwright in the page (DOM globals through globalThis: the server's tsconfig has
// no DOM types). Functions, not strings: a string predicate is eval'd, which the server's CSP refuses.
/** The first slot button of the grid, laid out and visible: performance.now() then, else false. */
function firstSlotVisible(): number | false {
  const page = globalThis as any;
  const slot = page.document.querySelector('[data-testid="planning-grid"] [data-slot-id]');
  if (!slot) return false;
  const box = slot.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || page.getComputedStyle(slot).visibility === 'hidden') return false;
  return performance.now();
}

/** The main thread runs a task after the next frame: the page responds to input. */
function nextTaskAfterFrame(): Promise<number> {
  const page = globalThis as any;
  return new Promise((resolve) => page.requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
}

async function browserBench(server: BenevoServer, seeded: Seeded): Promise<BrowserResult> {
  if (process.env.BENCH_SKIP_BROWSER === '1') return { runs: [], skipped: 'BENCH_SKIP_BROWSER=1' };
  const index = path.join(server.services.config.clientsDir, 'organizer', 'dist', 'index.html');
  if (!fs.existsSync(index)) return { runs: [], skipped: `organizer client not built (${index} missing: npm run build)` };
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromiumPath)) return { runs: [], skipped: `no chromium at ${chromiumPath}` };
  let playwright: typeof import('playwright-core');
  try {
    playwright = await import('playwright-core');
  } catch {
    return { runs: [], skipped: 'playwright-core is not installed' };
  }
  const browser = await playwright.chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const runs: BrowserResult['runs'] = [];
  try {
    for (let run = 0; run < BROWSER_RUNS; run += 1) {
      // A fresh context per run: empty HTTP cache and storage, as a first visit after login.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-CH' });
      try {
        const res = await context.request.post(`${server.url}/apis/authentication/v1/login/`, {
          data: { email: seeded.email, password: seeded.password },
        });
        if (!res.ok()) throw new Error(`REST login answered ${res.status()}: ${await res.text()}`);
        const page = await context.newPage();
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        await page.goto(`${server.url}/events/${seeded.eventId}/plannig`, { waitUntil: 'commit' });
        // In the page: the first slot button of the grid visible (polled every frame), then the time the
        // main thread next runs a task after a frame = the page responds to input.
        const handle = await page
          .waitForFunction(firstSlotVisible, undefined, { polling: 'raf', timeout: 60_000 })
          .catch(async (error: Error) => {
            throw new Error(`no visible slot in the planning grid (${error.message}); page errors: ${pageErrors.join(' | ') || 'none'}; url ${page.url()}`);
          });
        const visible = (await handle.jsonValue()) as number;
        const interactive = (await page.evaluate(nextTaskAfterFrame)) as number;
        runs.push({ visible, interactive });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { runs };
}

// ---------------------------------------------------------------------------------------------------
// Output


const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');
const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} kB`);
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// ---------------------------------------------------------------------------------------------------

export async function main(): Promise<void> {
  const started = Date.now();
  await runOnScratch(async (space, onStop) => {
    let server: BenevoServer | null = null;
    onStop(() => server?.close() ?? Promise.resolve());
    const config = loadConfig(space.env);
    let t0 = Date.now();
    server = await startServer(config);
    console.log(`Server started and migrated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    t0 = Date.now();
    const seeded = await seedFestival(server);
    console.log(
      `Seeded ${FESTIVAL.positions} positions in ${FESTIVAL.sectors} sectors, ${seeded.slots} slots over ${FESTIVAL.days} days, ` +
        `${seeded.participations} active participations in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const session = await login(server.url, seeded.email, seeded.password);

    console.log(`\nPlanning query, ${CONCURRENCY} concurrent clients, ${SECONDS} s or ${MAX_REQUESTS} requests per scenario:\n`);
    const rows: Row[] = [];
    if (SCENARIOS.includes('small')) rows.push(await scenario(server, session, 'small event (6 slots)', PLANNING, { id: seeded.smallEventId }));
    if (SCENARIOS.includes('day')) {
      rows.push(await scenario(server, session, 'one day (festival)', PLANNING_DAY, { id: seeded.eventId, from: DAYS[0].startsAt, to: DAYS[0].endsAt }));
    }
    if (SCENARIOS.includes('whole')) rows.push(await scenario(server, session, 'whole event (festival)', PLANNING, { id: seeded.eventId }));
    console.log(
      table(
        ['scenario', 'slots', 'participants', 'requests', 'errors', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', '1 client ms', 'SQL/req alone', 'SQL/req load', 'response'],
        rows.map((r) => [r.scenario, r.slots, r.participants, r.requests, r.errors, r.rps.toFixed(1), ms(r.p50), ms(r.p95), ms(r.p99), ms(r.alone), r.sqlSingle, r.sqlUnderLoad.toFixed(2), kb(r.bytes)]),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
    const counts = new Set(rows.map((r) => r.sqlSingle));
    console.log(
      counts.size === 1
        ? `\nSQL statements per planning read: ${rows[0].sqlSingle} at every size (constant: no N+1).`
        : `\nWARNING: SQL statements per planning read vary with size (${rows.map((r) => `${r.scenario}: ${r.sqlSingle}`).join(', ')}): an N+1?`,
    );

    console.log('\nPlanning page in chromium (/events/<id>/plannig, first day of the festival):\n');
    const browser = await browserBench(server, seeded).catch((error: Error): BrowserResult => {
      process.exitCode = 1;
      return { runs: [], skipped: `FAILED: ${error.message}` };
    });
    if (browser.skipped) {
      console.log(`skipped: ${browser.skipped}`);
    } else {
      const visible = browser.runs.map((r) => r.visible);
      const interactive = browser.runs.map((r) => r.interactive);
      console.log(
        table(
          ['figure (ms from navigation start)', 'runs', 'min', 'median', 'all runs'],
          [
            ['first slot visible', browser.runs.length, ms(Math.min(...visible)), ms(median(visible)), visible.map(ms).join(', ')],
            ['time to interactive', browser.runs.length, ms(Math.min(...interactive)), ms(median(interactive)), interactive.map(ms).join(', ')],
          ],
          ['l', 'r', 'r', 'r', 'l'],
        ),
      );
    }
  });
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s; temp data removed.`);
}
