import { ParticipationStatus } from '@benevo/schema';
import type { RequestContext } from '../../context';
import { webhooksService } from '../webhooks/webhooks.service';
import type { Participation } from './participation.entity';

export type ParticipationWebhookEvent = 'participation.created' | 'participation.changed' | 'participation.cancelled';

const CANCELLED: readonly ParticipationStatus[] = [ParticipationStatus.CANCELLED_BY_ORGANIZER, ParticipationStatus.CANCELLED_BY_VOLUNTEER];

/**
 * A participation in a webhook's `data` (issue 16): ids, status, size and group; no contact details
 * (an integrator reads them through the API with its token).
 */
function payloadOf(participation: Participation, extra: Record<string, unknown>): Record<string, unknown> {
  return {
    participationId: participation.id,
    eventId: participation.eventId,
    timeSlotId: participation.timeSlotId,
    volunteerId: participation.volunteerId,
    registrationId: participation.registrationId,
    validationStatus: participation.validationStatus,
    validationStatusName: ParticipationStatus[participation.validationStatus] ?? null,
    nbParticipants: participation.nbParticipants,
    groupName: participation.groupName,
    ...extra,
  };
}

/** Tells the organizations' webhooks about participations, in the caller's transaction. */
export async function announceParticipations(
  tx: RequestContext,
  event: ParticipationWebhookEvent,
  participations: Participation[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  const byOrganization = new Map<number, Participation[]>();
  for (const p of participations) byOrganization.set(p.organizationId, [...(byOrganization.get(p.organizationId) ?? []), p]);
  for (const [organizationId, own] of byOrganization) {
    await webhooksService.emitMany(tx, organizationId, event, own.map((p) => payloadOf(p, extra)));
  }
}

/** A status change: `participation.cancelled` when it became cancelled, else `participation.changed`. */
export async function announceStatusChange(tx: RequestContext, participations: Participation[], status: ParticipationStatus): Promise<void> {
  const event = CANCELLED.includes(status) ? 'participation.cancelled' : 'participation.changed';
  await announceParticipations(tx, event, participations.map((p) => ({ ...p, validationStatus: status })), { change: 'status' });
}
