import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { optionalId } from '../../common/ids';
import type { RequestContext } from '../../context';
import { AttributeValue } from '../forms/attribute-value.entity';
import { Attribute } from '../forms/attribute.entity';
import { AttributeInput, CampaignForm, FormFieldInput } from '../forms/forms.inputs';
import { Volunteer } from '../volunteers/volunteer.entity';
import { Campaign, CampaignRegistration } from './campaign.entity';
import { CampaignStatusEnum } from './campaigns.enums';
import { CampaignInput, CampaignRegistrationInput, VolunteerCampaignRegistrationType } from './campaigns.inputs';
import { campaignsService } from './campaigns.service';
import { RequiresRight } from '../organizations/rights.decorator';

@Resolver(() => Campaign)
export class CampaignResolver {
  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Query(() => [Campaign], { description: "The organization's campaigns, newest first" })
  campaigns(
    @Ctx() ctx: RequestContext,
    @Arg('status', () => CampaignStatusEnum, { nullable: true }) status?: CampaignStatusEnum | null,
    @Arg('organizationId', () => ID, { nullable: true }) organizationId?: string | null,
  ): Promise<Campaign[]> {
    return campaignsService.list(ctx, { status, organizationId: optionalId(organizationId, 'organizationId') });
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Query(() => Campaign)
  campaign(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Campaign> {
    return campaignsService.require(ctx, id);
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Query(() => [CampaignRegistration], { description: 'Registrations, oldest first, with the volunteer' })
  campaignRegistrations(@Arg('campaignId', () => ID) campaignId: string, @Ctx() ctx: RequestContext): Promise<CampaignRegistration[]> {
    return campaignsService.registrations(ctx, campaignId);
  }

  @Query(() => Campaign, { description: 'A published campaign by its public token' })
  publicCampaign(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<Campaign> {
    return campaignsService.getPublic(ctx, token);
  }

  @Query(() => [Campaign], { description: "An organization's published public campaigns, by slug or id" })
  publicCampaigns(
    @Ctx() ctx: RequestContext,
    @Arg('organizationSlug', () => String, { nullable: true }) organizationSlug?: string | null,
    @Arg('organizationId', () => ID, { nullable: true }) organizationId?: string | null,
  ): Promise<Campaign[]> {
    return campaignsService.listPublic(ctx, { id: organizationId, slug: organizationSlug });
  }

  @Query(() => [VolunteerCampaignRegistrationType], { description: "The volunteer's registrations to published campaigns (the token is the credential)" })
  volunteerCampaignRegistrations(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<VolunteerCampaignRegistrationType[]> {
    return campaignsService.forVolunteerToken(ctx, token);
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Mutation(() => Campaign)
  createCampaign(@Arg('input') input: CampaignInput, @Ctx() ctx: RequestContext): Promise<Campaign> {
    return campaignsService.create(ctx, input);
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Mutation(() => Campaign, { description: 'Changes the given fields' })
  updateCampaign(@Arg('id', () => ID) id: string, @Arg('input') input: CampaignInput, @Ctx() ctx: RequestContext): Promise<Campaign> {
    return campaignsService.update(ctx, id, input);
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Mutation(() => Boolean)
  deleteCampaign(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return campaignsService.remove(ctx, id);
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Mutation(() => Campaign)
  publishCampaign(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Campaign> {
    return campaignsService.setStatus(ctx, id, 'published');
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Mutation(() => Campaign, { description: 'Stops new registrations' })
  closeCampaign(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Campaign> {
    return campaignsService.setStatus(ctx, id, 'closed');
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Mutation(() => Campaign)
  archiveCampaign(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Campaign> {
    return campaignsService.setStatus(ctx, id, 'archived');
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Mutation(() => Campaign)
  campaignToDraft(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Campaign> {
    return campaignsService.setStatus(ctx, id, 'draft');
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Query(() => CampaignForm, { description: "The campaign's registration form, to edit" })
  campaignForm(@Arg('campaignId', () => ID) campaignId: string, @Ctx() ctx: RequestContext): Promise<CampaignForm> {
    return campaignsService.form(ctx, campaignId);
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Mutation(() => CampaignForm, { description: 'Replaces the form fields; their order is the list order' })
  saveCampaignForm(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('fields', () => [FormFieldInput]) fields: FormFieldInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<CampaignForm> {
    return campaignsService.saveForm(ctx, campaignId, fields);
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Query(() => [Attribute], { description: "The campaign's own attributes (answered on its registrations)" })
  campaignAttributes(@Arg('campaignId', () => ID) campaignId: string, @Ctx() ctx: RequestContext): Promise<Attribute[]> {
    return campaignsService.attributes(ctx, campaignId);
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Mutation(() => Attribute, { description: 'A new attribute of the campaign (changed and deleted with updateAttribute and deleteAttribute)' })
  createCampaignAttribute(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('input') input: AttributeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Attribute> {
    return campaignsService.createAttribute(ctx, campaignId, { ...input, eventId: null });
  }

  @Mutation(() => Boolean, { description: 'Public registration to a published campaign; the confirmation goes by mail' })
  async registerForCampaign(@Arg('input') input: CampaignRegistrationInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    await campaignsService.register(ctx, input);
    return true;
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Mutation(() => Boolean)
  deleteCampaignRegistration(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return campaignsService.removeRegistration(ctx, id);
  }

  @FieldResolver(() => Int, { description: 'Number of registrations' })
  nbRegistrations(@Root() campaign: Campaign, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.campaigns.nbRegistrations.load(campaign.id);
  }

  @FieldResolver(() => CampaignForm, { description: 'Its registration form (the public page shows it)' })
  form(@Root() campaign: Campaign, @Ctx() ctx: RequestContext): Promise<CampaignForm> {
    return campaignsService.formOf(ctx, campaign);
  }

  @FieldResolver(() => String)
  async organizationName(@Root() campaign: Campaign, @Ctx() ctx: RequestContext): Promise<string> {
    const organization = await ctx.loaders.organizations.byId.load(campaign.organizationId);
    return organization?.publicName || organization?.name || '';
  }
}

@Resolver(() => CampaignRegistration)
export class CampaignRegistrationResolver {
  @FieldResolver(() => Volunteer, { nullable: true, description: 'The volunteer and their contact' })
  volunteer(@Root() registration: CampaignRegistration, @Ctx() ctx: RequestContext): Promise<Volunteer | null> {
    return ctx.loaders.volunteers.byId.load(registration.volunteerId);
  }

  @FieldResolver(() => [AttributeValue], { description: "Answers to the campaign's fields and to the volunteer fields its form asks" })
  customAttributeValues(@Root() registration: CampaignRegistration, @Ctx() ctx: RequestContext): Promise<AttributeValue[]> {
    return campaignsService.answersOf(ctx, registration);
  }
}
