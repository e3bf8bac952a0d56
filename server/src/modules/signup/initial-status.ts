import { ACTIVE_PARTICIPATION_STATUSES, ParticipationStatus } from '@benevo/schema';
import type { Event } from '../events/event.entity';
import { configurationOf } from '../events/events.service';
import type { Position } from '../positions/position.entity';

/**
 * The status a new sign-up gets (spec 3: a default per event, and per position). A position stores
 * ACCEPTED unless its organizer chose otherwise, so a position asking for validation wins; otherwise the
 * event configuration's default applies. Only an active status makes sense for a place just claimed:
 * anything else is read as "awaiting the organizer's validation".
 */
export function initialStatus(event: Event, position: Pick<Position, 'defaultParticipationValidationStatus'>): ParticipationStatus {
  const fromPosition = Number(position.defaultParticipationValidationStatus) as ParticipationStatus;
  const status =
    fromPosition !== ParticipationStatus.ACCEPTED
      ? fromPosition
      : (Number(configurationOf(event).defaultParticipationValidationStatus) as ParticipationStatus);
  return ACTIVE_PARTICIPATION_STATUSES.includes(status) ? status : ParticipationStatus.AWAITING_ORGANIZER_VALIDATION;
}
