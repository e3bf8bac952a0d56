import type { Request } from 'express';
import { AppError } from '../../errors/app-error';
import { asBody, param, read, type FacadeRoute } from '../../rest/facade';
import { serializeDocumentJob } from '../documents/documents.types';
import { printingService, type PrintKindName, type PrintRequest } from './printing.service';

const KINDS: readonly PrintKindName[] = ['planning', 'per_volunteer', 'vouchers', 'tshirts', 'meals'];

/** `{kind}` of the path, in lower or upper case (PLANNING as GraphQL's PrintKind); another answers 404. */
function kindOf(req: Request): PrintKindName {
  const kind = param(req, 'kind').toLowerCase() as PrintKindName;
  if (!KINDS.includes(kind)) throw AppError.notFound();
  return kind;
}

/** The body: the fields of GraphQL's PrintFilter (eventId, days, positionIds, categoryIds, layout). */
function requestOf(req: Request): PrintRequest {
  const body = asBody(req.body);
  const eventId = read.id(body, 'eventId');
  if (eventId === undefined || eventId === null || eventId === '') throw AppError.field('eventId', 'validation.required');
  const days = read.list(body, 'days');
  if (days?.some((day) => typeof day !== 'string')) throw AppError.field('days', 'validation.date');
  return {
    eventId,
    days: (days as string[] | undefined) ?? null,
    positionIds: read.list(body, 'positionIds') ?? null,
    categoryIds: read.list(body, 'categoryIds') ?? null,
    layout: read.string(body, 'layout') ?? null,
  };
}

/** Organizer routes (under /apis/organizer/v1): a print's first page at once, or the whole print as a background document. */
export const printRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: 'print/:kind/',
    guard: 'organizer',
    // Answers the queued document (GET documents/{id}/ follows it, documents/{id}/download/ once DONE).
    async handle(ctx, req) {
      return { status: 202, body: serializeDocumentJob(await printingService.generate(ctx, kindOf(req), requestOf(req))) };
    },
  },
  {
    method: 'POST',
    path: 'print/:kind/preview/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: null, file: await printingService.preview(ctx, kindOf(req), requestOf(req)) };
    },
  },
];
