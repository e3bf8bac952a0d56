import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { ProcessorMap } from './queue-adapter';
import { markDone, markFailed, recordRetry, startAttempt } from './outbox-store';

export interface ExecutionDeps {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
  processors: ProcessorMap;
}

export type Outcome =
  | { kind: 'done' }
  /** The row was already done or failed, is gone, is not due, or has no attempt left: nothing ran. */
  | { kind: 'skipped' }
  | { kind: 'retry'; error: Error; retryInMs: number }
  | { kind: 'failed'; error: Error };

/** Exponential backoff: jobBackoffMs after the first failure, doubling after each next one. */
export function backoffMs(config: Config, failedAttempt: number): number {
  return config.jobBackoffMs * 2 ** (failedAttempt - 1);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Runs one attempt of an outbox job and records its outcome on the row. Both backends use it, so the
 * attempt count lives in the outbox (it survives a re-dispatch) and the retry rules are the same.
 * `requeue`: on a retryable failure, put the row back to pending with its backoff (in-process runner);
 * otherwise leave it dispatched for the queue to retry (bull).
 */
export async function executeJob(deps: ExecutionDeps, id: number, requeue: boolean): Promise<Outcome> {
  const { config, dataSource, processors } = deps;
  // The in-process runner starts only rows it claimed; bull also rows given back after a timed-out add.
  const job = await startAttempt(dataSource, id, config.jobAttempts, requeue ? ['dispatched'] : ['pending', 'dispatched']);
  if (!job) return { kind: 'skipped' };
  const logger = deps.logger.child({ jobId: id, jobKind: job.kind, attempt: job.attempt });
  const processor = processors[job.kind];
  if (!processor) {
    const error = new Error(`No processor for job kind "${job.kind}"`);
    await markFailed(dataSource, id, error.message);
    logger.error(error.message);
    return { kind: 'failed', error };
  }
  try {
    await processor(job.payload, { id, attempt: job.attempt, dataSource, logger });
  } catch (thrown) {
    const error = asError(thrown);
    if (job.attempt >= config.jobAttempts) {
      await markFailed(dataSource, id, error.message);
      logger.error({ err: error }, 'job failed, no attempts left');
      return { kind: 'failed', error };
    }
    const retryInMs = backoffMs(config, job.attempt);
    await recordRetry(dataSource, id, error.message, requeue ? retryInMs : null);
    logger.warn({ err: error, retryInMs }, 'job attempt failed, will retry');
    return { kind: 'retry', error, retryInMs };
  }
  await markDone(dataSource, id);
  return { kind: 'done' };
}
