import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { RemoveTypenameFromVariablesLink } from '@apollo/client/link/remove-typename';
import { LANGUAGE_HEADER } from '@benevo/schema';

export const OPERATOR_TOKEN_HEADER = 'X-Operator-Token';

interface StandClientOptions {
  /** The operator's session token, read at each request (null before login). */
  token: () => string | null;
  language: () => string;
  uri?: string;
}

/**
 * The stand's own API client. The operator has no account: the session is the X-Operator-Token header,
 * never a cookie, so cookies are not sent (an organizer signed in on the same phone stays out of the
 * stand's requests). The apps' shared client is not used: its error link treats UNAUTHENTICATED as an
 * expired organizer session and leaves for the login page, where the stand shows its own login form.
 */
export function createStandClient(options: StandClientOptions): ApolloClient {
  const headers = new SetContextLink((previous) => {
    const token = options.token();
    return {
      headers: { ...previous.headers, [LANGUAGE_HEADER]: options.language(), ...(token ? { [OPERATOR_TOKEN_HEADER]: token } : {}) },
    };
  });
  const http = new HttpLink({ uri: options.uri ?? '/graphql', credentials: 'omit' });
  return new ApolloClient({
    link: ApolloLink.from([new RemoveTypenameFromVariablesLink(), headers, http]),
    cache: new InMemoryCache(),
  });
}

/**
 * Whether a failed request never got a server's answer (no network, the server or its proxy down):
 * such an action waits in the offline queue. A GraphQL error is the server's refusal, shown as it is.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return false;
  if (ServerError.is(error)) return error.statusCode >= 500;
  return true;
}
