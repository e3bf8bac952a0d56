import * as yup from 'yup';
import { messageKey } from './validation';

/** Shift swaps (issue 17): the states of a swap. */
export const SWAP_STATUSES = ['open', 'pending_approval', 'done', 'cancelled', 'refused'] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];

/** The longest reason an organizer gives when refusing a swap. */
export const MAX_SWAP_MESSAGE_LENGTH = 1000;

/**
 * An offer of a shift: to the event's volunteers (`targetEmail` empty) or to a named colleague by
 * e-mail. The server and the portal's form share it.
 */
export const swapOfferSchema = yup.object({
  targetEmail: yup
    .string()
    .trim()
    .email('validation.email')
    .max(254, messageKey('validation.maxLength', { max: 254 }))
    .nullable()
    .default(null),
});

/** The organizer's refusal of a swap: an optional reason for the volunteers. */
export const swapRefusalSchema = yup.object({
  message: yup.string().trim().max(MAX_SWAP_MESSAGE_LENGTH, 'swaps.messageTooLong').nullable().default(null),
});
