import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Client } from 'pg';
import pino from 'pino';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/data-source';
import { trackRunningJobs } from '../../src/jobs/running-jobs';
import { exitGracefullyOnSignals, type Unfinished } from '../../src/shutdown';
import { createDatabase, startApiProcess, type Processes } from '../cluster/cluster';
import { sleep, waitFor } from '../jobs/wait';

/**
 * Issue 20: SIGTERM on `npm start` (src/main.ts as a child process, on PostgreSQL when DATABASE_URL is
 * set, else on the embedded database). New connections are refused at once and idle keep-alive ones
 * closed, /readyz says 503 to a caller still connected, the request in flight finishes and its write
 * stays, and the process exits 0; a request still unfinished at SHUTDOWN_TIMEOUT_MS is cut, logged, and
 * the process exits 1 without hanging.
 *
 * The request in flight is a sign-up to the platform (/accounts/register/) whose body arrives slowly,
 * as from a phone on a weak network: its headers before the signal, the rest after.
 */
jest.setTimeout(120_000);

interface Deployment {
  api: Processes;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  drop(): Promise<void>;
}

async function deploy(shutdownTimeoutMs: number): Promise<Deployment> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-shutdown-'));
  const created = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : null;
  const api = await startApiProcess(
    {
      // As `npm start` runs (not 'test': libraries such as Apollo Server install signal handlers of their
      // own outside tests, which must not take over the shutdown).
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      DATABASE_URL: created?.url ?? '',
      REDIS_URL: '',
      SECRET_KEY: crypto.randomBytes(24).toString('hex'),
      DATA_DIR: dataDir,
    },
    { RUN_WORKERS: 'true', SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs) },
  );
  return {
    api,
    port: Number(new URL(api.url!).port),
    dataDir,
    databaseUrl: created?.url ?? null,
    drop: async () => {
      await api.stop('SIGKILL');
      await created?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A raw connection: what it received so far, and whether the server closed it. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = Buffer.alloc(0);
  let closed = false;
  socket.on('data', (data: Buffer) => (received = Buffer.concat([received, data])));
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  return { socket, received: () => received, closed: () => closed };
}

/** The HTTP responses in a raw stream (each with a Content-Length, in bytes, as Express sends JSON). */
function responses(raw: Buffer): Array<{ status: number; body: any }> {
  const parsed: Array<{ status: number; body: any }> = [];
  let rest = raw;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return parsed;
    const head = rest.subarray(0, end).toString();
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    if (rest.length < end + 4 + length) return parsed;
    const body = rest.subarray(end + 4, end + 4 + length).toString();
    parsed.push({ status: Number(head.split(' ')[1]), body: body ? JSON.parse(body) : null });
    rest = rest.subarray(end + 4 + length);
  }
}

/** Whether a new connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

/** The register request's head and body, to be sent apart. */
function registration(email: string) {
  const body = JSON.stringify({ email, password: 'correct-horse-battery', password_confirm: 'correct-horse-battery' });
  const head = `POST /accounts/register/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  return { head, body };
}

/** Whether the deployment's database holds a user with this address (read once the process is gone). */
async function userExists(deployment: Deployment, email: string): Promise<boolean> {
  if (deployment.databaseUrl) {
    const client = new Client({ connectionString: deployment.databaseUrl });
    await client.connect();
    try {
      return (await client.query('SELECT id FROM app_user WHERE email = $1', [email])).rows.length === 1;
    } finally {
      await client.end();
    }
  }
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: deployment.dataDir, SECRET_KEY: crypto.randomBytes(24).toString('hex') });
  const database = await openDatabase(config, { holder: 'test' });
  try {
    return (await database.dataSource.query('SELECT id FROM app_user WHERE email = $1', [email])).length === 1;
  } finally {
    await database.close();
  }
}

let graceful: Deployment;
let cut: Deployment;
beforeAll(async () => {
  // Both start together: the machine's two cores boot them faster than one after the other.
  [graceful, cut] = await Promise.all([deploy(10_000), deploy(1_500)]);
});
afterAll(async () => {
  await graceful?.drop();
  await cut?.drop();
});

it('SIGTERM: refuses new connections, closes idle ones, finishes the request in flight (its write kept), exits 0', async () => {
  const { api, port } = graceful;
  const idle = await connect(port);
  idle.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  await waitFor('the keep-alive answer', async () => responses(idle.received()).length === 1);

  const email = `late-${crypto.randomBytes(4).toString('hex')}@example.org`;
  const { head, body } = registration(email);
  const slow = await connect(port);
  slow.socket.write(head + body.slice(0, 10));
  await sleep(300);

  const signalled = Date.now();
  api.child.kill('SIGTERM');
  await waitFor('new connections refused', () => refused(port), 5_000);
  await waitFor('the idle keep-alive connection closed', async () => idle.closed(), 5_000);
  expect(api.child.exitCode).toBeNull();

  // The rest of the slow body, and a readiness probe on the same (busy) connection.
  slow.socket.write(body.slice(10) + 'GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  await waitFor('both answers', async () => responses(slow.received()).length === 2, 10_000);
  const [registered, readiness] = responses(slow.received());
  expect(registered).toMatchObject({ status: 201, body: { email } });
  expect(readiness).toEqual({ status: 503, body: { status: 'stopping' } });

  expect(await api.exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
  expect(await userExists(graceful, email)).toBe(true);
});

it('past SHUTDOWN_TIMEOUT_MS (1.5 s) a request still unfinished is cut and logged, and the process exits 1', async () => {
  const { api, port } = cut;
  const { head, body } = registration('never-finished@example.org');
  const stuck = await connect(port);
  stuck.socket.write(head + body.slice(0, 10));
  await sleep(300);

  const signalled = Date.now();
  api.child.kill('SIGTERM');
  expect(await api.exited).toBe(1);
  const took = Date.now() - signalled;
  expect(took).toBeGreaterThanOrEqual(1_400);
  expect(took).toBeLessThan(6_000);
  expect(api.output()).toMatch(/shutdown deadline passed \(SHUTDOWN_TIMEOUT_MS=1500\): 1 request\(s\) and 0 job\(s\) cut/);
  expect(api.output()).toContain('/accounts/register/');
  expect(await userExists(cut, 'never-finished@example.org')).toBe(false);
});

describe('the signal handlers of npm start and the worker (in this process)', () => {
  /** The handlers on an emitter of our own, a logger writing into `lines`, exit codes into `exits`. */
  function install(stop: () => Promise<void>, timeoutMs: number, running: () => Unfinished = () => ({ requests: [], jobs: [] })) {
    const signals = new EventEmitter();
    const lines: Array<Record<string, any>> = [];
    const exits: number[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const uninstall = exitGracefullyOnSignals({ logger: pino({ level: 'info' }, sink), timeoutMs, stop, unfinished: running, exit: (code) => exits.push(code), signals });
    return { signals, lines, exits, uninstall };
  }

  it('SIGINT as SIGTERM: exits 0 once the work under way is done', async () => {
    let finish = () => undefined as void;
    const { signals, exits, uninstall } = install(() => new Promise<void>((resolve) => (finish = resolve)), 5_000);
    signals.emit('SIGINT', 'SIGINT');
    await sleep(20);
    expect(exits).toEqual([]);
    finish();
    await waitFor('the exit', async () => exits.length > 0);
    expect(exits).toEqual([0]);
    uninstall();
  });

  it('past the deadline logs the unfinished jobs (the worker’s case) and exits 1; a second signal exits 1 at once', async () => {
    const tracked = trackRunningJobs({ mail: () => new Promise<void>(() => undefined) });
    void tracked.processors.mail({}, { id: 42, attempt: 2, dataSource: null as never, logger: null as never });
    const late = install(() => new Promise<void>(() => undefined), 100, () => ({ requests: [], jobs: tracked.running() }));
    late.signals.emit('SIGTERM', 'SIGTERM');
    await waitFor('the exit', async () => late.exits.length > 0);
    expect(late.exits).toEqual([1]);
    const report = late.lines.find((line) => /deadline passed/.test(line.msg));
    expect(report).toMatchObject({ jobs: [{ id: 42, kind: 'mail', attempt: 2 }], requests: [] });
    late.uninstall();

    const impatient = install(() => new Promise<void>(() => undefined), 60_000);
    impatient.signals.emit('SIGTERM', 'SIGTERM');
    impatient.signals.emit('SIGTERM', 'SIGTERM');
    expect(impatient.exits).toEqual([1]);
    impatient.uninstall();
  });

  it('exits 1 when stopping fails', async () => {
    const { signals, exits, uninstall } = install(() => Promise.reject(new Error('database gone')), 5_000);
    signals.emit('SIGTERM', 'SIGTERM');
    await waitFor('the exit', async () => exits.length > 0);
    expect(exits).toEqual([1]);
    uninstall();
  });
});
