/**
 * What every bench shares: a scratch database (temp DATA_DIR, and on PostgreSQL a fresh database beside
 * DATABASE_URL's, as server/test/database.ts makes one), the environment line, clean-up on Ctrl-C, and
 * the printed tables.
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface Scratch {
  env: Record<string, string | undefined>;
  kind: string;
  cleanup(): Promise<void>;
}

export async function scratch(): Promise<Scratch> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-bench-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    REDIS_URL: undefined,
    // Production refuses to start without SMTP_URL (issue 9). A bench measures the API, not delivery:
    // an address nobody listens on.
    SMTP_URL: 'smtp://127.0.0.1:1',
    // Keeps the outbox sweeper's statements out of the SQL counts (as the cost tests do).
    SWEEP_INTERVAL_MS: '600000',
    LOGIN_RATE_LIMIT: '10000',
    // The sign-up bursts sign hundreds of people up from one address.
    SIGNUP_RATE_LIMIT: '1000000',
    SECRET_KEY: crypto.randomBytes(32).toString('hex'),
    NODE_ENV: process.env.NODE_ENV,
  };
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return { env: { ...env, DATABASE_URL: undefined }, kind: 'PGlite (embedded, pglite-socket)', cleanup: removeDir };

  const name = `benevo_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version;
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    env: { ...env, DATABASE_URL: url.toString() },
    kind: `PostgreSQL ${version.split(' ')[0]} (${url.host})`,
    async cleanup() {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
      await removeDir();
    },
  };
}

/** The machine and database a bench ran on: its figures mean nothing without it. */
export function environmentLine(kind: string): string {
  const cpus = os.cpus();
  return (
    `Environment: ${kind}; Node ${process.version} (NODE_ENV=${process.env.NODE_ENV ?? ''}); ${cpus.length} CPU (${cpus[0]?.model.trim() ?? '?'}); ` +
    `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM; load average ${os.loadavg()[0].toFixed(1)}; ${os.platform()} ${os.release()}; ` +
    new Date().toISOString()
  );
}

/**
 * Runs a bench on a scratch database, printing the environment line first; `stop` (the bench's
 * server, once started) and the scratch space are cleaned up on success, failure or Ctrl-C.
 */
export async function runOnScratch(work: (space: Scratch, onStop: (stop: () => Promise<unknown>) => void) => Promise<void>): Promise<void> {
  const space = await scratch();
  const stops: Array<() => Promise<unknown>> = [];
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const stop of stops.reverse()) await stop().catch((e) => console.error('stop failed:', e));
    await space.cleanup().catch((e) => console.error('cleanup failed:', e));
  };
  const onSignal = () => {
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(environmentLine(space.kind));
    await work(space, (stop) => stops.push(stop));
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

/** The p-th percentile of sorted values (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A Markdown table (pasted as is into bench/README.md); the first column left-aligned unless `align` says. */
export function table(headers: string[], rows: Array<Array<string | number>>, align?: Array<'l' | 'r'>): string {
  const left = (i: number) => (align ? align[i] === 'l' : i === 0);
  const cells = rows.map((r) => r.map(String));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length)));
  const line = (values: string[]) => `| ${values.map((v, i) => (left(i) ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (left(i) ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(headers), rule, ...cells.map(line)].join('\n');
}

/**
 * Sends `message` to a forked child (unless null) and waits for its first answer holding `key`; rejects
 * if the child exits first. The benches' children (PostGraphile, the load generator) answer this way.
 */
export function ask<T>(child: ChildProcess, message: unknown, key: string): Promise<T> {
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

/** What the load generator (compare/load.mjs, autocannon) answers for one run. */
export interface LoadAnswer {
  requests: number;
  non2xx: number;
  errors: number;
  elapsedMs: number;
  latencies: number[];
}
