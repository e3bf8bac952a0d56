import * as yup from 'yup';
import { messageKey } from './validation';

/** Issue 18 (assignment): shared by the server and the clients. */
export const ASSIGNMENT_RULES_VERSION = 1;

/** How the solver works: 'auto' = exact (HiGHS) when the model fits, else the heuristic. */
export const AUTO_ASSIGN_METHODS = ['auto', 'exact', 'heuristic'] as const;
export type AutoAssignMethod = (typeof AUTO_ASSIGN_METHODS)[number];

/** The states of a run (stored lowercase; GraphQL answers them uppercase). */
export const AUTO_ASSIGN_RUN_STATUSES = ['queued', 'running', 'done', 'failed', 'applied'] as const;
export type AutoAssignRunStatusName = (typeof AUTO_ASSIGN_RUN_STATUSES)[number];

/** Limits of the options (the server refuses more; the form shows them). */
export const AUTO_ASSIGN_LIMITS = {
  timeLimitSeconds: { min: 1, max: 120 },
  maxHours: { min: 1, max: 200 },
  maxShifts: { min: 1, max: 100 },
  minRestMinutes: { min: 0, max: 1440 },
  priority: { min: 1, max: 10 },
  /** campaignIds, categoryIds */
  sources: 50,
  /** positionPriorities */
  priorities: 1000,
  /** pinned, forbidden */
  pairs: 5000,
  /** assignments applied at once */
  apply: 20000,
} as const;

export interface AutoAssignPriority {
  positionId: string;
  priority: number;
}

export interface AutoAssignPair {
  volunteerId: string;
  slotId: string;
}

/** The options of a run, as the organizer's form and the API send them (every field optional). */
export interface AutoAssignOptionsValues {
  /** Volunteers with a participation or a waiting-list entry in the event. */
  registered: boolean;
  campaignIds: string[];
  categoryIds: string[];
  maxHours: number | null;
  maxShifts: number | null;
  minRestMinutes: number | null;
  keepGroupsTogether: boolean;
  /** A volunteer's existing shifts of the event count in their limits. */
  respectExisting: boolean;
  onlyPreferredPositions: boolean;
  positionPriorities: AutoAssignPriority[];
  pinned: AutoAssignPair[];
  forbidden: AutoAssignPair[];
  method: AutoAssignMethod;
  timeLimitSeconds: number;
  /** Solve as a background job even when the event is small. */
  background: boolean;
}

export const AUTO_ASSIGN_DEFAULTS: AutoAssignOptionsValues = {
  registered: true,
  campaignIds: [],
  categoryIds: [],
  maxHours: null,
  maxShifts: null,
  minRestMinutes: 0,
  keepGroupsTogether: true,
  respectExisting: true,
  onlyPreferredPositions: false,
  positionPriorities: [],
  pinned: [],
  forbidden: [],
  method: 'auto',
  timeLimitSeconds: 20,
  background: false,
};

const L = AUTO_ASSIGN_LIMITS;
const id = () => yup.string().trim().required('validation.required').matches(/^[1-9][0-9]{0,9}$/, 'validation.unknownReference');
const pair = () => yup.object({ volunteerId: id(), slotId: id() });
const bounded = (min: number, max: number) =>
  yup
    .number()
    .typeError('validation.number')
    .min(min, messageKey('validation.min', { min }))
    .max(max, messageKey('validation.max', { max }));

/** The options of a run: the server validates with it, the organizer's form too (missing fields take the defaults). */
export const autoAssignOptionsSchema = yup.object({
  registered: yup.boolean().typeError('validation.boolean').default(AUTO_ASSIGN_DEFAULTS.registered),
  campaignIds: yup.array(id()).max(L.sources, messageKey('validation.maxItems', { max: L.sources })).default([]),
  categoryIds: yup.array(id()).max(L.sources, messageKey('validation.maxItems', { max: L.sources })).default([]),
  maxHours: bounded(L.maxHours.min, L.maxHours.max).nullable().default(null),
  maxShifts: bounded(L.maxShifts.min, L.maxShifts.max).integer('validation.integer').nullable().default(null),
  minRestMinutes: bounded(L.minRestMinutes.min, L.minRestMinutes.max).integer('validation.integer').nullable().default(0),
  keepGroupsTogether: yup.boolean().typeError('validation.boolean').default(AUTO_ASSIGN_DEFAULTS.keepGroupsTogether),
  respectExisting: yup.boolean().typeError('validation.boolean').default(AUTO_ASSIGN_DEFAULTS.respectExisting),
  onlyPreferredPositions: yup.boolean().typeError('validation.boolean').default(AUTO_ASSIGN_DEFAULTS.onlyPreferredPositions),
  positionPriorities: yup
    .array(
      yup.object({
        positionId: id(),
        priority: bounded(L.priority.min, L.priority.max).integer('validation.integer').required('validation.required'),
      }),
    )
    .max(L.priorities, messageKey('validation.maxItems', { max: L.priorities }))
    .default([]),
  pinned: yup.array(pair()).max(L.pairs, messageKey('validation.maxItems', { max: L.pairs })).default([]),
  forbidden: yup.array(pair()).max(L.pairs, messageKey('validation.maxItems', { max: L.pairs })).default([]),
  method: yup
    .string()
    .oneOf([...AUTO_ASSIGN_METHODS], 'assignment.unknownMethod')
    .default(AUTO_ASSIGN_DEFAULTS.method),
  timeLimitSeconds: bounded(L.timeLimitSeconds.min, L.timeLimitSeconds.max).integer('validation.integer').default(AUTO_ASSIGN_DEFAULTS.timeLimitSeconds),
  background: yup.boolean().typeError('validation.boolean').default(false),
});
