import type { Config } from '../../config';
import { jobContext } from '../../jobs/job-context';
import type { ProcessorMap } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import { PRINTING_DOCUMENT_JOB, printingService } from './printing.service';

/**
 * `printing.document {documentJobId}`: written with its document job by printDocument. Lays the print
 * out, moving the job's progress, and stores the PDF in the document job. A retry starts over; once
 * the job is DONE (or FAILED after its last attempt) a second run does nothing.
 */
export function printingProcessors(config: Config, _logger: Logger): ProcessorMap {
  return {
    [PRINTING_DOCUMENT_JOB]: async (payload, job) => {
      const documentJobId = Number((payload as { documentJobId?: unknown }).documentJobId);
      const ctx = jobContext(config, job.dataSource, job.logger, job.id);
      await printingService.renderJob(ctx, documentJobId, job.attempt >= config.jobAttempts);
      job.logger.info({ documentJobId }, 'print rendered');
    },
  };
}
