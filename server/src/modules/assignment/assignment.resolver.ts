import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { AutoAssignOptionsInput, VolunteerSlotInput } from './assignment.inputs';
import { assignmentService } from './assignment.service';
import { AutoAssignApplyResultView, AutoAssignRunView, conflictView } from './assignment.types';

/** Auto-assignment (issue 18): runs of the solver for an event, their proposal, and applying it. */
@Resolver(() => AutoAssignRunView)
export class AssignmentResolver {
  @Authorized('organizer')
  @Mutation(() => AutoAssignRunView, {
    description: 'Starts a run: a small event is solved at once (DONE); a large one, or background: true, is QUEUED for a background job (poll autoAssignRun)',
  })
  async autoAssign(
    @Arg('eventId', () => ID) eventId: string,
    @Ctx() ctx: RequestContext,
    @Arg('options', () => AutoAssignOptionsInput, { nullable: true }) options?: AutoAssignOptionsInput | null,
  ): Promise<AutoAssignRunView> {
    return assignmentService.view(ctx, await assignmentService.start(ctx, eventId, options ?? {}));
  }

  @Authorized('organizer')
  @Query(() => AutoAssignRunView, { description: 'A run of the caller’s organization (poll it while QUEUED or RUNNING)' })
  async autoAssignRun(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AutoAssignRunView> {
    return assignmentService.view(ctx, await assignmentService.require(ctx, id));
  }

  @Authorized('organizer')
  @Query(() => [AutoAssignRunView], { description: "An event's last 10 runs, latest first" })
  async autoAssignRuns(@Arg('eventId', () => ID) eventId: string, @Ctx() ctx: RequestContext): Promise<AutoAssignRunView[]> {
    const runs = await assignmentService.forEvent(ctx, eventId);
    return Promise.all(runs.map((run) => assignmentService.view(ctx, run)));
  }

  @Authorized('organizer')
  @Mutation(() => AutoAssignApplyResultView, {
    description:
      "Applies a run's proposal (or the given assignments) in one transaction, checked again on fresh data: participations with the position's default status, mails queued. Conflicts write nothing unless skipConflicts",
  })
  async applyAutoAssign(
    @Arg('runId', () => ID) runId: string,
    @Ctx() ctx: RequestContext,
    @Arg('assignments', () => [VolunteerSlotInput], { nullable: true }) assignments?: VolunteerSlotInput[] | null,
    @Arg('skipConflicts', () => Boolean, { nullable: true, defaultValue: false }) skipConflicts?: boolean | null,
  ): Promise<AutoAssignApplyResultView> {
    const result = await assignmentService.apply(ctx, runId, { assignments: assignments ?? null, skipConflicts: skipConflicts ?? false });
    return Object.assign(new AutoAssignApplyResultView(), {
      applied: result.participations.length,
      participations: result.participations,
      conflicts: result.conflicts.map(conflictView),
    });
  }
}
