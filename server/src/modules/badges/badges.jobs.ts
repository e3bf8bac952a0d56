import type { Config } from '../../config';
import { jobContext } from '../../jobs/job-context';
import type { ProcessorMap } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import { BADGES_SHEET_JOB, badgesService } from './badges.service';

/**
 * `badges.sheet {documentJobId}`: written with its document job by generateBadges. Renders the sheet,
 * moving the job's progress, and stores the PDF in the document job. A retry starts over; once the
 * job is DONE (or FAILED after its last attempt) a second run does nothing.
 */
export function badgesProcessors(config: Config, _logger: Logger): ProcessorMap {
  return {
    [BADGES_SHEET_JOB]: async (payload, job) => {
      const documentJobId = Number((payload as { documentJobId?: unknown }).documentJobId);
      const ctx = jobContext(config, job.dataSource, job.logger, job.id);
      await badgesService.renderSheetJob(ctx, documentJobId, job.attempt >= config.jobAttempts);
      job.logger.info({ documentJobId }, 'badge sheet rendered');
    },
  };
}
