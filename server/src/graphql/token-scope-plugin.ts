import { GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { RequestContext } from '../context';
import { AppError } from '../errors/app-error';
import { checkTokenOperation } from '../modules/auth/token-scopes';

/** The root field names of an operation, through inline fragments and fragment spreads. */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): string[] {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) names.push(...rootFields(selection.selectionSet, document, seen));
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) names.push(...rootFields(fragment.selectionSet, document, seen));
    }
  }
  return names;
}

/**
 * Checks a resolved operation against the caller's personal token (issue 16) before anything runs.
 * The refusal is an ordinary GraphQL error (HTTP 200, code FORBIDDEN, localized by formatError), as a
 * resolver's would be; Apollo would answer 500 to a bare error thrown from this hook.
 */
export function tokenScopeCheck(ctx: RequestContext, operation: OperationDefinitionNode, document: DocumentNode): void {
  if (!ctx.auth?.personalToken) return;
  try {
    checkTokenOperation(ctx, operation.operation, rootFields(operation.selectionSet, document));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new GraphQLError(error.message, { originalError: error, extensions: { code: error.code, http: { status: 200 } } });
  }
}
