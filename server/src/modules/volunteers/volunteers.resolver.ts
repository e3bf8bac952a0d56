import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { optionalId } from '../../common/ids';
import { Participation } from '../participations/participation.entity';
import { participationsService } from '../participations/participations.service';
import { VolunteerCategory } from './volunteer-category.entity';
import { Volunteer } from './volunteer.entity';
import { VolunteerCategoryInput, VolunteerInput } from './volunteers.inputs';
import { volunteerAgeBand, volunteersService } from './volunteers.service';

@Resolver(() => Volunteer)
export class VolunteerResolver {
  @Authorized('organizer')
  @Query(() => [Volunteer], { description: 'The organization’s volunteers by name, optionally filtered' })
  volunteers(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => ID, { nullable: true }) organizationId?: string | null,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('categoryId', () => ID, { nullable: true }) categoryId?: string | null,
    @Arg('eventId', () => ID, { nullable: true, description: 'Volunteers with a participation in this event' }) eventId?: string | null,
  ): Promise<Volunteer[]> {
    return volunteersService.list(ctx, { organizationId: optionalId(organizationId, 'organizationId'), search, categoryId, eventId });
  }

  @Authorized('organizer')
  @Query(() => Volunteer)
  volunteer(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Volunteer> {
    return volunteersService.require(ctx, id);
  }

  @Authorized('organizer')
  @Mutation(() => Volunteer)
  updateVolunteer(@Arg('id', () => ID) id: string, @Arg('input') input: VolunteerInput, @Ctx() ctx: RequestContext): Promise<Volunteer> {
    return volunteersService.update(ctx, id, input);
  }

  @Authorized('organizer')
  @Mutation(() => Boolean, { description: 'With their participations; the places they held go to the waiting lists' })
  deleteVolunteer(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return participationsService.removeVolunteer(ctx, id);
  }

  @Mutation(() => Boolean, {
    description: 'Public: a known address of the organization receives its portal link; the answer is the same for any address (attempt-limited)',
  })
  async sendPortalLink(
    @Arg('organizationId', () => ID) organizationId: string,
    @Arg('email') email: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await volunteersService.sendPortalLink(ctx, organizationId, email);
    return true;
  }

  @Authorized('organizer')
  @Mutation(() => [Volunteer], { description: 'Each volunteer gets exactly these categories' })
  setVolunteersCategories(
    @Arg('volunteerIds', () => [ID]) volunteerIds: string[],
    @Arg('categoryIds', () => [ID]) categoryIds: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<Volunteer[]> {
    return volunteersService.setCategories(ctx, volunteerIds, categoryIds);
  }

  @FieldResolver(() => [VolunteerCategory])
  categories(@Root() volunteer: Volunteer, @Ctx() ctx: RequestContext): Promise<VolunteerCategory[]> {
    return ctx.loaders.volunteers.categories.load(volunteer.id);
  }

  @FieldResolver(() => [ID])
  async categoryIds(@Root() volunteer: Volunteer, @Ctx() ctx: RequestContext): Promise<number[]> {
    return (await ctx.loaders.volunteers.categories.load(volunteer.id)).map((category) => category.id);
  }

  @FieldResolver(() => Int, { description: 'Active participations (they hold places)' })
  numberSlots(@Root() volunteer: Volunteer, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.participations.activeCountByVolunteerId.load(volunteer.id);
  }

  @FieldResolver(() => String, { nullable: true, description: 'under14 | 14-16 | 16-18 | 18+, today' })
  ageBand(@Root() volunteer: Volunteer): string | null {
    return volunteerAgeBand(volunteer.bornDate);
  }

  @FieldResolver(() => [Participation], { description: 'Every status, by slot start' })
  participations(@Root() volunteer: Volunteer, @Ctx() ctx: RequestContext): Promise<Participation[]> {
    return ctx.loaders.participations.byVolunteerId.load(volunteer.id);
  }

  @FieldResolver(() => [ID])
  async participationIds(@Root() volunteer: Volunteer, @Ctx() ctx: RequestContext): Promise<number[]> {
    return (await ctx.loaders.participations.byVolunteerId.load(volunteer.id)).map((participation) => participation.id);
  }
}

@Resolver(() => VolunteerCategory)
export class VolunteerCategoryResolver {
  @Authorized('organizer')
  @Query(() => [VolunteerCategory])
  volunteerCategories(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => ID, { nullable: true }) organizationId?: string | null,
  ): Promise<VolunteerCategory[]> {
    return volunteersService.categories(ctx, optionalId(organizationId, 'organizationId'));
  }

  @Authorized('organizer')
  @Mutation(() => VolunteerCategory)
  createVolunteerCategory(@Arg('input') input: VolunteerCategoryInput, @Ctx() ctx: RequestContext): Promise<VolunteerCategory> {
    return volunteersService.createCategory(ctx, input);
  }

  @Authorized('organizer')
  @Mutation(() => VolunteerCategory)
  updateVolunteerCategory(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: VolunteerCategoryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<VolunteerCategory> {
    return volunteersService.updateCategory(ctx, id, input);
  }

  @Authorized('organizer')
  @Mutation(() => Boolean, { description: 'Its volunteers stay' })
  deleteVolunteerCategory(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return volunteersService.removeCategory(ctx, id);
  }
}
