import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { CSRF_COOKIE, CSRF_HEADER } from '@benevo/schema';
import { readCookie } from '../i18n/language';
import { createErrorLink, type ErrorLinkOptions } from './error-link';

/** The CSRF header goes on every request: the server checks it on every cookie-authenticated one. */
export const csrfLink = new SetContextLink((previous) => ({
  headers: { ...previous.headers, [CSRF_HEADER]: readCookie(CSRF_COOKIE) ?? '' },
}));

/**
 * The Apollo client of a browser app: same-origin /graphql with the session cookie. No
 * Accept-Language header: the server reads the `lang` cookie.
 */
export function createApolloClient(options: ErrorLinkOptions & { uri?: string }): ApolloClient {
  const http = new HttpLink({ uri: options.uri ?? '/graphql', credentials: 'include' });
  return new ApolloClient({
    link: ApolloLink.from([createErrorLink(options), csrfLink, http]),
    cache: new InMemoryCache(),
  });
}
