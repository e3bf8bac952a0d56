import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { MyScanCodeDocument, MyVouchersDocument, ShopProductsDocument } from '../gql/graphql';

/**
 * Test answers (tests only): the space asks whether the shop, vouchers and badges are on for the volunteer's
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
    {
      request: { query: MyScanCodeDocument, variables: { token } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { errors: [new GraphQLError("Les opérateurs ne sont pas activés pour cette organisation", { extensions: { code: 'FORBIDDEN' } })] },
    },
  ];
}
