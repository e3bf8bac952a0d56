import { useQuery } from '@apollo/client/react';
import { describeApiError, QUIET_FORBIDDEN } from '@benevo/ui';
import { MyGroupsDocument, MyScanCodeDocument, MySwapsDocument, MyVouchersDocument, ShopProductsDocument } from '../gql/graphql';
import type { SpaceSection } from './SpaceNav';

/**
 * The sections the volunteer's organization offers: the shop and orders when its shop is on, vouchers
 * when they are enabled, the badge's QR code when its stands scan them. The space learns it the way the server says it: a switched-off feature answers
 * FORBIDDEN (DESIGN "feature flags"). The answers stay in Apollo's cache for the sections themselves.
 * A section is shown once its answer came; a failure other than FORBIDDEN keeps it, to show the failure
 * (a shop the organizer closed answers CONFLICT: its sections stay, the shop showing the closed notice).
 * Groups and swaps show when the volunteer has some: a group they lead or were booked in; a swap
 * offered, taken or open to them, or a shift they may offer (the offer itself is on the shift's card).
 */
export function useSpaceSections(token: string, ready: boolean): SpaceSection[] {
  // Asking is not using: a switched-off feature's FORBIDDEN hides its section without a toast.
  const probe = { variables: { token }, skip: !ready, context: { [QUIET_FORBIDDEN]: true } };
  const shop = useQuery(ShopProductsDocument, probe);
  const vouchers = useQuery(MyVouchersDocument, probe);
  const badge = useQuery(MyScanCodeDocument, probe);
  const groups = useQuery(MyGroupsDocument, { variables: { token }, skip: !ready });
  const swaps = useQuery(MySwapsDocument, { variables: { token }, skip: !ready });
  const hasGroups = groups.error !== undefined || (groups.data !== undefined && groups.data.myGroups.led.length + groups.data.myGroups.bookedForMe.length > 0);
  const mySwaps = swaps.data?.mySwaps;
  const hasSwaps = swaps.error !== undefined || (mySwaps !== undefined && mySwaps.mine.length + mySwaps.available.length + mySwaps.swappableParticipationIds.length > 0);
  const offered = (query: { data?: unknown; error?: unknown }) =>
    query.data !== undefined || (query.error !== undefined && describeApiError(query.error).code !== 'FORBIDDEN');
  return [
    'participations',
    ...(hasGroups ? (['groups'] as const) : []),
    ...(hasSwaps ? (['swaps'] as const) : []),
    'points',
    ...(offered(shop) ? (['shop', 'orders'] as const) : []),
    ...(offered(vouchers) ? (['vouchers'] as const) : []),
    ...(offered(badge) ? (['badge'] as const) : []),
    'profile',
  ];
}
