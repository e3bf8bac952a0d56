import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Campaign } from '../campaigns/campaign.entity';
import { preferencesService } from './preferences.service';
import { preferencesView, VolunteerPreferencesInput, VolunteerPreferencesView } from './preferences.types';

/** Issue 18: a volunteer's availability and ranked preferred positions, read and edited by the organizer. */
@Resolver(() => VolunteerPreferencesView)
export class PreferencesResolver {
  @Authorized('organizer')
  @Query(() => VolunteerPreferencesView, { nullable: true, description: "A volunteer's preferences for an event or a campaign (exactly one of them); null when none" })
  async volunteerPreferences(
    @Arg('volunteerId', () => ID) volunteerId: string,
    @Arg('eventId', () => ID, { nullable: true }) eventId: string | null,
    @Arg('campaignId', () => ID, { nullable: true }) campaignId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<VolunteerPreferencesView | null> {
    const row = await preferencesService.get(ctx, { volunteerId, eventId, campaignId });
    return row ? preferencesView(row) : null;
  }

  @Authorized('organizer')
  @Query(() => [VolunteerPreferencesView], { description: "Every volunteer's preferences for an event or a campaign (exactly one of them), by volunteer; volunteerIds keeps some" })
  async volunteerPreferencesList(
    @Arg('eventId', () => ID, { nullable: true }) eventId: string | null,
    @Arg('campaignId', () => ID, { nullable: true }) campaignId: string | null,
    @Arg('volunteerIds', () => [ID], { nullable: true }) volunteerIds: string[] | null,
    @Ctx() ctx: RequestContext,
  ): Promise<VolunteerPreferencesView[]> {
    return (await preferencesService.list(ctx, { eventId, campaignId, volunteerIds })).map(preferencesView);
  }

  @Authorized('organizer')
  @Mutation(() => VolunteerPreferencesView, { description: "Replaces a volunteer's preferences for an event or a campaign (validated against its days and positions)" })
  async setVolunteerPreferences(@Arg('input') input: VolunteerPreferencesInput, @Ctx() ctx: RequestContext): Promise<VolunteerPreferencesView> {
    return preferencesView(await preferencesService.set(ctx, input));
  }
}

/** The position names a campaign's form lets a volunteer rank (public with the campaign). */
@Resolver(() => Campaign)
export class CampaignPreferencesResolver {
  @FieldResolver(() => [String], { description: "Issue 18: position names a volunteer may rank on the form (the organization's positions in published events)" })
  rankablePositionNames(@Root() campaign: Campaign, @Ctx() ctx: RequestContext): Promise<string[]> {
    return preferencesService.campaignPositionNames(ctx, campaign.organizationId);
  }
}
