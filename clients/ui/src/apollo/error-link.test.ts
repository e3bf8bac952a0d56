import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { userFixture } from '../../jest/fixtures';
import { LoginDocument, MeDocument } from '../gql/graphql';
import { sessionStore } from '../session/session-store';
import { createErrorLink, QUIET_FORBIDDEN } from './error-link';

/** A client whose server answers every operation with one GraphQL error of `code`. */
function clientAnswering(code: string, currentPath = '/events/list?status=published') {
  const navigate = jest.fn<void, [string]>();
  const notifyForbidden = jest.fn<void, [string | null]>();
  const server = new ApolloLink(() => of({ errors: [{ message: `refused: ${code}`, extensions: { code } }] }));
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([createErrorLink({ navigate, notifyForbidden, currentPath: () => currentPath }), server]),
  });
  return { client, navigate, notifyForbidden };
}

beforeEach(() => sessionStore.clear());

describe('error link', () => {
  it('UNAUTHENTICATED clears the session and goes to login with the redirect and the expired notice', async () => {
    sessionStore.setUser(userFixture());
    const { client, navigate, notifyForbidden } = clientAnswering('UNAUTHENTICATED');
    await expect(client.query({ query: MeDocument })).rejects.toThrow();
    expect(sessionStore.getUser()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/account/login?redirect=%2Fevents%2Flist%3Fstatus%3Dpublished&expired=1');
    expect(notifyForbidden).not.toHaveBeenCalled();
  });

  it('does not claim an expired session when nobody was logged in', async () => {
    const { client, navigate } = clientAnswering('CSRF_FAILED', '/dashboard');
    await expect(client.query({ query: MeDocument })).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/account/login?redirect=%2Fdashboard');
  });

  it('FORBIDDEN shows the message and keeps the session', async () => {
    sessionStore.setUser(userFixture());
    const { client, navigate, notifyForbidden } = clientAnswering('FORBIDDEN');
    await expect(client.query({ query: MeDocument })).rejects.toThrow();
    expect(sessionStore.getUser()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(notifyForbidden).toHaveBeenCalledWith('refused: FORBIDDEN');
  });

  it('FORBIDDEN of an operation asking whether a feature is on stays quiet (the portal’s section probes)', async () => {
    const { client, navigate, notifyForbidden } = clientAnswering('FORBIDDEN');
    await expect(client.query({ query: MeDocument, context: { [QUIET_FORBIDDEN]: true } })).rejects.toThrow();
    expect(notifyForbidden).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets a failed login be handled by the login form', async () => {
    const { client, navigate } = clientAnswering('UNAUTHENTICATED', '/account/login');
    await expect(
      client.mutate({ mutation: LoginDocument, variables: { input: { email: 'a', password: 'b' } } }),
    ).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('OTP_SETUP_REQUIRED keeps the session, marks it restricted and goes to the two-factor setup with the way back', async () => {
    sessionStore.setUser(userFixture());
    const { client, navigate, notifyForbidden } = clientAnswering('OTP_SETUP_REQUIRED');
    await expect(client.query({ query: MeDocument })).rejects.toThrow();
    expect(sessionStore.getUser()?.otpSetupRequired).toBe(true);
    expect(sessionStore.getUser()?.id).toBe('42');
    expect(navigate).toHaveBeenCalledWith('/account/two-factor?redirect=%2Fevents%2Flist%3Fstatus%3Dpublished');
    expect(notifyForbidden).not.toHaveBeenCalled();
  });

  it('stays on the setup page when an OTP_SETUP_REQUIRED comes from there', async () => {
    sessionStore.setUser(userFixture({ otpSetupRequired: true }));
    const { client, navigate } = clientAnswering('OTP_SETUP_REQUIRED', '/account/two-factor');
    await expect(client.query({ query: MeDocument })).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.getUser()).not.toBeNull();
  });
});
