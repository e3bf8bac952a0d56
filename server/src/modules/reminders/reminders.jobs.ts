import type { Config } from '../../config';
import type { ProcessorMap } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import { REMINDERS_SCAN_JOB, remindersService } from './reminders.service';

/**
 * `reminders.scan`: mails the shift reminders that came due (exactly once each, see
 * remindersService.scan), then enqueues the next scan. A crash mid-way loses nothing: the outbox
 * retries the job, and the reminders already decided are not sent again.
 */
export function remindersProcessors(config: Config, _logger: Logger): ProcessorMap {
  return {
    [REMINDERS_SCAN_JOB]: async (_payload, job) => {
      const now = new Date();
      try {
        const mailed = await remindersService.scan(job.dataSource, config, { now }, job.logger);
        if (mailed > 0) job.logger.info({ mailed }, 'shift reminders queued');
      } finally {
        // Even after a failed attempt: the chain must go on (a retry of this job finds it pending and stops there).
        await remindersService.scheduleNext(job.dataSource, now, job.id);
      }
    },
  };
}
