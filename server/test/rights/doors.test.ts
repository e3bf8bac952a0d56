import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { RIGHTS, translate, type Right } from '@benevo/schema';
import { getSchema } from '../../src/graphql/schema';
import { declaredRights } from '../../src/modules/organizations/rights.decorator';
import { facadePrefixes } from '../../src/rest/routes';
import { organizer, type Organizer } from '../events/fixtures';
import { csrfOf, startTestApp, type TestApp } from '../harness';

/**
 * Issue 16 "Licences and flags, enforced where it matters": every GraphQL operation declared with
 * @RequiresRight and every facade route with a `right` answers FORBIDDEN (403 {"detail"}) with the
 * right's message to a member of an organization without that right, before any work on its arguments
 * (dummy ids answer FORBIDDEN, not NOT_FOUND); with the right on, the same call is not refused for it.
 */
let t: TestApp;
/** A member of an organization with nothing switched on (Club licence, every flag off). */
let off: Organizer;
/** A member of an organization with everything (Pro licence, every flag on). */
let on: Organizer;

const ALL_FLAGS = `enable_campaigns = $2, enable_group_registrations = $2, enable_shop = $2, enable_badges = $2, enable_vouchers = $2,
  enable_operators = $2, enable_participations_validation = $2, enable_weezevent = $2`;

beforeAll(async () => {
  t = await startTestApp();
  off = await organizer(t);
  on = await organizer(t);
  await t.db.database.dataSource.query(`UPDATE organization SET license_type = 'club', ${ALL_FLAGS} WHERE id = $1`, [off.organization.id, false]);
  await t.db.database.dataSource.query(`UPDATE organization SET license_type = 'pro', ${ALL_FLAGS} WHERE id = $1`, [on.organization.id, true]);
});
afterAll(() => t.close());

const refusal = (right: Right) => translate('fr', `rights.${right}`);

// ---------------------------------------------------------------------------------------------
// The declarations
// ---------------------------------------------------------------------------------------------

interface DeclaredOperation {
  name: string;
  kind: 'Query' | 'Mutation';
  field: GraphQLField<unknown, unknown>;
  right: Right;
}

function declaredOperations(): DeclaredOperation[] {
  const schema = getSchema();
  const storage = getMetadataStorage();
  return declaredRights.map(({ target, methodName, right }) => {
    const query = storage.queries.find((q) => q.target === target && q.methodName === methodName);
    const mutation = storage.mutations.find((m) => m.target === target && m.methodName === methodName);
    const meta = query ?? mutation;
    if (!meta) throw new Error(`@RequiresRight on ${target.name}.${methodName}, which is no query or mutation`);
    const kind = query ? 'Query' : 'Mutation';
    const field = (kind === 'Query' ? schema.getQueryType() : schema.getMutationType())!.getFields()[meta.schemaName];
    return { name: `${kind}.${meta.schemaName}`, kind, field, right };
  });
}

interface DeclaredRoute {
  name: string;
  method: string;
  url: string;
  right: Right;
}

/** The facade routes with a `right`, their path parameters filled (an organization's id with the caller's, others with a missing id). */
function declaredRoutes(organizationId: number): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const { prefix, routes: table } of facadePrefixes) {
    for (const route of table) {
      if (!route.right) continue;
      const url = `${prefix}/${route.path}`
        .replace(/organization\/:id\//, `organization/${organizationId}/`)
        .replace(/:(org|orgId)\b/g, String(organizationId))
        .replace(/:[A-Za-z]+/g, '999999');
      routes.push({ name: `${route.method} ${prefix}/${route.path}`, method: route.method, url, right: route.right });
    }
  }
  return routes;
}

const byRight = <T extends { right: Right; name: string }>(list: T[], right: Right) => list.filter((item) => item.right === right).map((item) => item.name);

// ---------------------------------------------------------------------------------------------
// Plausible arguments: required ones only, dummy ids, each scalar a value of its type
// ---------------------------------------------------------------------------------------------

function dummy(type: GraphQLInputType): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [];
  const named = getNamedType(inner);
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, dummy(field.type)]),
    );
  }
  switch (named.name) {
    case 'ID':
      return '999999';
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'Date':
      return '2030-07-01';
    case 'DateTime':
      return '2030-07-01T08:00:00.000Z';
    default:
      return 'x';
  }
}

function operationOf(op: DeclaredOperation): { query: string; variables: Record<string, unknown> } {
  const args = op.field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const definitions = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const returned = getNamedType(op.field.type);
  const selection = isObjectType(returned) || isInterfaceType(returned) || isUnionType(returned) ? ' { __typename }' : '';
  const name = op.name.split('.')[1];
  const query = `${op.kind === 'Query' ? 'query' : 'mutation'}${definitions ? `(${definitions})` : ''} { ${name}${call ? `(${call})` : ''}${selection} }`;
  return { query, variables: Object.fromEntries(args.map((arg) => [arg.name, dummy(arg.type)])) };
}

async function callRoute(o: Organizer, route: DeclaredRoute) {
  const agent = o.agent;
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let req = agent[method](route.url);
  if (route.method !== 'GET') req = req.set('X-CSRFToken', csrfOf(agent, t.server.url)).send({});
  return req;
}

// ---------------------------------------------------------------------------------------------

/** Operations and routes each right must keep declaring (the test fails if a declaration vanishes). */
const KNOWN: Partial<Record<Right, string[]>> = {
  campaigns: [
    'Query.campaigns',
    'Query.campaign',
    'Mutation.createCampaign',
    'Mutation.saveCampaignForm',
    'Query.exportCampaignRegistrations',
    'Mutation.sendCampaignMail',
    'GET /apis/organizer/v1/campaigns/',
    'POST /apis/organizer/v1/campaigns/',
    'POST /apis/organizer/v1/campaigns/:id/send_mail/',
  ],
  shop: ['Query.products', 'Mutation.createProduct', 'Mutation.setShopOpen', 'Query.orders', 'Mutation.cancelOrder', 'PATCH /apis/organizer/v1/shop/config/', 'GET /apis/organizer/v1/organization/:id/products/'],
  vouchers: ['Query.voucherPools', 'Mutation.createVoucherPool', 'Mutation.importVoucherCodes', 'GET /apis/organizer/v1/voucher-pools/', 'POST /apis/organizer/v1/voucher-pools/:id/import/'],
  badges: ['Query.badgeTemplates', 'Mutation.createBadgeTemplate', 'Mutation.generateBadges', 'GET /apis/organizer/v1/badge_templates/', 'POST /apis/organizer/v1/badge_templates/:id/generate/'],
  operators: ['Query.operators', 'Mutation.createOperator', 'Query.scanConfig', 'Query.checkInBoard', 'GET /apis/organizer/v1/events/:eventId/operators/', 'PUT /apis/organizer/v1/events/:eventId/scan_config/'],
  validation: ['Query.participationsToValidate'],
  calendar: ['Query.calendarEvents'],
  // The ticketing module (its own helper) declares its operations with the same decorator and field.
  ticketing: [],
};

describe('the declared doors', () => {
  it('each right declares its known operations and routes, and nothing else is declared twice', () => {
    const operations = declaredOperations();
    const routes = declaredRoutes(1);
    for (const [right, names] of Object.entries(KNOWN) as Array<[Right, string[]]>) {
      const declared = [...byRight(operations, right), ...byRight(routes, right)];
      expect(declared.length).toBeGreaterThan(0);
      for (const name of names) expect(declared).toContain(name);
    }
    const names = operations.map((op) => op.name);
    expect(new Set(names).size).toBe(names.length);
    // Public and volunteer doors check inside their service (the row's organization): no door declares them.
    expect(names).not.toContain('Query.shopProducts');
    expect(names).not.toContain('Mutation.registerForCampaign');
  });
});

const rightsWithOperations = RIGHTS.filter((right) => declaredOperations().some((op) => op.right === right));
const rightsWithRoutes = RIGHTS.filter((right) => declaredRoutes(1).some((route) => route.right === right));

describe.each(rightsWithOperations)('GraphQL operations of %s', (right) => {
  const operations = declaredOperations().filter((op) => op.right === right);
  it.each(operations.map((op) => [op.name, op] as const))('%s answers FORBIDDEN without the right, and not for it with the right', async (_name, op) => {
    const { query, variables } = operationOf(op);
    const refused = await off.call(query, variables);
    expect(refused.errors?.[0]).toMatchObject({ message: refusal(right), extensions: { code: 'FORBIDDEN' } });
    expect(refused.data?.[op.name.split('.')[1]] ?? null).toBeNull();
    const allowed = await on.call(query, variables);
    expect(allowed.status).toBeLessThan(500);
    expect((allowed.errors ?? []).map((error) => error.message)).not.toContain(refusal(right));
  });
});

describe.each(rightsWithRoutes)('facade routes of %s', (right) => {
  it('answer 403 {"detail": the right’s message} without the right, and not for it with the right', async () => {
    const routes = declaredRoutes(off.organization.id).filter((route) => route.right === right);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const refused = await callRoute(off, route);
      expect({ route: route.name, status: refused.status, body: refused.body }).toEqual({ route: route.name, status: 403, body: { detail: refusal(right) } });
    }
    for (const route of declaredRoutes(on.organization.id).filter((r) => r.right === right)) {
      const allowed = await callRoute(on, route);
      expect({ route: route.name, refused: allowed.status === 403 && allowed.body?.detail === refusal(right) }).toEqual({ route: route.name, refused: false });
      expect({ route: route.name, serverError: allowed.status >= 500 }).toEqual({ route: route.name, serverError: false });
    }
  });
});

describe('the refusal', () => {
  it('is in the caller’s language and keeps the session', async () => {
    const english = await off.agent
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Accept-Language', 'en')
      .set('X-CSRFToken', csrfOf(off.agent, t.server.url))
      .send({ query: '{ products { id } }' });
    expect(english.body.errors[0]).toMatchObject({ message: 'The shop is not enabled for this organization', extensions: { code: 'FORBIDDEN' } });
    const german = await off.agent.get('/apis/organizer/v1/badge_templates/').set('Accept-Language', 'de');
    expect(german.status).toBe(403);
    expect(german.body).toEqual({ detail: 'Badges sind für diese Organisation nicht aktiviert' });
    // Still signed in: a refused feature is no logout.
    expect((await off.ok('{ me { id } }')).me.id).toBe(String(off.user.id));
  });

  it('checks the organization an organizationId argument selects, when the caller is a member of it', async () => {
    // A member of both: active in the organization without campaigns, asking for the one with them.
    await t.db.database.dataSource.query('INSERT INTO membership (user_id, organization_id) VALUES ($1, $2)', [off.user.id, on.organization.id]);
    try {
      const other = await off.call(`query($id: ID) { campaigns(organizationId: $id) { id } }`, { id: on.organization.id });
      expect(other.errors).toBeUndefined();
      expect((await off.agent.get(`/apis/organizer/v1/campaigns/?organizationId=${on.organization.id}`)).status).toBe(200);
      expect((await off.agent.get(`/apis/organizer/v1/organization/${on.organization.id}/products/`)).status).toBe(200);
      const own = await off.call(`query { campaigns { id } }`);
      expect(own.errors?.[0]).toMatchObject({ message: refusal('campaigns'), extensions: { code: 'FORBIDDEN' } });
      expect((await off.agent.get(`/apis/organizer/v1/organization/${off.organization.id}/products/`)).status).toBe(403);
    } finally {
      await t.db.database.dataSource.query('DELETE FROM membership WHERE user_id = $1 AND organization_id = $2', [off.user.id, on.organization.id]);
    }
    // No longer a member: the argument selects nothing, the active organization decides.
    const stranger = await off.call(`query($id: ID) { campaigns(organizationId: $id) { id } }`, { id: on.organization.id });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
