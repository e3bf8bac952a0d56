import type { DataSource } from 'typeorm';
import { RequestTenant } from '../../common/tenant';
import type { Config } from '../../config';
import type { RequestContext } from '../../context';
import { createLoaders } from '../../graphql/loaders';
import type { ProcessorMap } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import { BADGES_SHEET_JOB, badgesService } from './badges.service';

/** A job acts for no caller: the document job's row names the organization, and every read is scoped to it. */
function jobContext(config: Config, dataSource: DataSource, logger: Logger, jobId: number): RequestContext {
  const manager = dataSource.manager;
  return {
    requestId: `job-${jobId}`,
    clientIp: '',
    language: 'fr',
    auth: null,
    manager,
    loaders: createLoaders(manager),
    tenant: RequestTenant.system(),
    app: {
      config,
      dataSource,
      logger,
      nudgeJobs: () => undefined,
      attempts: { consume: async () => undefined, reset: async () => undefined },
    },
    afterCommit: (callback) => {
      void Promise.resolve(callback());
    },
    cookies: { set: () => undefined, clear: () => undefined },
  };
}

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
