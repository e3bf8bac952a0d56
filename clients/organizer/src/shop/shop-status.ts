import type { OrderStatus } from '../gql/graphql';

/** The order tabs, in the order an organizer works through them. */
export const ORDER_STATUS_TABS: OrderStatus[] = ['AWAITING_DELIVERY', 'DELIVERED', 'CANCELLED'];

export const ORDER_STATUS_COLOR: Record<OrderStatus, string> = {
  AWAITING_DELIVERY: 'orange',
  DELIVERED: 'teal',
  CANCELLED: 'gray',
};

/** A volunteer's name as the shop's lists show it (their e-mail when they gave no name). */
export function volunteerName(volunteer: { firstName: string; lastName: string; email: string } | null): string | null {
  if (!volunteer) return null;
  return `${volunteer.firstName} ${volunteer.lastName}`.trim() || volunteer.email;
}
