import type { Config } from '../../config';
import { jobContext } from '../../jobs/job-context';
import type { ProcessorMap } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import { WAITING_LIST_LAPSE_JOB, waitingListService } from './waiting-list.service';

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
