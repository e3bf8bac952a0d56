export const LICENSE_TYPES = ['none', 'light', 'club', 'pro', 'corporate'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

export const SUPPORT_TYPES = ['standard', 'plus', 'premium'] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];

export enum EventStatus {
  Draft = 0,
  Published = 1,
  Archived = 2,
}

/** Participation status numbers of DESIGN.md "Conventions". */
export enum ParticipationStatus {
  AWAITING_ORGANIZER_VALIDATION = 0,
  AWAITING_VOLUNTEER_VALIDATION = 1,
  REJECTED_BY_ORGANIZER = 2,
  REJECTED_BY_VOLUNTEER = 3,
  CANCELLED_BY_ORGANIZER = 4,
  CANCELLED_BY_VOLUNTEER = 5,
  ACCEPTED = 6,
}

/** Active participations hold places. */
export const ACTIVE_PARTICIPATION_STATUSES: readonly ParticipationStatus[] = [
  ParticipationStatus.AWAITING_ORGANIZER_VALIDATION,
  ParticipationStatus.AWAITING_VOLUNTEER_VALIDATION,
  ParticipationStatus.ACCEPTED,
];

/**
 * The statuses a new registration can start in (an event's or a position's default): accepted, or
 * awaiting a validation. Refused or cancelled are outcomes, never a start (issue 10).
 */
export const INITIAL_PARTICIPATION_STATUSES: readonly ParticipationStatus[] = [
  ParticipationStatus.ACCEPTED,
  ParticipationStatus.AWAITING_ORGANIZER_VALIDATION,
  ParticipationStatus.AWAITING_VOLUNTEER_VALIDATION,
];

export const CAMPAIGN_STATUSES = ['draft', 'published', 'closed', 'archived'] as const;
export const ORDER_STATUSES = ['awaiting_delivery', 'delivered', 'cancelled'] as const;
export const POINTS_TRIGGERS = [
  'participation_accepted',
  'participation_cancelled',
  'participation_changed',
  'time_slot_changed',
  'hourly_rate_changed',
  'product_purchased',
  'manual_adjustment',
  'order_cancelled',
] as const;
export const PARTICIPATION_FILTER_KINDS = ['all', 'solo', 'group'] as const;
