import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { solve } from './index';
import type { ProgressListener, SolveResult, SolverInstance } from './types';

const AUTO_ASSIGN_WORKER = 'benevo-auto-assign';

/** Extra seconds after the time limit before the worker is terminated (model building, checks). */
export const WORKER_GRACE_SECONDS = 10;

type WorkerMessage = { type: 'progress'; fraction: number } | { type: 'result'; result: SolveResult } | { type: 'error'; message: string };

/**
 * solve() in a worker thread, so the API's event loop stays free while HiGHS blocks (its run is
 * synchronous). Built code starts worker.js next to this file; under ts (jest, swc-node) worker.ts with
 * the swc register hook. Progress comes from the worker, and from the clock while it says nothing
 * (HiGHS's presolve and root LP report nothing). The worker is terminated at the time limit + 10 s.
 * When the worker cannot start, the solve runs in this thread (logged through `log`).
 */
export function solveInWorker(
  instance: SolverInstance,
  onProgress?: ProgressListener,
  log: (message: string, error?: unknown) => void = (message, error) => console.warn(message, error),
): Promise<SolveResult> {
  const typescript = __filename.endsWith('.ts');
  const file = join(__dirname, typescript ? 'worker.ts' : 'worker.js');
  let worker: Worker;
  try {
    if (!existsSync(file)) throw new Error(`${file} not found`);
    worker = new Worker(file, {
      workerData: { kind: AUTO_ASSIGN_WORKER, instance },
      execArgv: typescript ? ['-r', '@swc-node/register'] : [],
    });
  } catch (error) {
    log('auto-assign worker could not start; solving in the main thread', error);
    return solve(instance, onProgress);
  }
  const limitMs = Math.max(1, instance.options.timeLimitSeconds) * 1000;
  return new Promise<SolveResult>((resolve, reject) => {
    const started = Date.now();
    let heard = false;
    let settled = false;
    let reported = 0;
    const report = (fraction: number) => {
      if (fraction <= reported) return;
      reported = fraction;
      onProgress?.(fraction);
    };
    const clock = setInterval(() => report(Math.min(0.95, ((Date.now() - started) / limitMs) * 0.95)), 1000);
    const killer = setTimeout(() => finish(new Error('auto-assign worker timed out')), limitMs + WORKER_GRACE_SECONDS * 1000);
    const finish = (error: Error | null, result?: SolveResult) => {
      if (settled) return;
      settled = true;
      clearInterval(clock);
      clearTimeout(killer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(result!);
    };
    const fallback = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearInterval(clock);
      clearTimeout(killer);
      void worker.terminate();
      log('auto-assign worker failed to start; solving in the main thread', error);
      solve(instance, onProgress).then(resolve, reject);
    };
    worker.on('message', (message: WorkerMessage) => {
      heard = true;
      if (message.type === 'progress') report(message.fraction);
      else if (message.type === 'result') finish(null, message.result);
      else finish(new Error(message.message));
    });
    worker.on('error', (error) => (heard ? finish(error) : fallback(error)));
    worker.on('exit', (code) => {
      if (settled) return;
      if (heard) finish(new Error(`auto-assign worker exited with code ${code}`));
      else fallback(new Error(`auto-assign worker exited with code ${code} before answering`));
    });
  });
}
