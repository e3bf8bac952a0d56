import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ExportedFileType, ExportFormat } from '../../common/export-file.types';
import type { RequestContext } from '../../context';
import { Campaign } from './campaign.entity';
import { exportRegistrations, registrationsPerDay } from './campaigns.export';
import { RequiresRight } from '../organizations/rights.decorator';

/** The export types are shared by every module's exports (common/export-file.types.ts). */
export { ExportFormat, ExportedFileType };

@ObjectType('DayCount', { description: 'A number of things on one day' })
export class DayCountType {
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field(() => Int) count: number;
}

/** Export of a campaign's registrations (the facade's twin: campaigns.rest.ts) and their figures. */
@Resolver(() => Campaign)
export class CampaignExportResolver {
  @RequiresRight('campaigns')
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
