import type { ParticipationStatus } from '@benevo/schema';

/*
 * Badge colours of the statuses the organizer's screens show: one colour for one state wherever it
 * appears (lists, the volunteer profile, the mail history). Keyed by the GraphQL enum names. The
 * portal colours a participation from the volunteer's side (their own cancellation is grey, the
 * organizer's is red) and keeps its own table.
 */

/** A participation's status: waiting yellow/orange, accepted teal, refused red, cancelled grey. */
export const PARTICIPATION_STATUS_COLOR: Record<keyof typeof ParticipationStatus, string> = {
  AWAITING_ORGANIZER_VALIDATION: 'yellow',
  AWAITING_VOLUNTEER_VALIDATION: 'orange',
  ACCEPTED: 'teal',
  REJECTED_BY_ORGANIZER: 'red',
  REJECTED_BY_VOLUNTEER: 'red',
  CANCELLED_BY_ORGANIZER: 'gray',
  CANCELLED_BY_VOLUNTEER: 'gray',
};

/** A campaign's status. */
export const CAMPAIGN_STATUS_COLOR: Record<'DRAFT' | 'PUBLISHED' | 'CLOSED' | 'ARCHIVED', string> = {
  DRAFT: 'gray',
  PUBLISHED: 'green',
  CLOSED: 'orange',
  ARCHIVED: 'dark',
};

/** An event's status. */
export const EVENT_STATUS_COLOR: Record<'DRAFT' | 'PUBLISHED' | 'ARCHIVED', string> = {
  DRAFT: 'gray',
  PUBLISHED: 'green',
  ARCHIVED: 'dark',
};

/** A mail's delivery state. */
export const DELIVERY_STATUS_COLOR: Record<'PENDING' | 'SENT' | 'STORED' | 'FAILED', string> = {
  PENDING: 'gray',
  SENT: 'green',
  STORED: 'teal',
  FAILED: 'red',
};
