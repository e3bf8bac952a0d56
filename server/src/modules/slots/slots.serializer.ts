import { formatDuration } from '@benevo/schema';
import type { RequestContext } from '../../context';
import type { Participation } from '../participations/participation.entity';
import { durationSeconds, effectiveRate } from './slots.service';
import type { TimeSlot } from './time-slot.entity';

/** Who reads a serialized entity: the public pages never see volunteers' names or secrets. */
export type Audience = 'organizer' | 'public';

/** The facade's Participation (spec 3), validationStatus as its number (DESIGN.md). */
export function serializeParticipation(participation: Participation) {
  return {
    id: participation.id,
    timeSlotId: participation.timeSlotId,
    volunteerId: participation.volunteerId,
    eventId: participation.eventId,
    firstName: participation.firstName,
    lastName: participation.lastName,
    email: participation.email,
    phoneNumber: participation.phoneNumber,
    nbParticipants: participation.nbParticipants,
    groupName: participation.groupName,
    validationStatus: participation.validationStatus,
    validationMessage: participation.validationMessage,
    bornDate: participation.bornDate,
    createdAt: participation.createdAt,
  };
}

/** The facade's TimeSlot (spec 3): position and rewardCategory as ids, duration as P0DT{h}H{m}M{s}S. */
export async function serializeSlot(ctx: RequestContext, slot: TimeSlot, audience: Audience = 'organizer') {
  const participants = await ctx.loaders.participations.activeBySlotId.load(slot.id);
  return {
    id: slot.id,
    description: slot.description,
    startTime: slot.startTime,
    endTime: slot.endTime,
    requiredVolunteerCount: slot.requiredVolunteerCount,
    isPrivate: slot.isPrivate,
    series: slot.series,
    recurrence: slot.recurrence,
    position: slot.positionId,
    rewardCategory: slot.rewardCategoryId,
    hourlyRate: await effectiveRate(ctx, slot),
    duration: formatDuration(durationSeconds(slot)),
    nbParticipants: participants.reduce((sum, p) => sum + p.nbParticipants, 0),
    ...(audience === 'organizer' ? { participants: participants.map(serializeParticipation) } : {}),
  };
}
