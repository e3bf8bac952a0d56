import type { ProcessorMap } from './queue-adapter';

/** A job this process is running, for the shutdown's report of what its deadline cut (shutdown.ts). */
export interface UnfinishedJob {
  id: number;
  kind: string;
  attempt: number;
  forMs: number;
}

/** The processors, each noting the jobs it is running, and the list of those jobs. */
export function trackRunningJobs(processors: ProcessorMap): { processors: ProcessorMap; running(): UnfinishedJob[] } {
  const running = new Set<{ id: number; kind: string; attempt: number; startedAt: number }>();
  const tracked: ProcessorMap = {};
  for (const [kind, processor] of Object.entries(processors)) {
    tracked[kind] = async (payload, job) => {
      const entry = { id: job.id, kind, attempt: job.attempt, startedAt: Date.now() };
      running.add(entry);
      try {
        await processor(payload, job);
      } finally {
        running.delete(entry);
      }
    };
  }
  return {
    processors: tracked,
    running: () => {
      const now = Date.now();
      return [...running].map(({ startedAt, ...job }) => ({ ...job, forMs: now - startedAt }));
    },
  };
}
