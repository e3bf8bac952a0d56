import Bull from 'bull';
import { Redis } from 'ioredis';
import { executeJob, type ExecutionDeps } from './execute-job';
import type { QueueAdapter } from './queue-adapter';

interface BullJobData {
  outboxId: number;
  kind: string;
}

export interface BullAdapterOptions {
  redisUrl: string;
  queueName: string;
  /** Redis key prefix of the queue (tests use one per file so they never collide). */
  prefix: string;
  concurrency: number;
  /** Run the processors here (a worker, or an API with RUN_WORKERS), or only add jobs. */
  processJobs: boolean;
  /**
   * bull's lock and stalled-job settings. A worker killed mid-job leaves its job active until the lock
   * (lockDuration, 30 s) expires and a stalled check (stalledInterval, 30 s) puts it back; tests shorten both.
   */
  settings?: Bull.AdvancedSettings;
  /**
   * Called after each job this process ran: what the job wrote to the outbox (a mail a reminder or a
   * login link queued) is dispatched at once rather than at the next sweep.
   */
  onJobDone?: () => void;
}

/** A Redis command that may hang while Redis is away (maxRetriesPerRequest: null) gets this long. */
const REDIS_TIMEOUT_MS = 5000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One bull queue for every job kind. The bull job id is the outbox id, so a re-dispatch of a job that
 * is still in Redis (waiting, delayed or active) is a no-op; one that Redis lost is added again.
 * Attempts are counted in the outbox (executeJob): on the last one the job is discarded, so bull's own
 * `attempts` only bounds a job re-dispatched after Redis lost it.
 */
export function createBullAdapter(deps: ExecutionDeps, options: BullAdapterOptions): QueueAdapter {
  const { config, logger } = deps;
  const clients: Redis[] = [];
  const queue = new Bull<BullJobData>(options.queueName, {
    prefix: options.prefix,
    ...(options.settings ? { settings: options.settings } : {}),
    // Our own clients: ioredis parses every Redis URL form (rediss:, auth, db), which bull's own
    // parser does not; workers need maxRetriesPerRequest: null (STACK.md).
    createClient: () => {
      const client = new Redis(options.redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: false });
      clients.push(client);
      return client;
    },
    defaultJobOptions: {
      attempts: config.jobAttempts,
      backoff: { type: 'exponential', delay: config.jobBackoffMs },
      // The outbox row keeps the history; completed jobs would only fill Redis.
      removeOnComplete: true,
      removeOnFail: true,
    },
  });
  queue.on('error', (error: Error) => logger.error({ err: error }, 'job queue (Redis) error'));

  if (options.processJobs) {
    queue
      .process(options.concurrency, async (job: Bull.Job<BullJobData>) => {
        const outcome = await executeJob(deps, job.data.outboxId, false);
        options.onJobDone?.();
        if (outcome.kind === 'retry') throw outcome.error;
        if (outcome.kind === 'failed') {
          await job.discard();
          throw outcome.error;
        }
      })
      .catch((error: unknown) => logger.error({ err: error }, 'job queue processing stopped'));
  }

  return {
    backend: 'bull',
    capacity: () => Number.POSITIVE_INFINITY,
    dispatch: async (jobs) => {
      await withTimeout(
        queue.addBulk(jobs.map((job) => ({ data: { outboxId: job.id, kind: job.kind }, opts: { jobId: String(job.id) } }))),
        REDIS_TIMEOUT_MS,
        'Adding jobs to Redis',
      );
    },
    isReady: async () => {
      try {
        return (await withTimeout(queue.client.ping(), 1000, 'Redis ping')) === 'PONG';
      } catch {
        return false;
      }
    },
    stop: async () => {
      // No new job from here on (a local pause, which aborts the idle slots' blocking fetches at once),
      // said in the log so that an operator, and the shutdown test, can tell when.
      await queue.pause(true, true).catch(() => undefined);
      logger.info('job queue paused: no new job is taken, the running ones finish');
      // Waits for the jobs running here, then lets go of Redis; bull only closes clients it created.
      await queue.close();
      for (const client of clients) client.disconnect();
      return [];
    },
  };
}
