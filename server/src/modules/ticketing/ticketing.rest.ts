import { AppError } from '../../errors/app-error';
import { asBody, param, queryString, read, type FacadeRoute } from '../../rest/facade';
import type { TicketingAccreditation, TicketingEventMapping } from './ticketing.entity';
import { ticketingService, type TicketingSyncView } from './ticketing.service';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function serializeMapping(mapping: TicketingEventMapping | null) {
  if (!mapping) return null;
  return { eventId: mapping.eventId, vendorEventId: mapping.vendorEventId, vendorTicketId: mapping.vendorTicketId, modifiedAt: iso(mapping.modifiedAt) };
}

function serializeSync(sync: TicketingSyncView) {
  return { ...sync, createdAt: iso(sync.createdAt), startedAt: iso(sync.startedAt), finishedAt: iso(sync.finishedAt) };
}

function serializeAccreditation(row: TicketingAccreditation) {
  return {
    id: row.id,
    eventId: row.eventId,
    volunteerId: row.volunteerId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    vendorParticipantId: row.vendorParticipantId,
    barcode: row.barcode,
    checkedIn: row.checkedIn,
    checkedInAt: iso(row.checkedInAt),
    modifiedAt: iso(row.modifiedAt),
  };
}

/** The ticketing integration under /apis/organizer/v1/ticketing/ (issue 16, enableWeezevent). */
export const ticketingRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'ticketing/settings/',
    guard: 'organizer',
    right: 'ticketing',
    async handle(ctx) {
      const settings = await ticketingService.settings(ctx);
      return { body: { ...settings, modifiedAt: iso(settings.modifiedAt) } };
    },
  },
  {
    method: 'PUT',
    path: 'ticketing/settings/',
    guard: 'organizer',
    right: 'ticketing',
    async handle(ctx, req) {
      const body = asBody(req.body);
      const settings = await ticketingService.updateSettings(ctx, {
        baseUrl: read.string(body, 'baseUrl'),
        apiKey: read.string(body, 'apiKey'),
        accessToken: read.string(body, 'accessToken'),
      });
      return { body: { ...settings, modifiedAt: iso(settings.modifiedAt) } };
    },
  },
  {
    method: 'GET',
    path: 'ticketing/vendor-events/',
    guard: 'organizer',
    right: 'ticketing',
    async handle(ctx) {
      return { body: await ticketingService.vendorEvents(ctx) };
    },
  },
  {
    method: 'GET',
    path: 'ticketing/events/:eventId/mapping/',
    guard: 'organizer',
    right: 'ticketing',
    async handle(ctx, req) {
      const mapping = await ticketingService.mapping(ctx, param(req, 'eventId'));
      if (!mapping) throw AppError.notFound('ticketing.notMapped');
      return { body: serializeMapping(mapping) };
    },
  },
  {
    method: 'PUT',
    path: 'ticketing/events/:eventId/mapping/',
    guard: 'organizer',
    right: 'ticketing',
    async handle(ctx, req) {
      const body = asBody(req.body);
      const mapping = await ticketingService.setMapping(ctx, param(req, 'eventId'), { vendorEventId: body.vendorEventId, vendorTicketId: body.vendorTicketId });
      return { body: serializeMapping(mapping) };
    },
  },
  {
    method: 'POST',
    path: 'ticketing/events/:eventId/sync/',
    guard: 'organizer',
    right: 'ticketing',
    async handle(ctx, req) {
      return { status: 202, body: serializeSync(await ticketingService.requestSync(ctx, param(req, 'eventId'))) };
    },
  },
  {
    method: 'GET',
    path: 'ticketing/syncs/',
    guard: 'organizer',
    right: 'ticketing',
    async handle(ctx, req) {
      const limit = queryString(req, 'limit');
      const syncs = await ticketingService.syncs(ctx, { eventId: queryString(req, 'eventId') ?? null, limit: limit === undefined ? null : Number(limit) });
      return { body: syncs.map(serializeSync) };
    },
  },
  {
    method: 'GET',
    path: 'ticketing/events/:eventId/accreditations/',
    guard: 'organizer',
    right: 'ticketing',
    async handle(ctx, req) {
      return { body: (await ticketingService.accreditations(ctx, param(req, 'eventId'))).map(serializeAccreditation) };
    },
  },
];
