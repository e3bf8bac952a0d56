import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLFormattedError } from 'graphql';
import type { Server } from 'node:http';
import type { RequestContext } from '../context';
import type { Logger } from '../logger';
import { AppError, asServiceError } from '../errors/app-error';
import { renderError } from '../errors/render';
import { costLimitCheck } from './cost-limit';
import { inputHygieneRule } from './input-hygiene-rule';
import { jitGateway } from './jit-executor';
import { getSchema } from './schema';
import { tokenScopeCheck } from './token-scope-plugin';

/**
 * Limits against abusive queries (DESIGN.md "Security model"): depth, aliases, tokens, directives; the
 * cost ceiling depends on the caller (cost-limit.ts, checked once the operation is known).
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxTokens: 4_000,
  maxDirectives: 20,
} as const;

/** The service error behind a GraphQL error (validation errors wrap the rule's error, which wraps it). */
function appErrorIn(error: unknown): unknown {
  let current = (error as { originalError?: unknown }).originalError;
  for (let depth = 0; depth < 3 && current && !(current instanceof AppError); depth += 1) {
    const next = (current as { originalError?: unknown }).originalError;
    if (!next) break;
    current = next;
  }
  return current;
}

/**
 * Renders service errors in the caller's language with their stable code (and field errors);
 * GraphQL's own errors (syntax, validation, limits) keep their message; anything else is masked.
 */
function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = asServiceError(appErrorIn(error));
    const context = (error as { ctxLanguage?: string }).ctxLanguage;
    if (original instanceof AppError) {
      const rendered = renderError(original, context ?? 'fr');
      return {
        message: rendered.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { ...rendered.extensions, code: rendered.code, ...(rendered.fieldErrors ? { fieldErrors: rendered.fieldErrors } : {}) },
      };
    }
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' || (!code && original)) {
      logger.error({ err: original ?? error }, 'unexpected GraphQL error');
      return { message: renderError(null, context ?? 'fr').message, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
    return formatted;
  };
}

export function createApolloServer(
  httpServer: Server,
  logger: Logger,
  options: { jit: boolean; stopGracePeriodMillis?: number } = { jit: true },
): ApolloServer<RequestContext> {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
    // Per caller in didResolveOperation below (cost-limit.ts): validation results are cached per document,
    // whoever sends it, so a validation rule cannot know the caller's ceiling.
    costLimit: { enabled: false },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    // graphql-js counts tokens itself (parseOptions below): armor's token plugin parses in a hook
    // outside Apollo's error handling, so a syntax error or a long document answered 500 (issue 9).
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  return new ApolloServer<RequestContext>({
    // Compiled execution (jit-executor.ts); GRAPHQL_JIT=false runs graphql-js, as a way back.
    ...(options.jit ? { gateway: jitGateway(getSchema()) } : { schema: getSchema() }),
    introspection: true,
    allowBatchedHttpRequests: protection.allowBatchedHttpRequests,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    includeStacktraceInErrorResponses: false,
    // The process's shutdown is shutdown.ts's (SHUTDOWN_TIMEOUT_MS, jobs included). Outside tests Apollo
    // would also stop on SIGTERM/SIGINT, then send the signal again to the process, which read it as a
    // second signal and exited 1 at once, cutting the requests and jobs under way.
    stopOnTerminationSignals: false,
    validationRules: [...protection.validationRules, inputHygieneRule],
    formatError: formatError(logger),
    plugins: [
      ...protection.plugins,
      // Shutdown (issue 20): no new connections, idle keep-alive ones closed, in-flight requests finish;
      // cut after SHUTDOWN_TIMEOUT_MS (main.ts exits 1 at that deadline).
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: options.stopGracePeriodMillis }),
      // No cache hints are used; the default plugin costs a hook per resolved field (planning bench).
      ApolloServerPluginCacheControlDisabled(),
      {
        async requestDidStart({ contextValue }) {
          return {
            // A personal API token's scopes, for every operation whatever its guard (token-scopes.ts).
            async didResolveOperation({ operation, document, schema }) {
              if (!operation) return;
              // The caller's cost ceiling (issue 20): refused before anything runs.
              costLimitCheck(contextValue, schema, document, operation);
              tokenScopeCheck(contextValue, operation, document);
            },
            // Carries the request language to formatError, which only sees the error.
            async didEncounterErrors({ errors }) {
              for (const error of errors) Object.assign(error, { ctxLanguage: contextValue.language });
            },
            async willSendResponse({ errors, response }) {
              for (const error of errors ?? []) {
                const original = asServiceError(appErrorIn(error));
                if (original instanceof AppError && original.retryAfterSeconds) {
                  response.http.headers.set('retry-after', String(original.retryAfterSeconds));
                }
                // The database out of reach: 503 as on the facade, so clients and proxies retry (issue 20).
                if (original instanceof AppError && original.code === 'SERVICE_UNAVAILABLE') response.http.status = 503;
                // An attempt or sign-up limit: 429 with its Retry-After, as on the facade (issue 20).
                if (original instanceof AppError && original.code === 'TOO_MANY_REQUESTS' && response.http.status !== 503) response.http.status = 429;
              }
            },
          };
        },
      },
    ],
  });
}
