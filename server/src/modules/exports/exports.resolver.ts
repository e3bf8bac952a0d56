import { GraphQLDate } from 'graphql-scalars';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ExportedFileType, ExportFormat } from '../../common/export-file.types';
import type { RequestContext } from '../../context';
import { ParticipationFilter } from '../participations/participations.inputs';
import { exportsService, type ExportedFile, type ImportPreview } from './exports.service';
import {
  ImportColumnInput,
  VolunteerImportPreviewType,
  VolunteerImportResultType,
  VolunteerOverviewRowType,
  type VolunteerImportField,
  type VolunteerImportStatus,
} from './exports.types';
import { parseMapping } from './volunteer-import';
import type { AttributeValueTypeEnum } from '../forms/forms.enums';

const fileView = (file: ExportedFile): ExportedFileType => ({ fileName: file.fileName, mimeType: file.mimeType, base64: file.content.toString('base64') });

/** A GraphQL Date (midnight UTC) as YYYY-MM-DD. */
const day = (value: Date | null | undefined) => (value ? value.toISOString().slice(0, 10) : null);

const previewView = (preview: ImportPreview): VolunteerImportPreviewType => ({
  ...preview,
  mapping: preview.mapping.map((item) => ({ column: item.column, field: item.field as VolunteerImportField, attributeId: item.attributeId ?? null })),
  attributes: preview.attributes.map((attribute) => ({ id: attribute.id, name: attribute.name, valueType: attribute.valueType as AttributeValueTypeEnum })),
  rows: preview.rows.map((row) => ({ ...row, status: row.status as VolunteerImportStatus })),
});

/** Participations export and overview, volunteer export and import (the facade's twins: exports.rest.ts). */
@Resolver()
export class ExportsResolver {
  @Authorized('organizer')
  @Query(() => ExportedFileType, { description: "An event's participations as a spreadsheet (XLSX or CSV), the registrations screen's filters applied" })
  async exportParticipations(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('format', () => ExportFormat) format: ExportFormat,
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => ParticipationFilter, { nullable: true }) filter?: ParticipationFilter | null,
  ): Promise<ExportedFileType> {
    return fileView(await exportsService.exportParticipations(ctx, eventId, format, filter ?? {}));
  }

  @Authorized('organizer')
  @Query(() => [VolunteerOverviewRowType], { description: "Per volunteer, the accepted shifts, hours and events across the organization's events in a date range" })
  participationsOverview(
    @Ctx() ctx: RequestContext,
    @Arg('from', () => GraphQLDate, { nullable: true }) from?: Date | null,
    @Arg('to', () => GraphQLDate, { nullable: true }) to?: Date | null,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
  ): Promise<VolunteerOverviewRowType[]> {
    return exportsService.overview(ctx, { from: day(from), to: day(to), search });
  }

  @Authorized('organizer')
  @Query(() => ExportedFileType, { description: 'The participations overview as a spreadsheet (XLSX or CSV)' })
  async exportParticipationsOverview(
    @Arg('format', () => ExportFormat) format: ExportFormat,
    @Ctx() ctx: RequestContext,
    @Arg('from', () => GraphQLDate, { nullable: true }) from?: Date | null,
    @Arg('to', () => GraphQLDate, { nullable: true }) to?: Date | null,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
  ): Promise<ExportedFileType> {
    return fileView(await exportsService.exportOverview(ctx, format, { from: day(from), to: day(to), search }));
  }

  @Authorized('organizer')
  @Query(() => ExportedFileType, { description: "The organization's volunteers as a spreadsheet (XLSX or CSV), the list's filters applied" })
  async exportVolunteers(
    @Arg('format', () => ExportFormat) format: ExportFormat,
    @Ctx() ctx: RequestContext,
    @Arg('categoryId', () => ID, { nullable: true }) categoryId?: string | null,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
  ): Promise<ExportedFileType> {
    return fileView(await exportsService.exportVolunteers(ctx, format, { categoryId, search }));
  }

  @Authorized('organizer')
  @Mutation(() => VolunteerImportPreviewType, { description: 'What importing a CSV or XLSX file of volunteers would do, line by line (nothing written)' })
  async previewVolunteerImport(
    @Arg('fileName') fileName: string,
    @Arg('base64File') base64File: string,
    @Ctx() ctx: RequestContext,
    @Arg('mapping', () => [ImportColumnInput], { nullable: true }) mapping?: ImportColumnInput[] | null,
  ): Promise<VolunteerImportPreviewType> {
    return previewView(await exportsService.previewImport(ctx, { fileName, base64File, mapping: parseMapping(mapping) }));
  }

  @Authorized('organizer')
  @Mutation(() => VolunteerImportResultType, { description: 'Creates the new volunteers of a CSV or XLSX file, all or nothing; known addresses are skipped' })
  importVolunteers(
    @Arg('fileName') fileName: string,
    @Arg('base64File') base64File: string,
    @Arg('mapping', () => [ImportColumnInput]) mapping: ImportColumnInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<VolunteerImportResultType> {
    return exportsService.importVolunteers(ctx, { fileName, base64File, mapping: parseMapping(mapping) ?? [] });
  }
}

/** Every resolver of the exports module (graphql/schema.ts). */
export const exportsResolvers = [ExportsResolver] as const;
