import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { dateString } from '../../common/dates';
import { ExportedFileType } from '../../common/export-file.types';
import type { RequestContext } from '../../context';
import { DocumentJobType, documentJobView } from '../documents/documents.types';
import { printingService, type PrintRequest } from './printing.service';
import { PrintFilterInput, PrintKind } from './printing.types';

function requestOf(filter: PrintFilterInput): PrintRequest {
  return {
    eventId: filter.eventId,
    days: filter.days?.map(dateString) ?? null,
    positionIds: filter.positionIds ?? null,
    categoryIds: filter.categoryIds ?? null,
    layout: filter.layout ?? null,
  };
}

@Resolver()
export class PrintingResolver {
  @Authorized('organizer')
  @Query(() => ExportedFileType, { description: 'The first page of a print, as a PDF, at once' })
  async printPreview(@Arg('kind', () => PrintKind) kind: PrintKind, @Arg('filter') filter: PrintFilterInput, @Ctx() ctx: RequestContext): Promise<ExportedFileType> {
    const file = await printingService.preview(ctx, kind, requestOf(filter));
    return { fileName: file.fileName, mimeType: file.mimeType, base64: file.content.toString('base64') };
  }

  @Authorized('organizer')
  @Mutation(() => DocumentJobType, { description: 'Queues the whole print as a background document (progress, then documentJob.downloadUrl)' })
  async printDocument(@Arg('kind', () => PrintKind) kind: PrintKind, @Arg('filter') filter: PrintFilterInput, @Ctx() ctx: RequestContext): Promise<DocumentJobType> {
    return documentJobView(await printingService.generate(ctx, kind, requestOf(filter)));
  }
}

/** Every resolver of the printing module (graphql/schema.ts). */
export const printingResolvers = [PrintingResolver] as const;
