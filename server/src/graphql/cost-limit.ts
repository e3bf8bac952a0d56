import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { GraphQLError, Kind, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { RequestContext } from '../context';
import { AppError } from '../errors/app-error';

/**
 * GraphQL cost ceilings per caller (issue 20), on graphql-armor's cost (its cost-limit rule with its
 * default weights: an object 2, a scalar 1, times 1.5 per level of nesting, `first`/`last` multiplying
 * a list), which the one global ceiling (10,000) used before.
 */
export type CostRole = 'public' | 'operator' | 'manager' | 'organizer';

/**
 * Chosen from the documents the clients send (test/limits/client-documents.test.ts computes them all;
 * the numbers of issue 20, rounded up with about 2x headroom):
 * - public: anonymous visitors, and volunteers, whose portal token travels as an argument. The heaviest
 *   documents sent without a session are the organizer app's Login and OtpVerify (563: the session
 *   user with its organizations), then the public event page (421) and the portal's groups (256).
 * - operator (scan stand) and manager (manager space): their own documents stay under 200 (the
 *   manager's event 200, the stand's volunteer 151), but they may send whatever a visitor may: the
 *   visitor's ceiling, not a lower one.
 * - organizer (signed-in users, staff included, and API tokens): the heaviest document is the
 *   auto-assign run (818), then the event editor (578).
 */
export const GRAPHQL_COST_LIMITS: Readonly<Record<CostRole, number>> = {
  public: 1_200,
  operator: 1_200,
  manager: 1_200,
  organizer: 2_000,
};

/*
 * What the cost leaves to the resolvers: graphql-armor multiplies a list's cost by its `first`/`last`
 * argument only when it is a literal, and knows nothing of `limit`. A page size passed as a variable
 * (auditLog's `first`, scanActions', staffOrganizations' and ticketingSyncs' `limit`) costs as one item
 * here; each of those resolvers caps it itself (200, 500, 500, 200 rows), which is what bounds the work.
 * Costing the variables' values instead would change the cost of documents the apps send with them.
 */

/** Who is asking, for the ceiling: a signed-in user first, then a manager's or an operator's session. */
export function costRole(ctx: Pick<RequestContext, 'auth' | 'managerAuth' | 'operator'>): CostRole {
  if (ctx.auth) return 'organizer';
  if (ctx.managerAuth) return 'manager';
  if (ctx.operator) return 'operator';
  return 'public';
}

/** Costs per parsed document and operation name: Apollo keeps one parsed document per query text. */
const costs = new WeakMap<DocumentNode, Map<string, number>>();

/**
 * The cost of one operation of a document (its fragments included), as graphql-armor computes it: its
 * cost-limit validation rule, run on the operation alone, with no ceiling, reports the cost it found.
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): number {
  const name = operation.name?.value ?? '';
  const known = costs.get(document)?.get(name);
  if (known !== undefined) return known;
  let cost = 0;
  const alone: DocumentNode = {
    ...document,
    definitions: document.definitions.filter((definition) => definition.kind !== Kind.OPERATION_DEFINITION || definition === operation),
  };
  const errors = validate(schema, alone, [
    costLimitRule({
      maxCost: Number.POSITIVE_INFINITY,
      ignoreIntrospection: true,
      onAccept: [
        (_context, details: { n: number }) => {
          cost = details.n;
        },
      ],
    }),
  ]);
  if (errors.length > 0) throw errors[0];
  if (!costs.has(document)) costs.set(document, new Map());
  costs.get(document)!.set(name, cost);
  return cost;
}

/**
 * Refuses an operation costing more than the caller's ceiling, before anything runs: BAD_USER_INPUT,
 * HTTP 400, the message in the caller's language with the cost and the ceiling (formatError renders
 * it); `extensions.cost` and `extensions.maxCost` carry them for integrators.
 */
export function costLimitCheck(ctx: RequestContext, schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): void {
  const maxCost = GRAPHQL_COST_LIMITS[costRole(ctx)];
  const cost = Math.ceil(operationCost(schema, document, operation));
  if (cost <= maxCost) return;
  const error = new AppError('BAD_USER_INPUT', 'limits.queryTooComplex', { cost, maxCost });
  error.extensions = { cost, maxCost };
  throw new GraphQLError(error.message, { originalError: error, extensions: { code: error.code, http: { status: 400 } } });
}
