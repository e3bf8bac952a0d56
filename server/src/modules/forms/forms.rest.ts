import type { Request } from 'express';
import type { RequestContext } from '../../context';
import { asBody, param, queryString, read, renamed, type FacadeRoute } from '../../rest/facade';
import { formsService } from './forms.service';
import { addedFieldName, attributeData, facadeField, fieldData, fieldsOfBody, reference, serializeAttribute, serializeForm } from './forms.wire';

function organizationQuery(req: Request): string | undefined {
  return queryString(req, 'organizationId') ?? queryString(req, 'orgId');
}

async function updateRoute(ctx: RequestContext, req: Request) {
  const attribute = await formsService.updateAttribute(ctx, param(req, 'id'), attributeData(asBody(req.body)));
  return { body: await serializeAttribute(ctx, attribute) };
}

async function saveForm(ctx: RequestContext, req: Request) {
  const form = await renamed(formsService.saveEventForm(ctx, param(req, 'id'), fieldsOfBody(req.body)), facadeField);
  return { body: await serializeForm(ctx, form) };
}

/** Spec 7 "Custom attributes and forms" (the campaign paths are in campaigns.rest.ts). */
export const formRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'custom-volunteer-attributes/',
    guard: 'organizer',
    async handle(ctx, req) {
      const attributes = await formsService.listAttributes(ctx, { organizationId: organizationQuery(req) });
      return { body: await Promise.all(attributes.map((attribute) => serializeAttribute(ctx, attribute))) };
    },
  },
  {
    method: 'POST',
    path: 'custom-volunteer-attributes/',
    guard: 'organizer',
    async handle(ctx, req) {
      const body = asBody(req.body);
      const attribute = await formsService.createAttribute(ctx, {
        ...attributeData(body),
        eventId: reference(body.event),
        organizationId: read.id(body, 'organizationId') ?? organizationQuery(req),
      });
      return { status: 201, body: await serializeAttribute(ctx, attribute) };
    },
  },
  {
    method: 'GET',
    path: 'custom-volunteer-attributes/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: await serializeAttribute(ctx, await formsService.getAttribute(ctx, param(req, 'id'))) };
    },
  },
  { method: 'PUT', path: 'custom-volunteer-attributes/:id/', guard: 'organizer', handle: updateRoute },
  { method: 'PATCH', path: 'custom-volunteer-attributes/:id/', guard: 'organizer', handle: updateRoute },
  {
    method: 'DELETE',
    path: 'custom-volunteer-attributes/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      await formsService.deleteAttribute(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
  {
    method: 'GET',
    path: 'events/:id/custom-volunteer-attributes/',
    guard: 'organizer',
    async handle(ctx, req) {
      const attributes = await formsService.listAttributes(ctx, { eventId: param(req, 'id') });
      return { body: await Promise.all(attributes.map((attribute) => serializeAttribute(ctx, attribute))) };
    },
  },
  {
    method: 'POST',
    path: 'events/:id/custom-volunteer-attributes/',
    guard: 'organizer',
    async handle(ctx, req) {
      const attribute = await formsService.createAttribute(ctx, { ...attributeData(asBody(req.body)), eventId: param(req, 'id') });
      return { status: 201, body: await serializeAttribute(ctx, attribute) };
    },
  },
  {
    method: 'GET',
    path: 'events/:id/form/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: await serializeForm(ctx, await formsService.eventForm(ctx, param(req, 'id'))) };
    },
  },
  {
    method: 'POST',
    path: 'events/:id/form/',
    guard: 'organizer',
    // Adds one field (the body is a field payload) at the end of the form.
    async handle(ctx, req) {
      const form = await renamed(formsService.addEventFormField(ctx, param(req, 'id'), fieldData(req.body)), addedFieldName);
      return { status: 201, body: await serializeForm(ctx, form) };
    },
  },
  { method: 'PUT', path: 'events/:id/form/', guard: 'organizer', handle: saveForm },
];
