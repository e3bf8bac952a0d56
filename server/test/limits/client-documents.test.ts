import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DefinitionNode, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { GRAPHQL_COST_LIMITS, operationCost, type CostRole } from '../../src/graphql/cost-limit';
import { graphqlGuards } from '../../src/graphql/permissions';
import { getSchema } from '../../src/graphql/schema';

/**
 * Issue 20: every GraphQL document a client sends fits under the cost ceiling of the least-privileged
 * caller allowed to send it, so a new heavy screen fails here rather than in production. The documents
 * are the codegen documents (codegen.yml: clients/<app>/src/**\/*.graphql; @benevo/ui's are sent by the
 * apps that use its session, the organizer app).
 */
const CLIENTS = path.resolve(__dirname, '..', '..', '..', 'clients');
const APPS = ['organizer', 'portal', 'public', 'manager'] as const;

function graphqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' || entry.name === 'node_modules' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

type Definition = DefinitionNode & { file: string };

/** The operations of an app with the fragments of its documents (and @benevo/ui's, which it may spread). */
function appDefinitions(app: string): Definition[] {
  const files = [...graphqlFiles(path.join(CLIENTS, app, 'src')), ...(app === 'organizer' ? graphqlFiles(path.join(CLIENTS, 'ui', 'src')) : [])];
  return files.flatMap((file) =>
    parse(fs.readFileSync(file, 'utf8')).definitions.map((definition) => Object.assign(definition, { file: path.relative(CLIENTS, file) })),
  );
}

const RANK: Record<CostRole, number> = { public: 0, operator: 1, manager: 1, organizer: 2 };

/** The root fields of an operation (through inline fragments). */
function rootFields(selectionSet: SelectionSetNode): string[] {
  return selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : selection.kind === Kind.INLINE_FRAGMENT ? rootFields(selection.selectionSet) : [],
  );
}

/** The least-privileged caller who may send the operation: the strongest guard among its root fields. */
function senderOf(operation: OperationDefinitionNode, guards: Record<string, string>): CostRole {
  const type = operation.operation === 'mutation' ? 'Mutation' : operation.operation === 'subscription' ? 'Subscription' : 'Query';
  let role: CostRole = 'public';
  for (const field of rootFields(operation.selectionSet)) {
    if (field.startsWith('__')) continue;
    const guard = guards[`${type}.${field}`];
    if (guard === undefined) throw new Error(`${operation.name?.value}: ${type}.${field} is not in the schema`);
    const fieldRole: CostRole = guard === 'staff' || guard === 'organizer' ? 'organizer' : guard === 'operator' || guard === 'manager' ? guard : 'public';
    if (RANK[fieldRole] > RANK[role]) role = fieldRole;
  }
  return role;
}

interface ClientDocument {
  app: string;
  file: string;
  name: string;
  role: CostRole;
  cost: number;
}

function clientDocuments(): ClientDocument[] {
  const schema = getSchema();
  const guards = graphqlGuards();
  return APPS.flatMap((app) => {
    const definitions = appDefinitions(app);
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions };
    return definitions
      .filter((definition): definition is OperationDefinitionNode & { file: string } => definition.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => ({
        app,
        file: operation.file,
        name: operation.name?.value ?? '(anonymous)',
        role: senderOf(operation, guards),
        cost: operationCost(schema, document, operation),
      }));
  });
}

describe('GraphQL cost ceilings and the documents the clients send (issue 20)', () => {
  const documents = clientDocuments();
  const find = (app: string, name: string) => documents.find((document) => document.app === app && document.name === name);

  it('reads the documents of every app, each with the caller who sends it', () => {
    for (const app of APPS) expect(documents.filter((document) => document.app === app).length).toBeGreaterThan(2);
    // Sent before signing in, with the heaviest selection of all such documents: the visitor's ceiling.
    expect(find('organizer', 'Login')).toMatchObject({ role: 'public', file: 'ui/src/session/session.graphql' });
    expect(find('public', 'PublicEvent')?.role).toBe('public');
    expect(find('portal', 'VolunteerSpace')?.role).toBe('public');
    expect(find('manager', 'StandVolunteer')?.role).toBe('operator');
    expect(find('manager', 'ManagerEvent')?.role).toBe('manager');
    expect(find('organizer', 'AutoAssignRun')?.role).toBe('organizer');
  });

  it.each(APPS)('every document of the %s app fits under its sender’s ceiling', (app) => {
    const over = documents
      .filter((document) => document.app === app && document.cost > GRAPHQL_COST_LIMITS[document.role])
      .map((document) => `${document.name} (${document.file}): cost ${document.cost}, ${document.role} ceiling ${GRAPHQL_COST_LIMITS[document.role]}`);
    expect(over).toEqual([]);
  });

  it('gives visitors (and volunteers) the lowest ceiling, signed-in organizers the highest', () => {
    expect(GRAPHQL_COST_LIMITS.public).toBeLessThan(GRAPHQL_COST_LIMITS.organizer);
    for (const role of ['operator', 'manager'] as const) {
      // They may send whatever a visitor may, and less than an organizer.
      expect(GRAPHQL_COST_LIMITS[role]).toBeGreaterThanOrEqual(GRAPHQL_COST_LIMITS.public);
      expect(GRAPHQL_COST_LIMITS[role]).toBeLessThanOrEqual(GRAPHQL_COST_LIMITS.organizer);
    }
  });

  it('prints the heaviest document per sender (the evidence behind the ceilings)', () => {
    const lines = (['public', 'operator', 'manager', 'organizer'] as CostRole[]).map((role) => {
      const [top] = documents.filter((document) => document.role === role).sort((a, b) => b.cost - a.cost);
      return `${role}: ceiling ${GRAPHQL_COST_LIMITS[role]}, heaviest ${top ? `${top.name} ${Math.ceil(top.cost)} (${top.app})` : 'none'}`;
    });
    if (process.env.PRINT_COSTS) console.log(lines.join('\n'));
    expect(lines).toHaveLength(4);
  });
});
