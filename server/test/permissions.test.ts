import 'reflect-metadata';
import { facadeGuards, graphqlGuards } from '../src/graphql/permissions';
import { facadePrefixes } from '../src/rest/routes';

/**
 * The reviewed guard of every GraphQL operation and facade route. A new operation or route fails
 * this test until it is listed here with its guard: public, volunteer token, manager, operator,
 * organizer or staff.
 */
const EXPECTED_GRAPHQL = {
  'Query.me': 'organizer',
  'Mutation.login': 'public',
  'Mutation.logout': 'public',
  'Mutation.register': 'public',
  'Mutation.verifyRegistration': 'public',
  'Mutation.sendResetPasswordLink': 'public',
  'Mutation.resetPassword': 'public',
  'Mutation.switchOrganization': 'organizer',
  'Mutation.updateProfile': 'organizer',
};

const EXPECTED_FACADE = {
  'POST /apis/authentication/v1/login/': 'public',
  'POST /apis/authentication/v1/login-token/': 'public',
  'POST /apis/authentication/v1/logout/': 'public',
  'POST /apis/authentication/v1/profile/': 'organizer',
  'GET /apis/authentication/v1/organizations/': 'organizer',
  'POST /apis/authentication/v1/organizations/:id/switch/': 'organizer',
  'POST /accounts/register/': 'public',
  'POST /accounts/verify-registration/': 'public',
  'POST /accounts/send-reset-password-link/': 'public',
  'POST /accounts/reset-password/': 'public',
};

describe('permission snapshot', () => {
  it('lists every GraphQL operation with its guard', () => {
    expect(graphqlGuards()).toEqual(EXPECTED_GRAPHQL);
  });

  it('lists every facade route with its guard', () => {
    expect(facadeGuards(facadePrefixes)).toEqual(EXPECTED_FACADE);
  });
});
