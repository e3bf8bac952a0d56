import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { RequestContext } from '../context';
import { createLoaders } from '../graphql/loaders';
import type { Logger } from '../logger';
import { RequestTenant } from '../common/tenant';

/**
 * The context a job runs services with: no caller, no request. Mails it queues go out when the job
 * ends: both adapters nudge the dispatcher after each job (in-process: onSlotFreed; bull: onJobDone).
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
      signups: { consume: async () => undefined, reset: async () => undefined },
    },
    afterCommit: (callback) => {
      void Promise.resolve(callback());
    },
    cookies: { set: () => undefined, clear: () => undefined },
  };
}
