import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { GraphQLDateTime } from 'graphql-scalars';
import { buildSchemaSync, type NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { EventResolver, SectorResolver } from '../modules/events/events.resolver';
import { OrganizationResolver } from '../modules/organizations/organization.resolver';
import { PositionResolver } from '../modules/positions/positions.resolver';
import { RewardCategoryResolver } from '../modules/rewards/rewards.resolver';
import { TimeSlotResolver } from '../modules/slots/slots.resolver';
import { TagResolver } from '../modules/tags/tags.resolver';
import { authChecker } from './auth-checker';

/** Every resolver of the product; each module adds its own. */
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  OrganizationResolver,
  EventResolver,
  SectorResolver,
  PositionResolver,
  TimeSlotResolver,
  TagResolver,
  RewardCategoryResolver,
];

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
