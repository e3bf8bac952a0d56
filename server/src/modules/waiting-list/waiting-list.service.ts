import { isRowId } from '../../common/ids';
import crypto from 'node:crypto';
import { DEFAULT_TIME_ZONE, translate, wallTime } from '@benevo/schema';
import { In } from 'typeorm';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { enqueueJob } from '../../jobs/outbox';
import { eventsService } from '../events/events.service';
import { parseId } from '../../common/ids';
import type { Event } from '../events/event.entity';
import { addressOrNull, queueMail, senderName } from '../mail/mail.service';
import type { Organization } from '../organizations/organization.entity';
import { organizationService } from '../organizations/organization.service';
import { claimPlaces } from '../participations/capacity';
import { formatSlotTime } from '../participations/registration-mail';
import { lockSlots } from '../participations/slot-locks';
import { positionsService } from '../positions/positions.service';
import { slotsService } from '../slots/slots.service';
import type { TimeSlot } from '../slots/time-slot.entity';
import type { Volunteer } from '../volunteers/volunteer.entity';
import { volunteersService } from '../volunteers/volunteers.service';
import { WaitingListEntry } from './waiting-list-entry.entity';

/** Outbox job that lapses expired offers and passes their places on (due at the offer's expiry). */
export const WAITING_LIST_LAPSE_JOB = 'waitingList.lapse';

/** Entries still in the list: waiting, or holding an offered place. */
export const OPEN_STATUSES: Array<WaitingListEntry['status']> = ['waiting', 'offered'];

export interface JoinInput {
  event: Event;
  timeSlotId: number;
  volunteer: Volunteer;
  person: { firstName: string; lastName: string; email: string; phoneNumber?: string | null; bornDate?: string | null };
  nbParticipants: number;
  groupName: string;
  registrationId: string;
  language: string;
  answers: Array<{ attributeId: string; value: string | null }>;
}

/** What the offer page shows (waitingListOffer). */
export interface WaitingListOfferView {
  status: string;
  expiresAt: Date | null;
  eventName: string;
  positionName: string;
  startTime: Date;
  endTime: Date;
  firstName: string;
  timeZone: string;
}

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const newOfferToken = () => crypto.randomBytes(24).toString('base64url');

/** An entry by its offer token (the token is the credential: unknown or malformed answers NOT_FOUND). */
async function entryByToken(ctx: RequestContext, token: string): Promise<WaitingListEntry> {
  const entry = TOKEN.test(token) ? await ctx.manager.findOneBy(WaitingListEntry, { offerToken: token }) : null;
  if (!entry) throw AppError.notFound('signup.offerNotFound');
  ctx.tenant.open(entry.organizationId);
  return entry;
}

/** The same entry, locked after its slot (lock order: positions, slots, entries). */
async function lockedEntry(tx: RequestContext, entry: WaitingListEntry): Promise<WaitingListEntry> {
  await lockSlots(tx, [entry.timeSlotId]);
  return tx.manager.findOneOrFail(WaitingListEntry, { where: { id: entry.id }, lock: { mode: 'pessimistic_write' } });
}

const isExpired = (entry: WaitingListEntry, now = Date.now()) => entry.offerExpiresAt !== null && entry.offerExpiresAt.getTime() <= now;

function offerLink(ctx: RequestContext, organization: Organization, token: string): string {
  return `${ctx.app.config.publicUrl}/o/${encodeURIComponent(organization.slug)}/waiting/${encodeURIComponent(token)}`;
}

/**
 * The mail offering a held place, with the confirmation link and the volunteer's portal link. The
 * caller has primed the loaders with the offers' volunteers and positions (one statement each).
 */
async function queueOfferMail(tx: RequestContext, entry: WaitingListEntry, slot: TimeSlot): Promise<void> {
  // One after the other: a transaction's statements share one connection.
  const event = await tx.loaders.events.byId.load(entry.eventId);
  const position = await tx.loaders.positions.byId.load(slot.positionId);
  const volunteer = await tx.loaders.volunteers.byId.load(entry.volunteerId);
  if (!event || !position || !volunteer) return;
  const organization = await tx.loaders.organizations.byId.load(event.organizationId);
  if (!organization) return;
  const language = entry.language;
  const expires = wallTime(entry.offerExpiresAt!, event.timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = [
    translate(language, 'signup.mail.offer.body', {
      volunteerName: `${entry.firstName} ${entry.lastName}`.trim(),
      slot: `${position.name}, ${formatSlotTime(slot.startTime, slot.endTime, event.timeZone, language)}`,
      eventName: event.name,
      expiresAt: `${pad(expires.day)}.${pad(expires.month)}.${expires.year} ${pad(expires.hour)}:${pad(expires.minute)}`,
      link: offerLink(tx, organization, entry.offerToken!),
    }),
    translate(language, 'signup.mail.portal', { portalLink: volunteersService.portalLink(tx, volunteer) }),
  ].join('\n\n');
  await queueMail(tx.manager, {
    to: entry.email,
    subject: translate(language, 'signup.mail.offer.subject', { eventName: event.name }),
    text,
    replyTo: addressOrNull(event.email),
    fromName: senderName(organization),
    organizationId: event.organizationId,
    language,
  });
}

export const waitingListService = {
  /**
   * Puts a sign-up on a full slot's waiting list, last (rank = last + 1). The caller holds the slot's
   * lock (lockSlots), so two joins never take the same rank. A volunteer already in the list keeps
   * their place.
   */
  async join(tx: RequestContext, input: JoinInput): Promise<WaitingListEntry> {
    const existing = await tx.manager.findOne(WaitingListEntry, {
      where: { timeSlotId: input.timeSlotId, volunteerId: input.volunteer.id, status: In(OPEN_STATUSES) },
    });
    if (existing) return existing;
    const [{ rank }]: Array<{ rank: number }> = await tx.manager.query(
      `SELECT COALESCE(MAX(rank), 0)::int + 1 AS rank FROM waiting_list_entry WHERE time_slot_id = $1`,
      [input.timeSlotId],
    );
    return tx.manager.save(
      tx.manager.create(WaitingListEntry, {
        organizationId: input.event.organizationId,
        eventId: input.event.id,
        timeSlotId: input.timeSlotId,
        volunteerId: input.volunteer.id,
        rank,
        status: 'waiting',
        offerToken: null,
        offerExpiresAt: null,
        nbParticipants: input.nbParticipants,
        groupName: input.groupName,
        firstName: input.person.firstName.trim(),
        lastName: input.person.lastName.trim(),
        email: input.person.email.trim(),
        phoneNumber: input.person.phoneNumber?.trim() ?? '',
        bornDate: input.person.bornDate || null,
        language: input.language,
        registrationId: input.registrationId,
        answers: input.answers,
      }),
    );
  },

  /**
   * Offers the free places of `slotIds` to their waiting lists, in rank order, to each entry whose group
   * fits (a group too big is passed over, the next one may fit): the place is held (capacity counts the
   * offer) until now + WAITING_LIST_OFFER_HOURS, and the volunteer gets a mail with the confirmation
   * link. Call it inside the transaction of any change that frees places (status to non-active, delete,
   * move away, group shrink); it costs one statement when nobody waits. Slots that have started are
   * not offered.
   */
  async offerFreedPlaces(tx: RequestContext, slotIds: number[]): Promise<void> {
    const ids = [...new Set(slotIds.map(Number))].filter(isRowId);
    if (ids.length === 0) return;
    const waitingSlots: Array<{ time_slot_id: number }> = await tx.manager.query(
      `SELECT DISTINCT time_slot_id FROM waiting_list_entry WHERE time_slot_id = ANY($1) AND status = 'waiting'`,
      [ids],
    );
    if (waitingSlots.length === 0) return;
    const candidates = waitingSlots.map((row) => row.time_slot_id);
    await withTransaction(tx, async (inner) => {
      await lockSlots(inner, candidates);
      // Offers past their expiry hold nothing any more (capacity ignores them): close them first.
      await inner.manager.query(
        `UPDATE waiting_list_entry SET status = 'lapsed' WHERE time_slot_id = ANY($1) AND status = 'offered' AND offer_expires_at <= now()`,
        [candidates],
      );
      const slots = await slotsService.byIds(inner, candidates);
      const entries = await inner.manager.find(WaitingListEntry, {
        where: { timeSlotId: In(candidates), status: 'waiting' },
        order: { rank: 'ASC', id: 'ASC' },
      });
      const hours = inner.app.config.waitingListOfferHours;
      const now = Date.now();
      const offers: Array<{ entry: WaitingListEntry; slot: TimeSlot; expiresAt: Date }> = [];
      for (const slot of slots) {
        if (slot.startTime.getTime() <= now) continue;
        for (const entry of entries.filter((e) => e.timeSlotId === slot.id)) {
          try {
            await claimPlaces(inner, [{ timeSlotId: slot.id, nbParticipants: entry.nbParticipants }]);
          } catch (error) {
            if (error instanceof AppError && error.code === 'CONFLICT') continue;
            throw error;
          }
          const expiresAt = new Date(now + hours * 3600_000);
          entry.status = 'offered';
          entry.offerToken = newOfferToken();
          entry.offerExpiresAt = expiresAt;
          // Saved at once: the next entry's claim counts this held place.
          await inner.manager.update(
            WaitingListEntry,
            { id: entry.id },
            { status: entry.status, offerToken: entry.offerToken, offerExpiresAt: entry.offerExpiresAt },
          );
          offers.push({ entry, slot, expiresAt });
        }
      }
      // The offers' volunteers and positions in one statement each, then one mail and one lapse job per offer.
      await inner.loaders.volunteers.byId.loadMany(offers.map(({ entry }) => entry.volunteerId));
      await inner.loaders.positions.byId.loadMany(offers.map(({ slot }) => slot.positionId));
      for (const { entry, slot, expiresAt } of offers) {
        await queueOfferMail(inner, entry, slot);
        await enqueueJob(inner.manager, WAITING_LIST_LAPSE_JOB, { entryId: entry.id }, { availableAt: expiresAt });
      }
      inner.afterCommit(() => inner.app.nudgeJobs());
    });
  },

  /**
   * Lapses the offers past their expiry and offers their places to the next entries. Run by the
   * `waitingList.lapse` job each offer schedules at its expiry (both job backends); it also takes any
   * other expired offer, so a lost job is caught up by the next one.
   */
  async lapseExpiredOffers(ctx: RequestContext, limit = 200): Promise<number> {
    return withTransaction(ctx, async (tx) => {
      const expired: Array<{ id: number; time_slot_id: number }> = await tx.manager.query(
        `SELECT id, time_slot_id FROM waiting_list_entry WHERE status = 'offered' AND offer_expires_at <= now() ORDER BY id LIMIT $1`,
        [limit],
      );
      if (expired.length === 0) return 0;
      const slotIds = [...new Set(expired.map((row) => row.time_slot_id))];
      await lockSlots(tx, slotIds);
      // An UPDATE ... RETURNING answers [rows, affected count] through TypeORM's postgres driver.
      const [lapsed]: [Array<{ time_slot_id: number }>, number] = await tx.manager.query(
        `UPDATE waiting_list_entry SET status = 'lapsed'
          WHERE id = ANY($1) AND status = 'offered' AND offer_expires_at <= now() RETURNING time_slot_id`,
        [expired.map((row) => row.id)],
      );
      await waitingListService.offerFreedPlaces(tx, lapsed.map((row) => row.time_slot_id));
      return lapsed.length;
    });
  },

  /** The offer page: what is offered, to whom, until when ('lapsed' once expired). */
  async offer(ctx: RequestContext, token: string): Promise<WaitingListOfferView> {
    const entry = await entryByToken(ctx, token);
    const [[slot], event] = await Promise.all([slotsService.byIds(ctx, [entry.timeSlotId]), ctx.loaders.events.byId.load(entry.eventId)]);
    const [position] = await positionsService.byIds(ctx, [slot.positionId]);
    return {
      status: entry.status === 'offered' && isExpired(entry) ? 'lapsed' : entry.status,
      expiresAt: entry.offerExpiresAt,
      eventName: event?.name ?? '',
      positionName: position.name,
      startTime: slot.startTime,
      endTime: slot.endTime,
      firstName: entry.firstName,
      timeZone: event?.timeZone ?? DEFAULT_TIME_ZONE,
    };
  },

  /** The entry an offer link points to (the token is the credential), or NOT_FOUND. */
  offerEntry: (ctx: RequestContext, token: string): Promise<WaitingListEntry> => entryByToken(ctx, token),

  /**
   * The offered entry, locked after its slot (lock order: positions, slots, entries), while it still
   * holds its place: an expired offer is CONFLICT signup.offerExpired, an answered one signup.offerClosed.
   * signupService.confirmOffer then turns the place into a participation and calls markConfirmed.
   */
  async lockOffer(tx: RequestContext, found: WaitingListEntry): Promise<WaitingListEntry> {
    const entry = await lockedEntry(tx, found);
    if (entry.status === 'lapsed' || (entry.status === 'offered' && isExpired(entry))) throw AppError.conflict('signup.offerExpired');
    if (entry.status !== 'offered') throw AppError.conflict('signup.offerClosed');
    return entry;
  },

  /** The offer was taken: its place is now a participation's. */
  async markConfirmed(tx: RequestContext, entryId: number): Promise<void> {
    await tx.manager.update(WaitingListEntry, { id: entryId }, { status: 'confirmed' });
  },

  /** Declines an offer: the entry leaves the list and the place goes to the next one. */
  async decline(ctx: RequestContext, token: string): Promise<boolean> {
    const found = await entryByToken(ctx, token);
    return withTransaction(ctx, async (tx) => {
      const entry = await lockedEntry(tx, found);
      if (entry.status !== 'offered') throw AppError.conflict(entry.status === 'lapsed' ? 'signup.offerExpired' : 'signup.offerClosed');
      await tx.manager.update(WaitingListEntry, { id: entry.id }, { status: 'left' });
      await waitingListService.offerFreedPlaces(tx, [entry.timeSlotId]);
      return true;
    });
  },

  /** A slot's open entries (waiting or offered), in rank order: the organizer's view. */
  async slotList(ctx: RequestContext, timeSlotId: string | number): Promise<WaitingListEntry[]> {
    const organizationId = await organizationService.scope(ctx);
    const [slot] = await slotsService.byIds(ctx, [parseId(timeSlotId)], { organizationId });
    if (!slot) throw AppError.notFound();
    return ctx.manager.find(WaitingListEntry, {
      where: { timeSlotId: slot.id, status: In(OPEN_STATUSES) },
      order: { rank: 'ASC', id: 'ASC' },
    });
  },

  /** An event's open entries, slot by slot (in time order), each list in rank order. */
  async eventList(ctx: RequestContext, eventId: string | number): Promise<WaitingListEntry[]> {
    const event = await eventsService.require(ctx, eventId);
    const entries = await ctx.manager.find(WaitingListEntry, { where: { eventId: event.id, status: In(OPEN_STATUSES) } });
    const slots = await slotsService.byIds(ctx, entries.map((entry) => entry.timeSlotId));
    const startOf = new Map(slots.map((slot) => [slot.id, slot.startTime.getTime()]));
    const start = (entry: WaitingListEntry) => startOf.get(entry.timeSlotId) ?? 0;
    return entries.sort((a, b) => start(a) - start(b) || a.timeSlotId - b.timeSlotId || a.rank - b.rank || a.id - b.id);
  },

  /** Sets a slot's order: the given entries first, in that order, then the others as they were. */
  async reorder(ctx: RequestContext, timeSlotId: string | number, entryIds: Array<string | number>): Promise<WaitingListEntry[]> {
    return withTransaction(ctx, async (tx) => {
      const current = await waitingListService.slotList(tx, timeSlotId);
      if (current.length > 0) await lockSlots(tx, [current[0].timeSlotId]);
      const ids = entryIds.map(Number);
      if (ids.some((id) => !current.some((entry) => entry.id === id))) throw AppError.field('entryIds', 'validation.unknownReference');
      const ordered = [...new Set(ids)].map((id) => current.find((entry) => entry.id === id)!);
      ordered.push(...current.filter((entry) => !ids.includes(entry.id)));
      for (const [index, entry] of ordered.entries()) {
        if (entry.rank !== index + 1) await tx.manager.update(WaitingListEntry, { id: entry.id }, { rank: index + 1 });
        entry.rank = index + 1;
      }
      return ordered;
    });
  },

  /** The organizer takes an entry off the list; a place it held goes to the next one. */
  async remove(ctx: RequestContext, id: string | number): Promise<boolean> {
    const organizationId = await organizationService.scope(ctx);
    const found = await ctx.manager.findOneBy(WaitingListEntry, { id: parseId(id, 'signup.waitingNotFound'), organizationId });
    if (!found || !OPEN_STATUSES.includes(found.status)) throw AppError.notFound('signup.waitingNotFound');
    return withTransaction(ctx, async (tx) => {
      const entry = await lockedEntry(tx, found);
      if (!OPEN_STATUSES.includes(entry.status)) throw AppError.notFound('signup.waitingNotFound');
      await tx.manager.update(WaitingListEntry, { id: entry.id }, { status: 'removed' });
      if (entry.status === 'offered') await waitingListService.offerFreedPlaces(tx, [entry.timeSlotId]);
      return true;
    });
  },

  /** A volunteer's open entries (their portal), oldest first. The caller has checked who asks. */
  async entriesForVolunteer(ctx: RequestContext, volunteerId: number): Promise<WaitingListEntry[]> {
    return ctx.manager.find(WaitingListEntry, {
      where: { volunteerId, status: In(OPEN_STATUSES) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  },

  /**
   * A volunteer leaves one of their open entries (the caller has checked who asks); a place held for
   * them (an offer) passes to the next person. Another volunteer's or a closed entry is NOT_FOUND.
   */
  async releaseFor(tx: RequestContext, volunteerId: number, entryId: number): Promise<void> {
    const where = { id: entryId, volunteerId };
    const seen = await tx.manager.findOneBy(WaitingListEntry, where);
    if (!seen) throw AppError.notFound('participations.waitingEntryNotFound');
    // Lock order of the waiting list: positions, slots, then the entry.
    await lockSlots(tx, [seen.timeSlotId]);
    const entry = await tx.manager.findOne(WaitingListEntry, { where, lock: { mode: 'pessimistic_write' } });
    if (!entry || !OPEN_STATUSES.includes(entry.status)) throw AppError.notFound('participations.waitingEntryNotFound');
    await tx.manager.update(WaitingListEntry, { id: entry.id }, { status: 'left', offerToken: null, offerExpiresAt: null });
    if (entry.status === 'offered') await waitingListService.offerFreedPlaces(tx, [entry.timeSlotId]);
  },

  /** The slots where the volunteer holds an offered place (they go back to the lists when the volunteer does). */
  async offeredSlotIds(ctx: RequestContext, volunteerId: number): Promise<number[]> {
    const rows = await ctx.manager.find(WaitingListEntry, { where: { volunteerId, status: 'offered' }, select: { id: true, timeSlotId: true } });
    return rows.map((row) => row.timeSlotId);
  },
};
