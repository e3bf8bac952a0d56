import { executeJob, type ExecutionDeps } from './execute-job';
import type { QueueAdapter } from './queue-adapter';

/**
 * Runs jobs in this process, at most `concurrency` at once. It accepts at most twice that many, so
 * the rest stays pending in the outbox (visible, and safe if this process dies) rather than in memory.
 * Retries go back to the outbox as pending rows with their backoff; the dispatcher wakes for them.
 */
export function createInProcessAdapter(deps: ExecutionDeps & { concurrency: number; onSlotFreed: () => void }): QueueAdapter {
  const { concurrency, logger } = deps;
  const waiting: number[] = [];
  /** Accepted ids, waiting or running: a job never runs twice at once here, as in bull. */
  const accepted = new Set<number>();
  /**
   * Ids dispatched again while they ran: run once more when the current attempt ends. A failed attempt
   * puts its row back to pending before this runner lets go of the id, so a dispatcher pass may claim
   * the row (its backoff over) in between; dropping that dispatch would leave the row dispatched, with
   * nobody running it, until the sweeper takes it as stale. The extra run starts only from a row
   * still dispatched, with attempts left (executeJob), so it never runs a finished job or skips a backoff.
   */
  const again = new Set<number>();
  const running = new Set<Promise<void>>();
  let stopping = false;

  function pump(): void {
    while (!stopping && running.size < concurrency) {
      const id = waiting.shift();
      if (id === undefined) return;
      const run: Promise<void> = executeJob(deps, id, true)
        .then(
          () => undefined,
          // The outbox could not be written: the row stays dispatched and the sweeper retries it.
          (error: unknown) => logger.error({ err: error, jobId: id }, 'job execution could not be recorded'),
        )
        .finally(() => {
          running.delete(run);
          // Stopping: the id stays in `again` for stop() to give back.
          if (!stopping && again.delete(id)) waiting.push(id);
          else accepted.delete(id);
          pump();
          deps.onSlotFreed();
        });
      running.add(run);
    }
  }

  return {
    backend: 'in-process',
    capacity: () => (stopping ? 0 : Math.max(0, concurrency * 2 - accepted.size)),
    dispatch: async (jobs) => {
      if (stopping) throw new Error('The in-process job runner is stopping');
      for (const job of jobs) {
        if (accepted.has(job.id)) {
          // Waiting: it runs anyway. Running: once more afterwards.
          if (!waiting.includes(job.id)) again.add(job.id);
          continue;
        }
        accepted.add(job.id);
        waiting.push(job.id);
      }
      pump();
    },
    isReady: async () => true,
    stop: async () => {
      stopping = true;
      const unstarted = waiting.splice(0);
      for (const id of unstarted) accepted.delete(id);
      await Promise.all(running);
      // Dispatched again while they ran: still dispatched unless that attempt finished or retried them.
      const redispatched = [...again];
      again.clear();
      for (const id of redispatched) accepted.delete(id);
      return [...unstarted, ...redispatched];
    },
  };
}
