import { Field, ID, ObjectType } from 'type-graphql';
import { fullName, shortName } from './swap-mails';
import type { SwapRow } from './swaps.read-model';

/**
 * A shift swap as shown: the shift (event, position, sector, times in the event's time zone), who
 * offered it and who took it. A volunteer sees other volunteers' names shortened ("Anne M.") and no
 * address but the one they named; the organizer sees full names and addresses.
 */
@ObjectType('ShiftSwap')
export class ShiftSwapView {
  @Field(() => ID) id: number;
  @Field({ description: 'open, pending_approval, done, cancelled, refused' }) status: string;
  @Field(() => ID) eventId: number;
  @Field() eventName: string;
  @Field({ description: "The event's time zone: the shift's times are shown in it" }) eventTimeZone: string;
  @Field(() => ID, { description: 'The offered participation' }) participationId: number;
  @Field({ description: 'The offered participation is still ACCEPTED (an open offer of a cancelled shift can no longer be taken)' })
  shiftAvailable: boolean;
  @Field(() => ID) timeSlotId: number;
  @Field() positionName: string;
  @Field(() => String, { nullable: true }) sectorName: string | null;
  @Field() startTime: Date;
  @Field() endTime: Date;
  @Field({ description: 'Named to a colleague (true) or offered to the event’s volunteers' }) named: boolean;
  @Field(() => String, { nullable: true, description: 'The named colleague’s address (to the offerer, the colleague and the organizer)' })
  targetEmail: string | null;
  @Field({ description: 'Whether the event asks for the organizer’s approval' }) approvalRequired: boolean;
  @Field({ description: 'The caller offered it (portal)' }) mine: boolean;
  @Field({ description: 'The caller took it (portal)' }) takenByMe: boolean;
  @Field() offeredByName: string;
  @Field(() => String, { nullable: true }) takerName: string | null;
  @Field(() => String, { nullable: true, description: 'Organizer only' }) offeredByEmail: string | null;
  @Field(() => String, { nullable: true, description: 'Organizer only' }) takerEmail: string | null;
  @Field() decisionMessage: string;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) takenAt: Date | null;
  @Field(() => Date, { nullable: true }) decidedAt: Date | null;
}

@ObjectType('MySwaps', { description: "The portal's swaps section" })
export class MySwapsView {
  @Field(() => [ShiftSwapView], { description: 'Swaps I offered or took, latest first' }) mine: ShiftSwapView[];
  @Field(() => [ShiftSwapView], { description: 'Open offers I may take, by shift start' }) available: ShiftSwapView[];
  @Field(() => [ID], { description: 'My shifts I may offer now' }) swappableParticipationIds: number[];
}

const base = (row: SwapRow) => ({
  id: row.id,
  status: row.status,
  eventId: row.eventId,
  eventName: row.eventName,
  eventTimeZone: row.eventTimeZone,
  participationId: row.participationId,
  shiftAvailable: row.participationStatus === 6 || row.status === 'done',
  timeSlotId: row.timeSlotId,
  positionName: row.positionName,
  sectorName: row.sectorName,
  startTime: row.startTime,
  endTime: row.endTime,
  named: row.targetVolunteerId !== null,
  approvalRequired: row.approvalRequired,
  decisionMessage: row.decisionMessage,
  createdAt: row.createdAt,
  takenAt: row.takenAt,
  decidedAt: row.decidedAt,
});

/** A swap as volunteer `volunteerId` may see it. */
export function volunteerView(row: SwapRow, volunteerId: number): ShiftSwapView {
  const mine = row.offeredById === volunteerId;
  return Object.assign(new ShiftSwapView(), {
    ...base(row),
    targetEmail: mine || row.targetVolunteerId === volunteerId ? row.targetEmail : null,
    mine,
    takenByMe: row.takerId === volunteerId,
    offeredByName: mine ? fullName(row.offeredBy) : shortName(row.offeredBy),
    takerName: row.taker ? (row.takerId === volunteerId ? fullName(row.taker) : shortName(row.taker)) : null,
    offeredByEmail: null,
    takerEmail: null,
  });
}

/** A swap as the organizer sees it. */
export function organizerView(row: SwapRow): ShiftSwapView {
  return Object.assign(new ShiftSwapView(), {
    ...base(row),
    targetEmail: row.targetEmail,
    mine: false,
    takenByMe: false,
    offeredByName: fullName(row.offeredBy),
    takerName: row.taker ? fullName(row.taker) : null,
    offeredByEmail: row.offeredBy.email,
    takerEmail: row.taker?.email ?? null,
  });
}
