import type { Config } from '../../config';
import { jobContext } from '../../jobs/job-context';
import type { ProcessorMap } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import { TICKETING_SYNC_JOB, ticketingService } from './ticketing.service';

/**
 * `ticketing.sync {syncId}`: written with its sync row by requestSync ("sync now"). Exports the
 * event's accreditations and imports their check-ins; a server or network error of the vendor throws,
 * so the job system tries again with its backoff; once the sync is finished a second run does nothing.
 */
export function ticketingProcessors(config: Config, _logger: Logger): ProcessorMap {
  return {
    [TICKETING_SYNC_JOB]: async (payload, job) => {
      const syncId = Number((payload as { syncId?: unknown }).syncId);
      const ctx = jobContext(config, job.dataSource, job.logger, job.id);
      await ticketingService.runSync(ctx, syncId, job.attempt >= config.jobAttempts);
      job.logger.info({ syncId }, 'ticketing sync ran');
    },
  };
}
