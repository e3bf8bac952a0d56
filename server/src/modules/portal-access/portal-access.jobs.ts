import type { Config } from '../../config';
import { jobContext } from '../../jobs/job-context';
import type { ProcessorMap } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import { PORTAL_LOGIN_JOB, portalAccessService, type PortalLoginPayload } from './portal-access.service';

/**
 * `portalAccess.login {organizationId, email, language}`: written by every portal login request,
 * whatever the address; mails a one-time link when the organization knows the address (the request
 * never looks it up, so its answer and timing tell nothing). Idempotent enough: a retry after a crash
 * mails a second valid link at worst.
 */
export function portalAccessProcessors(config: Config, _logger: Logger): ProcessorMap {
  return {
    [PORTAL_LOGIN_JOB]: async (payload, job) => {
      await portalAccessService.mailLoginLink(jobContext(config, job.dataSource, job.logger, job.id), payload as unknown as PortalLoginPayload);
    },
  };
}
