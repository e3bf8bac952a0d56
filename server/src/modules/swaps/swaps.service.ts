import { ParticipationStatus, swapOfferSchema, swapRefusalSchema } from '@benevo/schema';
import { In } from 'typeorm';
import { withTransaction, type RequestContext } from '../../context';
import { optionalId, parseId } from '../../common/ids';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { configurationOf } from '../events/events.service';
import { organizationService } from '../organizations/organization.service';
import type { Participation } from '../participations/participation.entity';
import { lockOwnParticipation, transferParticipation } from '../participations/participation-swap';
import { registrationRulesService } from '../registration-rules/registration-rules.service';
import { positionsService } from '../positions/positions.service';
import { initialStatus } from '../signup/initial-status';
import { slotsService } from '../slots/slots.service';
import type { TimeSlot } from '../slots/time-slot.entity';
import type { Volunteer } from '../volunteers/volunteer.entity';
import { normalizeEmail, volunteersService } from '../volunteers/volunteers.service';
import { ShiftSwap } from './shift-swap.entity';
import { mailOrganizerPending, mailVolunteer } from './swap-mails';
import {
  openSwapRowsFor,
  pendingSwapRows,
  swappableParticipationIds,
  swapRows,
  takesPartIn,
  volunteerIdByEmail,
  volunteerSwapRows,
  type SwapRow,
} from './swaps.read-model';

const LIVE = ['open', 'pending_approval'] as const;

export interface SwapOfferData {
  /** A colleague of the organization by e-mail; empty: every volunteer of the event. */
  targetEmail?: string | null;
}

/** The token holder's swaps: what they offered or took, what they may take, and which shifts they may offer. */
export interface VolunteerSwaps {
  volunteer: Volunteer;
  mine: SwapRow[];
  available: SwapRow[];
  swappableParticipationIds: number[];
}

/** The swap `id`, locked until the transaction ends (FOR UPDATE: takers, the offerer and the organizer queue here), or NOT_FOUND. */
async function lockSwap(tx: RequestContext, id: string | number, where: { organizationId: number; offeredById?: number }): Promise<ShiftSwap> {
  const swap = await tx.manager.findOne(ShiftSwap, {
    where: { id: parseId(id, 'swaps.notFound'), ...where },
    lock: { mode: 'pessimistic_write' },
  });
  if (!swap) throw AppError.notFound('swaps.notFound');
  return swap;
}

async function reloadRow(tx: RequestContext, id: number): Promise<SwapRow> {
  const [row] = await swapRows(tx.manager, [id]);
  return row;
}

async function volunteerById(tx: RequestContext, id: number): Promise<Volunteer> {
  const [volunteer] = await volunteersService.byIds(tx, [id]);
  if (!volunteer) throw AppError.conflict('swaps.unavailable');
  return volunteer;
}

/** The offered shift is still there to give: ACCEPTED and not started. */
async function assertSwappable(tx: RequestContext, participation: Participation): Promise<TimeSlot> {
  if (participation.validationStatus !== ParticipationStatus.ACCEPTED) throw AppError.conflict('swaps.unavailable');
  // Made a group after it was offered (the organizer changed nbParticipants): never handed over as one.
  if (participation.nbParticipants > 1) throw AppError.conflict('swaps.groupNotSwappable');
  const [slot] = await slotsService.byIds(tx, [participation.timeSlotId]);
  if (!slot || slot.startTime.getTime() <= Date.now()) throw AppError.conflict('swaps.started');
  return slot;
}

/**
 * The taker must satisfy what a sign-up of that slot would ask (registration-rules: the position's
 * category and age rules on the slot's day, no overlap with their active shifts, including one on the
 * same slot). Capacity is checked by the transfer itself.
 */
async function checkTaker(tx: RequestContext, taker: Volunteer, participation: Participation): Promise<void> {
  await registrationRulesService.check(tx, {
    eventId: participation.eventId,
    volunteer: { id: taker.id, bornDate: taker.bornDate, categoryIds: await volunteersService.categoryIds(tx, taker.id) },
    slotIds: [participation.timeSlotId],
  });
}

/** The swap itself: the place passes to the taker, the swap is done, both volunteers are told. */
async function execute(
  tx: RequestContext,
  swap: ShiftSwap,
  participation: Participation,
  offerer: Volunteer,
  taker: Volunteer,
  decision: { userId: number } | null,
): Promise<SwapRow> {
  const { created } = await transferParticipation(tx, participation, taker);
  const now = new Date();
  await tx.manager.update(
    ShiftSwap,
    { id: swap.id },
    {
      status: 'done',
      takerId: taker.id,
      takerParticipationId: created.id,
      takenAt: swap.takenAt ?? now,
      ...(decision ? { decidedById: decision.userId, decidedAt: now } : {}),
    },
  );
  const row = await reloadRow(tx, swap.id);
  await mailVolunteer(tx, offerer, 'given', row);
  await mailVolunteer(tx, taker, 'taken', row);
  return row;
}

export const swapsService = {
  /** The token holder's swaps (offered or taken, latest first), the open offers they may take, and the shifts they may offer. */
  async forToken(ctx: RequestContext, token: string): Promise<VolunteerSwaps> {
    const volunteer = await volunteersService.byToken(ctx, token);
    const [mine, available, swappable] = await Promise.all([
      volunteerSwapRows(ctx.manager, volunteer.id),
      openSwapRowsFor(ctx.manager, volunteer),
      swappableParticipationIds(ctx.manager, volunteer.id),
    ]);
    return { volunteer, mine, available, swappableParticipationIds: swappable };
  },

  /**
   * Offers one of the token holder's shifts (ACCEPTED, alone, not started, in an event with swaps on,
   * not offered already) to the event's volunteers or to a named colleague of the organization, who
   * gets a mail with their portal link. An unknown address is a field error (attempt-limited per
   * volunteer: the answer tells whether an address belongs to the organization).
   */
  async offer(ctx: RequestContext, token: string, participationId: string | number, input: SwapOfferData = {}): Promise<SwapRow> {
    const values = await validateInput(swapOfferSchema, { targetEmail: input.targetEmail || null });
    return withTransaction(ctx, async (tx) => {
      const volunteer = await volunteersService.byToken(tx, token);
      // One change of this volunteer's offers at a time: two offers of one shift never both pass.
      await volunteersService.lock(tx, volunteer.id);
      const participation = await lockOwnParticipation(tx, parseId(participationId, 'participations.notFound'), volunteer.id);
      const event = await tx.loaders.events.byId.load(participation.eventId);
      if (!event || !configurationOf(event).enableShiftSwaps) throw AppError.conflict('swaps.disabled');
      if (participation.validationStatus !== ParticipationStatus.ACCEPTED) throw AppError.conflict('swaps.onlyAccepted');
      if (participation.nbParticipants > 1) throw AppError.conflict('swaps.groupNotSwappable');
      await assertSwappable(tx, participation);
      if (await tx.manager.exists(ShiftSwap, { where: { participationId: participation.id, status: In([...LIVE]) } })) {
        throw AppError.conflict('swaps.alreadyOffered');
      }
      let target: Volunteer | null = null;
      if (values.targetEmail) {
        const email = normalizeEmail(values.targetEmail);
        if (email === normalizeEmail(volunteer.email)) throw AppError.field('targetEmail', 'swaps.selfTarget');
        // Every lookup counts, known or not, before it: once the attempts are spent, a known address
        // answers TOO_MANY_REQUESTS as an unknown one does (no oracle past the limit).
        await tx.app.attempts.consume(`swapColleague:${volunteer.id}`);
        const targetId = await volunteerIdByEmail(tx.manager, volunteer.organizationId, email);
        if (targetId === null) throw AppError.field('targetEmail', 'swaps.colleagueUnknown');
        target = await volunteerById(tx, targetId);
      }
      const swap = await tx.manager.save(
        tx.manager.create(ShiftSwap, {
          organizationId: participation.organizationId,
          eventId: participation.eventId,
          participationId: participation.id,
          offeredById: volunteer.id,
          targetEmail: target ? target.email : null,
          targetVolunteerId: target?.id ?? null,
          status: 'open',
        }),
      );
      const row = await reloadRow(tx, swap.id);
      if (target) await mailVolunteer(tx, target, 'offered', row);
      return row;
    });
  },

  /** The offerer withdraws an open offer of theirs (another's swap answers NOT_FOUND). */
  async withdraw(ctx: RequestContext, token: string, id: string | number): Promise<SwapRow> {
    return withTransaction(ctx, async (tx) => {
      const volunteer = await volunteersService.byToken(tx, token);
      const swap = await lockSwap(tx, id, { organizationId: volunteer.organizationId, offeredById: volunteer.id });
      if (swap.status !== 'open') throw AppError.conflict('swaps.notOpen');
      await tx.manager.update(ShiftSwap, { id: swap.id }, { status: 'cancelled' });
      return reloadRow(tx, swap.id);
    });
  },

  /**
   * The token holder takes an open offer they may see (named to them, or of an event they take part
   * in; else NOT_FOUND). The rules of a sign-up apply (registration rules, overlaps, capacity). Without
   * the event's approval the swap is done in this transaction; with it, the swap waits for the
   * organizer (the taker and the event's contact address are told). Two takers at once: the swap's
   * row lock makes the second see it taken.
   */
  async take(ctx: RequestContext, token: string, id: string | number): Promise<SwapRow> {
    return withTransaction(ctx, async (tx) => {
      const taker = await volunteersService.byToken(tx, token);
      const swap = await lockSwap(tx, id, { organizationId: taker.organizationId });
      if (swap.offeredById === taker.id) throw AppError.conflict('swaps.ownOffer');
      const visible = swap.targetVolunteerId !== null ? swap.targetVolunteerId === taker.id : await takesPartIn(tx.manager, taker.id, swap.eventId);
      if (!visible) throw AppError.notFound('swaps.notFound');
      if (swap.status !== 'open') throw AppError.conflict('swaps.notOpen');
      const event = await tx.loaders.events.byId.load(swap.eventId);
      if (!event || !configurationOf(event).enableShiftSwaps) throw AppError.conflict('swaps.disabled');
      // The taker's row, as a sign-up takes it: their other changes queue, so the overlap rule sees them.
      await volunteersService.lock(tx, taker.id);
      const offerer = await volunteerById(tx, swap.offeredById);
      const participation = await lockOwnParticipation(tx, swap.participationId, swap.offeredById).catch(() => {
        throw AppError.conflict('swaps.unavailable');
      });
      const slot = await assertSwappable(tx, participation);
      // A private slot (passkey) goes only to the colleague the offerer named; to anyone else it is not there.
      if (slot.isPrivate && swap.targetVolunteerId !== taker.id) throw AppError.notFound('swaps.notFound');
      await checkTaker(tx, taker, participation);
      // A sign-up on this position would wait for the organizer: so does the swap, whatever the event's switch.
      const [position] = await positionsService.byIds(tx, [slot.positionId]);
      const vetted = !position || initialStatus(event, position) === ParticipationStatus.AWAITING_ORGANIZER_VALIDATION;
      if (configurationOf(event).shiftSwapApproval || vetted) {
        await tx.manager.update(ShiftSwap, { id: swap.id }, { status: 'pending_approval', takerId: taker.id, takenAt: new Date() });
        const row = await reloadRow(tx, swap.id);
        await mailVolunteer(tx, taker, 'pending', row);
        await mailOrganizerPending(tx, row);
        return row;
      }
      return execute(tx, swap, participation, offerer, taker, null);
    });
  },

  /** The organization's swaps waiting for approval (of one event when given). */
  async pending(ctx: RequestContext, eventId?: string | number | null, requestedOrganizationId?: number | null): Promise<SwapRow[]> {
    const organizationId = await organizationService.scope(ctx, requestedOrganizationId);
    return pendingSwapRows(ctx.manager, organizationId, optionalId(eventId, 'eventId'));
  },

  /** The organizer approves a pending swap: the rules are checked again now, then the swap is done (one transaction). */
  async approve(ctx: RequestContext, id: string | number): Promise<SwapRow> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizationService.scope(tx);
      const swap = await lockSwap(tx, id, { organizationId });
      if (swap.status !== 'pending_approval' || swap.takerId === null) throw AppError.conflict('swaps.notPending');
      const taker = await volunteerById(tx, swap.takerId);
      await volunteersService.lock(tx, taker.id);
      const offerer = await volunteerById(tx, swap.offeredById);
      const participation = await lockOwnParticipation(tx, swap.participationId, swap.offeredById).catch(() => {
        throw AppError.conflict('swaps.unavailable');
      });
      await assertSwappable(tx, participation);
      await checkTaker(tx, taker, participation);
      return execute(tx, swap, participation, offerer, taker, { userId: tx.auth!.user.id });
    });
  },

  /**
   * A volunteer's personal data is erased (privacy module, in its transaction): the swaps keep no
   * address of theirs (a colleague's offer named to them loses the address), and their open or pending
   * swaps, offered or named to them, are withdrawn. The history rows stay, anonymous through the erased
   * volunteer row.
   */
  async forgetVolunteer(tx: RequestContext, organizationId: number, volunteerId: number, email: string): Promise<void> {
    const address = normalizeEmail(email);
    await tx.manager.update(ShiftSwap, { offeredById: volunteerId, status: In([...LIVE]) }, { status: 'cancelled' });
    await tx.manager.update(ShiftSwap, { targetVolunteerId: volunteerId, status: In([...LIVE]) }, { status: 'cancelled' });
    await tx.manager.update(ShiftSwap, { organizationId, targetEmail: address, status: In([...LIVE]) }, { status: 'cancelled' });
    await tx.manager.update(ShiftSwap, { takerId: volunteerId, status: 'pending_approval' }, { status: 'cancelled' });
    await tx.manager.update(ShiftSwap, { targetVolunteerId: volunteerId }, { targetEmail: null });
    await tx.manager.update(ShiftSwap, { organizationId, targetEmail: address }, { targetEmail: null });
  },

  /** The organizer refuses a pending swap (an optional reason): nothing moves, both volunteers are told. */
  async refuse(ctx: RequestContext, id: string | number, message?: string | null): Promise<SwapRow> {
    const values = await validateInput(swapRefusalSchema, { message: message ?? null });
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizationService.scope(tx);
      const swap = await lockSwap(tx, id, { organizationId });
      if (swap.status !== 'pending_approval') throw AppError.conflict('swaps.notPending');
      await tx.manager.update(
        ShiftSwap,
        { id: swap.id },
        { status: 'refused', decisionMessage: values.message ?? '', decidedById: tx.auth!.user.id, decidedAt: new Date() },
      );
      const row = await reloadRow(tx, swap.id);
      const people = await volunteersService.byIds(tx, [swap.offeredById, ...(swap.takerId ? [swap.takerId] : [])]);
      for (const person of people) await mailVolunteer(tx, person, 'refused', row, values.message);
      return row;
    });
  },
};
