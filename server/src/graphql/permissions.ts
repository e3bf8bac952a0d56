import { getMetadataStorage } from 'type-graphql';
import type { FacadePrefix, Guard } from '../rest/facade';
import { getSchema } from './schema';

/**
 * Every GraphQL operation and facade route with its guard, read from type-graphql's metadata and the
 * facade's route tables: the permission snapshot (STYLE.md) compares it with the reviewed list.
 */
export function graphqlGuards(): Record<string, Guard> {
  getSchema(); // Builds the schema, which fills the metadata storage.
  const storage = getMetadataStorage();
  const guards: Record<string, Guard> = {};
  const operations = [
    ...storage.queries.map((q) => ({ kind: 'Query', meta: q })),
    ...storage.mutations.map((m) => ({ kind: 'Mutation', meta: m })),
    ...storage.subscriptions.map((s) => ({ kind: 'Subscription', meta: s })),
  ];
  for (const { kind, meta } of operations) {
    const authorized = storage.authorizedFields.find((a) => a.target === meta.target && a.fieldName === meta.methodName);
    const roles = (authorized?.roles ?? []) as Guard[];
    guards[`${kind}.${meta.schemaName}`] = !authorized ? 'public' : roles.includes('staff') ? 'staff' : roles[0] ?? 'organizer';
  }
  return guards;
}

export function facadeGuards(prefixes: FacadePrefix[]): Record<string, Guard> {
  const guards: Record<string, Guard> = {};
  for (const { prefix, routes } of prefixes) {
    for (const route of routes) {
      guards[`${route.method} ${prefix}/${route.path}`] = route.guard;
      for (const variant of route.variants ?? []) guards[`${route.method} ${prefix}/${route.path} ${variant.name}`] = variant.guard;
    }
  }
  return guards;
}
