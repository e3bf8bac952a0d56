import { contactSchema, translate, type VolunteerNameDisplay } from '@benevo/schema';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import type { Event } from '../events/event.entity';
import { configurationOf, eventsService } from '../events/events.service';
import { formsService } from '../forms/forms.service';
import { addressOrNull, queueMail, senderName } from '../mail/mail.service';
import type { Organization } from '../organizations/organization.entity';
import { organizationService } from '../organizations/organization.service';
import { rightsService } from '../organizations/rights.service';
import { freePlaces } from '../participations/capacity';
import type { Participation } from '../participations/participation.entity';
import { positionsService } from '../positions/positions.service';
import { durationSeconds, effectiveRate } from '../slots/slots.service';
import type { TimeSlot } from '../slots/time-slot.entity';
import type { ContactInput, PublicEvent, PublicEventSummary, PublicOrganization, PublicTimeSlot } from './public.types';
import { addressBucket } from '../../common/address';

/** Failed or successful, every message counts: the contact door is limited per address as the login doors. */
const contactAttemptKey = (ctx: RequestContext) => `contact:${addressBucket(ctx.clientIp)}`;

async function organizationBySlug(ctx: RequestContext, slug: string): Promise<Organization> {
  const organization = await organizationService.bySlug(ctx, slug);
  if (!organization) throw AppError.notFound('error.notFoundOrganization');
  ctx.tenant.open(organization.id);
  return organization;
}

/** Spec 3 volunteerNameDisplay: nothing, "First Last", or "First L.". */
export function volunteerName(participation: Pick<Participation, 'firstName' | 'lastName'>, display: VolunteerNameDisplay): string | null {
  const first = participation.firstName.trim();
  const last = participation.lastName.trim();
  if (display === 'nothing') return null;
  if (display === 'last_name_abbreviated') return last ? `${first} ${last.charAt(0).toUpperCase()}.`.trim() : first;
  return `${first} ${last}`.trim();
}

/** A slot has passed once it has started: nobody signs up for it any more. */
export const isPastSlot = (slot: Pick<TimeSlot, 'startTime'>, now = Date.now()) => slot.startTime.getTime() <= now;

async function eventImages(ctx: RequestContext, event: Event): Promise<string[]> {
  return (await ctx.loaders.events.images.load(event.id)).map((image) => image.url);
}

export const publicService = {
  async organization(ctx: RequestContext, slug: string): Promise<PublicOrganization> {
    const organization = await organizationBySlug(ctx, slug);
    return {
      id: organization.id,
      slug: organization.slug,
      name: organization.publicName || organization.name,
      description: organization.description ?? '',
      logo: organization.logo,
      contactPhone: organization.contactPhone ?? '',
      hasContactEmail: addressOrNull(organization.contactEmail) !== null,
    };
  },

  /** The organization's published events shown on its public page (list and calendar), per loader batches. */
  async events(ctx: RequestContext, organizationSlug: string): Promise<PublicEventSummary[]> {
    const organization = await organizationBySlug(ctx, organizationSlug);
    const events = await eventsService.listPublic(ctx, organization.id);
    return Promise.all(
      events.map(async (event) => {
        const [days, images, required, registered] = await Promise.all([
          ctx.loaders.events.days.load(event.id),
          eventImages(ctx, event),
          ctx.loaders.events.required.load(event.id),
          ctx.loaders.events.registered.load(event.id),
        ]);
        return {
          id: event.id,
          uuid: event.uuid,
          name: event.name,
          teaser: event.teaser,
          description: event.description,
          logo: event.logo,
          images,
          days,
          timeZone: event.timeZone,
          nbrVolunteersRequired: required,
          nbrVolunteersRegistered: registered,
          showOnHomeCalendar: event.showOnHomeCalendar,
        };
      }),
    );
  },

  /**
   * The sign-up page: the event's planning (positionsService.publicPlanning: private slots only with a
   * passkey of their position), slots that have started only with showPastSlots, positions per
   * positionOrdering, free places from capacity (offers hold theirs), names per volunteerNameDisplay,
   * and the form. A constant number of statements whatever the event's size.
   */
  async event(ctx: RequestContext, uuid: string, options: { passkey?: string | null; from?: Date | null; to?: Date | null }): Promise<PublicEvent> {
    const { event, positions } = await positionsService.publicPlanning(ctx, uuid, options);
    const configuration = configurationOf(event);
    const now = Date.now();
    const planning = positions.map(({ position, timeSlots }) => ({
      position,
      timeSlots: configuration.showPastSlots ? timeSlots : timeSlots.filter((slot) => !isPastSlot(slot, now)),
    }));
    const ordered =
      configuration.positionOrdering === 'prefer_positions_with_slots'
        ? [...planning.filter((p) => p.timeSlots.length > 0), ...planning.filter((p) => p.timeSlots.length === 0)]
        : planning;
    const slots = ordered.flatMap((p) => p.timeSlots);
    const slotIds = slots.map((slot) => slot.id);
    const showNames = configuration.volunteerNameDisplay !== 'nothing';
    const [free, waiting, participants, rates, sectors, organization, days, images, form] = await Promise.all([
      freePlaces(ctx.manager, slotIds),
      ctx.loaders.waitingList.openCountBySlotId.loadMany(slotIds),
      showNames ? ctx.loaders.participations.activeBySlotId.loadMany(slotIds) : Promise.resolve([]),
      Promise.all(slots.map((slot) => effectiveRate(ctx, slot))),
      Promise.all(ordered.map((p) => (p.position.sectorId === null ? null : ctx.loaders.events.sectorById.load(p.position.sectorId)))),
      ctx.loaders.organizations.byId.load(event.organizationId),
      ctx.loaders.events.days.load(event.id),
      eventImages(ctx, event),
      formsService.formOf(ctx, event.id),
    ]);
    const index = new Map(slotIds.map((id, i) => [id, i]));
    const publicSlot = (slot: TimeSlot): PublicTimeSlot => {
      const i = index.get(slot.id)!;
      const people = showNames ? participants[i] : [];
      const count = waiting[i];
      return {
        id: slot.id,
        positionId: slot.positionId,
        description: slot.description,
        startTime: slot.startTime,
        endTime: slot.endTime,
        requiredVolunteerCount: slot.requiredVolunteerCount,
        freePlaces: free.get(slot.id) ?? 0,
        isPrivate: slot.isPrivate,
        isPast: isPastSlot(slot, now),
        points: (durationSeconds(slot) / 3600) * rates[i],
        volunteerNames:
          people instanceof Error
            ? []
            : people.map((p) => volunteerName(p, configuration.volunteerNameDisplay)).filter((name): name is string => !!name),
        waitingListLength: count instanceof Error ? 0 : count,
      };
    };
    return {
      id: event.id,
      uuid: event.uuid,
      name: event.name,
      description: event.description,
      teaser: event.teaser,
      website: event.website,
      logo: event.logo,
      images,
      days,
      timeZone: event.timeZone,
      organizationName: organization?.publicName || organization?.name || '',
      organizationSlug: organization?.slug ?? '',
      responsable: event.responsable,
      configuration: {
        volunteerNameDisplay: configuration.volunteerNameDisplay,
        positionOrdering: configuration.positionOrdering,
        allowPublicTimeSlotCreation: configuration.allowPublicTimeSlotCreation,
        enableRegistrations: configuration.enableRegistrations,
        showPastSlots: configuration.showPastSlots,
        // The organization's right too (issue 16): the public form offers groups only when sign-up takes them.
        enableGroupRegistrations: configuration.enableGroupRegistrations && (await rightsService.can(ctx, event.organizationId, 'groupRegistrations')),
        fullSlotsDefaultDisplay: configuration.fullSlotsDefaultDisplay,
        closePositionByDefault: configuration.closePositionByDefault,
        colorFree: configuration.colorFree,
        colorFull: configuration.colorFull,
        groupMaxSize: configuration.groupMaxSize,
      },
      positions: ordered.map(({ position, timeSlots }, i) => ({
        id: position.id,
        name: position.name,
        description: position.description,
        order: position.order,
        sectorId: position.sectorId,
        sectorName: sectors[i]?.name ?? null,
        latitude: position.latitude,
        longitude: position.longitude,
        maxParticipantsAtTime: position.maxParticipantsAtTime,
        timeSlots: timeSlots.map(publicSlot),
      })),
      form,
    };
  },

  /**
   * The contact page: a mail to the organization's contact address, Reply-To the visitor. Limited per
   * caller address as the login doors are (LOGIN_RATE_LIMIT per LOGIN_RATE_WINDOW_SECONDS).
   */
  async contact(ctx: RequestContext, input: ContactInput): Promise<boolean> {
    const values = await validateInput(contactSchema, input);
    const organization = await organizationBySlug(ctx, input.organizationSlug);
    const to = addressOrNull(organization.contactEmail);
    if (!to) throw AppError.conflict('signup.contactUnavailable');
    // Counts the messages that would be sent (a typo does not use up an attempt), atomically.
    await ctx.app.attempts.consume(contactAttemptKey(ctx));
    const language = organization.defaultLanguage || 'fr';
    await withTransaction(ctx, async (tx) => {
      await queueMail(tx.manager, {
        to,
        replyTo: values.email,
        fromName: senderName(organization),
        organizationId: organization.id,
        language,
        subject: translate(language, 'signup.mail.contact.subject', {
          name: values.name,
          subject: values.subject || translate(language, 'signup.mail.contact.noSubject'),
        }),
        text: translate(language, 'signup.mail.contact.body', { name: values.name, email: values.email, message: values.message }),
      });
      tx.afterCommit(() => tx.app.nudgeJobs());
    });
    return true;
  },
};
