import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { GraphQLDateTime } from 'graphql-scalars';
import { buildSchemaSync, type NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { OrganizationResolver } from '../modules/organizations/organization.resolver';
import { authChecker } from './auth-checker';

/** Every resolver of the product; each module adds its own. */
export const resolvers: NonEmptyArray<Function> = [AuthResolver, OrganizationResolver];

let schema: GraphQLSchema | null = null;

/** The one GraphQL schema, built once per process. */
export function getSchema(): GraphQLSchema {
  schema ??= buildSchemaSync({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: false,
    scalarsMap: [{ type: Date, scalar: GraphQLDateTime }],
  });
  return schema;
}
