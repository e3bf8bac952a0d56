import { idNumber, isRowId } from '../../common/ids';
import crypto from 'node:crypto';
import {
  MIN_FREE_GAP_MINUTES,
  answersFromInput,
  answersToSave,
  messageKey,
  normalizeLanguage,
  registrationSchema,
  slotPlacement,
  slotsOverlap,
} from '@benevo/schema';
import { In } from 'typeorm';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import type { Event } from '../events/event.entity';
import { configurationOf, eventsService } from '../events/events.service';
import { formsService } from '../forms/forms.service';
import { claimPlaces, type PlaceDemand } from '../participations/capacity';
import { Participation } from '../participations/participation.entity';
import { Position } from '../positions/position.entity';
import { registrationRulesService } from '../registration-rules/registration-rules.service';
import { TimeSlot } from '../slots/time-slot.entity';
import { volunteersService } from '../volunteers/volunteers.service';
import { waitingListService } from '../waiting-list/waiting-list.service';
import { initialStatus } from './initial-status';
import { queueRegistrationMail, type SummaryLine } from './registration-mail';
import { lockSlots } from './slot-locks';

export interface SignUpData {
  eventUuid: string;
  slotIds: Array<string | number>;
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmation: string;
  phoneNumber?: string | null;
  bornDate?: string | null;
  address?: string | null;
  town?: string | null;
  postcode?: string | null;
  country?: string | null;
  language?: string | null;
  passkey?: string | null;
  groupSize?: number | null;
  groupName?: string | null;
  policyAccepted: boolean;
  joinWaitingList?: boolean | null;
  answers?: Array<{ attributeId: string | number; value?: string | null }> | null;
  newSlots?: Array<{ positionId: string | number; startTime: Date | string; endTime: Date | string }> | null;
}

/** Slot ids of the input: positive integers, each once; anything else is not a slot of this event. */
function slotIdsOf(values: Array<string | number>): number[] {
  const ids = values.map(idNumber);
  if (!ids.every(isRowId)) throw AppError.field('slotIds', 'signup.slotUnavailable');
  return [...new Set(ids)];
}

/** Positions whose private slots the passkey opens (the passkey of a tag of the position). */
async function unlockedPositions(tx: RequestContext, eventId: number, passkey: string | null | undefined): Promise<Set<number>> {
  if (!passkey) return new Set();
  const rows: Array<{ position_id: number }> = await tx.manager.query(
    `SELECT pt.position_id FROM position_tag pt JOIN tag t ON t.id = pt.tag_id WHERE t.event_id = $1 AND t.passkey = $2`,
    [eventId, passkey],
  );
  return new Set(rows.map((row) => row.position_id));
}

/**
 * Slots a visitor creates in free gaps (allowPublicTimeSlotCreation): on a position of the event,
 * inside one of its days, at least MIN_FREE_GAP_MINUTES long, in the future, overlapping no slot of
 * the position; each needs as many volunteers as the group. The caller has locked the positions.
 */
async function createPublicSlots(tx: RequestContext, event: Event, newSlots: NonNullable<SignUpData['newSlots']>, nb: number): Promise<TimeSlot[]> {
  const days = await tx.loaders.events.days.load(event.id);
  const now = Date.now();
  const wanted = newSlots.map((slot) => {
    const positionId = Number(slot.positionId);
    const startTime = new Date(slot.startTime);
    const endTime = new Date(slot.endTime);
    if (Number.isNaN(startTime.getTime()) || Number.isNaN(endTime.getTime())) throw AppError.field('newSlots', 'validation.date');
    if (endTime <= startTime) throw AppError.field('newSlots', 'validation.endBeforeStart');
    if (endTime.getTime() - startTime.getTime() < MIN_FREE_GAP_MINUTES * 60_000) {
      throw AppError.validation({ newSlots: [messageKey('signup.newSlotTooShort', { minutes: MIN_FREE_GAP_MINUTES })] });
    }
    if (startTime.getTime() <= now) throw AppError.field('newSlots', 'signup.newSlotPast');
    const placement = slotPlacement({ startTime, endTime }, days, event.timeZone);
    if (placement !== 'ok') throw AppError.field('newSlots', placement === 'overflow' ? 'validation.dayOverflow' : 'validation.slotOutsideDays');
    return { positionId, startTime, endTime };
  });
  const positionIds = [...new Set(wanted.map((slot) => slot.positionId))];
  const existing = await tx.manager.find(TimeSlot, { where: { positionId: In(positionIds) }, select: { id: true, positionId: true, startTime: true, endTime: true } });
  wanted.forEach((slot, index) => {
    const others = [...existing, ...wanted.slice(0, index)].filter((other) => other.positionId === slot.positionId);
    if (others.some((other) => slotsOverlap(other, slot))) throw AppError.field('newSlots', 'signup.newSlotOverlaps');
  });
  const created = wanted.map((slot) =>
    tx.manager.create(TimeSlot, {
      organizationId: event.organizationId,
      eventId: event.id,
      positionId: slot.positionId,
      description: '',
      startTime: slot.startTime,
      endTime: slot.endTime,
      requiredVolunteerCount: nb,
      isPrivate: false,
      series: null,
      recurrence: null,
      rewardCategoryId: null,
      hourlyRate: null,
    }),
  );
  return tx.manager.save(created);
}

export const signupService = {
  /**
   * A public sign-up (spec 5 "Registration form"), in one transaction: the form's rules, the slots
   * (of this event, visible to the caller, not started; new ones in free gaps when allowed), the
   * event's restriction rules, the volunteer (a known address attaches, never overwrites), the places
   * (claimed under row locks: a full slot refuses with the spec's messages, or puts the volunteer on
   * its waiting list when asked), the participations with the submitted names, the answers, and the
   * confirmation mail. Returns the participations created (waiting-list places are not among them).
   */
  async signUp(ctx: RequestContext, input: SignUpData): Promise<Participation[]> {
    const event = await eventsService.getPublic(ctx, input.eventUuid);
    const configuration = configurationOf(event);
    if (!configuration.enableRegistrations) throw AppError.conflict('signup.registrationsClosed');
    const form = await formsService.registrationForm(ctx, event.id);
    const answers = answersFromInput(form, input.answers);
    const values = await validateInput(
      registrationSchema(form, { groupRegistration: configuration.enableGroupRegistrations, groupMaxSize: configuration.groupMaxSize }),
      // GraphQL's null means "not given", as an absent field does for the shared form rules.
      { ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)), answers },
    );
    const slotIds = slotIdsOf(input.slotIds);
    const newSlots = input.newSlots ?? [];
    if (slotIds.length === 0 && newSlots.length === 0) throw AppError.field('slotIds', 'signup.noSlot');
    if (newSlots.length > 0 && !configuration.allowPublicTimeSlotCreation) throw AppError.field('newSlots', 'signup.slotCreationDisabled');
    const nb = configuration.enableGroupRegistrations ? values.groupSize ?? 1 : 1;
    const language = normalizeLanguage(input.language || ctx.language);
    const person = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phoneNumber: values.phoneNumber || null,
      bornDate: values.bornDate || null,
    };

    return withTransaction(ctx, async (tx) => {
      const slots = slotIds.length > 0 ? await tx.manager.find(TimeSlot, { where: { id: In(slotIds), eventId: event.id } }) : [];
      if (slots.length !== slotIds.length) throw AppError.field('slotIds', 'signup.slotUnavailable');
      if (slots.some((slot) => slot.isPrivate)) {
        const unlocked = await unlockedPositions(tx, event.id, input.passkey);
        if (slots.some((slot) => slot.isPrivate && !unlocked.has(slot.positionId))) throw AppError.field('slotIds', 'signup.slotUnavailable');
      }
      if (slots.some((slot) => slot.startTime.getTime() <= Date.now())) throw AppError.field('slotIds', 'signup.slotPast');
      const { volunteer, created } = await volunteersService.findOrCreateForSignUp(tx, event.organizationId, {
        ...person,
        address: values.address || null,
        town: values.town || null,
        postcode: values.postcode || null,
        country: values.country || null,
        language,
      });
      // One sign-up of a known volunteer at a time (their row first, then positions and slots): the
      // overlap rule below then sees the other's participations. A volunteer created here is held by its
      // insert until commit, and has none.
      if (!created) await tx.manager.query(`SELECT id FROM volunteer WHERE id = $1 FOR NO KEY UPDATE`, [volunteer.id]);
      if (newSlots.length > 0) {
        const positionIds = [...new Set([...slots.map((slot) => slot.positionId), ...newSlots.map((slot) => idNumber(slot.positionId))])];
        if (!positionIds.every(isRowId)) throw AppError.field('newSlots', 'validation.unknownReference');
        // Every position in id order before any slot (the lock order of claimPlaces): two visitors
        // creating overlapping slots on one position queue here.
        const locked: Array<{ id: number }> = await tx.manager.query(
          `SELECT id FROM position WHERE id = ANY($1) AND event_id = $2 ORDER BY id FOR NO KEY UPDATE`,
          [positionIds, event.id],
        );
        if (locked.length !== positionIds.length) throw AppError.field('newSlots', 'validation.unknownReference');
        slots.push(...(await createPublicSlots(tx, event, newSlots, nb)));
      }
      await registrationRulesService.check(tx, {
        eventId: event.id,
        volunteer: {
          id: created ? null : volunteer.id,
          bornDate: person.bornDate ?? volunteer.bornDate,
          categoryIds: await volunteersService.categoryIds(tx, volunteer.id),
        },
        slotIds: slots.map((slot) => slot.id),
      });

      const positions = await tx.manager.find(Position, { where: { id: In([...new Set(slots.map((slot) => slot.positionId))]) } });
      const positionOf = (slot: TimeSlot) => positions.find((position) => position.id === slot.positionId)!;
      const organization = await tx.loaders.organizations.byId.load(event.organizationId);
      const registrationId = crypto.randomUUID();
      const groupName = nb > 1 ? values.groupName ?? '' : '';
      const kept = answersToSave(form, values.answers);
      const lineOf = (slot: TimeSlot): SummaryLine => ({
        positionName: positionOf(slot).name,
        startTime: slot.startTime,
        endTime: slot.endTime,
        nbParticipants: nb,
        status: initialStatus(event, positionOf(slot)),
      });
      const mail = (lines: SummaryLine[]) => queueRegistrationMail(tx, { event, organization, volunteer, person, language, lines });

      const demands: PlaceDemand[] = slots.map((slot) => ({ timeSlotId: slot.id, nbParticipants: nb }));
      let accepted = demands;
      const waitingSlots: TimeSlot[] = [];
      if (input.joinWaitingList) {
        // Which slots are full, each alone under the locks of all; then the accepted ones together.
        await lockSlots(tx, slots.map((slot) => slot.id));
        accepted = [];
        for (const demand of demands) {
          try {
            await claimPlaces(tx, [demand]);
            accepted.push(demand);
          } catch (error) {
            if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
            waitingSlots.push(slots.find((slot) => slot.id === demand.timeSlotId)!);
          }
        }
      } else {
        // Every slot or none: the confirmation is known already. It is written before the claim, whose
        // row locks last until the commit: the locked stretch stays short under a burst of sign-ups (a
        // refused claim rolls the mail back with everything else).
        await mail(slots.map(lineOf));
      }
      await claimPlaces(tx, accepted);

      const acceptedSlots = accepted.map((demand) => slots.find((slot) => slot.id === demand.timeSlotId)!);
      const participations =
        acceptedSlots.length === 0
          ? []
          : await tx.manager.save(
              acceptedSlots.map((slot) =>
                tx.manager.create(Participation, {
                  organizationId: event.organizationId,
                  eventId: event.id,
                  timeSlotId: slot.id,
                  volunteerId: volunteer.id,
                  registrationId,
                  language,
                  firstName: person.firstName,
                  lastName: person.lastName,
                  email: person.email,
                  phoneNumber: person.phoneNumber ?? '',
                  nbParticipants: nb,
                  groupName,
                  validationStatus: initialStatus(event, positionOf(slot)),
                  bornDate: person.bornDate,
                }),
              ),
            );
      await formsService.saveAnswers(tx, {
        organizationId: event.organizationId,
        volunteerId: volunteer.id,
        participationIds: participations.map((participation) => participation.id),
        answers: kept,
      });
      if (input.joinWaitingList) {
        const lines = acceptedSlots.map(lineOf);
        for (const slot of waitingSlots) {
          const entry = await waitingListService.join(tx, {
            event,
            timeSlotId: slot.id,
            volunteer,
            person,
            nbParticipants: nb,
            groupName,
            registrationId,
            language,
            answers: kept,
          });
          lines.push({ ...lineOf(slot), status: undefined, waitingRank: entry.rank });
        }
        await mail(lines);
      }
      return participations;
    });
  },
};
