import type { Request } from 'express';
import { AppError } from '../../errors/app-error';
import { asBody, param, paged, queryString, read, type FacadeRoute } from '../../rest/facade';
import { serializeDocumentJob } from '../documents/documents.types';
import type { BadgeSizeName, BadgeTemplate } from './badge-template.entity';
import { badgesService, type BadgeTemplateData } from './badges.service';

/** A badge template on the wire (as GraphQL's BadgeTemplate; size in lower case, as stored). */
function serializeTemplate(template: BadgeTemplate) {
  return {
    id: template.id,
    name: template.name,
    size: template.size,
    logo: template.logo,
    primaryColor: template.primaryColor,
    textColor: template.textColor,
    showPhoto: template.showPhoto,
    showCategories: template.showCategories,
    showPositions: template.showPositions,
    attributeId: template.attributeId,
    showQrCode: template.showQrCode,
    createdAt: template.createdAt.toISOString(),
    modifiedAt: template.modifiedAt.toISOString(),
  };
}

/** The body of POST and PUT: the fields of BadgeTemplateInput (a PUT sends them all, as GraphQL does). */
function templateData(req: Request): BadgeTemplateData {
  const body = asBody(req.body);
  const size = read.string(body, 'size');
  return {
    name: read.string(body, 'name') ?? '',
    size: (size?.toLowerCase() as BadgeSizeName | undefined) ?? null,
    logo: read.string(body, 'logo'),
    primaryColor: read.string(body, 'primaryColor') ?? '',
    textColor: read.string(body, 'textColor') ?? '',
    showPhoto: read.boolean(body, 'showPhoto'),
    showCategories: read.boolean(body, 'showCategories'),
    showPositions: read.boolean(body, 'showPositions'),
    attributeId: read.id(body, 'attributeId'),
    showQrCode: read.boolean(body, 'showQrCode'),
  };
}

/** Organizer routes (under /apis/organizer/v1): badge templates, one badge as a PDF, and sheets for an event. */
export const badgeRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'badge_templates/',
    guard: 'organizer',
    right: 'badges',
    async handle(ctx, req) {
      return { body: paged(req, (await badgesService.templates(ctx)).map(serializeTemplate)) };
    },
  },
  {
    method: 'POST',
    path: 'badge_templates/',
    guard: 'organizer',
    right: 'badges',
    async handle(ctx, req) {
      return { status: 201, body: serializeTemplate(await badgesService.createTemplate(ctx, templateData(req))) };
    },
  },
  {
    method: 'GET',
    path: 'badge_templates/:id/',
    guard: 'organizer',
    right: 'badges',
    async handle(ctx, req) {
      return { body: serializeTemplate(await badgesService.template(ctx, param(req, 'id'))) };
    },
  },
  {
    method: 'PUT',
    path: 'badge_templates/:id/',
    guard: 'organizer',
    right: 'badges',
    async handle(ctx, req) {
      return { body: serializeTemplate(await badgesService.updateTemplate(ctx, param(req, 'id'), templateData(req))) };
    },
  },
  {
    method: 'DELETE',
    path: 'badge_templates/:id/',
    guard: 'organizer',
    right: 'badges',
    async handle(ctx, req) {
      await badgesService.deleteTemplate(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
  {
    method: 'GET',
    path: 'badge_templates/:id/pdf/',
    guard: 'organizer',
    right: 'badges',
    // `?volunteer=ID` (required) and `&event=ID` (the positions of their accepted participations in it).
    async handle(ctx, req) {
      const volunteerId = queryString(req, 'volunteer');
      if (!volunteerId) throw AppError.field('volunteer', 'validation.required');
      return { body: null, file: await badgesService.badgePdf(ctx, { templateId: param(req, 'id'), volunteerId, eventId: queryString(req, 'event') }) };
    },
  },
  {
    method: 'POST',
    path: 'badge_templates/:id/generate/',
    guard: 'organizer',
    right: 'badges',
    // Body `{ eventId, categoryId? }`: answers the queued document (GET documents/{id}/ follows it).
    async handle(ctx, req) {
      const body = asBody(req.body);
      const eventId = read.id(body, 'eventId');
      if (eventId === undefined || eventId === null || eventId === '') throw AppError.field('eventId', 'validation.required');
      const job = await badgesService.generate(ctx, { templateId: param(req, 'id'), eventId, categoryId: read.id(body, 'categoryId') });
      return { status: 202, body: serializeDocumentJob(job) };
    },
  },
];
