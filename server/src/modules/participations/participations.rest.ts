import { displayAnswer, formatDuration, translate } from '@benevo/schema';
import type { Request } from 'express';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { asBody, type Body, type FacadeRoute, paged, param, queryString, read, renamed, portalTokenOf } from '../../rest/facade';
import { optionalId } from '../../common/ids';
import { formsService } from '../forms/forms.service';
import { organizationService } from '../organizations/organization.service';
import { participationStatusOf as statusOf } from '../positions/positions.service';
import { durationSeconds } from '../slots/slots.service';
import type { Volunteer } from '../volunteers/volunteer.entity';
import { volunteerAgeBand, volunteersService } from '../volunteers/volunteers.service';
import type { Participation } from './participation.entity';
import { participationsService, type ParticipationKindName } from './participations.service';
import type { ParticipationGroupMember } from './group-member.entity';
import { groupMembersService, type GroupBooking } from './group-members.service';
import { cancellableUntil } from './cancel-deadline';

/** Spec 3 customAttributeValues: attribute, name, type, stored value and the value as people read it. */
async function serializeValues(ctx: RequestContext, owner: { volunteerId: number } | { participationId: number }) {
  const values = await formsService.valuesOf(ctx, owner);
  return Promise.all(
    values.map(async (value) => {
      const [attribute, options] = await Promise.all([
        ctx.loaders.forms.attributeById.load(value.attributeId),
        ctx.loaders.forms.optionsByAttributeId.load(value.attributeId),
      ]);
      return {
        attributeId: value.attributeId,
        name: attribute?.name ?? '',
        valueType: attribute?.valueType ?? 'text',
        value: value.value,
        display: attribute ? displayAnswer(attribute.valueType, value.value, options, ctx.language) : value.value ?? '',
      };
    }),
  );
}

/**
 * The facade's full Participation (spec 3): validationStatus as its number, the slot with its
 * position, sector and event names, durations as P0DT{h}H{m}M{s}S (the slot's times nbParticipants).
 */
export async function serializeParticipationDetail(
  ctx: RequestContext,
  participation: Participation,
  options: { attributes?: boolean; portal?: boolean } = {},
) {
  const [slot, event] = await Promise.all([
    ctx.loaders.slots.byId.load(participation.timeSlotId),
    ctx.loaders.events.byId.load(participation.eventId),
  ]);
  const position = slot ? await ctx.loaders.positions.byId.load(slot.positionId) : null;
  const sector = position?.sectorId ? await ctx.loaders.events.sectorById.load(position.sectorId) : null;
  const seconds = slot ? durationSeconds(slot) : 0;
  return {
    id: participation.id,
    timeSlotId: participation.timeSlotId,
    timeSlot: slot && {
      id: slot.id,
      description: slot.description,
      startTime: slot.startTime,
      endTime: slot.endTime,
      position: slot.positionId,
      positionName: position?.name ?? '',
      positionDescription: position?.description ?? '',
      sectorName: sector?.name ?? null,
      sectorDescription: sector?.description ?? null,
      eventId: slot.eventId,
      eventName: event?.name ?? '',
      duration: formatDuration(seconds),
      rewardCategory: slot.rewardCategoryId,
    },
    volunteerId: participation.volunteerId,
    firstName: participation.firstName,
    lastName: participation.lastName,
    email: participation.email,
    phoneNumber: participation.phoneNumber,
    eventId: participation.eventId,
    eventName: event?.name ?? '',
    createdAt: participation.createdAt,
    updatedAt: participation.updatedAt,
    nbParticipants: participation.nbParticipants,
    groupName: participation.groupName,
    validationStatus: participation.validationStatus,
    validationMessage: participation.validationMessage,
    bornDate: participation.bornDate,
    duration: formatDuration(seconds * participation.nbParticipants),
    // Issue 17, the volunteer's own routes: until when they may cancel it (null when not active).
    ...(options.portal ? { cancellableUntil: slot && event ? cancellableUntil(participation.validationStatus, slot.startTime, event) : null } : {}),
    ...(options.attributes ? { customAttributeValues: await serializeValues(ctx, { participationId: participation.id }) } : {}),
  };
}

/** Issue 17: a person a group's leader named. */
const serializeGroupMember = (member: ParticipationGroupMember) => ({ id: member.id, name: member.name, email: member.email, createdAt: member.createdAt });

/** Issue 17: a booking by my group leader: the slot and the leader's name, never the leader's contact details. */
async function serializeGroupBooking(ctx: RequestContext, booking: GroupBooking) {
  const { participation } = booking;
  const detail = await serializeParticipationDetail(ctx, participation);
  return {
    id: participation.id,
    eventId: participation.eventId,
    eventName: detail.eventName,
    timeSlot: detail.timeSlot,
    groupName: participation.groupName,
    nbParticipants: participation.nbParticipants,
    validationStatus: participation.validationStatus,
    leaderName: booking.leaderName,
  };
}

/** The facade's Volunteer (spec 3); customAttributeValues only when asked (`custom_attributes`). */
export async function serializeVolunteer(ctx: RequestContext, volunteer: Volunteer, options: { attributes?: boolean } = {}) {
  const [categories, numberSlots, participations] = await Promise.all([
    ctx.loaders.volunteers.categories.load(volunteer.id),
    ctx.loaders.participations.activeCountByVolunteerId.load(volunteer.id),
    ctx.loaders.participations.byVolunteerId.load(volunteer.id),
  ]);
  return {
    id: volunteer.id,
    organizationId: volunteer.organizationId,
    firstName: volunteer.firstName,
    lastName: volunteer.lastName,
    email: volunteer.email,
    phoneNumber: volunteer.phoneNumber,
    address: volunteer.address,
    town: volunteer.town,
    postcode: volunteer.postcode,
    country: volunteer.country,
    profilePicture: volunteer.profilePicture,
    bornDate: volunteer.bornDate,
    ageBand: volunteerAgeBand(volunteer.bornDate),
    commentaire: volunteer.commentaire,
    language: volunteer.language,
    participationIds: participations.map((p) => p.id),
    createdAt: volunteer.createdAt,
    categories: categories.map(serializeCategory),
    categoryIds: categories.map((category) => category.id),
    numberSlots,
    nbVouchersAllowed: volunteer.nbVouchersAllowed,
    ...(options.attributes ? { customAttributeValues: await serializeValues(ctx, { volunteerId: volunteer.id }) } : {}),
  };
}

export function serializeCategory(category: { id: number; organizationId: number; name: string; isByDefault: boolean }) {
  return { id: category.id, organizationId: category.organizationId, name: category.name, isByDefault: category.isByDefault };
}

/** The organization of a `/organization/{org}/` path: a member organization (403 otherwise). */
async function pathOrganization(ctx: RequestContext, req: Request): Promise<number> {
  const id = optionalId(param(req, 'org'), 'organizationId');
  if (id === null) throw AppError.notFound();
  return organizationService.scope(ctx, id);
}

const flag = (req: Request, name: string) => ['1', 'true', 'yes', 'on'].includes((queryString(req, name) ?? '').toLowerCase());


const participationFieldName = (field: string) => ({ timeSlotId: 'timeSlot', volunteerId: 'volunteer' })[field] ?? field;

function filterOf(req: Request) {
  const kind = (queryString(req, 'kind') ?? 'all').toUpperCase();
  if (!['ALL', 'SOLO', 'GROUP'].includes(kind)) throw AppError.field('kind', 'validation.unknownReference');
  const statuses = ([] as unknown[])
    .concat(req.query.status ?? [], req.query.validationStatus ?? [])
    .flatMap((value) => String(value).split(','))
    .filter((value) => value.trim() !== '')
    .map((value) => statusOf(value.trim())!);
  return {
    kind: kind as ParticipationKindName,
    statuses,
    positionId: queryString(req, 'position') ?? queryString(req, 'positionId'),
    day: queryString(req, 'day'),
    search: queryString(req, 'search'),
  };
}

/** One item of POST /participation/bulk/: volunteer, timeSlot, participation (its fields), recurring. */
function bulkItem(value: unknown) {
  const item = asBody(value);
  const fields: Body = asBody(item.participation);
  return {
    volunteerId: read.id(item, 'volunteer') ?? read.id(item, 'volunteer_id') ?? '',
    timeSlotId: read.id(item, 'timeSlot') ?? read.id(item, 'timeSlotId') ?? '',
    nbParticipants: read.number(fields, 'nbParticipants') ?? read.number(item, 'nbParticipants'),
    groupName: read.string(fields, 'groupName') ?? read.string(item, 'groupName'),
    validationStatus: statusOf(fields.validationStatus ?? item.validationStatus),
    recurring: read.boolean(item, 'recurring') ?? false,
  };
}

export const volunteerRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'organization/:org/volunteers2/',
    guard: 'organizer',
    // Optional: custom_attributes=true, search, category.
    async handle(ctx, req) {
      const organizationId = await pathOrganization(ctx, req);
      const volunteers = await renamed(
        volunteersService.list(ctx, { organizationId, search: queryString(req, 'search'), categoryId: queryString(req, 'category') }),
        (field) => (field === 'categoryId' ? 'category' : field),
      );
      const attributes = flag(req, 'custom_attributes');
      return { body: paged(req, await Promise.all(volunteers.map((v) => serializeVolunteer(ctx, v, { attributes })))) };
    },
  },
  {
    method: 'GET',
    path: 'organization/:org/volunteers2/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      const volunteer = await volunteersService.require(ctx, param(req, 'id'), await pathOrganization(ctx, req));
      return { body: await serializeVolunteer(ctx, volunteer, { attributes: true }) };
    },
  },
  {
    method: 'DELETE',
    path: 'organization/:org/volunteers2/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      await participationsService.removeVolunteer(ctx, param(req, 'id'), await pathOrganization(ctx, req));
      return { status: 204, body: null };
    },
  },
  {
    method: 'GET',
    path: 'organization/:org/event/:event/listvolunteers2/',
    guard: 'organizer',
    // The event's volunteers, each with their participations in this event.
    async handle(ctx, req) {
      const organizationId = await pathOrganization(ctx, req);
      const eventId = param(req, 'event');
      const volunteers = await volunteersService.list(ctx, { organizationId, eventId });
      return {
        body: paged(
          req,
          await Promise.all(
            volunteers.map(async (volunteer) => {
              const own = (await ctx.loaders.participations.byVolunteerId.load(volunteer.id)).filter((p) => String(p.eventId) === eventId);
              return {
                ...(await serializeVolunteer(ctx, volunteer)),
                participations: await Promise.all(own.map((p) => serializeParticipationDetail(ctx, p))),
              };
            }),
          ),
        ),
      };
    },
  },
  {
    method: 'POST',
    path: 'volunteers/bulk_update/',
    guard: 'organizer',
    // {volunteers: [ids], categories: [ids]}: each volunteer gets exactly these categories.
    async handle(ctx, req) {
      const body = asBody(req.body);
      const ids = (read.list(body, 'volunteers') ?? []).map((id) => (typeof id === 'number' ? id : String(id)));
      const categories = (read.list(body, 'categories') ?? []).map((id) => (typeof id === 'number' ? id : String(id)));
      const volunteers = await renamed(volunteersService.setCategories(ctx, ids, categories), (field) =>
        field === 'volunteerIds' ? 'volunteers' : field,
      );
      return { body: await Promise.all(volunteers.map((v) => serializeVolunteer(ctx, v))) };
    },
  },
  {
    method: 'GET',
    path: 'organization/:org/volunteercategories/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: (await volunteersService.categories(ctx, await pathOrganization(ctx, req))).map(serializeCategory) };
    },
  },
  {
    method: 'POST',
    path: 'organization/:org/volunteercategories/',
    guard: 'organizer',
    async handle(ctx, req) {
      const body = asBody(req.body);
      const category = await volunteersService.createCategory(ctx, {
        organizationId: await pathOrganization(ctx, req),
        name: read.string(body, 'name'),
        isByDefault: read.boolean(body, 'isByDefault'),
      });
      return { status: 201, body: serializeCategory(category) };
    },
  },
  {
    method: 'GET',
    path: 'organization/:org/volunteercategories/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: serializeCategory(await volunteersService.requireCategory(ctx, param(req, 'id'), await pathOrganization(ctx, req))) };
    },
  },
  ...(['PUT', 'PATCH'] as const).map(
    (method): FacadeRoute => ({
      method,
      path: 'organization/:org/volunteercategories/:id/',
      guard: 'organizer',
      async handle(ctx, req) {
        const body = asBody(req.body);
        const category = await volunteersService.updateCategory(ctx, param(req, 'id'), {
          organizationId: await pathOrganization(ctx, req),
          name: read.string(body, 'name'),
          isByDefault: read.boolean(body, 'isByDefault'),
        });
        return { body: serializeCategory(category) };
      },
    }),
  ),
  {
    method: 'DELETE',
    path: 'organization/:org/volunteercategories/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      await volunteersService.removeCategory(ctx, param(req, 'id'), await pathOrganization(ctx, req));
      return { status: 204, body: null };
    },
  },
  {
    method: 'GET',
    path: 'organization/:org/publicvolunteers/',
    guard: 'public',
    // Public: knowing an address shows nothing (DESIGN.md). Known or not, the answer is the same; a
    // known volunteer receives their portal link at that address (GraphQL: sendPortalLink).
    async handle(ctx, req) {
      await volunteersService.sendPortalLink(ctx, param(req, 'org'), queryString(req, 'email') ?? '');
      return { body: { detail: translate(ctx.language, 'participations.portalLinkSent') } };
    },
  },
];

export const participationRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'events/:id/participations2/',
    guard: 'organizer',
    // The manager variant (email, password) is the managers module's (rest/routes.ts joins it).
    // Filters: kind, status, position, day, search.
    async handle(ctx, req) {
      // The position filter is named as the caller wrote it.
      const positionName = req.query.position !== undefined ? 'position' : 'positionId';
      const participations = await renamed(participationsService.forEvent(ctx, param(req, 'id'), filterOf(req)), (field) =>
        field === 'positionId' ? positionName : field,
      );
      return { body: paged(req, await Promise.all(participations.map((p) => serializeParticipationDetail(ctx, p, { attributes: true })))) };
    },
  },
  {
    method: 'PUT',
    path: 'events/:id/participations2/:pid/',
    guard: 'organizer',
    // validationStatus (number or name) and validationMessage, timeSlot (a move), nbParticipants, groupName.
    async handle(ctx, req) {
      const body = asBody(req.body);
      const participation = await renamed(
        participationsService.update(
          ctx,
          param(req, 'pid'),
          {
            validationStatus: statusOf(body.validationStatus),
            validationMessage: read.string(body, 'validationMessage'),
            timeSlotId: read.id(body, 'timeSlot') ?? read.id(body, 'timeSlotId') ?? undefined,
            nbParticipants: read.number(body, 'nbParticipants'),
            groupName: read.string(body, 'groupName'),
          },
          param(req, 'id'),
        ),
        participationFieldName,
      );
      return { body: await serializeParticipationDetail(ctx, participation, { attributes: true }) };
    },
  },
  {
    method: 'DELETE',
    path: 'events/:id/participations2/:pid/',
    guard: 'organizer',
    async handle(ctx, req) {
      await participationsService.remove(ctx, param(req, 'pid'), param(req, 'id'));
      return { status: 204, body: null };
    },
  },
  {
    method: 'POST',
    path: 'participationUpdate/:id/change_volunteer/',
    guard: 'organizer',
    async handle(ctx, req) {
      const volunteerId = read.id(asBody(req.body), 'volunteer_id');
      if (volunteerId === undefined || volunteerId === null) throw AppError.field('volunteer_id', 'validation.required');
      const participation = await participationsService.changeVolunteer(ctx, param(req, 'id'), volunteerId);
      return { body: await serializeParticipationDetail(ctx, participation) };
    },
  },
  {
    method: 'POST',
    path: 'participation/bulk/',
    guard: 'organizer',
    // A list (or {participations: [...]}) of {volunteer, timeSlot, participation: {nbParticipants, groupName, validationStatus}, recurring}.
    async handle(ctx, req) {
      const list = Array.isArray(req.body) ? (req.body as unknown[]) : read.list(asBody(req.body), 'participations') ?? [];
      const created = await renamed(participationsService.add(ctx, list.map(bulkItem)), (field) =>
        field.replace(/^input\[/, '[').replace(/\.(timeSlotId|volunteerId)$/, (_m, name: string) => `.${participationFieldName(name)}`),
      );
      return { status: 201, body: await Promise.all(created.map((p) => serializeParticipationDetail(ctx, p))) };
    },
  },
  {
    method: 'DELETE',
    path: 'volunteers/participations/:id/',
    guard: 'volunteer',
    // The volunteer's token (`?token=` or the body's `token`) is the credential: cancels, never deletes.
    async handle(ctx, req) {
      await participationsService.cancelMine(ctx, portalTokenOf(req), param(req, 'id'));
      return { status: 204, body: null };
    },
  },
  // Issue 17 (portal shifts): the volunteer answers a participation awaiting their validation; group members.
  ...(['accept', 'decline'] as const).map(
    (answer): FacadeRoute => ({
      method: 'POST',
      path: `volunteers/participations/:id/${answer}/`,
      guard: 'volunteer',
      async handle(ctx, req) {
        const participation = await participationsService.answerMine(ctx, portalTokenOf(req), param(req, 'id'), answer === 'accept');
        return { body: await serializeParticipationDetail(ctx, participation, { portal: true }) };
      },
    }),
  ),
  {
    method: 'GET',
    path: 'volunteers/groups/',
    guard: 'volunteer',
    // {led: [{participation, members}], bookedForMe: [...]}: what the portal's groups section shows.
    async handle(ctx, req) {
      const groups = await groupMembersService.myGroups(ctx, portalTokenOf(req));
      return {
        body: {
          led: await Promise.all(
            groups.led.map(async (group) => ({
              participation: await serializeParticipationDetail(ctx, group.participation, { portal: true }),
              members: group.members.map(serializeGroupMember),
            })),
          ),
          bookedForMe: await Promise.all(groups.bookedForMe.map((booking) => serializeGroupBooking(ctx, booking))),
        },
      };
    },
  },
  {
    method: 'POST',
    path: 'volunteers/groups/:id/members/',
    guard: 'volunteer',
    // {name, email}: :id is the group participation (the token holder's).
    async handle(ctx, req) {
      const body = asBody(req.body);
      const member = await groupMembersService.add(ctx, portalTokenOf(req), param(req, 'id'), { name: read.string(body, 'name'), email: read.string(body, 'email') });
      return { status: 201, body: serializeGroupMember(member) };
    },
  },
  {
    method: 'DELETE',
    path: 'volunteers/groups/members/:id/',
    guard: 'volunteer',
    async handle(ctx, req) {
      await groupMembersService.remove(ctx, portalTokenOf(req), param(req, 'id'));
      return { status: 204, body: null };
    },
  },
  {
    method: 'GET',
    path: 'volunteers/by-token/:token/participations/',
    guard: 'volunteer',
    async handle(ctx, req) {
      const participations = await participationsService.forToken(ctx, param(req, 'token'));
      return { body: await Promise.all(participations.map((p) => serializeParticipationDetail(ctx, p, { portal: true }))) };
    },
  },
  {
    method: 'GET',
    path: 'volunteers/participations/',
    guard: 'volunteer',
    async handle(ctx, req) {
      const participations = await participationsService.forToken(ctx, portalTokenOf(req));
      return { body: await Promise.all(participations.map((p) => serializeParticipationDetail(ctx, p, { portal: true }))) };
    },
  },
];
