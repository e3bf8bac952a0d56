/**
 * Soak bench (issue 20): the deployed layout on loopback — two API processes (RUN_WORKERS=false) and one
 * job worker on one fresh PostgreSQL database and one Redis, a round-robin in front, an SMTP sink as
 * SMTP_URL — under a mixed, open-loop load at a fixed rate for a bounded time: public event page views,
 * public sign-ups, organizer planning reads (one day), portal reads, scan-stand check-ins, and one
 * mailing to the festival's volunteers sent mid-run. Each request is a document the clients send
 * (read from their sources). Reported: per operation count, errors by status and code (target 0),
 * p50/p95/p99 and achieved rate; per process RSS after warm-up and at the end (target: flat); the
 * mailing's and the sign-up confirmations' deliveries (each recipient exactly once); the final bookings
 * check (0 overbooked slots, 0 doubled participations). Exits 1 on any error, lost or duplicated mail,
 * overbooking or doubled booking, so it can serve as a check.
 *
 * Run: DATABASE_URL=postgres://... [REDIS_URL=redis://...] npm run bench -- soak
 * Tunables (environment): SOAK_SECONDS (120), SOAK_RATE (40 requests/s), SOAK_WARMUP (0.25 of the run),
 * SOAK_SAMPLE_SECONDS (5), SOAK_SLOTS (2000), SOAK_POSITIONS (50), SOAK_PLACES (3), SOAK_VOLUNTEERS (300),
 * SOAK_MIX (public:8,signup:15,planning:2,portal:40,scan:10: weights of the arrivals), SOAK_OPERATORS (4),
 * SOAK_TIMEOUT_MS (30000), SOAK_DRAIN_SECONDS (180), SOAK_REDIS_DB (9: the logical database used on
 * REDIS_URL when it names none).
 */
import 'reflect-metadata';
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { clientDocument } from '../compare';
import { ask, percentile, runOnScratch, table } from '../kit';
import { deploymentEnv, startApiProcess, startRoundRobin, startWorkerProcess, type Processes } from '../../test/cluster/cluster';
import { bookings, openDeploymentDatabase, seedFestival, seedOrganizer, seedStand, seedVolunteers, signUpInput } from '../../test/cluster/festival';
import { startRedisServer } from '../../test/jobs/redis-server';
import { startSmtpSink } from '../../test/jobs/smtp-sink';
import { sleep } from '../../test/jobs/wait';
import { OPERATIONS, type ArrivalKind, type LoadPlan, type LoadResult } from './load';

const num = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got ${process.env[name]})`);
  return value;
};

const SECONDS = num('SOAK_SECONDS', 120);
const RATE = num('SOAK_RATE', 40);
const WARMUP = num('SOAK_WARMUP', 0.25);
const SAMPLE_SECONDS = num('SOAK_SAMPLE_SECONDS', 5);
const SLOTS = num('SOAK_SLOTS', 2000);
const POSITIONS = num('SOAK_POSITIONS', 50);
const PLACES = num('SOAK_PLACES', 3);
const VOLUNTEERS = num('SOAK_VOLUNTEERS', 300);
const OPERATORS = num('SOAK_OPERATORS', 4);
const TIMEOUT_MS = num('SOAK_TIMEOUT_MS', 30_000);
const DRAIN_SECONDS = num('SOAK_DRAIN_SECONDS', 180);
const REDIS_DB = Number(process.env.SOAK_REDIS_DB ?? 9);
const KINDS: ArrivalKind[] = ['public', 'signup', 'planning', 'portal', 'scan'];
/** Requests one arrival of each kind makes. */
const REQUESTS_PER_ARRIVAL: Record<ArrivalKind, number> = { public: 1, signup: 1, planning: 1, portal: 1, scan: 2 };

function mix(): Record<ArrivalKind, number> {
  const weights: Record<ArrivalKind, number> = { public: 8, signup: 15, planning: 2, portal: 40, scan: 10 };
  for (const part of (process.env.SOAK_MIX ?? '').split(',').filter(Boolean)) {
    const [kind, weight] = part.split(':');
    if (!KINDS.includes(kind as ArrivalKind) || !(Number(weight) >= 0)) throw new Error(`SOAK_MIX: unknown part "${part}" (kinds ${KINDS.join(', ')})`);
    weights[kind as ArrivalKind] = Number(weight);
  }
  return weights;
}

/** One cycle of arrival kinds, each as often as its weight, evenly interleaved (smooth weighted round-robin). */
function sequence(weights: Record<ArrivalKind, number>): ArrivalKind[] {
  const total = KINDS.reduce((n, k) => n + weights[k], 0);
  const current: Record<string, number> = Object.fromEntries(KINDS.map((k) => [k, 0]));
  const out: ArrivalKind[] = [];
  for (let i = 0; i < total; i += 1) {
    let best: ArrivalKind = KINDS[0];
    for (const k of KINDS) {
      current[k] += weights[k];
      if (current[k] > current[best]) best = k;
    }
    current[best] -= total;
    out.push(best);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Processes: RSS (VmRSS) and CPU time from /proc

interface Sample {
  atS: number;
  rssMb: number[];
  cpuS: number[];
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

const CLOCK_TICKS = 100;
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime, stime
}

/** Least-squares slope of y over x (MB per second here). */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((a, [x]) => a + x, 0) / n;
  const my = points.reduce((a, [, y]) => a + y, 0) / n;
  const sxy = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0);
  const sxx = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  return sxx === 0 ? NaN : sxy / sxx;
}

/** Warning and error lines (pino level >= 40, or plain lines naming an error) a process printed, counted by message. */
function loggedProblems(output: string): Map<string, number> {
  const found = new Map<string, number>();
  const add = (key: string) => found.set(key.slice(0, 200), (found.get(key.slice(0, 200)) ?? 0) + 1);
  for (const line of output.split('\n')) {
    let entry: { level?: number; msg?: string; err?: { message?: string } } | null = null;
    try {
      entry = line.startsWith('{') ? JSON.parse(line) : null;
    } catch {
      entry = null;
    }
    if (!entry) {
      if (/error|warn/i.test(line)) add(line);
    } else if ((entry.level ?? 0) >= 40) {
      add(`${(entry.level ?? 0) >= 50 ? 'error' : 'warn'}: ${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`);
    }
  }
  return found;
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

// ---------------------------------------------------------------------------------------------------

export async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.error('The soak bench needs PostgreSQL shared by several processes: set DATABASE_URL (a fresh database is created beside it).');
    process.exitCode = 1;
    return;
  }
  const weights = mix();
  const cycle = sequence(weights);
  const requestsPerArrival = cycle.reduce((n, k) => n + REQUESTS_PER_ARRIVAL[k], 0) / cycle.length;
  const arrivalRate = RATE / requestsPerArrival;
  const expected = (kind: ArrivalKind) => Math.ceil((SECONDS * arrivalRate * cycle.filter((k) => k === kind).length) / cycle.length);

  await runOnScratch(async (space, onStop) => {
    // Redis: REDIS_URL (on a logical database of the bench's own unless it names one: the deployment's
    // bull queue and attempt counters use fixed key prefixes another deployment on it would share), else
    // a redis-server of its own.
    let redisUrl: string;
    let redisNote: string;
    if (process.env.REDIS_URL) {
      const url = new URL(process.env.REDIS_URL);
      const ownDb = url.pathname.length <= 1;
      if (ownDb) url.pathname = `/${REDIS_DB}`;
      redisUrl = url.toString();
      // The bench's own logical database: what a previous run left there goes, and this run's keys at the end.
      const clear = async () => {
        const client = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
        for (const pattern of ['benevo:*', 'benevo-*']) {
          const keys = await client.keys(pattern);
          if (keys.length) await client.del(...keys);
        }
        client.disconnect();
      };
      if (ownDb) {
        await clear();
        onStop(clear);
      }
      redisNote = `Redis ${url.host} db ${url.pathname.slice(1)}`;
    } else {
      const redis = await startRedisServer();
      onStop(() => redis.stop());
      redisUrl = redis.url;
      redisNote = `redis-server started by the bench (${redis.url})`;
    }
    const sink = await startSmtpSink();
    onStop(() => sink.close());
    const env = deploymentEnv(space.env.DATABASE_URL!, redisUrl, {
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      LOG_LEVEL: 'warn',
      SMTP_URL: sink.url,
    });
    onStop(async () => fs.rmSync(env.DATA_DIR, { recursive: true, force: true }));
    let t0 = Date.now();
    // The first process migrates the database; the other and the worker start on it.
    const apis: Processes[] = [await startApiProcess(env)];
    onStop(() => Promise.all(apis.map((p) => p.stop())));
    const [second, worker] = await Promise.all([startApiProcess(env), startWorkerProcess(env)]);
    apis.push(second);
    onStop(() => worker.stop());
    const balancer = await startRoundRobin(apis.map((api) => api.url!));
    onStop(() => balancer.close());
    const processes = [
      { name: 'api 1', process: apis[0] },
      { name: 'api 2', process: apis[1] },
      { name: 'worker', process: worker },
    ];
    console.log(
      `Layout: 2 API processes (RUN_WORKERS=false, NODE_ENV=${env.NODE_ENV}) + 1 worker (pids ${processes.map((p) => p.process.child.pid).join(', ')}), ` +
        `loopback round-robin, ${redisNote}, SMTP sink (in the bench process); started in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );

    // ---- Seed
    t0 = Date.now();
    const database = await openDeploymentDatabase(space.env.DATABASE_URL!);
    onStop(() => database.close());
    const organizer = await seedOrganizer(database, balancer.url, 'Soak');
    const festival = await seedFestival(database, balancer.url, organizer, { positions: POSITIONS, slots: SLOTS, places: PLACES });
    const portalVolunteers = await seedVolunteers(database, organizer, VOLUNTEERS, { festival, key: 'portal' });
    const scans = expected('scan');
    const standVolunteers = await seedVolunteers(database, organizer, Math.ceil(scans * 1.1) + 20, { key: 'stand' });
    const stand = await seedStand(database, balancer.url, organizer, standVolunteers, OPERATORS);
    const signUpCount = Math.ceil(expected('signup') * 1.1) + 20;
    // Sign-up j on slot j x 7919 mod slots (a prime step: spread, each slot at most ceil(count / slots) times).
    const held = new Map<number, number>();
    for (const [i] of portalVolunteers.entries()) {
      const slot = festival.slotIds[Math.floor((i * festival.slotIds.length) / portalVolunteers.length)];
      held.set(slot, (held.get(slot) ?? 0) + 1);
    }
    const runKey = crypto.randomBytes(3).toString('hex');
    const signUps = Array.from({ length: signUpCount }, (_, j) => {
      const slot = festival.slotIds[(j * 7919) % festival.slotIds.length];
      held.set(slot, (held.get(slot) ?? 0) + 1);
      return signUpInput(festival.uuid, slot, `soak-${runKey}-${j}`);
    });
    const fullest = Math.max(...held.values());
    if (fullest > PLACES) throw new Error(`the plan would fill a slot beyond its ${PLACES} places (${fullest}): raise SOAK_SLOTS or SOAK_PLACES`);
    const [day] = await database.dataSource.query(`SELECT starts_at AS "from", ends_at AS "to" FROM event_day WHERE event_id = $1`, [festival.eventId]);
    console.log(
      `Seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s: a published festival of ${festival.slotIds.length} slots (${POSITIONS} positions, ${PLACES} places, one day), ` +
        `${portalVolunteers.length} volunteers with a portal token and an accepted participation each, ` +
        `a scan stand today (${OPERATORS} operators signed in, ${standVolunteers.length} volunteers with a shift running now and a scan code)`,
    );

    const subject = `Infos pratiques ${runKey}`;
    const plan: LoadPlan = {
      url: balancer.url,
      seconds: SECONDS,
      arrivalRate,
      timeoutMs: TIMEOUT_MS,
      sequence: cycle,
      documents: {
        publicEvent: clientDocument(['public/src/event/event.graphql', 'public/src/form.graphql'], 'PublicEvent'),
        signUp: clientDocument(['public/src/event/event.graphql'], 'SignUp'),
        planningDay: clientDocument(['organizer/src/planning/planning.graphql'], 'PlanningDay'),
        portal: clientDocument(['portal/src/space/space.graphql'], 'VolunteerSpace'),
        standVolunteer: clientDocument(['manager/src/stand/stand.graphql'], 'StandVolunteer'),
        standAction: clientDocument(['manager/src/stand/stand.graphql'], 'StandAction'),
        sendEventMail: clientDocument(['organizer/src/communications/communications.graphql'], 'SendEventMail'),
      },
      festival: { uuid: festival.uuid, eventId: festival.eventId, from: new Date(day.from).toISOString(), to: new Date(day.to).toISOString() },
      organizer: organizer.session,
      portalTokens: portalVolunteers.map((v) => v.token),
      signUps,
      scan: { operatorTokens: stand.operatorTokens, codes: stand.codes },
      mailing: {
        atSeconds: SECONDS / 2,
        subject,
        body: '<p>Bonjour {volunteerName},</p><p>Voici vos tranches pour <strong>{eventName}</strong> :</p><p>{registrationSummary}</p><p>Votre espace : {portalLink}</p>',
      },
    };

    // ---- Load, RSS and CPU sampled meanwhile
    const mixText = KINDS.map((k) => `${k} ${weights[k]}`).join(', ');
    console.log(
      `Load: ${RATE} requests/s (${arrivalRate.toFixed(1)} arrivals/s; mix of arrivals ${mixText}; a scan is a look-up then a check-in) ` +
        `for ${SECONDS} s, open loop, through the round-robin; the mailing at ${SECONDS / 2} s; RSS sampled every ${SAMPLE_SECONDS} s\n`,
    );
    const load = fork(path.join(__dirname, 'load.ts'), [], { execArgv: ['-r', '@swc-node/register'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    onStop(async () => {
      if (load.exitCode === null) load.kill();
    });
    await ask<boolean>(load, null, 'ready');
    load.on('message', (message: { progress?: { seconds: number; arrivals: number; requests: number; errors: number; inFlight: number } }) => {
      const p = message.progress;
      if (p) console.log(`  ${String(p.seconds).padStart(4)} s: ${p.arrivals} arrivals, ${p.requests} answered, ${p.errors} errors, ${p.inFlight} in flight`);
    });
    // The deployment's processes, then the bench's own two for comparison (their CPU shares the machine).
    const pids = [...processes.map((p) => p.process.child.pid!), process.pid, load.pid!];
    const names = [...processes.map((p) => p.name), 'bench: round-robin, SMTP sink', 'bench: load generator'];
    const samples: Sample[] = [];
    // PostgreSQL's CPU: the backends connected to the scratch database (pools open more as load comes).
    const backendCpu = new Map<number, { first: number; last: number }>();
    const sampleBackends = async (initial: boolean) => {
      const rows: Array<{ pid: number }> = await database.dataSource.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`);
      for (const { pid } of rows) {
        let cpu: number;
        try {
          cpu = cpuSeconds(pid);
        } catch {
          continue; // gone, or not readable
        }
        const seen = backendCpu.get(pid);
        if (seen) seen.last = cpu;
        else backendCpu.set(pid, { first: initial ? cpu : 0, last: cpu });
      }
    };
    const sample = (atS: number) => {
      samples.push({ atS, rssMb: pids.map(rssMb), cpuS: pids.map(cpuSeconds) });
      void sampleBackends(atS === 0).catch(() => undefined);
    };
    const hitsBefore = [...balancer.hits];
    const loadStart = Date.now();
    sample(0);
    const sampler = setInterval(() => sample((Date.now() - loadStart) / 1000), SAMPLE_SECONDS * 1000);
    const result = await ask<LoadResult>(load, { run: plan }, 'result');
    clearInterval(sampler);
    sample((Date.now() - loadStart) / 1000);
    await sampleBackends(false);
    load.kill();

    // ---- Mail drain: every queued mail sent (or failed), then a moment for late duplicates
    t0 = Date.now();
    let queued = -1;
    while (Date.now() - t0 < DRAIN_SECONDS * 1000) {
      [{ queued }] = await database.dataSource.query(`SELECT count(*)::int AS queued FROM mail WHERE status = 'queued'`);
      if (queued === 0) break;
      await sleep(500);
    }
    await sleep(2000);
    const drainSeconds = (Date.now() - t0) / 1000;
    const memoryAfterDrain = pids.map((pid) => (pid === load.pid ? NaN : rssMb(pid)));

    // ---- Operations
    const elapsedS = result.elapsedMs / 1000;
    let totalRequests = 0;
    let totalErrors = 0;
    const operationRows = OPERATIONS.map((name) => {
      const op = result.operations.find((o) => o.name === name)!;
      const sorted = [...op.latencies].sort((a, b) => a - b);
      const errors = Object.values(op.errors).reduce((a, b) => a + b, 0);
      totalRequests += op.count;
      totalErrors += errors;
      return [
        name,
        op.count,
        errors,
        Object.entries(op.errors).map(([k, v]) => `${k} ×${v}`).join(', ') || '-',
        f1(percentile(sorted, 50)),
        f1(percentile(sorted, 95)),
        f1(percentile(sorted, 99)),
        f1(sorted[sorted.length - 1] ?? NaN),
        name === 'mailing' ? '-' : (op.count / elapsedS).toFixed(2),
      ];
    });
    operationRows.push(['all', totalRequests, totalErrors, '', '', '', '', '', (totalRequests / elapsedS).toFixed(2)]);
    console.log(
      `\nOperations (${elapsedS.toFixed(1)} s from the first arrival to the last answer; latency from each arrival's due time; ` +
        `generator delay p99 ${f1(result.lagP99)} ms, max ${f1(result.lagMax)} ms):\n`,
    );
    console.log(
      table(['operation', 'requests', 'errors', 'errors by status and code', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'req/s'], operationRows, [
        'l', 'r', 'r', 'l', 'r', 'r', 'r', 'r', 'r',
      ]),
    );
    for (const op of result.operations) for (const s of op.samples) console.log(`  ${op.name}: ${s}`);
    // Over time: a soak holds its latencies; a backlog shows as percentiles climbing window after window.
    const windows = 4;
    const windowRows = Array.from({ length: windows }, (_, w) => {
      const from = (SECONDS * w) / windows;
      const to = (SECONDS * (w + 1)) / windows;
      const inWindow = result.operations.flatMap((op) =>
        op.latencies.map((ms, i) => ({ ms, at: op.dueAt[i], op: op.name })).filter((r) => r.at >= from && (r.at < to || w === windows - 1)),
      );
      const all = inWindow.map((r) => r.ms).sort((a, b) => a - b);
      const p95Of = (name: string) => f1(percentile(inWindow.filter((r) => r.op === name).map((r) => r.ms).sort((a, b) => a - b), 95));
      return [
        `${from.toFixed(0)}-${to.toFixed(0)} s${w === 0 ? ' (warm-up)' : ''}`,
        all.length,
        f1(percentile(all, 50)),
        f1(percentile(all, 95)),
        f1(percentile(all, 99)),
        ...['public page', 'sign-up', 'planning day', 'portal', 'scan: look-up', 'scan: check-in'].map(p95Of),
      ];
    });
    console.log(`\nOver time (requests by due time; all operations, then p95 per operation):\n`);
    console.log(
      table(['window', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'public p95', 'sign-up p95', 'planning p95', 'portal p95', 'look-up p95', 'check-in p95'], windowRows),
    );
    const hits = balancer.hits.map((n, i) => n - hitsBefore[i]);
    console.log(`Round-robin: ${hits.join(' / ')} requests to api 1 / api 2 during the load`);

    // ---- Memory
    const warmAt = SECONDS * WARMUP;
    const warmIndex = samples.findIndex((s) => s.atS >= warmAt - 0.5);
    const warm = samples[warmIndex >= 0 ? warmIndex : 0];
    const last = samples[samples.length - 1];
    const first = samples[0];
    const minutes = (last.atS - warm.atS) / 60;
    const memoryRows = names.map((name, i) => {
      const after = samples.slice(samples.indexOf(warm)).map((s): [number, number] => [s.atS / 60, s.rssMb[i]]);
      const growth = last.rssMb[i] - warm.rssMb[i];
      return [
        name,
        f1(first.rssMb[i]),
        f1(warm.rssMb[i]),
        f1(last.rssMb[i]),
        f1(Math.max(...samples.map((s) => s.rssMb[i]))),
        (growth >= 0 ? '+' : '') + f1(growth),
        f1(slope(after)),
        ((growth / warm.rssMb[i]) * 100 / minutes).toFixed(2),
        f1(memoryAfterDrain[i]),
        f1(last.cpuS[i] - first.cpuS[i]),
        (((last.cpuS[i] - first.cpuS[i]) / (last.atS - first.atS)) * 100).toFixed(0),
      ];
    });
    const dbCpuS = [...backendCpu.values()].reduce((n, b) => n + b.last - b.first, 0);
    const apiCpuS = [0, 1].reduce((n, i) => n + last.cpuS[i] - first.cpuS[i], 0);
    memoryRows.push(['PostgreSQL backends', '', '', '', '', '', '', '', '', f1(dbCpuS), ((dbCpuS / (last.atS - first.atS)) * 100).toFixed(0)]);
    console.log(`\nMemory (VmRSS of each process; warm-up ends at ${f1(warm.atS)} s = ${Math.round(WARMUP * 100)} % of the run; ${samples.length} samples):\n`);
    console.log(
      table(
        ['process', 'RSS start MB', `RSS warm MB`, 'RSS end MB', 'max MB', 'growth MB', 'slope MB/min', 'growth %/min', 'after drain MB', 'CPU s', 'CPU %'],
        memoryRows,
      ),
    );
    console.log(
      `  CPU per request: API processes ${f1((apiCpuS * 1000) / totalRequests)} ms, PostgreSQL ${f1((dbCpuS * 1000) / totalRequests)} ms ` +
        `(${totalRequests} requests; the worker's CPU is the mail's)`,
    );
    for (const [i, p] of processes.entries()) {
      console.log(`  ${p.name} RSS MB every ${SAMPLE_SECONDS} s: ${samples.map((s) => s.rssMb[i].toFixed(0)).join(' ')}`);
    }

    // ---- Mail: the mailing and the sign-up confirmations, counted at the sink
    const countBy = (addresses: string[]) => {
      const counts = new Map<string, number>();
      for (const a of addresses) counts.set(a.toLowerCase(), (counts.get(a.toLowerCase()) ?? 0) + 1);
      return counts;
    };
    const check = (expectedAddresses: string[], received: Map<string, number>) => {
      const want = new Set(expectedAddresses.map((a) => a.toLowerCase()));
      let delivered = 0;
      let duplicates = 0;
      let unexpected = 0;
      for (const [addr, n] of received) {
        if (want.has(addr)) delivered += 1;
        else unexpected += n;
        duplicates += n - 1;
      }
      return { expected: want.size, delivered, missing: want.size - delivered, duplicates, unexpected, messages: [...received.values()].reduce((a, b) => a + b, 0) };
    };
    const mailingMails = sink.received.filter((m) => m.headers.subject === subject);
    let mailingRow: ReturnType<typeof check> | null = null;
    let mailingSpan = '-';
    if (result.mailing) {
      const recipients: Array<{ email: string }> = await database.dataSource.query(`SELECT email FROM communication_recipient WHERE communication_id = $1`, [
        Number(result.mailing.communicationId),
      ]);
      mailingRow = check(recipients.map((r) => r.email), countBy(mailingMails.flatMap((m) => m.envelopeTo)));
      const [span] = await database.dataSource.query(
        `SELECT extract(epoch FROM max(m.sent_at))::float8 AS last FROM communication_recipient r JOIN mail m ON m.id = r.mail_id WHERE r.communication_id = $1`,
        [Number(result.mailing.communicationId)],
      );
      if (span.last) mailingSpan = `${(span.last - result.mailing.sentAtMs / 1000).toFixed(1)} s`;
    }
    const signedUp = new Set(result.signedUp.map((a) => a.toLowerCase()));
    const confirmations = check(
      result.signedUp,
      countBy(sink.received.filter((m) => m.headers.subject !== subject).flatMap((m) => m.envelopeTo.filter((a) => signedUp.has(a.toLowerCase())))),
    );
    const [mailStatus] = await database.dataSource.query(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'failed')::int AS failed,
              count(*) FILTER (WHERE status = 'queued')::int AS queued, coalesce(sum(attempts - 1) FILTER (WHERE attempts > 1), 0)::int AS retries FROM mail`,
    );
    console.log(
      `\nMail at the SMTP sink (${sink.received.length} messages; outbox: ${mailStatus.sent} sent, ${mailStatus.failed} failed, ${mailStatus.queued} still queued, ` +
        `${mailStatus.retries} retries; drained ${f1(drainSeconds)} s after the load):\n`,
    );
    const mailRows: Array<Array<string | number>> = [];
    if (mailingRow) {
      mailRows.push([`mailing to the festival's volunteers (sent at ${SECONDS / 2} s, last delivered ${mailingSpan} later)`, mailingRow.expected, mailingRow.delivered, mailingRow.missing, mailingRow.duplicates, mailingRow.unexpected]);
    } else {
      mailRows.push(['mailing (not sent: see the errors)', '-', '-', '-', '-', '-']);
    }
    mailRows.push(['sign-up confirmations', confirmations.expected, confirmations.delivered, confirmations.missing, confirmations.duplicates, confirmations.unexpected]);
    console.log(table(['mail', 'expected recipients', 'received', 'missing', 'duplicates', 'unexpected'], mailRows));

    // ---- Bookings and check-ins in the database
    const booked = await bookings(database, festival.eventId);
    const [{ checkIns }] = await database.dataSource.query(
      `SELECT count(*)::int AS "checkIns" FROM scan_action WHERE event_id = $1 AND kind = 'check_in' AND undone_at IS NULL`,
      [stand.eventId],
    );
    const [{ doubleCheckIns }] = await database.dataSource.query(
      `SELECT count(*)::int AS "doubleCheckIns" FROM (SELECT participation_id FROM scan_action WHERE event_id = $1 AND kind = 'check_in' AND undone_at IS NULL
        GROUP BY participation_id HAVING count(*) > 1) d`,
      [stand.eventId],
    );
    const expectedHeld = portalVolunteers.length + result.signedUp.length;
    console.log(`\nDatabase after the run:\n`);
    console.log(
      table(
        ['check', 'value', 'expected'],
        [
          ['overbooked slots', booked.overbookedSlots, 0],
          ['doubled participations (same address, same slot)', booked.doubled, 0],
          ['places held on the festival', booked.held, `${expectedHeld} (${portalVolunteers.length} seeded + ${result.signedUp.length} sign-ups accepted)`],
          ['check-ins recorded', checkIns, `${result.checkIns} (answered ok)`],
          ['participations checked in twice', doubleCheckIns, 0],
        ],
      ),
    );

    // ---- What the processes logged as warnings or errors
    for (const p of processes) {
      const errors = loggedProblems(p.process.output());
      if (errors.size === 0) continue;
      console.log(`\n${p.name} logged:`);
      for (const [message, n] of errors) console.log(`  ×${n} ${message}`);
    }

    const failures: string[] = [];
    if (totalErrors > 0) failures.push(`${totalErrors} request errors`);
    if (!mailingRow) failures.push('the mailing was not sent');
    else if (mailingRow.missing || mailingRow.duplicates || mailingRow.unexpected) failures.push('the mailing was not delivered exactly once to each recipient');
    if (confirmations.missing || confirmations.duplicates) failures.push('sign-up confirmations not delivered exactly once');
    if (booked.overbookedSlots || booked.doubled) failures.push('overbooked or doubled bookings');
    if (booked.held !== expectedHeld) failures.push(`places held ${booked.held}, expected ${expectedHeld}`);
    if (checkIns !== result.checkIns || doubleCheckIns) failures.push('check-ins recorded differ from those answered');
    console.log(failures.length ? `\nFAILED: ${failures.join('; ')}` : '\nOK: no errors, each mail delivered once, no overbooking.');
    if (failures.length) process.exitCode = 1;
  });
}
