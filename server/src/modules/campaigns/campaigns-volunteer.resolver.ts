import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { organizationService } from '../organizations/organization.service';
import { Volunteer } from '../volunteers/volunteer.entity';
import { Campaign, CampaignRegistration } from './campaign.entity';

/** The campaigns part of the organizer's volunteer profile (issue 12): the volunteer's registrations. */
@Resolver(() => Volunteer)
export class VolunteerCampaignRegistrationsResolver {
  @Authorized('organizer')
  @FieldResolver(() => [CampaignRegistration], {
    description: "The volunteer's campaign registrations, newest first; organizers only, empty while campaigns are off",
  })
  async campaignRegistrations(@Root() volunteer: Volunteer, @Ctx() ctx: RequestContext): Promise<CampaignRegistration[]> {
    // Campaigns switched off answer as if there were none: the rest of the profile stays readable.
    if (!(await organizationService.callerBelongsTo(ctx, volunteer.organizationId))) return [];
    if (!(await organizationService.hasFeature(ctx, volunteer.organizationId, 'enableCampaigns'))) return [];
    const registrations = await ctx.loaders.campaigns.registrationsByVolunteerId.load(volunteer.id);
    return registrations.filter((registration) => registration.organizationId === volunteer.organizationId);
  }
}

@Resolver(() => CampaignRegistration)
export class CampaignRegistrationCampaignResolver {
  @FieldResolver(() => Campaign, { description: 'The campaign registered to' })
  async campaign(@Root() registration: CampaignRegistration, @Ctx() ctx: RequestContext): Promise<Campaign> {
    const campaign = await ctx.loaders.campaigns.byId.load(registration.campaignId);
    if (!campaign) throw new Error(`campaign registration ${registration.id} without its campaign`);
    return campaign;
  }
}
