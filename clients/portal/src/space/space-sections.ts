import { useQuery } from '@apollo/client/react';
import { describeApiError } from '@benevo/ui';
import { MyScanCodeDocument, MyVouchersDocument, ShopProductsDocument } from '../gql/graphql';
import type { SpaceSection } from './SpaceNav';

/**
 * The sections the volunteer's organization offers: the shop and orders when its shop is on, vouchers
 * when they are enabled, the badge's QR code when its stands scan them. The space learns it the way the server says it: a switched-off feature answers
 * FORBIDDEN (DESIGN "feature flags"). The answers stay in Apollo's cache for the sections themselves.
 * A section is shown once its answer came; a failure other than FORBIDDEN keeps it, to show the failure
 * (a shop the organizer closed answers CONFLICT: its sections stay, the shop showing the closed notice).
 */
export function useSpaceSections(token: string, ready: boolean): SpaceSection[] {
  const shop = useQuery(ShopProductsDocument, { variables: { token }, skip: !ready });
  const vouchers = useQuery(MyVouchersDocument, { variables: { token }, skip: !ready });
  const badge = useQuery(MyScanCodeDocument, { variables: { token }, skip: !ready });
  const offered = (query: { data?: unknown; error?: unknown }) =>
    query.data !== undefined || (query.error !== undefined && describeApiError(query.error).code !== 'FORBIDDEN');
  return [
    'participations',
    'points',
    ...(offered(shop) ? (['shop', 'orders'] as const) : []),
    ...(offered(vouchers) ? (['vouchers'] as const) : []),
    ...(offered(badge) ? (['badge'] as const) : []),
  ];
}
