import type { Config } from '../../config';
import { jobContext } from '../../jobs/job-context';
import type { ProcessorMap } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import { ASSIGNMENT_SOLVE_JOB, assignmentService } from './assignment.service';

/**
 * `assignment.solve {runId}`: written with a background run by autoAssign. Solves the event as it is
 * when the job runs (in a worker thread), moving the run's progress, and stores the proposal. A retry
 * starts over; once the run is DONE (or FAILED after the last attempt) a second run does nothing.
 */
export function assignmentProcessors(config: Config, _logger: Logger): ProcessorMap {
  return {
    [ASSIGNMENT_SOLVE_JOB]: async (payload, job) => {
      const runId = Number((payload as { runId?: unknown } | null)?.runId);
      // A payload naming no run (hand-written, corrupted) is done: there is nothing to solve.
      if (!Number.isSafeInteger(runId) || runId <= 0 || runId > 2 ** 31 - 1) {
        job.logger.warn({ payload }, 'auto-assignment job without a run id');
        return;
      }
      const ctx = jobContext(config, job.dataSource, job.logger, job.id);
      await assignmentService.solveJob(ctx, runId, job.attempt >= config.jobAttempts);
      job.logger.info({ runId }, 'auto-assignment solved');
    },
  };
}
