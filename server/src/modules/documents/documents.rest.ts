import { param, type FacadeRoute } from '../../rest/facade';
import { documentsService } from './documents.service';
import { serializeDocumentJob } from './documents.types';

/** Organizer routes (under /apis/organizer/v1): a background document's progress and its file. */
export const documentRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'documents/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: serializeDocumentJob(await documentsService.get(ctx, param(req, 'id'))) };
    },
  },
  {
    method: 'GET',
    path: 'documents/:id/download/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: null, file: await documentsService.download(ctx, param(req, 'id')) };
    },
  },
];
