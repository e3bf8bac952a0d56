import type { ParticipationStatus as StatusName } from '../gql/graphql';

/** The portal colours a participation from the volunteer's side: their own refusal or cancellation grey, the organizer's red. */
export const STATUS_COLOR: Record<StatusName, string> = {
  ACCEPTED: 'teal',
  AWAITING_ORGANIZER_VALIDATION: 'yellow',
  AWAITING_VOLUNTEER_VALIDATION: 'yellow',
  REJECTED_BY_ORGANIZER: 'red',
  REJECTED_BY_VOLUNTEER: 'gray',
  CANCELLED_BY_ORGANIZER: 'red',
  CANCELLED_BY_VOLUNTEER: 'gray',
};
