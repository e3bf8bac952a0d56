import type { AdvancedSettings } from 'bull';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createBullAdapter } from './bull-adapter';
import { createInProcessAdapter } from './in-process-adapter';
import { claimDue, claimStale, nextDueInMs, releaseToPending, type ClaimedJob } from './outbox-store';
import type { ProcessorMap, QueueAdapter } from './queue-adapter';
import { trackRunningJobs, type UnfinishedJob } from './running-jobs';

/** The processor types live beside the adapters (execute-job.ts needs them without this file). */
export type { JobProcessor, ProcessorMap } from './queue-adapter';

export interface JobRunner {
  start(): Promise<void>;
  /** Dispatches due outbox rows now (call it after a commit that enqueued jobs). */
  nudge(): void;
  /** Stops dispatching, waits for the jobs running here, closes Redis connections. */
  stop(): Promise<void>;
  /** true when the queue backend is reachable (Redis ping; always true in-process) */
  isReady(): Promise<boolean>;
  /** The jobs running in this process now (what a shutdown past its deadline cuts). */
  running(): UnfinishedJob[];
  readonly backend: 'bull' | 'in-process';
}

/** Tuning that has no environment variable; tests shorten it. */
export interface JobRunnerOptions {
  /** Rows claimed per round trip. Default 100. */
  batchSize?: number;
  /** Jobs this process runs at once. Default 4. */
  concurrency?: number;
  /**
   * A row dispatched longer ago than this is taken as lost (its process died, or Redis restarted
   * without its data) and dispatched again. It must exceed one attempt's longest run (SMTP timeouts
   * are under a minute). Default: 5 minutes, or 10 sweeps if longer.
   */
  staleAfterMs?: number;
  /** Bull queue name and Redis key prefix. Defaults 'benevo-jobs' and REDIS_PREFIX ('benevo'). */
  queueName?: string;
  redisPrefix?: string;
  /** bull's lock and stalled-job settings (bull-adapter.ts); bull's defaults otherwise. */
  bullSettings?: AdvancedSettings;
}

export interface JobRunnerDeps {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
  processors: ProcessorMap;
  role: 'api' | 'worker';
  options?: JobRunnerOptions;
}

/**
 * The outbox's dispatcher and sweeper in front of a queue backend: bull when REDIS_URL is set, else
 * the in-process runner. The dispatcher claims due pending rows (FOR UPDATE SKIP LOCKED, so API
 * processes and workers can all run it) and hands them over; the sweeper, every SWEEP_INTERVAL_MS,
 * re-dispatches rows left dispatched too long and catches pending rows nobody nudged for.
 */
export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const { config, dataSource, logger } = deps;
  const options = deps.options ?? {};
  const batchSize = options.batchSize ?? 100;
  const concurrency = options.concurrency ?? 4;
  const staleAfterMs = options.staleAfterMs ?? Math.max(5 * 60_000, 10 * config.sweepIntervalMs);
  const log = logger.child({ component: 'jobs' });
  const tracked = trackRunningJobs(deps.processors);
  const execution = { config, dataSource, logger: log, processors: tracked.processors };

  let stopped = true;
  let pass: Promise<void> | null = null;
  let passAgain = false;
  let sweep: Promise<void> | null = null;
  let sweepTimer: NodeJS.Timeout | null = null;
  let wakeTimer: NodeJS.Timeout | null = null;

  const adapter: QueueAdapter = config.redisUrl
    ? createBullAdapter(execution, {
        redisUrl: config.redisUrl,
        queueName: options.queueName ?? 'benevo-jobs',
        prefix: options.redisPrefix ?? config.redisPrefix,
        concurrency,
        processJobs: config.runWorkers || deps.role === 'worker',
        settings: options.bullSettings,
        onJobDone: () => nudge(),
      })
    : // Without Redis nobody else can run the jobs, so this process does whatever RUN_WORKERS says.
      createInProcessAdapter({ ...execution, concurrency, onSlotFreed: () => nudge() });

  /** Hands jobs to the queue; when it cannot take them they go back to pending for a later sweep. */
  async function handOff(jobs: ClaimedJob[]): Promise<boolean> {
    if (jobs.length === 0) return true;
    try {
      await adapter.dispatch(jobs);
      log.debug({ jobs: jobs.length }, 'jobs dispatched');
      return true;
    } catch (error) {
      log.error({ err: error, jobs: jobs.length }, 'could not hand jobs to the queue; retrying at the next sweep');
      await releaseToPending(
        dataSource,
        jobs.map((job) => job.id),
        config.sweepIntervalMs,
      );
      return false;
    }
  }

  async function dispatchDue(): Promise<void> {
    for (;;) {
      const room = Math.min(batchSize, adapter.capacity());
      // A full in-process runner nudges again when a slot frees.
      if (stopped || room <= 0) return;
      const jobs = await claimDue(dataSource, room);
      if (!(await handOff(jobs)) || jobs.length < room) break;
    }
    await scheduleWake();
  }

  /** Wakes the dispatcher when the next future row (a retry's backoff, a delayed job) comes due. */
  async function scheduleWake(): Promise<void> {
    const dueInMs = await nextDueInMs(dataSource);
    // Later than the next sweep: the sweeper will see it.
    if (stopped || dueInMs === null || dueInMs >= config.sweepIntervalMs) return;
    if (wakeTimer) clearTimeout(wakeTimer);
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      nudge();
    }, dueInMs);
  }

  function nudge(): void {
    if (stopped) return;
    if (pass) {
      passAgain = true;
      return;
    }
    pass = dispatchDue()
      .catch((error: unknown) => log.error({ err: error }, 'outbox dispatch failed; retrying at the next sweep'))
      .finally(() => {
        pass = null;
        if (passAgain) {
          passAgain = false;
          nudge();
        }
      });
  }

  async function sweepStale(): Promise<void> {
    const room = Math.min(batchSize, adapter.capacity());
    if (room <= 0) return;
    const stale = await claimStale(dataSource, staleAfterMs, room);
    if (stale.length > 0) {
      log.warn({ ids: stale.map((job) => job.id) }, 're-dispatching jobs left dispatched too long');
      await handOff(stale);
    }
  }

  function runSweep(): void {
    if (stopped || sweep) return;
    sweep = sweepStale()
      .catch((error: unknown) => log.error({ err: error }, 'outbox sweep failed'))
      .finally(() => {
        sweep = null;
        nudge();
      });
  }

  return {
    backend: adapter.backend,
    start: async () => {
      if (!stopped) return;
      stopped = false;
      sweepTimer = setInterval(runSweep, config.sweepIntervalMs);
      // Rows written while no runner was up, and rows a crashed process left behind.
      runSweep();
      log.info({ backend: adapter.backend, role: deps.role }, 'job runner started');
    },
    nudge,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      if (sweepTimer) clearInterval(sweepTimer);
      if (wakeTimer) clearTimeout(wakeTimer);
      sweepTimer = null;
      wakeTimer = null;
      await Promise.all([pass, sweep]);
      const unstarted = await adapter.stop();
      // Accepted but never started here: pending again, at once, for the next process to take.
      await releaseToPending(dataSource, unstarted, 0);
      log.info('job runner stopped');
    },
    isReady: () => adapter.isReady(),
    running: tracked.running,
  };
}
