import type { Request } from 'express';
import { idNumber, isRowId, optionalId } from '../../common/ids';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { asBody, paged, param, queryString, read, type Body, type FacadeRoute, type FacadeVariant } from '../../rest/facade';
import { managerSpaceService, type AssignmentFilterData, type AssignmentRowView, type ManagerEventView } from './manager-space.service';
import { eventOrganizationId } from './managers.read-model';
import { managersService, requireManagerAuth, type ManagerView } from './managers.service';

/** Spec 3 Manager on the wire (never its password): the organization as `organization`, and its events. */
function serializeManager(manager: ManagerView) {
  return {
    id: manager.id,
    email: manager.email,
    organization: manager.organizationId,
    eventIds: manager.eventIds.map(Number),
    events: manager.events.map((event) => ({ id: Number(event.id), uuid: event.uuid, name: event.name })),
    hasPassword: manager.passwordHash !== null,
    invitedAt: manager.invitedAt?.toISOString() ?? null,
    canCancelSlots: manager.canCancelSlots,
    createdAt: manager.createdAt.toISOString(),
  };
}

function serializeRow(row: AssignmentRowView) {
  return {
    id: row.participationId,
    day: row.day,
    startTime: row.startsAt.toISOString(),
    endTime: row.endsAt.toISOString(),
    sectorName: row.sectorName,
    position: { id: row.positionId, name: row.positionName },
    volunteerName: row.volunteerName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    nbParticipants: row.nbParticipants,
    groupName: row.groupName,
    validationStatus: row.validationStatus,
  };
}

/** The event as a manager sees it: its days, positions, sectors, the assignments (`participations`) and meals. */
function serializeEventView(view: ManagerEventView) {
  return {
    id: view.id,
    uuid: view.uuid,
    name: view.name,
    timeZone: view.timeZone,
    days: view.days,
    positions: view.positions,
    sectors: view.sectors,
    participations: view.rows.map(serializeRow),
    meals: view.meals,
    canCancelSlots: view.canCancelSlots,
  };
}

/** `{id, email, organization, password, eventIds, sendInvitation}` (spec 7; `id` is the path's). */
function managerData(body: Body) {
  return {
    email: read.string(body, 'email'),
    password: read.string(body, 'password'),
    eventIds: read.list(body, 'eventIds') ?? read.list(body, 'events') ?? [],
    canCancelSlots: read.boolean(body, 'canCancelSlots'),
    sendInvitation: read.boolean(body, 'sendInvitation') ?? false,
  };
}

/** A list parameter: repeated (`?position=1&position=2`) or comma-separated. */
function listQuery(req: Request, ...names: string[]): string[] {
  return ([] as unknown[])
    .concat(...names.map((name) => req.query[name] ?? []))
    .flatMap((value) => String(value).split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** The assignment filters of the query: day(s), position(s), sector(s), status(es), search. */
function filterOf(req: Request): AssignmentFilterData {
  return {
    days: listQuery(req, 'day', 'days'),
    positionIds: listQuery(req, 'position', 'positionId', 'positionIds'),
    sectorIds: listQuery(req, 'sector', 'sectorId', 'sectorIds'),
    statuses: listQuery(req, 'status', 'validationStatus').map((value) => {
      const status = idNumber(value);
      if (!Number.isInteger(status)) throw AppError.field('status', 'validation.unknownReference');
      return status;
    }),
    search: queryString(req, 'search') ?? null,
  };
}

/**
 * The manager of a facade request: its X-Manager-Token session, else the credentials spec 7 puts in the
 * query (or the body): email, password and orgId, counted toward the login's attempt limit. Without
 * either, the `manager` guard answers 401.
 */
async function managerCredentials(ctx: RequestContext, req: Request, defaultOrganizationId?: (ctx: RequestContext) => Promise<number | null>): Promise<RequestContext> {
  const body = req.method === 'GET' ? {} : asBody(req.body);
  const email = queryString(req, 'email') ?? read.string(body, 'email');
  const password = queryString(req, 'password') ?? read.string(body, 'password');
  if (email === undefined && password === undefined) return ctx;
  const given = queryString(req, 'orgId') ?? read.id(body, 'orgId') ?? read.id(body, 'organizationId') ?? undefined;
  const organizationId = given ?? (defaultOrganizationId ? await defaultOrganizationId(ctx) : null) ?? '';
  return managersService.signIn(ctx, { email: email ?? '', password: password ?? '', organizationId });
}

/** The organization of the path's event, for the variants whose spec sends no orgId. */
const pathEventOrganization = (req: Request) => async (ctx: RequestContext) => {
  const id = idNumber(param(req, 'id'));
  return isRowId(id) ? eventOrganizationId(ctx.manager, id) : null;
};

const hasCredentials = (req: Request, names: string[]) => names.some((name) => req.query[name] !== undefined);

/** Spec 7 "Managers and operators" (managers): the organizer's admin_manager, the manager's consult_manager and cancel_slots. */
export const managerRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'admin_manager/',
    guard: 'organizer',
    async handle(ctx, req) {
      const organizationId = optionalId(queryString(req, 'orgId') ?? queryString(req, 'organizationId'), 'orgId');
      return { body: paged(req, (await managersService.list(ctx, organizationId)).map(serializeManager)) };
    },
  },
  {
    method: 'POST',
    path: 'admin_manager/',
    guard: 'organizer',
    async handle(ctx, req) {
      const body = asBody(req.body);
      const organizationId = optionalId(read.id(body, 'organization') ?? read.id(body, 'organizationId'), 'organization');
      return { status: 201, body: serializeManager(await managersService.create(ctx, managerData(body), organizationId)) };
    },
  },
  {
    method: 'GET',
    path: 'admin_manager/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: serializeManager(await managersService.get(ctx, param(req, 'id'))) };
    },
  },
  {
    method: 'PUT',
    path: 'admin_manager/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: serializeManager(await managersService.update(ctx, param(req, 'id'), managerData(asBody(req.body)))) };
    },
  },
  {
    method: 'DELETE',
    path: 'admin_manager/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      await managersService.remove(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
  {
    method: 'GET',
    path: 'consult_manager/',
    guard: 'manager',
    authenticate: (ctx, req) => managerCredentials(ctx, req),
    async handle(ctx) {
      const auth = requireManagerAuth(ctx);
      const me = await managersService.me(ctx);
      return {
        body: {
          id: auth.managerId,
          email: auth.email,
          organization: auth.organizationId,
          organizationName: me.organizationName,
          eventIds: me.events.map((event) => Number(event.id)),
          events: me.events.map((event) => ({ id: Number(event.id), uuid: event.uuid, name: event.name })),
        },
      };
    },
  },
  {
    method: 'POST',
    path: 'events/:id/cancel_slots/',
    guard: 'manager',
    // `slots`: the ids of the participations to cancel (or objects with an id).
    authenticate: (ctx, req) => managerCredentials(ctx, req),
    async handle(ctx, req) {
      const slots = (read.list(asBody(req.body), 'slots') ?? []).map((slot) => (slot !== null && typeof slot === 'object' ? (slot as Body).id : slot));
      return { body: { cancelled: await managerSpaceService.cancelSlots(ctx, param(req, 'id'), slots) } };
    },
  },
];

/** The manager space's use of paths other modules serve (spec 7), joined to them by the facade assembly. */
export const managerVariants: Array<{ method: 'GET'; path: string; variant: FacadeVariant }> = [
  {
    method: 'GET',
    path: 'publicevent/:uuid/',
    variant: {
      name: '?email&password&orgId',
      guard: 'manager',
      applies: (req) => hasCredentials(req, ['email', 'password', 'orgId']),
      authenticate: (ctx, req) => managerCredentials(ctx, req),
      async handle(ctx, req) {
        const event = await managerSpaceService.eventByUuid(ctx, param(req, 'uuid'), filterOf(req));
        return { body: serializeEventView(event) };
      },
    },
  },
  {
    method: 'GET',
    path: 'events/:id/participations2/',
    variant: {
      name: '?email&password',
      guard: 'manager',
      applies: (req) => hasCredentials(req, ['email', 'password']),
      authenticate: (ctx, req) => managerCredentials(ctx, req, pathEventOrganization(req)),
      async handle(ctx, req) {
        const event = await managerSpaceService.event(ctx, param(req, 'id'), filterOf(req));
        return { body: paged(req, event.rows.map(serializeRow)) };
      },
    },
  },
];
