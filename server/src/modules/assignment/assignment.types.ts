import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Participation } from '../participations/participation.entity';
import type { AutoAssignRun } from './auto-assign-run.entity';
import { conflictLine, proposalLines, type ConflictLine, type StoredProposal } from './assignment.proposal';

/** The states of a run (values as stored and as the REST facade answers them). */
export enum AutoAssignRunStatus {
  QUEUED = 'queued',
  RUNNING = 'running',
  DONE = 'done',
  FAILED = 'failed',
  APPLIED = 'applied',
}
registerEnumType(AutoAssignRunStatus, { name: 'AutoAssignRunStatus', description: 'queued/running (background job), done (proposal ready), failed, applied' });

@ObjectType('AutoAssignPriority')
export class AutoAssignPriorityView {
  @Field(() => ID) positionId: string;
  @Field(() => Int) priority: number;
}

@ObjectType('VolunteerSlot')
export class VolunteerSlotView {
  @Field(() => ID) volunteerId: string;
  @Field(() => ID) slotId: string;
}

@ObjectType('AutoAssignOptions', { description: 'The options a run was asked with (defaults filled in)' })
export class AutoAssignOptionsView {
  @Field() registered: boolean;
  @Field(() => [ID]) campaignIds: string[];
  @Field(() => [ID]) categoryIds: string[];
  @Field(() => Float, { nullable: true }) maxHours: number | null;
  @Field(() => Int, { nullable: true }) maxShifts: number | null;
  @Field(() => Int) minRestMinutes: number;
  @Field() keepGroupsTogether: boolean;
  @Field() respectExisting: boolean;
  @Field() onlyPreferredPositions: boolean;
  @Field(() => [AutoAssignPriorityView]) positionPriorities: AutoAssignPriorityView[];
  @Field(() => [VolunteerSlotView]) pinned: VolunteerSlotView[];
  @Field(() => [VolunteerSlotView]) forbidden: VolunteerSlotView[];
  @Field() method: string;
  @Field(() => Int) timeLimitSeconds: number;
  @Field() background: boolean;
}

@ObjectType('AutoAssignAssignment')
export class AutoAssignAssignmentView {
  @Field(() => ID) volunteerId: number;
  @Field() volunteerName: string;
  @Field(() => ID) slotId: number;
  @Field(() => ID) positionId: number;
  @Field() positionName: string;
  @Field() startTime: Date;
  @Field() endTime: Date;
  @Field(() => Int, { description: 'Places taken (a group counts its size)' }) size: number;
  @Field(() => Int, { nullable: true, description: "1-based rank of the position in the volunteer's preferences" }) preferenceRank: number | null;
  @Field() pinned: boolean;
  @Field({ description: 'Why this volunteer got this shift (preference rank, availability), in the request language' }) explanation: string;
}

@ObjectType('AutoAssignUnfilled')
export class AutoAssignUnfilledView {
  @Field(() => ID) slotId: number;
  @Field(() => ID) positionId: number;
  @Field() positionName: string;
  @Field() startTime: Date;
  @Field() endTime: Date;
  @Field(() => Int) places: number;
  @Field({ description: 'The binding constraint: noCandidate, used, category, ageBand, availability, overlap, maxHours, maxShifts, rest, positionLimit, capacity, forbidden' })
  reason: string;
  @Field() message: string;
}

@ObjectType('AutoAssignConflict')
export class AutoAssignConflictView {
  @Field(() => ID) volunteerId: number;
  @Field() volunteerName: string;
  @Field(() => ID) slotId: number;
  @Field({ description: 'The broken constraint (capacity, positionLimit, category, ageBand, overlap, availability, maxHours, maxShifts, rest, forbidden, unknown, duplicate)' })
  reason: string;
  @Field() message: string;
}

@ObjectType('AutoAssignStats')
export class AutoAssignStatsView {
  @Field({ description: 'exact or heuristic' }) method: string;
  @Field({ description: 'The exact model reached proven optimality' }) optimal: boolean;
  @Field(() => Int) candidates: number;
  @Field(() => Int) placesOpen: number;
  @Field(() => Int) placesFilled: number;
  @Field(() => Float, { description: 'Σ priority × places filled' }) weightedFilled: number;
  @Field(() => Float, { nullable: true, description: 'Upper bound of weightedFilled (HiGHS) when known' }) bound: number | null;
  @Field(() => Float) preferenceScore: number;
  @Field(() => Float, { description: 'Hours of the busiest assigned volunteer minus the least busy' }) hoursSpread: number;
  @Field(() => Float) seconds: number;
}

@ObjectType('AutoAssignProposal')
export class AutoAssignProposalView {
  @Field(() => [AutoAssignAssignmentView]) assignments: AutoAssignAssignmentView[];
  @Field(() => [AutoAssignUnfilledView]) unfilled: AutoAssignUnfilledView[];
  @Field(() => [AutoAssignConflictView], { description: 'Pinned pairs the solver could not keep' }) rejectedPins: AutoAssignConflictView[];
  @Field(() => AutoAssignStatsView) stats: AutoAssignStatsView;
}

@ObjectType('AutoAssignRun')
export class AutoAssignRunView {
  @Field(() => ID) id: number;
  @Field(() => ID) eventId: number;
  @Field(() => AutoAssignRunStatus) status: AutoAssignRunStatus;
  @Field(() => Int, { description: '0..100' }) progress: number;
  @Field(() => String, { nullable: true, description: 'Why it failed, in the request language' }) error: string | null;
  @Field(() => ID, { nullable: true, description: 'The background job solving it' }) jobId: number | null;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) finishedAt: Date | null;
  @Field(() => Date, { nullable: true }) appliedAt: Date | null;
  @Field(() => Int, { nullable: true, description: 'Participations created when applied' }) appliedCount: number | null;
  @Field(() => AutoAssignOptionsView) options: AutoAssignOptionsView;
  @Field(() => AutoAssignProposalView, { nullable: true, description: 'Once done' }) proposal: AutoAssignProposalView | null;
}

@ObjectType('AutoAssignApplyResult')
export class AutoAssignApplyResultView {
  @Field(() => Int) applied: number;
  @Field(() => [Participation]) participations: Participation[];
  @Field(() => [AutoAssignConflictView], { description: 'Assignments that could not be applied (nothing written unless skipConflicts)' })
  conflicts: AutoAssignConflictView[];
}

/** The proposal in `language` (null while not done). */
export function proposalView(stored: StoredProposal | null, language: string): AutoAssignProposalView | null {
  if (!stored) return null;
  const lines = proposalLines(stored, language);
  return Object.assign(new AutoAssignProposalView(), {
    assignments: lines.assignments.map((line) => Object.assign(new AutoAssignAssignmentView(), line)),
    unfilled: lines.unfilled.map((line) => Object.assign(new AutoAssignUnfilledView(), line)),
    rejectedPins: lines.rejectedPins.map((line) => Object.assign(new AutoAssignConflictView(), line)),
    stats: Object.assign(new AutoAssignStatsView(), lines.stats),
  });
}

export function conflictView(line: ConflictLine): AutoAssignConflictView {
  return Object.assign(new AutoAssignConflictView(), line);
}

export { conflictLine };

/** A run as the API answers it, texts in `language` (the error is a catalogue key, rendered by the caller). */
export function runView(run: AutoAssignRun, language: string, error: string | null): AutoAssignRunView {
  const o = run.options;
  return Object.assign(new AutoAssignRunView(), {
    id: run.id,
    eventId: run.eventId,
    status: run.status as AutoAssignRunStatus,
    progress: run.progress,
    error,
    jobId: run.jobId,
    createdAt: run.createdAt,
    finishedAt: run.finishedAt,
    appliedAt: run.appliedAt,
    appliedCount: run.appliedCount,
    options: Object.assign(new AutoAssignOptionsView(), {
      ...o,
      minRestMinutes: o.minRestMinutes ?? 0,
      positionPriorities: o.positionPriorities.map((p) => Object.assign(new AutoAssignPriorityView(), p)),
      pinned: o.pinned.map((p) => Object.assign(new VolunteerSlotView(), p)),
      forbidden: o.forbidden.map((p) => Object.assign(new VolunteerSlotView(), p)),
    }),
    proposal: proposalView(run.proposal, language),
  });
}
