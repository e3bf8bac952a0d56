import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../jobs/smtp-sink';
import { sleep, waitFor } from '../jobs/wait';

/**
 * Issue 20: the product as it is deployed at scale, on this machine: API processes and job workers as
 * child processes (`src/main.ts`, `src/worker.ts`, through swc as `npm run dev` does) on one PostgreSQL
 * and one Redis, behind a loopback round-robin. The scale-out and fault tests and the soak bench use it.
 */
export const SERVER_DIR = path.resolve(__dirname, '..', '..');

export interface Processes {
  /** The process's own URL (API processes) or null (workers). */
  url: string | null;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once it exited. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** SIGTERM (or the given signal); resolves once it exited. */
  stop(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals | null>;
}

const running = new Set<ChildProcess>();
// A test that fails halfway must not leave servers behind.
process.once('exit', () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function spawnServerProcess(script: string, env: Record<string, string>, url: string | null): Processes {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', script], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(signal ?? code);
    }),
  );
  return {
    url,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** The settings every process of one deployment shares (one database, one Redis, one key). */
export interface DeploymentEnv {
  DATABASE_URL: string;
  REDIS_URL: string;
  SECRET_KEY: string;
  DATA_DIR: string;
  [name: string]: string;
}

export function deploymentEnv(databaseUrl: string, redisUrl: string, extra: Record<string, string> = {}): DeploymentEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SECRET_KEY: crypto.randomBytes(24).toString('hex'),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-cluster-')),
    MAIL_FROM: 'noreply@benevo.test',
    ...extra,
  };
}

/** `src/main.ts` with `env` on a free loopback port, once its /readyz answers. */
async function startMainProcess(env: Record<string, string>, timeoutMs: number): Promise<Processes> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawnServerProcess('src/main.ts', { ...env, PORT: String(port), HOST: '127.0.0.1' }, url);
  await waitFor(
    `the server process on ${port}`,
    async () => {
      if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`server process exited early:\n${server.output()}`);
      return fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    },
    timeoutMs,
  );
  return server;
}

/** An API process (RUN_WORKERS=false: jobs go to the workers) on a free port, once /readyz answers. */
export function startApiProcess(env: DeploymentEnv, extra: Record<string, string> = {}): Promise<Processes> {
  return startMainProcess({ RUN_WORKERS: 'false', ...env, ...extra }, 60_000);
}

/**
 * `npm start` on the embedded defaults (PGlite in `dataDir`, jobs in-process, mail kept in the outbox),
 * whatever DATABASE_URL/REDIS_URL the test run has, on a free port, once /readyz answers.
 */
export function startEmbeddedServer(dataDir: string, extra: Record<string, string> = {}): Promise<Processes> {
  return startMainProcess({ ...embeddedEnv(dataDir), SEED_DEMO: 'true', SIGNUP_RATE_LIMIT: '1000000', ...extra }, 90_000);
}

/** The environment of an embedded installation in `dataDir` (the server's and the admin CLI's). */
export function embeddedEnv(dataDir: string): Record<string, string> {
  return { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', SECRET_KEY: '' };
}

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- <args>` (src/cli.ts through swc) with `env`, without blocking the test's event loop. */
export async function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (data: Buffer) => (stdout += data.toString()));
  child.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
  const status = await new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  running.delete(child);
  return { status, stdout, stderr };
}

/** A job worker (`npm run worker`), once it says it is ready. */
export async function startWorkerProcess(env: DeploymentEnv, extra: Record<string, string> = {}): Promise<Processes> {
  const worker = spawnServerProcess('src/worker.ts', { ...env, LOG_LEVEL: 'info', ...extra }, null);
  await waitFor(
    'the worker process',
    async () => {
      if (worker.child.exitCode !== null || worker.child.signalCode !== null) throw new Error(`worker exited early:\n${worker.output()}`);
      return worker.output().includes('worker ready');
    },
    60_000,
  );
  return worker;
}

export interface RoundRobin {
  url: string;
  /** Requests sent to each target, in the targets' order. */
  hits: number[];
  close(): Promise<void>;
}

/**
 * A tiny loopback load balancer: each request goes to the next target, as a proxy in front of a scaled
 * API would send it. A request's `x-test-client` header becomes its X-Forwarded-For (the API trusts
 * loopback proxies), so a test can play many client addresses.
 */
export async function startRoundRobin(targets: string[]): Promise<RoundRobin> {
  const hits = targets.map(() => 0);
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    hits[index] += 1;
    const target = new URL(req.url ?? '/', targets[index]);
    const headers = { ...req.headers };
    const client = headers['x-test-client'];
    delete headers['x-test-client'];
    if (typeof client === 'string') headers['x-forwarded-for'] = client;
    const upstream = http.request(target, { method: req.method, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'bad gateway' }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

/** A fresh database on the PostgreSQL server of `baseUrl`; `drop()` removes it. */
export async function createDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `benevo_cluster_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** PostgreSQL's server binaries (Debian keeps them out of the PATH). */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/** Runs a PostgreSQL binary as the `postgres` user when we are root (the server refuses root). */
function asPostgres(command: string, args: string[]): { status: number | null; output: string } {
  const root = process.getuid?.() === 0;
  const result = root
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8', timeout: 60_000 })
    : spawnSync(command, args, { encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

export interface OwnPostgres {
  port: number;
  /** A URL of the cluster's `postgres` database (give it to createDatabase). */
  url: string;
  start(): Promise<void>;
  /** Stops it at once (immediate mode: connections cut, as a crash). */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

/** Whether this machine can run a PostgreSQL cluster of a test's own (binaries, and runuser as root). */
export function ownPostgresAvailable(): boolean {
  const bin = postgresBin();
  if (!bin) return false;
  if (process.getuid?.() === 0 && spawnSync('runuser', ['--help']).status !== 0) return false;
  return true;
}

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl on a free loopback port, trust auth), so a
 * test can stop and start it under load without touching the shared server.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL server binaries');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-pg-'));
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres', dir]);
  const init = asPostgres(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.output}`);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const ctl = (...args: string[]) => asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, ...args]);
  async function start(): Promise<void> {
    const started = ctl('-o', options, '-l', path.join(dir, 'log'), '-w', 'start');
    if (started.status !== 0) throw new Error(`pg_ctl start failed:\n${started.output}\n${fs.readFileSync(path.join(dir, 'log'), 'utf8')}`);
  }
  async function stop(): Promise<void> {
    ctl('-m', 'immediate', '-w', 'stop');
  }
  await start();
  return {
    port,
    url,
    start,
    stop,
    async destroy() {
      await stop();
      await sleep(50);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
