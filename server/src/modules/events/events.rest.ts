import { parseId } from '../../common/ids';
import { PARTICIPATIONS_RANKINGS, parseInstant } from '@benevo/schema';
import type { Request } from 'express';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { asBody, param, queryString, read, renamed, type Body, type FacadeRoute } from '../../rest/facade';
import { serializeOrganization } from '../organizations/organization.serializer';
import { organizationService } from '../organizations/organization.service';
import type { Position } from '../positions/position.entity';
import { serializePosition } from '../positions/positions.serializer';
import { participationStatusOf, positionsService } from '../positions/positions.service';
import type { RewardCategory } from '../rewards/reward-category.entity';
import { rewardsService } from '../rewards/rewards.service';
import type { Audience } from '../slots/slots.serializer';
import type { TimeSlot } from '../slots/time-slot.entity';
import { serializeTag } from '../tags/tags.serializer';
import type { Event } from './event.entity';
import { eventCopyService } from './event-copy.service';
import { EventStatusEnum } from './events.enums';
import { configurationOf, eventsService, type EventData } from './events.service';
import { optionalId } from '../../common/ids';

export function serializeRewardCategory(category: RewardCategory) {
  return {
    id: category.id,
    name: category.name,
    hourlyRate: category.hourlyRate,
    icon: category.icon,
    isDefault: category.isDefault,
    timeSlotColor: category.timeSlotColor,
  };
}

interface EventSerialization {
  audience?: Audience;
  /** The positions with the slots to show; absent: every position with all its slots; null: no positions key. */
  planning?: Array<{ position: Position; timeSlots: TimeSlot[] }> | null;
}

/** The facade's Event (spec 3 and the spec 7 event payload); the overview secret only for organizers. */
export async function serializeEvent(ctx: RequestContext, event: Event, { audience = 'organizer', planning }: EventSerialization = {}) {
  const [days, images, tags, rewardCategories, registered, required, organization] = await Promise.all([
    ctx.loaders.events.days.load(event.id),
    ctx.loaders.events.images.load(event.id),
    ctx.loaders.tags.byEventId.load(event.id),
    ctx.loaders.rewards.byEventId.load(event.id),
    ctx.loaders.events.registered.load(event.id),
    ctx.loaders.events.required.load(event.id),
    ctx.loaders.organizations.byId.load(event.organizationId),
  ]);
  const positions =
    planning === null
      ? undefined
      : planning ?? (await positionsService.planning(ctx, event, { from: null, to: null })).map((position) => ({ position, timeSlots: undefined }));
  return {
    id: event.id,
    uuid: event.uuid,
    uuidShort: event.uuid.slice(0, 8),
    organizationId: event.organizationId,
    organizationName: organization?.publicName || organization?.name || '',
    name: event.name,
    description: event.description,
    email: event.email,
    teaser: event.teaser,
    website: event.website,
    responsable: event.responsable,
    status: event.status,
    complexEvent: event.complexEvent,
    days: days.map((day) => ({ startsAt: day.startsAt, endsAt: day.endsAt })),
    ...(positions
      ? { positions: await Promise.all(positions.map((p) => serializePosition(ctx, p.position, audience, p.timeSlots))) }
      : {}),
    configuration: configurationOf(event),
    logo: event.logo,
    images: images.map((image) => ({ id: image.id, url: image.url })),
    version: event.version,
    showOnPublicPage: event.showOnPublicPage,
    showOnHomeCalendar: event.showOnHomeCalendar,
    participationsRankings: event.participationsRankings,
    zoomLevel: event.zoomLevel,
    timeZone: event.timeZone,
    tags: await Promise.all(tags.map((tag) => serializeTag(ctx, tag))),
    rewardCategories: rewardCategories.map(serializeRewardCategory),
    nbrVolunteersRegistered: registered,
    nbrVolunteersRequired: required,
    ...(audience === 'organizer' ? { overviewSecret: event.overviewSecret } : {}),
    createdAt: event.createdAt,
  };
}

/** `organizationId` (or `orgId`) of the query: a member organization, 403 otherwise (DESIGN.md). */
function organizationOf(req: Request): number | null {
  return optionalId(queryString(req, 'organizationId') ?? queryString(req, 'orgId'), 'organizationId');
}

const STATUS_NAMES: Record<string, EventStatusEnum> = {
  draft: EventStatusEnum.DRAFT,
  published: EventStatusEnum.PUBLISHED,
  archived: EventStatusEnum.ARCHIVED,
};

/** An event status as its number (0/1/2) or name; anything else is a field error on `field`. */
function eventStatusOf(value: unknown, field: string): EventStatusEnum | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const status = typeof value === 'string' && value.toLowerCase() in STATUS_NAMES ? STATUS_NAMES[value.toLowerCase()] : Number(value);
  if (![EventStatusEnum.DRAFT, EventStatusEnum.PUBLISHED, EventStatusEnum.ARCHIVED].includes(status)) {
    throw AppError.field(field, 'validation.unknownReference');
  }
  return status;
}

/** A date-time of the payload; one that names no instant is a field error, not a failure later. */
function dateOf(value: unknown, field: string): Date {
  const date = parseInstant(value);
  if (!date) throw AppError.field(field, 'validation.date');
  return date;
}

/** The spec 7 event payload; images are kept ids (numbers or {id}) or new ones (base64 strings or {base64}). */
function eventData(body: Body): EventData {
  const configuration = body.configuration === undefined ? undefined : asBody(body.configuration);
  return {
    organizationId: read.id(body, 'organizationId'),
    name: read.string(body, 'name'),
    description: read.string(body, 'description'),
    email: read.string(body, 'email'),
    responsable: read.string(body, 'responsable'),
    teaser: read.string(body, 'teaser'),
    website: read.string(body, 'website'),
    complexEvent: read.boolean(body, 'complexEvent'),
    version: read.number(body, 'version'),
    showOnPublicPage: read.boolean(body, 'showOnPublicPage'),
    showOnHomeCalendar: read.boolean(body, 'showOnHomeCalendar'),
    participationsRankings: read.list(body, 'participationsRankings')?.map(Number),
    zoomLevel: read.number(body, 'zoomLevel'),
    timeZone: read.string(body, 'timeZone'),
    days: read.list(body, 'days')?.map((day, i) => ({
      startsAt: dateOf(asBody(day).startsAt, `days[${i}].startsAt`),
      endsAt: dateOf(asBody(day).endsAt, `days[${i}].endsAt`),
    })),
    configuration: configuration && {
      ...configuration,
      defaultParticipationValidationStatus: participationStatusOf(configuration.defaultParticipationValidationStatus),
    },
    images: read.list(body, 'images')?.map((image) => {
      if (typeof image === 'number') return { id: image };
      if (typeof image === 'string') return /^\d+$/.test(image) ? { id: image } : { base64: image };
      const fields = asBody(image);
      return { id: read.id(fields, 'id'), base64: read.string(fields, 'base64') };
    }),
    base64Logo: read.string(body, 'base64Logo'),
  };
}

/** Saves the payload, and its status when one is given (the service does both in one transaction). */
function updateEvent(ctx: RequestContext, req: Request): Promise<Event> {
  const body = asBody(req.body);
  const status = eventStatusOf(body.status, 'status');
  return eventsService.update(ctx, param(req, 'id'), { ...eventData(body), status });
}

/** Clone and copy_into options (spec 7 names; the category list keeps its documented snake_case name). */
function cloneOptions(body: Body) {
  return {
    startDay: read.string(body, 'startDay') ?? '',
    cloneParticipations: read.boolean(body, 'cloneParticipations') ?? false,
    cloneOnlyParticipationsInCategories: read.list(body, 'cloneOnlyParticipationsInCategories')?.map(String) ?? null,
  };
}

function windowDate(req: Request, name: string): Date | null {
  const value = queryString(req, name);
  if (value === undefined || value === '') return null;
  const date = parseInstant(value);
  if (!date) throw AppError.field(name, 'validation.date');
  return date;
}

/** Spec 7 events, dashboard and public event paths under /apis/organizer/v1 (rest/routes.ts mounts them). */
export const eventRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'dashboard/',
    guard: 'organizer',
    // years: repeated (years=2030&years=2031) or comma-separated.
    async handle(ctx, req) {
      const raw = ([] as unknown[]).concat(req.query.years ?? []).flatMap((value) => String(value).split(','));
      const years = raw.filter((value) => value.trim() !== '').map(Number);
      if (years.some((year) => !Number.isInteger(year))) throw AppError.field('years', 'validation.integer');
      return { body: await eventsService.summary(ctx, organizationOf(req), years) };
    },
  },
  {
    method: 'GET',
    path: 'fcvg_stats/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: await eventsService.statsByEvent(ctx, organizationOf(req)) };
    },
  },
  {
    method: 'GET',
    path: 'organization/:id/public-events/',
    guard: 'public',
    async handle(ctx, req) {
      const organizationId = parseId(param(req, 'id'), 'error.notFoundOrganization');
      const events = await eventsService.listPublic(ctx, organizationId);
      return { body: await Promise.all(events.map((event) => serializeEvent(ctx, event, { audience: 'public', planning: null }))) };
    },
  },
  {
    method: 'GET',
    path: 'organization/',
    guard: 'organizer',
    async handle(ctx, req) {
      const organizationId = await organizationService.scope(ctx, organizationOf(req));
      return { body: await serializeOrganization(ctx, await organizationService.getForMember(ctx, organizationId)) };
    },
  },
  {
    method: 'GET',
    path: 'events/',
    guard: 'organizer',
    async handle(ctx, req) {
      const events = await eventsService.list(ctx, { organizationId: organizationOf(req), status: eventStatusOf(queryString(req, 'status'), 'status') });
      return { body: await Promise.all(events.map((event) => serializeEvent(ctx, event))) };
    },
  },
  {
    method: 'POST',
    path: 'events/',
    guard: 'organizer',
    async handle(ctx, req) {
      const event = await eventsService.create(ctx, eventData(asBody(req.body)));
      return { status: 201, body: await serializeEvent(ctx, event) };
    },
  },
  {
    method: 'GET',
    path: 'listEvent/',
    guard: 'organizer',
    // The light list of the menus: id, uuid, name, status, days.
    async handle(ctx, req) {
      const events = await eventsService.list(ctx, { organizationId: organizationOf(req), status: eventStatusOf(queryString(req, 'status'), 'status') });
      const days = await Promise.all(events.map((event) => ctx.loaders.events.days.load(event.id)));
      return {
        body: events.map((event, i) => ({
          id: event.id,
          uuid: event.uuid,
          name: event.name,
          status: event.status,
          days: days[i].map((day) => ({ startsAt: day.startsAt, endsAt: day.endsAt })),
        })),
      };
    },
  },
  {
    method: 'GET',
    path: 'events/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: await serializeEvent(ctx, await eventsService.require(ctx, param(req, 'id'), organizationOf(req))) };
    },
  },
  {
    method: 'PUT',
    path: 'events/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: await serializeEvent(ctx, await updateEvent(ctx, req)) };
    },
  },
  {
    method: 'PATCH',
    path: 'events/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: await serializeEvent(ctx, await updateEvent(ctx, req)) };
    },
  },
  {
    method: 'DELETE',
    path: 'events/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      await eventsService.remove(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
  {
    method: 'POST',
    path: 'events/:id/clone/',
    guard: 'organizer',
    async handle(ctx, req) {
      const body = asBody(req.body);
      const clone = await eventCopyService.clone(ctx, param(req, 'id'), { ...cloneOptions(body), newName: read.string(body, 'newName') });
      return { status: 201, body: await serializeEvent(ctx, clone) };
    },
  },
  {
    method: 'POST',
    path: 'events/:id/copy_into/',
    guard: 'organizer',
    // Answers the target event with what it received.
    async handle(ctx, req) {
      const body = asBody(req.body);
      const target = await renamed(
        eventCopyService.copyInto(ctx, param(req, 'id'), { ...cloneOptions(body), targetEventId: read.id(body, 'targetEvent') ?? '' }),
        (field) => (field === 'targetEventId' ? 'targetEvent' : field),
      );
      return { body: await serializeEvent(ctx, target) };
    },
  },
  {
    method: 'GET',
    path: 'events/:id/reward_categories/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: (await rewardsService.list(ctx, param(req, 'id'))).map(serializeRewardCategory) };
    },
  },
  {
    method: 'GET',
    path: 'participations-rankings/',
    guard: 'organizer',
    async handle() {
      return { body: PARTICIPATIONS_RANKINGS.map((ranking) => ({ id: ranking.id, name: ranking.name })) };
    },
  },
  {
    method: 'GET',
    path: 'publicevent/:uuid/',
    guard: 'public',
    // The manager variant (email, password, orgId) is the managers module's (rest/routes.ts joins it).
    async handle(ctx, req) {
      const { event, positions } = await positionsService.publicPlanning(ctx, param(req, 'uuid'), {
        passkey: queryString(req, 'passkey'),
        from: windowDate(req, 'from'),
        to: windowDate(req, 'to'),
      });
      return { body: await serializeEvent(ctx, event, { audience: 'public', planning: positions }) };
    },
  },
  {
    method: 'GET',
    path: 'publicevent/:uuid/reward_categories/',
    guard: 'public',
    async handle(ctx, req) {
      const event = await eventsService.getPublic(ctx, param(req, 'uuid'));
      const categories = await ctx.loaders.rewards.byEventId.load(event.id);
      return { body: categories.map(serializeRewardCategory) };
    },
  },
];
