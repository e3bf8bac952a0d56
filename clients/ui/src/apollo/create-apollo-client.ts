import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { RemoveTypenameFromVariablesLink } from '@apollo/client/link/remove-typename';
import { CSRF_COOKIE, CSRF_HEADER, LANGUAGE_HEADER } from '@benevo/schema';
import { readCookie } from '../i18n/language';
import { createErrorLink, type ErrorLinkOptions } from './error-link';

/** The CSRF header goes on every request: the server checks it on every cookie-authenticated one. */
export const csrfLink = new SetContextLink((previous) => ({
  headers: { ...previous.headers, [CSRF_HEADER]: readCookie(CSRF_COOKIE) ?? '' },
}));

/**
 * The language the page shows goes with every request (X-Language): the server answers in it unless
 * the visitor chose one explicitly (the `lang` cookie), never in the browser's Accept-Language.
 */
export function languageLink(language: () => string): ApolloLink {
  return new SetContextLink((previous) => ({ headers: { ...previous.headers, [LANGUAGE_HEADER]: language() } }));
}

/**
 * The Apollo client of a browser app: same-origin /graphql with the session cookie and the page's
 * language. Forms may send back what a query gave them: `__typename` is taken out of every variable
 * here, once, instead of in each form (a Configuration tab that could not be saved, issue 10).
 */
export function createApolloClient(
  options: ErrorLinkOptions & {
    uri?: string;
    language: () => string;
    /** An app's own links, just before the HTTP one (the portal's offline snapshot answers when the network fails). */
    links?: ApolloLink[];
  },
): ApolloClient {
  const http = new HttpLink({ uri: options.uri ?? '/graphql', credentials: 'include' });
  return new ApolloClient({
    link: ApolloLink.from([
      new RemoveTypenameFromVariablesLink(),
      createErrorLink(options),
      csrfLink,
      languageLink(options.language),
      ...(options.links ?? []),
      http,
    ]),
    cache: new InMemoryCache(),
  });
}
