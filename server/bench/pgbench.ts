/**
 * pgbench (the PostgreSQL client's own load generator) on a custom script: the floor a bench compares
 * Benevo with, the same transaction sent by a C client that does nothing else. The script is written to
 * a temp file (`-f`), run without pgbench's own tables (`-n`), its figures parsed from the summary.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PGBENCH = process.env.PGBENCH ?? 'pgbench';

export interface PgbenchRun {
  /** libpq connection string or URI of the database. */
  url: string;
  script: string;
  clients: number;
  threads: number;
  /** Transactions per client (-t). */
  transactions: number;
  /** Script variables (-D name=value). */
  defines: Record<string, string | number>;
  /** Query protocol (-M); node-postgres sends unnamed parse/bind/execute, as `extended` does. */
  protocol?: 'simple' | 'extended' | 'prepared';
}

export interface PgbenchResult {
  processed: number;
  failed: number;
  /** Transactions per second, without the initial connection time. */
  tps: number;
  latencyMs: number;
  /** processed / tps: the time the transactions took once every client was connected. */
  elapsedS: number;
  output: string;
}

function run(args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(PGBENCH, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${PGBENCH} ${args.join(' ')}: exit ${error.code}\n${stderr.slice(0, 2000)}\n${stdout}`));
      else resolve({ stdout, stderr });
    });
  });
}

/** pgbench's version line, or null when it cannot run. */
export async function pgbenchVersion(): Promise<string | null> {
  try {
    return (await run(['--version'])).stdout.trim();
  } catch {
    return null;
  }
}

export async function pgbench(options: PgbenchRun): Promise<PgbenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-pgbench-'));
  const file = path.join(dir, 'script.sql');
  fs.writeFileSync(file, options.script);
  try {
    const args = [
      '-n',
      '-f',
      file,
      '-c',
      String(options.clients),
      '-j',
      String(Math.min(options.threads, options.clients)),
      '-t',
      String(options.transactions),
      '-M',
      options.protocol ?? 'extended',
      ...Object.entries(options.defines).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
      options.url,
    ];
    const { stdout, stderr } = await run(args);
    const output = `${stdout}\n${stderr}`;
    const processed = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1] ?? NaN);
    const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? NaN);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1] ?? NaN);
    if (!Number.isFinite(processed) || !Number.isFinite(tps)) throw new Error(`pgbench summary not understood:\n${output}`);
    return { processed, failed, tps, latencyMs, elapsedS: processed / tps, output };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
