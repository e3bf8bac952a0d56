import type { Config } from '../../config';
import type { ProcessorMap } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import { participationIdsOf } from './points.read-model';
import { POINTS_RECOMPUTE_JOB, pointsService, type PointsScope } from './points.service';

/** Participations settled per transaction by the recompute job: short locks, bounded statements. */
export const RECOMPUTE_CHUNK = 2000;

interface RecomputePayload {
  scope: PointsScope;
  trigger: 'time_slot_changed' | 'hourly_rate_changed';
}

/**
 * `points.recompute {scope, trigger}`: written by a rate (or times) change on more than LARGE_SCOPE
 * participations, in the change's transaction (pointsService.recompute). Reads the scope's
 * participations once it runs and settles them by chunks, each chunk its own transaction. Idempotent:
 * settle books only the difference between what a participation is worth and what its ledger holds, so
 * a retry after a crash, a second job for the same scope or a request settling meanwhile book nothing
 * twice.
 */
export function pointsProcessors(_config: Config, _logger: Logger): ProcessorMap {
  return {
    [POINTS_RECOMPUTE_JOB]: async (payload, job) => {
      const { scope, trigger } = payload as unknown as RecomputePayload;
      const ids = await participationIdsOf(job.dataSource.manager, scope);
      let booked = 0;
      for (let start = 0; start < ids.length; start += RECOMPUTE_CHUNK) {
        const chunk = ids.slice(start, start + RECOMPUTE_CHUNK);
        booked += (await job.dataSource.transaction((manager) => pointsService.settle({ manager }, chunk, trigger))).length;
      }
      job.logger.info({ participations: ids.length, booked, trigger }, 'points recomputed');
    },
  };
}
