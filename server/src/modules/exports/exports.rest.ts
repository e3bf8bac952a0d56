import type { Request } from 'express';
import { AppError } from '../../errors/app-error';
import { asBody, paged, param, queryString, read, type FacadeRoute } from '../../rest/facade';
import type { ParticipationKindName } from '../participations/participations.service';
import { participationStatusOf } from '../positions/positions.service';
import { exportsService } from './exports.service';
import { parseMapping } from './volunteer-import';

/** The registrations screen's filters, named as events/{id}/participations2/ takes them: kind, status, position, day, search. */
function participationFilterOf(req: Request) {
  const kind = (queryString(req, 'kind') ?? 'all').toUpperCase();
  if (!['ALL', 'SOLO', 'GROUP'].includes(kind)) throw AppError.field('kind', 'validation.unknownReference');
  const statuses = ([] as unknown[])
    .concat(req.query.status ?? [], req.query.validationStatus ?? [])
    .flatMap((value) => String(value).split(','))
    .filter((value) => value.trim() !== '')
    .map((value) => participationStatusOf(value.trim())!);
  return {
    kind: kind as ParticipationKindName,
    statuses,
    positionId: queryString(req, 'position') ?? queryString(req, 'positionId'),
    day: queryString(req, 'day'),
    search: queryString(req, 'search'),
  };
}

const overviewFilterOf = (req: Request) => ({ from: queryString(req, 'from'), to: queryString(req, 'to'), search: queryString(req, 'search') });

/** The uploaded file of an import: `fileName`, `base64File` and the optional `mapping` (as the GraphQL twins take them). */
function importOf(req: Request) {
  const body = asBody(req.body);
  return { fileName: read.string(body, 'fileName') ?? '', base64File: read.string(body, 'base64File') ?? '', mapping: parseMapping(body.mapping) };
}

/** Organizer routes (under /apis/organizer/v1): participations export and overview, volunteer export and import. */
export const exportRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'events/:id/participations/export/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: null, file: await exportsService.exportParticipations(ctx, param(req, 'id'), queryString(req, 'format') ?? 'xlsx', participationFilterOf(req)) };
    },
  },
  {
    method: 'GET',
    path: 'participations/overview/',
    guard: 'organizer',
    // ?from=YYYY-MM-DD&to=YYYY-MM-DD&search=: one row per volunteer (shifts, hours, events).
    async handle(ctx, req) {
      return { body: paged(req, await exportsService.overview(ctx, overviewFilterOf(req))) };
    },
  },
  {
    method: 'GET',
    path: 'participations/overview/export/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: null, file: await exportsService.exportOverview(ctx, queryString(req, 'format') ?? 'xlsx', overviewFilterOf(req)) };
    },
  },
  {
    method: 'GET',
    path: 'volunteers/export/',
    guard: 'organizer',
    // ?format=xlsx|csv&category=&search=: the volunteer list's filters.
    async handle(ctx, req) {
      const filter = { categoryId: queryString(req, 'category') ?? queryString(req, 'categoryId'), search: queryString(req, 'search') };
      return { body: null, file: await exportsService.exportVolunteers(ctx, queryString(req, 'format') ?? 'xlsx', filter) };
    },
  },
  {
    method: 'POST',
    path: 'volunteers/import/',
    guard: 'organizer',
    // `?dryRun=true`: the preview, line by line, nothing written; else the all-or-nothing import (mapping required).
    async handle(ctx, req) {
      const file = importOf(req);
      if (queryString(req, 'dryRun') === 'true') return { body: await exportsService.previewImport(ctx, file) };
      if (!file.mapping) throw AppError.field('mapping', 'validation.required');
      return { status: 201, body: await exportsService.importVolunteers(ctx, { ...file, mapping: file.mapping }) };
    },
  },
];
