import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  astFromValue,
  execute,
  getVariableValues,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  printSchema,
  typeFromAST,
  valueFromASTUntyped,
  visit,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLInputType,
  type OperationDefinitionNode,
  type GraphQLSchema,
  type VariableDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * graphql-jit's errors are GraphQLErrors without `extensions` when the resolver's error has none, which
 * Apollo's formatting does not expect (it answered INTERNAL_SERVER_ERROR for every service error): the
 * same error as graphql-js makes it, with its path, locations and original error.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  if (error.extensions) return error;
  const rebuilt = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined });
  if (error.locations) Object.assign(rebuilt, { locations: error.locations });
  return rebuilt;
}

/**
 * The variables as sent, with the default value of every input object field left out written in (in
 * its external form, as a client would send it): graphql-jit 0.8's variable coercion does not apply
 * input field defaults (`cloneParticipations: Boolean! = false` was refused as missing).
 */
function withInputDefaults(
  schema: GraphQLSchema,
  definitions: readonly VariableDefinitionNode[],
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const fill = (type: GraphQLInputType, value: unknown): unknown => {
    if (value === null || value === undefined) return value;
    const named = isNonNullType(type) ? type.ofType : type;
    if (isListType(named)) return Array.isArray(value) ? value.map((item) => fill(named.ofType, item)) : fill(named.ofType, value);
    if (!isInputObjectType(named) || typeof value !== 'object') return value;
    const filled: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const field of Object.values(named.getFields())) {
      if (filled[field.name] === undefined && field.defaultValue !== undefined) {
        const ast = astFromValue(field.defaultValue, field.type);
        if (ast) filled[field.name] = valueFromASTUntyped(ast);
      } else if (filled[field.name] !== undefined) {
        filled[field.name] = fill(field.type, filled[field.name]);
      }
    }
    return filled;
  };
  const out: Record<string, unknown> = { ...variables };
  for (const definition of definitions) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (type && out[name] !== undefined) out[name] = fill(type, out[name]);
  }
  return out;
}

/** Compiled operations kept per process (least recently used first out): the clients send a few dozen. */
const MAX_COMPILED = 500;
/** Documents seen once, remembered so the second sighting compiles (a one-off document never does). */
const MAX_SEEN = 5_000;

/**
 * graphql-jit 0.8 writes literal arguments into the generated code with JSON.stringify and then turns
 * strings starting with its own markers ("__MAGIC_DATE__…", NaN, ±Infinity) back into code
 * (`new Date(…)`): a string literal carrying a marker would run as JavaScript on the server. Documents
 * holding such a string (in any literal, escapes decoded) run with graphql-js instead.
 */
function carriesJitMarker(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('__MAGIC_')) found = true;
    },
  });
  return found;
}

/**
 * The variables for the compiled operation: as sent, with each omitted variable's default and each
 * omitted input field's default written in, in their external form (graphql-jit 0.8 skips input field
 * defaults and would hand a Date default to the resolver as a string).
 */
function jitVariables(schema: GraphQLSchema, operation: OperationDefinitionNode, variables: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...variables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (out[name] === undefined && definition.defaultValue) out[name] = valueFromASTUntyped(definition.defaultValue);
  }
  return withInputDefaults(schema, operation.variableDefinitions ?? [], out);
}

/**
 * Compiled GraphQL execution (issue 19): graphql-jit turns each operation the clients use into a
 * function once, instead of graphql-js walking the document for every object of every answer (a whole
 * festival planning resolves ~100,000 fields). Apollo Server still parses, validates (the armor
 * limits, input hygiene) and runs the plugins; only execution changes, through Apollo's documented
 * custom-executor door (a "gateway" that loads the one local schema). graphql-js still runs:
 * - the variables' check (the same field errors and BAD_USER_INPUT answers as before);
 * - an operation Apollo did not resolve (an operationName naming none: graphql-js refuses it, where
 *   graphql-jit would pick the document's only operation after the token-scope check was skipped);
 * - a document seen for the first time (compiling costs more than one run: an attacker's one-off
 *   documents never fill the cache), one holding graphql-jit's markers, one it cannot compile.
 * graphql-jit keeps each field's resolver as it was at compile time: a future Apollo plugin using
 * `willResolveField` would not see compiled operations (none does today: cache control is off).
 */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  const compiled = new Map<string, CompiledQuery>();
  const seen = new Set<string>();

  const plain = (requestContext: Parameters<GatewayExecutor>[0]) =>
    execute({
      schema,
      document: requestContext.document,
      contextValue: requestContext.context,
      variableValues: requestContext.request.variables,
      operationName: requestContext.request.operationName,
    }) as Promise<ExecutionResult>;

  const compiledFor = (requestContext: Parameters<GatewayExecutor>[0]): CompiledQuery | null => {
    const key = `${requestContext.queryHash}|${requestContext.operationName ?? ''}`;
    const hit = compiled.get(key);
    if (hit) {
      compiled.delete(key);
      compiled.set(key, hit);
      return hit;
    }
    if (!seen.has(key)) {
      if (seen.size >= MAX_SEEN) seen.delete(seen.values().next().value as string);
      seen.add(key);
      return null;
    }
    if (carriesJitMarker(requestContext.document)) return null;
    const result = compileQuery(schema, requestContext.document, requestContext.operationName ?? undefined, { disablingCapturingStackErrors: true });
    if (!isCompiledQuery(result)) return null;
    seen.delete(key);
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value as string);
    compiled.set(key, result);
    return result;
  };

  const executor: GatewayExecutor = async (requestContext) => {
    const operation = requestContext.operation;
    if (!operation) return plain(requestContext);
    const variables = requestContext.request.variables ?? {};
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 50 });
    if (coerced.errors) return { errors: coerced.errors };
    let query: CompiledQuery | null;
    let jitInputs: Record<string, unknown>;
    try {
      query = compiledFor(requestContext);
      jitInputs = query ? jitVariables(schema, operation, variables) : variables;
    } catch {
      query = null;
      jitInputs = variables;
    }
    if (!query) return plain(requestContext);
    const result = (await query.query(undefined, requestContext.context, jitInputs)) as ExecutionResult;
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };

  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async stop() {
      compiled.clear();
    },
  };
}
