import type { DeliveryStatus } from '../gql/graphql';

/** Badge colour of a delivery state. */
export { DELIVERY_STATUS_COLOR as DELIVERY_COLOR } from '@benevo/ui';

export const DELIVERY_STATES: DeliveryStatus[] = ['SENT', 'STORED', 'PENDING', 'FAILED'];

/** The delivery summary's count of a state. */
export function countOf(delivery: { pending: number; sent: number; stored: number; failed: number }, state: DeliveryStatus): number {
  return { PENDING: delivery.pending, SENT: delivery.sent, STORED: delivery.stored, FAILED: delivery.failed }[state];
}
