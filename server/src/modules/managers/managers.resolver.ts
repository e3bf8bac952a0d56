import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ExportedFileType } from '../../common/export-file.types';
import type { RequestContext } from '../../context';
import { managerSpaceService } from './manager-space.service';
import { managersService } from './managers.service';
import { AssignmentFilter, ManagerEventViewType, ManagerInput, ManagerSessionType, ManagerType } from './managers.objects';
import { assignmentFilterOf, fileView, managerView } from './managers.views';

/** The organizer's managers, the manager's session and space, and the public manager view. */
@Resolver()
export class ManagersResolver {
  @Authorized('organizer')
  @Query(() => [ManagerType], { description: 'The organization’s managers, by e-mail' })
  async managers(@Ctx() ctx: RequestContext): Promise<ManagerType[]> {
    return (await managersService.list(ctx)).map(managerView);
  }

  @Authorized('organizer')
  @Mutation(() => ManagerType, { description: 'A new manager: with a password, or an invitation mail to choose one' })
  async createManager(@Arg('input') input: ManagerInput, @Ctx() ctx: RequestContext): Promise<ManagerType> {
    return managerView(await managersService.create(ctx, input));
  }

  @Authorized('organizer')
  @Mutation(() => ManagerType)
  async updateManager(@Arg('id', () => ID) id: string, @Arg('input') input: ManagerInput, @Ctx() ctx: RequestContext): Promise<ManagerType> {
    return managerView(await managersService.update(ctx, id, input));
  }

  @Authorized('organizer')
  @Mutation(() => Boolean)
  async deleteManager(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return managersService.remove(ctx, id);
  }

  @Mutation(() => Boolean, { description: 'Sets the password of an invited manager (the invitation link’s token)' })
  async setManagerPassword(@Arg('token') token: string, @Arg('password') password: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return managersService.setPassword(ctx, token, password);
  }

  @Authorized('organizer')
  @Mutation(() => String, { description: 'A new overview secret for the public manager view: the old link stops working' })
  async rotateOverviewSecret(@Arg('eventId', () => ID) eventId: string, @Ctx() ctx: RequestContext): Promise<string> {
    return managersService.rotateOverviewSecret(ctx, eventId);
  }

  @Mutation(() => ManagerSessionType, { description: 'Signs a manager in (attempt-limited); send the token in X-Manager-Token' })
  async managerLogin(
    @Arg('email') email: string,
    @Arg('password') password: string,
    @Arg('organizationId', () => ID) organizationId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagerSessionType> {
    return managersService.login(ctx, { email, password, organizationId });
  }

  @Authorized('manager')
  @Mutation(() => Boolean)
  async managerLogout(@Ctx() ctx: RequestContext): Promise<boolean> {
    return managersService.logout(ctx);
  }

  @Authorized('manager')
  @Query(() => ManagerSessionType, { description: 'The signed-in manager (token empty)' })
  async managerMe(@Ctx() ctx: RequestContext): Promise<ManagerSessionType> {
    return managersService.me(ctx);
  }

  @Authorized('manager')
  @Query(() => ManagerEventViewType, { description: 'An event of the manager’s eventIds: assignments, meals, filters' })
  async managerEvent(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('filter', () => AssignmentFilter, { nullable: true }) filter: AssignmentFilter | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagerEventViewType> {
    return managerSpaceService.event(ctx, eventId, assignmentFilterOf(filter));
  }

  @Authorized('manager')
  @Query(() => ExportedFileType, { description: 'The assignments as a PDF (the filter applied)' })
  async managerAssignmentsPdf(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('filter', () => AssignmentFilter, { nullable: true }) filter: AssignmentFilter | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ExportedFileType> {
    return fileView(await managerSpaceService.assignmentsPdf(ctx, eventId, assignmentFilterOf(filter)));
  }

  @Authorized('manager')
  @Query(() => ExportedFileType, { description: 'The meal counts as a PDF for the kitchen (the days of the filter)' })
  async managerMealsPdf(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('filter', () => AssignmentFilter, { nullable: true }) filter: AssignmentFilter | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ExportedFileType> {
    return fileView(await managerSpaceService.mealsPdf(ctx, eventId, assignmentFilterOf(filter)));
  }

  @Authorized('manager')
  @Mutation(() => Int, { description: 'Cancels participations on behalf of volunteers (when the event allows it); how many' })
  async managerCancelSlots(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('participationIds', () => [ID]) participationIds: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return managerSpaceService.cancelSlots(ctx, eventId, participationIds);
  }

  @Query(() => ManagerEventViewType, { description: 'The read-only manager view of an event, by its overview secret (no contact details)' })
  async publicManagerEvent(@Arg('eventUuid') eventUuid: string, @Arg('secret') secret: string, @Ctx() ctx: RequestContext): Promise<ManagerEventViewType> {
    return managerSpaceService.publicEvent(ctx, eventUuid, secret);
  }
}
