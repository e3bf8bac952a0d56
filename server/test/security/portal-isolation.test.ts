import 'reflect-metadata';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { facadeGuards } from '../../src/graphql/permissions';
import { facadePrefixes } from '../../src/rest/routes';
import { CREATE_EVENT, EVENT_INPUT, LOGIN } from '../events/fixtures';
import { gql, startTestApp, type TestApp } from '../harness';
import { participation, planning, volunteer, waitingEntry, type VolunteerRow } from '../participations/fixtures';

/**
 * Issue 17: "a volunteer never sees another volunteer's data through any portal route or field (try
 * every id)". Every GraphQL operation that takes a portal `token` and every facade route guarded
 * `volunteer` is called with volunteer A's token and every id the database holds, in every id argument
 * or path parameter. No answer may carry volunteer B's name, e-mail, phone or group name, none may be a
 * 500, and B's rows must be unchanged at the end. The operations are read from the schema and the
 * routes table, so a new portal operation is covered without touching this test.
 */

const MARKERS = ['victime.marqueur@example.org', 'Victimeprenom', 'Victimenom', '+41 79 999 88 77', 'GroupeVictime'];

let t: TestApp;
let schema: GraphQLSchema;
let a: VolunteerRow;
let b: VolunteerRow;
let maxId = 0;

/** A's token as it is now (an operation may have rotated it). */
async function tokenOfA(): Promise<string> {
  const [row] = await t.db.database.dataSource.query('SELECT token FROM volunteer WHERE id = $1', [Number(a.id)]);
  return row.token;
}

/** Every row that belongs to B, in every table with a volunteer column, as JSON. */
async function rowsOfB(): Promise<string> {
  const ds = t.db.database.dataSource;
  const columns: Array<{ table_name: string; column_name: string }> = await ds.query(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND (column_name LIKE '%volunteer_id' OR (table_name = 'volunteer' AND column_name = 'id'))
      ORDER BY table_name, column_name`,
  );
  const parts: unknown[] = [];
  for (const { table_name, column_name } of columns) {
    const rows = await ds.query(`SELECT * FROM "${table_name}" WHERE "${column_name}" = $1 ORDER BY 1`, [Number(b.id)]);
    parts.push({ table_name, column_name, rows });
  }
  return JSON.stringify(parts);
}

function leaks(body: unknown): string[] {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  return MARKERS.filter((marker) => text.toLowerCase().includes(marker.toLowerCase()));
}

/** A selection of every field without required arguments, `depth` levels deep. */
function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  if (depth === 0) return '{ __typename }';
  const fields = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => {
      const inner = getNamedType(field.type);
      if (isScalarType(inner) || isEnumType(inner)) return field.name;
      return `${field.name} ${selection(field.type, depth - 1)}`;
    });
  return `{ __typename ${fields.join(' ')} }`;
}

/** A value for a required input that is not an id: the smallest thing the type accepts. */
function dummy(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return dummy(type.ofType, name);
  if (isListType(type)) return [];
  const named = getNamedType(type) as GraphQLNamedType;
  if (isEnumType(named)) return named.getValues()[0].value === undefined ? named.getValues()[0].name : named.getValues()[0].name;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, dummy(field.type, field.name)]),
    );
  }
  switch (named.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'DateTime':
      return '2030-07-01T08:00:00.000Z';
    default:
      return /mail/i.test(name) ? 'quelquun@example.org' : 'x';
  }
}

const isIdArg = (type: GraphQLInputType): boolean => getNamedType(type).name === 'ID' && !isListType(isNonNullType(type) ? type.ofType : type);

beforeAll(async () => {
  t = await startTestApp();
  const organization = await t.createOrganization({
    licenseType: 'pro',
    flags: { enableCampaigns: true, enableGroupRegistrations: true, enableShop: true, enableBadges: true, enableVouchers: true, enableParticipationsValidation: true },
  });
  const user = await t.createUser({ organizations: [organization] });
  const agent = t.agent();
  const login = await gql(agent, t.server.url, LOGIN, { input: { email: user.email, password: user.password } });
  if (login.errors) throw new Error(JSON.stringify(login.errors));
  const o = {
    organization,
    user,
    agent,
    call: (query: string, variables: Record<string, unknown> = {}) => gql(agent, t.server.url, query, variables),
    ok: async (query: string, variables: Record<string, unknown> = {}) => {
      const answer = await gql(agent, t.server.url, query, variables);
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      return answer.data as Record<string, any>;
    },
  };
  const plan = await planning(o as never, {
    configuration: { enableShiftSwaps: true, enableGroupRegistrations: true, reminderDelaysHours: [24] },
  } as never);
  await o.ok(CREATE_EVENT, { input: { ...EVENT_INPUT, name: 'Autre' } });
  a = await volunteer(t, organization.id, { email: 'curieux@example.org', first_name: 'Curieux', last_name: 'Voisin' });
  b = await volunteer(t, organization.id, { email: MARKERS[0], first_name: MARKERS[1], last_name: MARKERS[2] });
  await t.db.database.dataSource.query('UPDATE volunteer SET phone_number = $1 WHERE id = $2', [MARKERS[3], Number(b.id)]);
  // B: an accepted shift, one awaiting B's answer, a group, a waiting-list place; A: one shift of the same event.
  const bShift = await participation(t, o as never, { eventId: plan.eventId, slotId: plan.slotA, volunteer: b });
  await participation(t, o as never, { eventId: plan.eventId, slotId: plan.slotB, volunteer: b, status: 1 });
  const bGroup = await participation(t, o as never, { eventId: plan.eventId, slotId: plan.slotD, volunteer: b, nb: 3, groupName: MARKERS[4] });
  await participation(t, o as never, { eventId: plan.eventId, slotId: plan.slotC, volunteer: a });
  await waitingEntry(t, o as never, plan.eventId, plan.slotB, b);
  await t.db.database.dataSource.query('UPDATE participation SET phone_number = $1 WHERE volunteer_id = $2', [MARKERS[3], Number(b.id)]);
  // B's own portal objects, made through B's token: a swap named to a third volunteer, a named group
  // member, a calendar feed and a deletion request. A must reach none of them.
  const c = await volunteer(t, organization.id, { email: 'collegue@example.org', first_name: 'Collègue', last_name: 'Tiers' });
  const asB = async (query: string, variables: Record<string, unknown>) => {
    const answer = await gql(t.agent(), t.server.url, query, { token: b.token, ...variables }, { csrf: false });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  };
  await asB(`mutation($token: String!, $id: ID!, $email: String) { offerShiftSwap(token: $token, participationId: $id, targetEmail: $email) { id } }`, { id: bShift, email: c.email });
  await asB(`mutation($token: String!, $id: ID!, $input: GroupMemberInput!) { addGroupMember(token: $token, participationId: $id, input: $input) { id } }`, {
    id: bGroup,
    input: { name: `${MARKERS[1]} Junior`, email: 'junior.victime@example.org' },
  });
  await asB(`query($token: String!) { myCalendarFeed(token: $token) { url } }`, {});
  await asB(`mutation($token: String!) { requestMyDeletion(token: $token) { status } }`, {});

  const introspection = await gql<IntrospectionQuery>(t.agent(), t.server.url, getIntrospectionQuery(), {}, { csrf: false });
  schema = buildClientSchema(introspection.data!);
  // Every id any table holds (plus two unknown ones): B's swap, group member, feed and request included.
  const tables: Array<{ table_name: string }> = await t.db.database.dataSource.query(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'id' AND data_type IN ('integer', 'bigint')`,
  );
  for (const { table_name } of tables) {
    const [row] = await t.db.database.dataSource.query(`SELECT MAX(id) AS m FROM "${table_name}"`);
    maxId = Math.max(maxId, Number(row.m ?? 0));
  }
  maxId = Math.min(maxId, 60) + 2;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the portal keeps volunteers apart (issue 17)', () => {
  it('no GraphQL operation taking a portal token answers B’s data to A, whatever the ids, and B’s rows stay as they were', async () => {
    const before = await rowsOfB();
    const operations: Array<{ kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }> = [
      ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
      ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ kind: 'mutation' as const, field })),
    ].filter(({ field }) => field.args.some((arg) => arg.name === 'token'));
    expect(operations.length).toBeGreaterThanOrEqual(8);
    const found: string[] = [];
    let calls = 0;
    for (const { kind, field } of operations) {
      const idArgs = field.args.filter((arg) => isIdArg(arg.type) && arg.name !== 'token');
      const others = field.args.filter((arg) => arg.name !== 'token' && !idArgs.includes(arg) && isNonNullType(arg.type));
      const declared = field.args
        .filter((arg) => arg.name === 'token' || idArgs.includes(arg) || others.includes(arg))
        .map((arg) => `$${arg.name}: ${arg.type.toString()}`);
      const passed = field.args
        .filter((arg) => arg.name === 'token' || idArgs.includes(arg) || others.includes(arg))
        .map((arg) => `${arg.name}: $${arg.name}`);
      const query = `${kind} Probe(${declared.join(', ')}) { ${field.name}(${passed.join(', ')}) ${selection(field.type, 3)} }`;
      const idValues = idArgs.length === 0 ? [null] : Array.from({ length: maxId }, (_v, i) => String(i + 1));
      for (const id of idValues) {
        const variables: Record<string, unknown> = { token: await tokenOfA() };
        for (const arg of others) variables[arg.name] = dummy(arg.type, arg.name);
        for (const arg of idArgs) variables[arg.name] = id;
        const answer = await gql(t.agent(), t.server.url, query, variables, { csrf: false });
        calls += 1;
        expect({ op: field.name, id, status: answer.status < 500 }).toEqual({ op: field.name, id, status: true });
        for (const error of answer.errors ?? []) {
          expect({ op: field.name, id, code: error.extensions?.code }).not.toEqual({ op: field.name, id, code: 'INTERNAL_SERVER_ERROR' });
        }
        const leaked = leaks(answer);
        if (leaked.length > 0) found.push(`${field.name}(${id}): ${leaked.join(', ')}`);
      }
    }
    if (process.env.PROBE_DEBUG) console.log({ operations: operations.map(({ field }) => field.name), calls, maxId });
    expect(found).toEqual([]);
    expect(calls).toBeGreaterThan(maxId);
    expect(await rowsOfB()).toBe(before);
  }, 600_000);

  it('no facade route guarded `volunteer` answers B’s data to A, whatever the ids, and B’s rows stay as they were', async () => {
    const before = await rowsOfB();
    const routes = Object.entries(facadeGuards(facadePrefixes))
      .filter(([, guard]) => guard === 'volunteer')
      .map(([key]) => key.split(' '))
      .filter((parts) => parts.length === 2) as Array<[string, string]>;
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const found: string[] = [];
    for (const [method, path] of routes) {
      const params = path.match(/:\w+/g)?.filter((param) => param !== ':token') ?? [];
      const idValues = params.length === 0 ? [null] : Array.from({ length: maxId }, (_v, i) => String(i + 1));
      for (const id of idValues) {
        const token = await tokenOfA();
        let url = path.replace(':token', token);
        for (const param of params) url = url.replace(param, id ?? '1');
        const separator = url.includes('?') ? '&' : '?';
        const agent = t.agent();
        const target = `${url}${separator}token=${encodeURIComponent(token)}`;
        const req =
          method === 'GET'
            ? agent.get(target)
            : method === 'DELETE'
              ? agent.delete(target)
              : method === 'PUT'
                ? agent.put(target)
                : method === 'PATCH'
                  ? agent.patch(target)
                  : agent.post(target);
        const res = await req.set('X-Volunteer-Token', token).send({ token, email: 'quelquun@example.org' });
        expect({ route: `${method} ${path}`, id, status: res.status < 500 }).toEqual({ route: `${method} ${path}`, id, status: true });
        const leaked = leaks(res.text);
        if (leaked.length > 0) found.push(`${method} ${path} (${id}): ${leaked.join(', ')}`);
      }
    }
    expect(found).toEqual([]);
    expect(await rowsOfB()).toBe(before);
  }, 600_000);

  it('B’s own token does show B’s data (the probe can see a leak)', async () => {
    const answer = await gql(t.agent(), t.server.url, `query($token: String!) { volunteerSpace(token: $token) { email firstName } }`, { token: b.token }, { csrf: false });
    expect(leaks(answer)).toEqual(expect.arrayContaining([MARKERS[0], MARKERS[1]]));
  });
});
