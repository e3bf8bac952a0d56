import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ExportedFileType } from '../../common/export-file.types';
import type { RequestContext } from '../../context';
import { DocumentJobType, documentJobView } from '../documents/documents.types';
import type { BadgeTemplate } from './badge-template.entity';
import { badgesService } from './badges.service';
import { BadgeSize, BadgeTemplateInput, BadgeTemplateType } from './badges.types';
import { RequiresRight } from '../organizations/rights.decorator';

/** A template row for GraphQL. */
export function badgeTemplateView(template: BadgeTemplate): BadgeTemplateType {
  return {
    id: template.id,
    name: template.name,
    size: template.size as BadgeSize,
    logo: template.logo,
    primaryColor: template.primaryColor,
    textColor: template.textColor,
    showPhoto: template.showPhoto,
    showCategories: template.showCategories,
    showPositions: template.showPositions,
    attributeId: template.attributeId,
    showQrCode: template.showQrCode,
    createdAt: template.createdAt,
    modifiedAt: template.modifiedAt,
  };
}

@Resolver(() => BadgeTemplateType)
export class BadgeTemplateResolver {
  @RequiresRight('badges')
  @Authorized('organizer')
  @Query(() => [BadgeTemplateType], { description: 'The organization’s badge templates, by name (enableBadges)' })
  async badgeTemplates(@Ctx() ctx: RequestContext): Promise<BadgeTemplateType[]> {
    return (await badgesService.templates(ctx)).map(badgeTemplateView);
  }

  @RequiresRight('badges')
  @Authorized('organizer')
  @Query(() => BadgeTemplateType)
  async badgeTemplate(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<BadgeTemplateType> {
    return badgeTemplateView(await badgesService.template(ctx, id));
  }

  @RequiresRight('badges')
  @Authorized('organizer')
  @Mutation(() => BadgeTemplateType)
  async createBadgeTemplate(@Arg('input') input: BadgeTemplateInput, @Ctx() ctx: RequestContext): Promise<BadgeTemplateType> {
    return badgeTemplateView(await badgesService.createTemplate(ctx, input));
  }

  @RequiresRight('badges')
  @Authorized('organizer')
  @Mutation(() => BadgeTemplateType)
  async updateBadgeTemplate(@Arg('id', () => ID) id: string, @Arg('input') input: BadgeTemplateInput, @Ctx() ctx: RequestContext): Promise<BadgeTemplateType> {
    return badgeTemplateView(await badgesService.updateTemplate(ctx, id, input));
  }

  @RequiresRight('badges')
  @Authorized('organizer')
  @Mutation(() => Boolean)
  deleteBadgeTemplate(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return badgesService.deleteTemplate(ctx, id);
  }

  @RequiresRight('badges')
  @Authorized('organizer')
  @Query(() => ExportedFileType, { description: 'One volunteer’s badge as a PDF of the badge’s size; with an event, the positions of their accepted participations in it' })
  async badgePdf(
    @Arg('templateId', () => ID) templateId: string,
    @Arg('volunteerId', () => ID) volunteerId: string,
    @Arg('eventId', () => ID, { nullable: true }) eventId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ExportedFileType> {
    const file = await badgesService.badgePdf(ctx, { templateId, volunteerId, eventId });
    return { fileName: file.fileName, mimeType: file.mimeType, base64: file.content.toString('base64') };
  }

  @RequiresRight('badges')
  @Authorized('organizer')
  @Mutation(() => DocumentJobType, { description: 'Queues the badges of the event’s accepted volunteers (of one category when given) on A4 sheets with crop marks' })
  async generateBadges(
    @Arg('templateId', () => ID) templateId: string,
    @Arg('eventId', () => ID) eventId: string,
    @Arg('categoryId', () => ID, { nullable: true }) categoryId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<DocumentJobType> {
    return documentJobView(await badgesService.generate(ctx, { templateId, eventId, categoryId }));
  }
}

/** Every resolver of the badges module (graphql/schema.ts). */
export const badgesResolvers = [BadgeTemplateResolver] as const;
