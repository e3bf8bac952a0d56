import { ParticipationStatus } from '@benevo/schema';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { pointsService } from '../points/points.service';
import type { Volunteer } from '../volunteers/volunteer.entity';
import { claimPlaces } from './capacity';
import { Participation } from './participation.entity';
import { announceParticipations } from './participation-webhooks';
import { lockSlots } from './slot-locks';

/**
 * The participation side of a shift swap (issue 17, swaps module): the participations module writes its
 * own rows. The swaps module checks the swap, the event's switch and the taker's rules; these run in its
 * transaction.
 */

/**
 * The offerer's participation `id`, locked as every capacity change locks (its slot's position and slot,
 * then the row): answers it, or NOT_FOUND when it is not `volunteerId`'s (an unknown id answers alike).
 */
export async function lockOwnParticipation(tx: RequestContext, id: number, volunteerId: number): Promise<Participation> {
  const seen = await tx.manager.findOneBy(Participation, { id, volunteerId });
  if (!seen) throw AppError.notFound('participations.notFound');
  await lockSlots(tx, [seen.timeSlotId]);
  const participation = await tx.manager.findOne(Participation, { where: { id, volunteerId }, lock: { mode: 'pessimistic_write' } });
  if (!participation) throw AppError.notFound('participations.notFound');
  // Moved to another slot meanwhile: that slot is locked too, before any place is counted.
  if (participation.timeSlotId !== seen.timeSlotId) await lockSlots(tx, [participation.timeSlotId]);
  return participation;
}

/**
 * Gives the (locked, ACCEPTED) participation's place to `taker`, in the caller's transaction: the place
 * is checked against the slot's and position's limits (the offerer's place counted as freed: an
 * organizer who lowered the slot's places meanwhile refuses the swap), the offerer's participation
 * becomes CANCELLED_BY_VOLUNTEER (no waiting-list offer: the place goes to the taker), the taker's is
 * created ACCEPTED on the same slot with the taker's names and address, and the points follow the shift
 * (the offerer's go back, refused when already spent, as the volunteer's own cancellation; the taker
 * earns them). Webhooks announce both.
 */
export async function transferParticipation(
  tx: RequestContext,
  participation: Participation,
  taker: Volunteer,
): Promise<{ cancelled: Participation; created: Participation }> {
  if (participation.validationStatus !== ParticipationStatus.ACCEPTED) throw AppError.conflict('swaps.unavailable');
  await claimPlaces(tx, [{ timeSlotId: participation.timeSlotId, nbParticipants: participation.nbParticipants }], {
    replacingParticipationIds: [participation.id],
  });
  await tx.manager.update(Participation, { id: participation.id }, { validationStatus: ParticipationStatus.CANCELLED_BY_VOLUNTEER, validationMessage: '' });
  await pointsService.settle(tx, [participation.id], 'participation_cancelled', { mustCover: true, refusal: 'points.cancelSpent' });
  const created = await tx.manager.save(
    tx.manager.create(Participation, {
      organizationId: participation.organizationId,
      eventId: participation.eventId,
      timeSlotId: participation.timeSlotId,
      volunteerId: taker.id,
      firstName: taker.firstName,
      lastName: taker.lastName,
      email: taker.email,
      phoneNumber: taker.phoneNumber,
      bornDate: taker.bornDate,
      language: taker.language,
      nbParticipants: participation.nbParticipants,
      groupName: participation.groupName,
      validationStatus: ParticipationStatus.ACCEPTED,
      validationMessage: '',
      registrationId: null,
    }),
  );
  await pointsService.settle(tx, [created.id], 'participation_accepted');
  const cancelled = await tx.manager.findOneByOrFail(Participation, { id: participation.id });
  await announceParticipations(tx, 'participation.cancelled', [cancelled], { change: 'swap', takenOverBy: created.id });
  await announceParticipations(tx, 'participation.created', [created], { change: 'swap', swappedFrom: cancelled.id });
  return { cancelled, created };
}
