import { idNumber, isRowId } from '../../common/ids';
import crypto from 'node:crypto';
import {
  answersFromInput,
  asksPreferences,
  answersToSave,
  normalizeLanguage,
  registrationSchema,
  visibleFields,
  type AnswerValue,
  type AvailabilityWindow,
  type RegistrationFormDefinition,
} from '@benevo/schema';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { configurationOf, eventsService } from '../events/events.service';
import { formsService } from '../forms/forms.service';
import { preferencesService } from '../assignment/preferences.service';
import { claimPlaces, type PlaceDemand } from '../participations/capacity';
import type { Participation } from '../participations/participation.entity';
import { participationsService } from '../participations/participations.service';
import { queueRegistrationMail, type SummaryLine } from '../participations/registration-mail';
import { lockPositions, lockSlots } from '../participations/slot-locks';
import { rightsService } from '../organizations/rights.service';
import { positionsService } from '../positions/positions.service';
import { registrationRulesService } from '../registration-rules/registration-rules.service';
import { slotsService } from '../slots/slots.service';
import type { TimeSlot } from '../slots/time-slot.entity';
import { volunteersService } from '../volunteers/volunteers.service';
import { waitingListService } from '../waiting-list/waiting-list.service';
import { initialStatus } from './initial-status';
import { addressBucket } from '../../common/address';

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
  /** Issue 18, when the form asks: available days and hours (null = any time). */
  availability?: Array<{ day: string; from: string; to: string }> | null;
  /** Issue 18, when the form asks: ranked ids of the event's positions. */
  preferredPositionIds?: Array<string | number> | null;
}

/** The preference fields the form asks (visible ones), as preferencesService.save takes them; the others left out. */
function preferenceValues(
  form: RegistrationFormDefinition,
  values: { answers: Record<string, AnswerValue>; availability?: unknown; preferredPositionIds?: unknown },
): { availability?: AvailabilityWindow[] | null; preferredPositionIds?: string[] } {
  const asked = new Set(visibleFields(form, values.answers).map((field) => field.baseAttribute));
  return {
    ...(asked.has('availability') ? { availability: (values.availability as AvailabilityWindow[] | null | undefined) ?? null } : {}),
    ...(asked.has('preferred_positions') ? { preferredPositionIds: ((values.preferredPositionIds as string[] | null | undefined) ?? []).map(String) } : {}),
  };
}

/** Slot ids of the input: positive integers, each once; anything else is not a slot of this event. */
function slotIdsOf(values: Array<string | number>): number[] {
  const ids = values.map(idNumber);
  if (!ids.every(isRowId)) throw AppError.field('slotIds', 'signup.slotUnavailable');
  return [...new Set(ids)];
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
    // Public sign-ups per client address (SIGNUP_RATE_LIMIT, issue 20): counted before anything is read
    // or written, refused ones included, so a script cannot probe for free.
    await ctx.app.signups.consume(addressBucket(ctx.clientIp));
    const event = await eventsService.getPublic(ctx, input.eventUuid);
    const configuration = configurationOf(event);
    if (!configuration.enableRegistrations) throw AppError.conflict('signup.registrationsClosed');
    // Groups need the event's switch and the organization's right (enableGroupRegistrations, issue 16):
    // a group asked for while the organization's right is off is refused, a single sign-up goes on.
    const groups = configuration.enableGroupRegistrations && (await rightsService.can(ctx, event.organizationId, 'groupRegistrations'));
    if (configuration.enableGroupRegistrations && !groups && typeof input.groupSize === 'number' && input.groupSize > 1) {
      throw rightsService.refusal('groupRegistrations');
    }
    const form = await formsService.registrationForm(ctx, event.id);
    const answers = answersFromInput(form, input.answers);
    const values = await validateInput(
      registrationSchema(form, {
        groupRegistration: groups,
        groupMaxSize: configuration.groupMaxSize,
        // The event's days and positions only where the form asks for them (two reads spared otherwise).
        preferences: asksPreferences(form) ? await preferencesService.eventContext(ctx, event) : undefined,
      }),
      // GraphQL's null means "not given", as an absent field does for the shared form rules.
      { ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)), answers },
    );
    const slotIds = slotIdsOf(input.slotIds);
    const newSlots = input.newSlots ?? [];
    if (slotIds.length === 0 && newSlots.length === 0) throw AppError.field('slotIds', 'signup.noSlot');
    if (newSlots.length > 0 && !configuration.allowPublicTimeSlotCreation) throw AppError.field('newSlots', 'signup.slotCreationDisabled');
    const nb = groups ? values.groupSize ?? 1 : 1;
    const language = normalizeLanguage(input.language || ctx.language);
    const person = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phoneNumber: values.phoneNumber || null,
      bornDate: values.bornDate || null,
    };

    return withTransaction(ctx, async (tx) => {
      const slots = await slotsService.byIds(tx, slotIds, { eventId: event.id });
      if (slots.length !== slotIds.length) throw AppError.field('slotIds', 'signup.slotUnavailable');
      if (slots.some((slot) => slot.isPrivate)) {
        const unlocked = input.passkey ? await positionsService.unlockedBy(tx, event.id, input.passkey) : new Set<number>();
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
      if (!created) await volunteersService.lock(tx, volunteer.id);
      if (newSlots.length > 0) {
        const positionIds = [...new Set([...slots.map((slot) => slot.positionId), ...newSlots.map((slot) => idNumber(slot.positionId))])];
        if (!positionIds.every(isRowId)) throw AppError.field('newSlots', 'validation.unknownReference');
        // Every position in id order before any slot (the lock order of claimPlaces): two visitors
        // creating overlapping slots on one position queue here.
        const locked = await lockPositions(tx, event.id, positionIds);
        if (locked.length !== positionIds.length) throw AppError.field('newSlots', 'validation.unknownReference');
        slots.push(...(await slotsService.createPublic(tx, event, newSlots, nb)));
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

      const positions = await positionsService.byIds(tx, slots.map((slot) => slot.positionId));
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
      const participations = await participationsService.createForSignUp(
        tx,
        acceptedSlots.map((slot) => ({
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
        })),
      );
      await formsService.saveAnswers(tx, {
        organizationId: event.organizationId,
        volunteerId: volunteer.id,
        participationIds: participations.map((participation) => participation.id),
        answers: kept,
      });
      // Issue 18: the availability and ranked positions the form asked (validated above), per volunteer and event.
      await preferencesService.save(tx, {
        organizationId: event.organizationId,
        volunteerId: volunteer.id,
        owner: { kind: 'event', id: event.id, organizationId: event.organizationId },
        ...preferenceValues(form, values),
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

  /**
   * Confirms a waiting-list offer (the token is the credential): the held place becomes a
   * participation, as a sign-up of that slot would (the event's rules still apply, the same initial
   * status), with the answers kept with the entry and the confirmation mail.
   */
  async confirmOffer(ctx: RequestContext, token: string): Promise<Participation> {
    const found = await waitingListService.offerEntry(ctx, token);
    return withTransaction(ctx, async (tx) => {
      const entry = await waitingListService.lockOffer(tx, found);
      const event = await tx.loaders.events.byId.load(entry.eventId);
      const [slot] = await slotsService.byIds(tx, [entry.timeSlotId]);
      const [volunteer] = await volunteersService.byIds(tx, [entry.volunteerId]);
      if (!event || !slot || !volunteer) throw AppError.notFound('signup.offerNotFound');
      const [position] = await positionsService.byIds(tx, [slot.positionId]);
      await registrationRulesService.check(tx, {
        eventId: event.id,
        volunteer: {
          id: volunteer.id,
          bornDate: entry.bornDate ?? volunteer.bornDate,
          categoryIds: await volunteersService.categoryIds(tx, volunteer.id),
        },
        slotIds: [slot.id],
      });
      await claimPlaces(tx, [{ timeSlotId: slot.id, nbParticipants: entry.nbParticipants }], { confirmingWaitingEntryIds: [entry.id] });
      const [participation] = await participationsService.createForSignUp(tx, [
        {
          organizationId: event.organizationId,
          eventId: event.id,
          timeSlotId: slot.id,
          volunteerId: volunteer.id,
          registrationId: entry.registrationId,
          language: entry.language,
          firstName: entry.firstName,
          lastName: entry.lastName,
          email: entry.email,
          phoneNumber: entry.phoneNumber,
          nbParticipants: entry.nbParticipants,
          groupName: entry.groupName,
          validationStatus: initialStatus(event, position),
          bornDate: entry.bornDate,
        },
      ]);
      await waitingListService.markConfirmed(tx, entry.id);
      await formsService.saveAnswers(tx, {
        organizationId: event.organizationId,
        volunteerId: volunteer.id,
        participationIds: [participation.id],
        answers: entry.answers,
      });
      await queueRegistrationMail(tx, {
        event,
        organization: await tx.loaders.organizations.byId.load(event.organizationId),
        volunteer,
        person: entry,
        language: entry.language,
        lines: [
          {
            positionName: position.name,
            startTime: slot.startTime,
            endTime: slot.endTime,
            nbParticipants: participation.nbParticipants,
            status: participation.validationStatus,
          },
        ],
      });
      return participation;
    });
  },
};
