import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { RemoveTypenameFromVariablesLink } from '@apollo/client/link/remove-typename';
import { LANGUAGE_HEADER } from '@benevo/schema';

export const MANAGER_TOKEN_HEADER = 'X-Manager-Token';

interface ManagerClientOptions {
  /** The manager's session token, read at each request (null before login and on the public view). */
  token: () => string | null;
  language: () => string;
  uri?: string;
}

/**
 * The manager space's API client. A manager has no user account: the session is the X-Manager-Token
 * header, never a cookie, so cookies are not sent. The apps' shared client is not used: its error link
 * treats UNAUTHENTICATED as an expired organizer session, where the manager space has its own login
 * (and a wrong manager password must stay on the form).
 */
export function createManagerClient(options: ManagerClientOptions): ApolloClient {
  const headers = new SetContextLink((previous) => {
    const token = options.token();
    return {
      headers: { ...previous.headers, [LANGUAGE_HEADER]: options.language(), ...(token ? { [MANAGER_TOKEN_HEADER]: token } : {}) },
    };
  });
  const http = new HttpLink({ uri: options.uri ?? '/graphql', credentials: 'omit' });
  return new ApolloClient({
    link: ApolloLink.from([new RemoveTypenameFromVariablesLink(), headers, http]),
    cache: new InMemoryCache(),
  });
}
