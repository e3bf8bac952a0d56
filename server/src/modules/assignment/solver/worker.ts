import { parentPort, workerData } from 'node:worker_threads';
import { solve } from './index';
import type { SolverInstance } from './types';

/**
 * Entry of the worker thread solveInWorker starts: solves the instance it was given, posts progress and
 * then the result (or the error). Does nothing when loaded outside a worker (the kind must match
 * run-in-worker.ts).
 */
const AUTO_ASSIGN_WORKER = 'benevo-auto-assign';

const data = workerData as { kind?: string; instance?: SolverInstance } | null;
if (parentPort && data?.kind === AUTO_ASSIGN_WORKER && data.instance) {
  const port = parentPort;
  solve(data.instance, (fraction) => port.postMessage({ type: 'progress', fraction })).then(
    (result) => port.postMessage({ type: 'result', result }),
    (error: unknown) => port.postMessage({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
}
