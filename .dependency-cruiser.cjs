/**
 * Module boundaries (DESIGN.md "Module boundaries", issue 11), checked by `npm run lint:deps`:
 * - no import cycle, between files or between server modules (the second run collapses each
 *   server/src/modules/<name> folder into one node);
 * - doors (*.resolver.ts, *.rest.ts) are imported only by the schema build and rest/routes.ts;
 *   services and everything else never import a door;
 * - a client app's feature folders import each other's shared pieces only through @benevo/ui: no
 *   client package imports another client package's files.
 * The cross-module write rule (a module writes only its own tables) is checked by
 * server/test/architecture/table-ownership.test.ts.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle (between files, or between server modules in the collapsed run).',
      from: { path: '^(server/src|clients/[^/]+/src|schema/src)' },
      to: { circular: true },
    },
    {
      name: 'doors-only-from-assembly',
      severity: 'error',
      comment:
        'A door (resolver or facade routes) is imported only by the schema build (graphql/schema.ts) and ' +
        'the facade assembly (rest/routes.ts): services, loaders and other doors call services.',
      from: { path: '^server/src', pathNot: ['^server/src/graphql/schema\\.ts$', '^server/src/rest/routes\\.ts$', '\\.test\\.ts$'] },
      to: { path: '^server/src/modules/[^/]+/[^/]+\\.(resolver|rest)\\.ts$' },
    },
    {
      name: 'server-not-from-clients',
      severity: 'error',
      comment: 'Clients talk to the server through GraphQL; shared code lives in @benevo/schema.',
      from: { path: '^clients' },
      to: { path: '^server' },
    },
    {
      name: 'clients-apart',
      severity: 'error',
      comment: 'A client app never imports another app; what they share lives in @benevo/ui (clients/ui).',
      from: { path: '^clients/(organizer|portal|manager|public)/' },
      to: { path: '^clients/(organizer|portal|manager|public)/', pathNot: '^clients/$1/' },
    },
    {
      name: 'ui-is-shared',
      severity: 'error',
      comment: '@benevo/ui is used by the apps, never the other way round.',
      from: { path: '^clients/ui/' },
      to: { path: '^clients/(organizer|portal|manager|public|e2e)/' },
    },
    // CLIENT FEATURE RULES (below this line)
    {
      name: 'client-features-apart',
      severity: 'error',
      comment:
        'A feature folder of a client app (clients/<app>/src/<feature>/) never imports another feature folder ' +
        'of the same app; shared pieces live in @benevo/ui or in the app\'s gql/, i18n/ and top-level files.',
      from: { path: '^clients/(organizer|portal|manager|public)/src/([^/]+)/' },
      to: { path: '^clients/$1/src/[^/]+/', pathNot: ['^clients/$1/src/$2/', '^clients/$1/src/(gql|i18n)/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|gql)/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
  },
};
