import { RequestTenant } from '../../common/tenant';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../context';
import { createLoaders } from '../../graphql/loaders';
import type { ProcessorMap } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import { WAITING_LIST_LAPSE_JOB, waitingListService } from './waiting-list.service';

/**
 * The context a job runs services with: no caller, no request. Mails it queues go out with the next
 * dispatch (the runner's sweep, at the latest SWEEP_INTERVAL_MS later): a processor cannot nudge it.
 */
export function jobContext(config: Config, dataSource: DataSource, logger: Logger, jobId: number): RequestContext {
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
 * `waitingList.lapse {entryId}`, due when an offer expires: lapses every expired offer and offers the
 * places to the next entries. Written to the outbox with the offer, so the in-process runner and bull
 * both run it; an offer confirmed or declined in time makes it a no-op.
 */
export function waitingListProcessors(config: Config, _logger: Logger): ProcessorMap {
  return {
    [WAITING_LIST_LAPSE_JOB]: async (_payload, job) => {
      const lapsed = await waitingListService.lapseExpiredOffers(jobContext(config, job.dataSource, job.logger, job.id));
      if (lapsed > 0) job.logger.info({ lapsed }, 'waiting-list offers lapsed');
    },
  };
}
