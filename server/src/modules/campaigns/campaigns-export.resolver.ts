import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Int, ObjectType, Query, registerEnumType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Campaign } from './campaign.entity';
import { exportRegistrations, registrationsPerDay } from './campaigns.export';

/** The spreadsheet formats of an export. */
export enum ExportFormat {
  XLSX = 'xlsx',
  CSV = 'csv',
}

registerEnumType(ExportFormat, { name: 'ExportFormat' });

@ObjectType('ExportedFile', { description: 'A file built by the server, its content in base64' })
export class ExportedFileType {
  @Field() fileName: string;
  @Field() mimeType: string;
  @Field() base64: string;
}

@ObjectType('DayCount', { description: 'A number of things on one day' })
export class DayCountType {
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field(() => Int) count: number;
}

/** Export of a campaign's registrations (the facade's twin: campaigns.rest.ts) and their figures. */
@Resolver(() => Campaign)
export class CampaignExportResolver {
  @Authorized('organizer')
  @Query(() => ExportedFileType, { description: "The campaign's registrations as a spreadsheet (XLSX or CSV)" })
  async exportCampaignRegistrations(
    @Arg('id', () => ID) id: string,
    @Arg('format', () => ExportFormat) format: ExportFormat,
    @Ctx() ctx: RequestContext,
  ): Promise<ExportedFileType> {
    const file = await exportRegistrations(ctx, id, format);
    return { fileName: file.fileName, mimeType: file.mimeType, base64: file.content.toString('base64') };
  }

  @Authorized('organizer')
  @FieldResolver(() => [DayCountType], { description: "Registrations per day in the campaign's time zone, oldest first; days without any are left out" })
  registrationsPerDay(@Root() campaign: Campaign, @Ctx() ctx: RequestContext): Promise<DayCountType[]> {
    return registrationsPerDay(ctx, campaign);
  }
}
