import { ACTIVE_PARTICIPATION_STATUSES, isCalendarDate, messageKey, ParticipationStatus, slotsOverlap } from '@benevo/schema';
import { In, Not } from 'typeorm';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { eventsService } from '../events/events.service';
import { optionalId, parseId } from '../../common/ids';
import { pointsService } from '../points/points.service';
import { organizationService } from '../organizations/organization.service';
import { slotsService } from '../slots/slots.service';
import type { TimeSlot } from '../slots/time-slot.entity';
import type { Volunteer } from '../volunteers/volunteer.entity';
import { likePattern, volunteersService } from '../volunteers/volunteers.service';
import { waitingListService } from '../waiting-list/waiting-list.service';
import { claimPlaces } from './capacity';
import { eventParticipations, participationsToValidate } from './participation-lists';
import { cancelDeadline, deadlineParams } from './cancel-deadline';
import { mailKindOf, mailOrganizerOfAnswer, mailOrganizerOfCancellation, mailVolunteers } from './participation-mails';
import { Participation } from './participation.entity';
import { lockSlots } from './slot-locks';
import { announceParticipations, announceStatusChange } from './participation-webhooks';
import { groupMembersService } from './group-members.service';

export type ParticipationKindName = 'ALL' | 'SOLO' | 'GROUP';

export interface ParticipationFilterData {
  kind?: ParticipationKindName | null;
  statuses?: ParticipationStatus[] | null;
  positionId?: string | number | null;
  /** YYYY-MM-DD in the event's time zone (the slot's start). */
  day?: string | null;
  search?: string | null;
}

export interface AddParticipationData {
  volunteerId: string | number;
  timeSlotId: string | number;
  nbParticipants?: number | null;
  groupName?: string | null;
  validationStatus?: ParticipationStatus | null;
  /** Also every slot of the same series. */
  recurring?: boolean | null;
}

export interface ParticipationChanges {
  validationStatus?: ParticipationStatus;
  validationMessage?: string | null;
  timeSlotId?: string | number;
  nbParticipants?: number;
  groupName?: string;
}

/** What a sign-up or a confirmed offer writes of a participation (the rest keeps its defaults). */
export type NewParticipation = Pick<
  Participation,
  | 'organizationId'
  | 'eventId'
  | 'timeSlotId'
  | 'volunteerId'
  | 'registrationId'
  | 'language'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'nbParticipants'
  | 'groupName'
  | 'validationStatus'
  | 'bornDate'
>;

const isActive = (status: ParticipationStatus) => ACTIVE_PARTICIPATION_STATUSES.includes(status);
const isPending = (status: ParticipationStatus) =>
  status === ParticipationStatus.AWAITING_ORGANIZER_VALIDATION || status === ParticipationStatus.AWAITING_VOLUNTEER_VALIDATION;
const VOLUNTEER_ONLY = [ParticipationStatus.REJECTED_BY_VOLUNTEER, ParticipationStatus.CANCELLED_BY_VOLUNTEER];
const ALL_STATUSES = Object.values(ParticipationStatus).filter((value): value is ParticipationStatus => typeof value === 'number');

function assertStatus(status: unknown, field: string): asserts status is ParticipationStatus {
  if (!ALL_STATUSES.includes(status as ParticipationStatus)) throw AppError.field(field, 'validation.unknownReference');
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** The slots of the volunteer's active participations (`except` participations left out). */
async function activeSlotIds(ctx: RequestContext, volunteerId: number, except: number[] = []): Promise<number[]> {
  const rows = await ctx.manager.find(Participation, {
    where: { volunteerId, validationStatus: In([...ACTIVE_PARTICIPATION_STATUSES]), ...(except.length > 0 ? { id: Not(In(except)) } : {}) },
    select: { id: true, timeSlotId: true },
  });
  return rows.map((row) => row.timeSlotId);
}

/**
 * The caller's participations with these ids, in the order asked; NOT_FOUND when one is unknown or
 * another organization's. Locks as every capacity change does (positions, slots, then rows: the
 * slots they are on plus `moreSlotIds`, in id order), so concurrent changes never deadlock.
 */
async function lockParticipations(
  tx: RequestContext,
  ids: Array<string | number>,
  moreSlotIds: number[] = [],
  scopedOrganizationId?: number,
): Promise<Participation[]> {
  const organizationId = scopedOrganizationId ?? (await organizationService.scope(tx));
  const wanted = unique(ids.map((id) => parseId(id, 'participations.notFound')));
  const seen = await tx.manager.find(Participation, { where: { id: In(wanted), organizationId }, select: { id: true, timeSlotId: true } });
  if (seen.length !== wanted.length) throw AppError.notFound('participations.notFound');
  const slotIds = unique([...seen.map((p) => p.timeSlotId), ...moreSlotIds]);
  await lockSlots(tx, slotIds);
  const rows = await tx.manager.find(Participation, { where: { id: In(wanted), organizationId }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  if (rows.length !== wanted.length) throw AppError.notFound('participations.notFound');
  // Moved meanwhile by another change: its new slot is locked too (late, but before any place is counted).
  const moved = rows.map((p) => p.timeSlotId).filter((id) => !slotIds.includes(id));
  if (moved.length > 0) await lockSlots(tx, moved);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.map((id) => byId.get(id)!);
}

/**
 * One volunteer never holds two active participations on one slot, nor on slots whose times overlap
 * (spec: "overlaps refused for one volunteer"). `slotIds` are the slots the volunteer is about to hold;
 * `except` participations are being replaced.
 */
async function assertNoOverlap(tx: RequestContext, volunteerId: number, slotIds: number[], except: number[] = []): Promise<void> {
  if (slotIds.length === 0) return;
  const held = await activeSlotIds(tx, volunteerId, except);
  if (held.length === 0 && slotIds.length === 1) return;
  if (slotIds.some((id) => held.includes(id))) throw AppError.conflict('participations.alreadyRegistered');
  const slotById = new Map((await slotsService.byIds(tx, [...held, ...slotIds])).map((slot) => [slot.id, slot]));
  const wanted = unique(slotIds).flatMap((id) => slotById.get(id) ?? []);
  const kept = unique(held).flatMap((id) => slotById.get(id) ?? []);
  if (wanted.some((slot) => kept.some((other) => slotsOverlap(slot, other)))) throw AppError.conflict('participations.overlap');
  for (const [i, a] of wanted.entries()) {
    for (const b of wanted.slice(i + 1)) if (slotsOverlap(a, b)) throw AppError.conflict('participations.overlap');
  }
  if (new Set(slotIds).size !== slotIds.length) throw AppError.conflict('participations.alreadyRegistered');
}

/** A slot of the caller's organization, or NOT_FOUND. */
async function requireSlot(tx: RequestContext, id: string | number): Promise<TimeSlot> {
  const organizationId = await organizationService.scope(tx);
  const [slot] = await slotsService.byIds(tx, [parseId(id, 'participations.slotNotFound')], { organizationId });
  if (!slot) throw AppError.notFound('participations.slotNotFound');
  return slot;
}

/** The new status of each participation, as one transaction: checks, places, writes, freed places, mails. */
async function applyStatus(tx: RequestContext, participations: Participation[], status: ParticipationStatus, message?: string | null) {
  const changed = participations.filter((p) => p.validationStatus !== status);
  for (const participation of changed) {
    if (status === ParticipationStatus.REJECTED_BY_ORGANIZER && !isPending(participation.validationStatus)) {
      throw AppError.conflict('participations.rejectOnlyPending');
    }
    if (status === ParticipationStatus.CANCELLED_BY_ORGANIZER && !isActive(participation.validationStatus)) {
      throw AppError.conflict('participations.cancelOnlyActive');
    }
  }
  const activating = isActive(status) ? changed.filter((p) => !isActive(p.validationStatus)) : [];
  const byVolunteer = new Map<number, Participation[]>();
  for (const participation of activating) {
    if (participation.volunteerId !== null) byVolunteer.set(participation.volunteerId, [...(byVolunteer.get(participation.volunteerId) ?? []), participation]);
  }
  for (const [volunteerId, own] of byVolunteer) {
    await assertNoOverlap(tx, volunteerId, own.map((p) => p.timeSlotId), own.map((p) => p.id));
  }
  await claimPlaces(tx, activating.map((p) => ({ timeSlotId: p.timeSlotId, nbParticipants: p.nbParticipants })));
  if (changed.length > 0) {
    await tx.manager.update(Participation, { id: In(changed.map((p) => p.id)) }, { validationStatus: status, validationMessage: message?.trim() ?? '' });
  }
  const freeing = isActive(status) ? [] : changed.filter((p) => isActive(p.validationStatus));
  if (freeing.length > 0) await waitingListService.offerFreedPlaces(tx, unique(freeing.map((p) => p.timeSlotId)));
  // Points follow ACCEPTED (spec 4): entering it earns, leaving it gives back, in this transaction.
  const accepting = status === ParticipationStatus.ACCEPTED;
  const pointsMoved = changed.filter((p) => accepting || p.validationStatus === ParticipationStatus.ACCEPTED);
  if (pointsMoved.length > 0) {
    await pointsService.settle(tx, pointsMoved.map((p) => p.id), accepting ? 'participation_accepted' : 'participation_cancelled');
  }
  const kind = mailKindOf(status);
  if (kind && changed.length > 0) {
    await mailVolunteers(tx, changed.map((p) => ({ ...p, validationStatus: status })), kind, message);
  }
  if (changed.length > 0) await announceStatusChange(tx, changed, status);
}

async function reload(tx: RequestContext, ids: number[]): Promise<Participation[]> {
  const rows = await tx.manager.find(Participation, { where: { id: In(ids) } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Participation => row !== undefined);
}

/** What a participation copies from its volunteer when an organizer places them (spec 3 Participation fields). */
const volunteerFields = (volunteer: Volunteer) => ({
  volunteerId: volunteer.id,
  firstName: volunteer.firstName,
  lastName: volunteer.lastName,
  email: volunteer.email,
  phoneNumber: volunteer.phoneNumber,
  bornDate: volunteer.bornDate,
  language: volunteer.language,
});

export const participationsService = {
  /** A participation of the caller's organization, or NOT_FOUND. */
  async require(ctx: RequestContext, id: string | number): Promise<Participation> {
    const organizationId = await organizationService.scope(ctx);
    const participation = await ctx.manager.findOneBy(Participation, { id: parseId(id, 'participations.notFound'), organizationId });
    if (!participation) throw AppError.notFound('participations.notFound');
    return participation;
  },

  /**
   * An event's participations (every status unless filtered), by slot start then position order.
   * kind GROUP: more than one participant or a group name; SOLO: the others. `day` is the slot's start
   * day in the event's time zone; `search` matches every word in the names, e-mail or group name.
   */
  async forEvent(ctx: RequestContext, eventId: string | number, filter: ParticipationFilterData = {}): Promise<Participation[]> {
    const event = await eventsService.require(ctx, eventId);
    const statuses = filter.statuses ?? [];
    statuses.forEach((status) => assertStatus(status, 'statuses'));
    const positionId = optionalId(filter.positionId, 'positionId');
    if (filter.day && !isCalendarDate(filter.day)) throw AppError.field('day', 'validation.date');
    const terms = (filter.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
    return eventParticipations(ctx, event, {
      kind: filter.kind ?? 'ALL',
      statuses,
      positionId,
      day: filter.day || null,
      patterns: terms.map(likePattern),
    });
  },

  /**
   * The participations awaiting the organizer's validation (spec 2 "Participations to validate": the
   * menu badge counts the same rows) across every event of the organization, by slot start then id.
   */
  async toValidate(ctx: RequestContext, requestedOrganizationId?: number | null): Promise<Participation[]> {
    return participationsToValidate(ctx, await organizationService.scope(ctx, requestedOrganizationId));
  },

  /**
   * Accepts, rejects or cancels participations (any number, any of the organization's events) in one
   * transaction: one refused change (a full slot, a rule) changes nothing. The volunteer-side statuses
   * are the volunteer's alone; only pending participations are rejected, only active ones cancelled.
   * Making one active claims its places; a freed place goes to the slot's waiting list.
   */
  async setStatus(ctx: RequestContext, ids: Array<string | number>, status: ParticipationStatus, message?: string | null): Promise<Participation[]> {
    assertStatus(status, 'status');
    if (VOLUNTEER_ONLY.includes(status)) throw AppError.field('status', 'participations.volunteerOnlyStatus');
    if (ids.length === 0) throw AppError.field('ids', 'participations.noSelection');
    return withTransaction(ctx, async (tx) => {
      const participations = await lockParticipations(tx, ids);
      await applyStatus(tx, participations, status, message);
      return reload(tx, participations.map((p) => p.id));
    });
  },

  /**
   * Cancels participations of one event for a caller the organization lets act on that event without
   * being a member (a manager of the event, managers module, which has checked it): the checks, freed
   * places, waiting-list offers, points and mails of setStatus with CANCELLED_BY_ORGANIZER, in one
   * transaction; the participations it cancelled (one already cancelled by the organizer is left as
   * is). A participation of another event answers NOT_FOUND and changes nothing.
   */
  async cancelInEvent(ctx: RequestContext, organizationId: number, eventId: number, ids: number[]): Promise<Participation[]> {
    if (ids.length === 0) throw AppError.field('ids', 'participations.noSelection');
    return withTransaction(ctx, async (tx) => {
      const participations = await lockParticipations(tx, ids, [], organizationId);
      if (participations.some((p) => p.eventId !== eventId)) throw AppError.notFound('participations.notFound');
      const changed = participations.filter((p) => p.validationStatus !== ParticipationStatus.CANCELLED_BY_ORGANIZER);
      await applyStatus(tx, participations, ParticipationStatus.CANCELLED_BY_ORGANIZER);
      return reload(tx, changed.map((p) => p.id));
    });
  },

  /** Gives the participation to another volunteer of the organization (their names and address replace the old ones). */
  async changeVolunteer(ctx: RequestContext, id: string | number, volunteerId: string | number): Promise<Participation> {
    return withTransaction(ctx, async (tx) => {
      const [participation] = await lockParticipations(tx, [id]);
      const volunteer = await volunteersService.require(tx, volunteerId);
      if (participation.volunteerId === volunteer.id) return participation;
      if (isActive(participation.validationStatus)) await assertNoOverlap(tx, volunteer.id, [participation.timeSlotId], [participation.id]);
      await tx.manager.update(Participation, { id: participation.id }, volunteerFields(volunteer));
      // The people the old leader named in the portal are theirs to share, not the new volunteer's.
      await groupMembersService.removeForParticipations(tx, [participation.id]);
      // Points follow the participation (spec 4 participation_changed): the old volunteer gives back, the new one earns.
      await pointsService.settle(tx, [participation.id], 'participation_changed');
      const [changed] = await reload(tx, [participation.id]);
      await announceParticipations(tx, 'participation.changed', [changed], { change: 'volunteer' });
      const kind = mailKindOf(participation.validationStatus);
      if (isActive(participation.validationStatus)) {
        if (kind) await mailVolunteers(tx, [changed], kind);
        await mailVolunteers(tx, [participation], 'cancelledByOrganizer');
      }
      return changed;
    });
  },

  /** Moves a participation to another slot of its event; an active one claims the new slot's places first. */
  async move(ctx: RequestContext, id: string | number, timeSlotId: string | number): Promise<Participation> {
    return withTransaction(ctx, async (tx) => {
      const slot = await requireSlot(tx, timeSlotId);
      const [participation] = await lockParticipations(tx, [id], [slot.id]);
      if (slot.eventId !== participation.eventId) throw AppError.field('timeSlotId', 'participations.slotOtherEvent');
      if (slot.id === participation.timeSlotId) return participation;
      const active = isActive(participation.validationStatus);
      if (active) {
        if (participation.volunteerId !== null) await assertNoOverlap(tx, participation.volunteerId, [slot.id], [participation.id]);
        await claimPlaces(tx, [{ timeSlotId: slot.id, nbParticipants: participation.nbParticipants }], {
          replacingParticipationIds: [participation.id],
        });
      }
      await tx.manager.update(Participation, { id: participation.id }, { timeSlotId: slot.id });
      // Another slot is worth other hours or another rate (spec 4 participation_changed).
      if (participation.validationStatus === ParticipationStatus.ACCEPTED) await pointsService.settle(tx, [participation.id], 'participation_changed');
      const [moved] = await reload(tx, [participation.id]);
      await announceParticipations(tx, 'participation.changed', [moved], { change: 'timeSlot' });
      if (active) {
        await waitingListService.offerFreedPlaces(tx, [participation.timeSlotId]);
        await mailVolunteers(tx, [moved], 'moved');
      }
      return moved;
    });
  },

  /**
   * The facade's PUT: moves, resizes and changes the status in one transaction, each step with its
   * own rules (places claimed before a participation grows or becomes active).
   */
  async update(ctx: RequestContext, id: string | number, changes: ParticipationChanges, eventId?: string | number): Promise<Participation> {
    return withTransaction(ctx, async (tx) => {
      const target = changes.timeSlotId === undefined ? null : await requireSlot(tx, changes.timeSlotId);
      let [participation] = await lockParticipations(tx, [id], target ? [target.id] : []);
      if (eventId !== undefined && participation.eventId !== parseId(eventId, 'participations.notFound')) {
        throw AppError.notFound('participations.notFound');
      }
      if (changes.timeSlotId !== undefined) participation = await participationsService.move(tx, participation.id, changes.timeSlotId);
      const nb = changes.nbParticipants ?? participation.nbParticipants;
      if (!Number.isInteger(nb) || nb < 1) throw AppError.validation({ nbParticipants: [messageKey('validation.min', { min: 1 })] });
      const groupName = changes.groupName === undefined ? participation.groupName : changes.groupName.trim();
      if (nb !== participation.nbParticipants || groupName !== participation.groupName) {
        if (isActive(participation.validationStatus) && nb > participation.nbParticipants) {
          await claimPlaces(tx, [{ timeSlotId: participation.timeSlotId, nbParticipants: nb }], { replacingParticipationIds: [participation.id] });
        }
        await tx.manager.update(Participation, { id: participation.id }, { nbParticipants: nb, groupName });
        if (isActive(participation.validationStatus) && nb < participation.nbParticipants) {
          await waitingListService.offerFreedPlaces(tx, [participation.timeSlotId]);
        }
        [participation] = await reload(tx, [participation.id]);
        await announceParticipations(tx, 'participation.changed', [participation], { change: 'size' });
      }
      if (changes.validationStatus !== undefined && changes.validationStatus !== participation.validationStatus) {
        [participation] = await participationsService.setStatus(tx, [participation.id], changes.validationStatus, changes.validationMessage);
      } else if (changes.validationMessage !== undefined && changes.validationMessage !== null) {
        await tx.manager.update(Participation, { id: participation.id }, { validationMessage: changes.validationMessage.trim() });
        [participation] = await reload(tx, [participation.id]);
      }
      return participation;
    });
  },

  /**
   * Places known volunteers on slots (an organizer's registrations, default ACCEPTED). `recurring` adds
   * every slot of the chosen slot's series too, skipping those the volunteer already holds. One
   * transaction: places are claimed for all of them, or nothing is written.
   */
  async add(ctx: RequestContext, inputs: AddParticipationData[]): Promise<Participation[]> {
    if (inputs.length === 0) throw AppError.field('input', 'participations.noSlot');
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizationService.scope(tx);
      // Every volunteer and slot of the organization in one statement each (a bulk add has many items);
      // an unknown or another organization's id answers NOT_FOUND, item by item as they come.
      const refs = inputs.map((input) => ({
        volunteerId: parseId(input.volunteerId, 'participations.volunteerNotFound'),
        timeSlotId: parseId(input.timeSlotId, 'participations.slotNotFound'),
      }));
      const [volunteers, slots] = await Promise.all([
        volunteersService.byIds(tx, refs.map((ref) => ref.volunteerId), organizationId),
        slotsService.byIds(tx, refs.map((ref) => ref.timeSlotId), { organizationId }),
      ]);
      const volunteerById = new Map(volunteers.map((volunteer) => [volunteer.id, volunteer]));
      const slotById = new Map(slots.map((slot) => [slot.id, slot]));
      const wanted: Array<{ volunteer: Volunteer; slot: TimeSlot; nb: number; groupName: string; status: ParticipationStatus }> = [];
      const seen = new Set<string>();
      for (const [i, input] of inputs.entries()) {
        const volunteer = volunteerById.get(refs[i].volunteerId);
        if (!volunteer) throw AppError.notFound('participations.volunteerNotFound');
        const slot = slotById.get(refs[i].timeSlotId);
        if (!slot) throw AppError.notFound('participations.slotNotFound');
        const nb = input.nbParticipants ?? 1;
        if (!Number.isInteger(nb) || nb < 1) throw AppError.validation({ [`input[${i}].nbParticipants`]: [messageKey('validation.min', { min: 1 })] });
        const status = input.validationStatus ?? ParticipationStatus.ACCEPTED;
        assertStatus(status, `input[${i}].validationStatus`);
        if (VOLUNTEER_ONLY.includes(status)) throw AppError.field(`input[${i}].validationStatus`, 'participations.volunteerOnlyStatus');
        const series = input.recurring && slot.series ? await slotsService.seriesOf(tx, slot) : [slot];
        const held = new Set(
          input.recurring && isActive(status)
            ? (
                await tx.manager.find(Participation, {
                  where: { volunteerId: volunteer.id, timeSlotId: In(series.map((s) => s.id)), validationStatus: In([...ACTIVE_PARTICIPATION_STATUSES]) },
                  select: { timeSlotId: true },
                })
              ).map((p) => p.timeSlotId)
            : [],
        );
        for (const target of series) {
          const key = `${volunteer.id}|${target.id}`;
          // The series' other slots the volunteer already holds are skipped; the chosen one is checked.
          if (seen.has(key) || (target.id !== slot.id && held.has(target.id))) continue;
          seen.add(key);
          wanted.push({ volunteer, slot: target, nb, groupName: input.groupName?.trim() ?? '', status });
        }
      }
      await lockSlots(tx, wanted.map((w) => w.slot.id));
      const active = wanted.filter((w) => isActive(w.status));
      for (const volunteerId of unique(active.map((w) => w.volunteer.id))) {
        await assertNoOverlap(tx, volunteerId, active.filter((w) => w.volunteer.id === volunteerId).map((w) => w.slot.id));
      }
      await claimPlaces(tx, active.map((w) => ({ timeSlotId: w.slot.id, nbParticipants: w.nb })));
      const created = await tx.manager.save(
        wanted.map((w) =>
          tx.manager.create(Participation, {
            organizationId,
            eventId: w.slot.eventId,
            timeSlotId: w.slot.id,
            ...volunteerFields(w.volunteer),
            nbParticipants: w.nb,
            groupName: w.groupName,
            validationStatus: w.status,
            validationMessage: '',
            registrationId: null,
          }),
        ),
      );
      await pointsService.settle(tx, created.filter((p) => p.validationStatus === ParticipationStatus.ACCEPTED).map((p) => p.id), 'participation_accepted');
      await announceParticipations(tx, 'participation.created', created);
      for (const status of unique(created.map((p) => p.validationStatus))) {
        const kind = mailKindOf(status);
        if (kind) await mailVolunteers(tx, created.filter((p) => p.validationStatus === status), kind);
      }
      return created;
    });
  },

  /** Deletes a participation; an active one frees its places (waiting list) and tells the volunteer. */
  async remove(ctx: RequestContext, id: string | number, eventId?: string | number): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const [participation] = await lockParticipations(tx, [id]);
      if (eventId !== undefined && participation.eventId !== parseId(eventId, 'participations.notFound')) {
        throw AppError.notFound('participations.notFound');
      }
      await tx.manager.delete(Participation, { id: participation.id });
      await announceParticipations(tx, 'participation.cancelled', [participation], { deleted: true });
      // Its points go back (settle finds it gone: participation_cancelled); the ledger keeps the history.
      if (participation.validationStatus === ParticipationStatus.ACCEPTED) await pointsService.settle(tx, [participation.id], 'participation_cancelled');
      if (isActive(participation.validationStatus)) {
        await waitingListService.offerFreedPlaces(tx, [participation.timeSlotId]);
        await mailVolunteers(tx, [participation], 'cancelledByOrganizer');
      }
      return true;
    });
  },

  /** The token holder's space: who they are, every participation (by slot start) and their waiting-list places. */
  async volunteerSpace(ctx: RequestContext, token: string) {
    const volunteer = await volunteersService.byToken(ctx, token);
    const [organization, participations, waitingList] = await Promise.all([
      ctx.loaders.organizations.byId.load(volunteer.organizationId),
      ctx.loaders.participations.byVolunteerId.load(volunteer.id),
      waitingListService.entriesForVolunteer(ctx, volunteer.id),
    ]);
    return {
      volunteer,
      firstName: volunteer.firstName,
      lastName: volunteer.lastName,
      email: volunteer.email,
      organizationName: organization?.publicName || organization?.name || '',
      participations,
      waitingList,
    };
  },

  /** The token holder's participations (the facade's by-token lists). */
  async forToken(ctx: RequestContext, token: string): Promise<Participation[]> {
    const volunteer = await volunteersService.byToken(ctx, token);
    return ctx.loaders.participations.byVolunteerId.load(volunteer.id);
  },

  /**
   * A volunteer cancels one of their own active participations before its slot starts: the place goes
   * to the waiting list, the volunteer gets a confirmation and the event's contact address a notice.
   */
  async cancelMine(ctx: RequestContext, token: string, id: string | number): Promise<Participation> {
    return withTransaction(ctx, async (tx) => {
      const volunteer = await volunteersService.byToken(tx, token);
      const where = { id: parseId(id, 'participations.notFound'), volunteerId: volunteer.id };
      const seen = await tx.manager.findOneBy(Participation, where);
      if (!seen) throw AppError.notFound('participations.notFound');
      await lockSlots(tx, [seen.timeSlotId]);
      const participation = await tx.manager.findOne(Participation, { where, lock: { mode: 'pessimistic_write' } });
      if (!participation) throw AppError.notFound('participations.notFound');
      if (!isActive(participation.validationStatus)) throw AppError.conflict('participations.cancelOnlyActive');
      const [slot] = await slotsService.byIds(tx, [participation.timeSlotId]);
      if (slot.startTime.getTime() <= Date.now()) throw AppError.conflict('participations.cancelStarted');
      // Issue 17: the event's cancel deadline (volunteerCancelDeadlineHours before the start).
      const event = await tx.loaders.events.byId.load(participation.eventId);
      if (!event) throw AppError.notFound('participations.notFound');
      const deadline = cancelDeadline(slot.startTime, event);
      if (deadline.getTime() < Date.now()) throw AppError.conflict('portalShifts.cancelDeadline', deadlineParams(deadline, event.timeZone));
      await tx.manager.update(
        Participation,
        { id: participation.id },
        { validationStatus: ParticipationStatus.CANCELLED_BY_VOLUNTEER, validationMessage: '' },
      );
      if (participation.validationStatus === ParticipationStatus.ACCEPTED) {
        // Points already spent stay spent: the volunteer cannot cancel below zero (the organizer can).
        await pointsService.settle(tx, [participation.id], 'participation_cancelled', { mustCover: true, refusal: 'points.cancelSpent' });
      }
      await waitingListService.offerFreedPlaces(tx, [participation.timeSlotId]);
      const [cancelled] = await reload(tx, [participation.id]);
      await announceParticipations(tx, 'participation.cancelled', [cancelled], { change: 'status' });
      await mailVolunteers(tx, [cancelled], 'cancelledByVolunteer');
      await mailOrganizerOfCancellation(tx, cancelled);
      return cancelled;
    });
  },

  /** A volunteer leaves a waiting list; a place held for them (an offer) passes to the next person. */
  async leaveWaitingList(ctx: RequestContext, token: string, id: string | number): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const volunteer = await volunteersService.byToken(tx, token);
      await waitingListService.releaseFor(tx, volunteer.id, parseId(id, 'participations.waitingEntryNotFound'));
      return true;
    });
  },

  /**
   * Issue 17: the volunteer answers a participation the organizer proposed (AWAITING_VOLUNTEER_VALIDATION)
   * before its slot starts: ACCEPTED (the slot's and position's limits and the overlap rule are checked
   * again, points are earned, the volunteer gets the confirmation) or REJECTED_BY_VOLUNTEER (the place
   * goes to the waiting list). The event's contact address is told either way. A participation that is
   * not the token holder's answers NOT_FOUND, as an unknown id does.
   */
  async answerMine(ctx: RequestContext, token: string, id: string | number, accept: boolean): Promise<Participation> {
    return withTransaction(ctx, async (tx) => {
      const volunteer = await volunteersService.byToken(tx, token);
      const participationId = parseId(id, 'participations.notFound');
      const seen = await tx.manager.findOneBy(Participation, { id: participationId, volunteerId: volunteer.id });
      if (!seen) throw AppError.notFound('participations.notFound');
      const [participation] = await lockParticipations(tx, [participationId], [], volunteer.organizationId);
      // Given to someone else meanwhile (changeVolunteer): no longer theirs.
      if (participation.volunteerId !== volunteer.id) throw AppError.notFound('participations.notFound');
      if (participation.validationStatus !== ParticipationStatus.AWAITING_VOLUNTEER_VALIDATION) throw AppError.conflict('portalShifts.notAwaitingYou');
      const [slot] = await slotsService.byIds(tx, [participation.timeSlotId]);
      if (slot.startTime.getTime() <= Date.now()) throw AppError.conflict('portalShifts.started');
      const status = accept ? ParticipationStatus.ACCEPTED : ParticipationStatus.REJECTED_BY_VOLUNTEER;
      if (accept) {
        // The pending place was held, but the organizer may have shrunk the slot since: count again without it.
        await assertNoOverlap(tx, volunteer.id, [participation.timeSlotId], [participation.id]);
        await claimPlaces(tx, [{ timeSlotId: participation.timeSlotId, nbParticipants: participation.nbParticipants }], {
          replacingParticipationIds: [participation.id],
        });
      }
      await applyStatus(tx, [participation], status);
      const [answered] = await reload(tx, [participation.id]);
      await mailOrganizerOfAnswer(tx, answered, accept ? 'accepted' : 'declined');
      return answered;
    });
  },

  /**
   * Deletes a volunteer with their participations and waiting-list places; the places they held are
   * offered to the slots' waiting lists in the same transaction.
   */
  async removeVolunteer(ctx: RequestContext, id: string | number, organizationId?: number | null): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const volunteer = await volunteersService.require(tx, id, organizationId);
      const held = await activeSlotIds(tx, volunteer.id);
      const offered = await waitingListService.offeredSlotIds(tx, volunteer.id);
      const freed = unique([...held, ...offered]);
      await lockSlots(tx, freed);
      await volunteersService.delete(tx, volunteer.id);
      if (freed.length > 0) await waitingListService.offerFreedPlaces(tx, freed);
      return true;
    });
  },

  /**
   * Writes the participations of a public sign-up or of a confirmed waiting-list offer, on slots whose
   * places the caller has claimed in the same transaction (claimPlaces), in the order given.
   */
  async createForSignUp(tx: RequestContext, rows: NewParticipation[]): Promise<Participation[]> {
    if (rows.length === 0) return [];
    const created = await tx.manager.save(rows.map((row) => tx.manager.create(Participation, row)));
    await pointsService.settle(tx, created.filter((p) => p.validationStatus === ParticipationStatus.ACCEPTED).map((p) => p.id), 'participation_accepted', {
      createdInThisTransaction: true,
    });
    await announceParticipations(tx, 'participation.created', created);
    return created;
  },

  /** Participations by id, of one organization; unknown ids are left out. */
  async byIds(ctx: RequestContext, ids: number[], organizationId: number): Promise<Participation[]> {
    if (ids.length === 0) return [];
    return ctx.manager.find(Participation, { where: { id: In(unique(ids)), organizationId } });
  },

  /** The active participations of one volunteer (or, without one, of one address) in an event. */
  async activeInEvent(ctx: RequestContext, eventId: number, who: { volunteerId: number } | { email: string }): Promise<Participation[]> {
    return ctx.manager.find(Participation, { where: { eventId, ...who, validationStatus: In([...ACTIVE_PARTICIPATION_STATUSES]) } });
  },

  /** The slots of the volunteer's active participations (the registration rules refuse overlaps with them). */
  activeSlotIds: (ctx: RequestContext, volunteerId: number): Promise<number[]> => activeSlotIds(ctx, volunteerId),

  /**
   * Clone and copy_into of an event: copies its participations (those of `volunteerIds` when given)
   * onto the copied slots (`slotMap`: source slot id -> copy id) of `target`, without their registration.
   */
  async copyForPlanning(
    ctx: RequestContext,
    input: { sourceEventId: number; target: { id: number; organizationId: number }; slotMap: Map<number, number>; volunteerIds: number[] | null },
  ): Promise<void> {
    const { sourceEventId, target, slotMap, volunteerIds } = input;
    const participations = await ctx.manager.find(Participation, {
      where: { eventId: sourceEventId, ...(volunteerIds ? { volunteerId: In(volunteerIds) } : {}) },
    });
    if (participations.length === 0) return;
    const inserted = await ctx.manager.insert(
      Participation,
      participations.map(({ id: _id, createdAt: _c, updatedAt: _u, ...row }) => ({
        ...row,
        organizationId: target.organizationId,
        eventId: target.id,
        timeSlotId: slotMap.get(row.timeSlotId)!,
        registrationId: null,
      })),
    );
    // The copies that are ACCEPTED earn their volunteers' points in the copied event (participation_accepted).
    const accepted = inserted.identifiers.map((identifier) => Number(identifier.id)).filter((_id, i) => participations[i].validationStatus === ParticipationStatus.ACCEPTED);
    await pointsService.settle(ctx, accepted, 'participation_accepted');
  },
};
