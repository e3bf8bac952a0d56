import { solve } from './solver';
import { solveInWorker } from './solver/run-in-worker';
import type { ProgressListener, SolveResult, SolverInstance } from './solver/types';

/**
 * Where a run's instance is solved: in this thread (small inline runs: the model is tiny, starting a
 * worker would cost more) or in a worker thread (background jobs: the API's event loop stays free
 * while HiGHS works; it falls back to this thread, logged, when a worker cannot start).
 */
export async function solveInstance(
  instance: SolverInstance,
  onProgress?: ProgressListener,
  options: { inWorker?: boolean; log?: (message: string, error?: unknown) => void } = {},
): Promise<SolveResult> {
  if (options.inWorker) return solveInWorker(instance, onProgress, options.log);
  return solve(instance, onProgress);
}
