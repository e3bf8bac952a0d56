import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { MyGroupsDocument, MyScanCodeDocument, MyVouchersDocument, ShopProductsDocument } from '../gql/graphql';
import { noSwaps } from './swaps/swaps-mocks';

/**
 * Test answers (tests only): the space asks whether the shop, vouchers and badges are on for the volunteer's
 * organization, and whether they have groups or swaps (none here);
 * organization; these say "switched off", as the server does (FORBIDDEN), as often as asked (an error is
 * not cached: the space asks again when it opens anew).
 */
export function featuresOff(token = 'tok'): MockLink.MockedResponse[] {
  return [
    {
      request: { query: ShopProductsDocument, variables: { token } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { errors: [new GraphQLError("La boutique n'est pas activée pour cette organisation", { extensions: { code: 'FORBIDDEN' } })] },
    },
    {
      request: { query: MyVouchersDocument, variables: { token } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { errors: [new GraphQLError("Les bons ne sont pas activés pour cette organisation", { extensions: { code: 'FORBIDDEN' } })] },
    },
    noSwaps(token),
    {
      request: { query: MyGroupsDocument, variables: { token } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { myGroups: { __typename: 'MyGroups' as const, led: [], bookedForMe: [] } } },
    },
    {
      request: { query: MyScanCodeDocument, variables: { token } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { errors: [new GraphQLError("Les opérateurs ne sont pas activés pour cette organisation", { extensions: { code: 'FORBIDDEN' } })] },
    },
  ];
}
