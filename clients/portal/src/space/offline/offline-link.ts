import { ApolloLink, Observable } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import * as texts from '../../i18n/offline';
import { answerFromSnapshot, forgetSnapshot, loadSnapshot, markFresh, saveSnapshot } from './offline-snapshot';

/** The query whose refusal says the personal link itself is dead (rotated, or never existed). */
const SPACE_QUERY = 'VolunteerSpace';
/** Answers arriving close together are saved once. */
const SAVE_DELAY_MS = 300;

/**
 * A failure that says nothing about the data: no network, a server or proxy that does not answer (5xx),
 * an answer that is not the API's. A GraphQL refusal or a 4xx is the server's word and goes through.
 */
export function isUnreachable(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return false;
  if (ServerError.is(error)) return error.statusCode >= 500;
  return true;
}

/** Not an API code: the client's own word that the server could not be reached. */
export const UNREACHABLE_CODE = 'UNREACHABLE';

/**
 * Why an operation of the space could not be done, in the page's language (the <html lang> the app sets;
 * the link runs outside React): offline for a change, offline for data never loaded here, or a server
 * that does not answer.
 */
export function unreachableMessage(kind: 'action' | 'data'): string {
  const language = typeof document === 'undefined' ? 'fr' : document.documentElement.lang.slice(0, 2);
  const catalogue = language === 'de' ? texts.de : language === 'en' ? texts.en : texts.fr;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return kind === 'action' ? catalogue.actionOffline : catalogue.notKept;
  return catalogue.serverUnreachable;
}

function tokenOf(variables: Record<string, unknown>): string | null {
  const token = variables.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

function refusedAsNotFound(result: ApolloLink.Result): boolean {
  const errors = (result as { errors?: ReadonlyArray<{ extensions?: { code?: unknown } }> }).errors ?? [];
  return errors.some((error) => error.extensions?.code === 'NOT_FOUND' || error.extensions?.code === 'BAD_USER_INPUT');
}

/**
 * The portal's offline link, just before the HTTP link. For operations of a personal token (variable
 * `token`):
 * - after the network answered, the token's part of the cache is saved on the device (debounced), and
 *   the screen is marked fresh;
 * - when a query cannot reach the server, it is answered from that token's snapshot if the snapshot holds
 *   the whole answer (the banner then says the data may be old); otherwise, and for mutations, the
 *   operation fails with a GraphQL error saying why in words (offline, or the server does not answer),
 *   which the pages show as they show any refusal;
 * - when the server says the link is unknown, the device forgets the data it kept for it.
 * Operations without a token (the home page's search, the login code exchange) pass untouched.
 */
export function createOfflineLink(): ApolloLink {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pendingSave: (() => void) | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const save = pendingSave;
    pendingSave = null;
    save?.();
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);

  return new ApolloLink((operation, forward) => {
    const token = tokenOf(operation.variables);
    if (!token) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => {
          if (operation.operationName === SPACE_QUERY && refusedAsNotFound(result)) {
            if (loadSnapshot(token)) forgetSnapshot();
          } else {
            markFresh();
            // The answer reaches the cache right after this link hands it on: save once it is there.
            pendingSave = () => saveSnapshot(operation.client.cache.extract() as Parameters<typeof saveSnapshot>[0], token);
            if (timer) clearTimeout(timer);
            timer = setTimeout(flush, SAVE_DELAY_MS);
          }
          observer.next(result);
        },
        error: (error: unknown) => {
          if (!isUnreachable(error)) {
            observer.error(error);
            return;
          }
          const query = operation.operationType === 'query';
          const data = query ? answerFromSnapshot(token, operation.query, operation.variables) : null;
          // The snapshot's answer, or the reason in words instead of a bare "failed to fetch".
          observer.next(
            data
              ? { data }
              : ({ errors: [{ message: unreachableMessage(query ? 'data' : 'action'), extensions: { code: UNREACHABLE_CODE } }] } as ApolloLink.Result),
          );
          observer.complete();
        },
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    });
  });
}
