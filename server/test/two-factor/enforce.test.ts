import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { clock } from '../../src/common/clock';
import { allowedDuringOtpSetup } from '../../src/graphql/auth-checker';
import { graphqlGuards } from '../../src/graphql/permissions';
import { getSchema } from '../../src/graphql/schema';
import { facadePrefixes } from '../../src/rest/routes';
import { csrfOf, gql, startTestApp, type TestApp } from '../harness';
import { AUTH, ME, SETUP, VALIDATE, gqlLogin, totpCode } from './fixtures';

/**
 * enforce2fa (issue 16): a member of an enforcing organization without a confirmed device may only set
 * one up. Every other guarded GraphQL operation and facade route is refused with OTP_SETUP_REQUIRED,
 * checked for each of them (the gate runs in the guard, before the arguments are read).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  clock.reset();
  await t.close();
});
beforeEach(() => clock.set(new Date('2026-03-02T10:00:00Z')));

async function enforcingMember() {
  const org = await t.createOrganization({ name: 'Strict' });
  await t.db.database.dataSource.query('UPDATE organization SET enforce_2fa = true WHERE id = $1', [org.id]);
  const user = await t.createUser({ organizations: [org] });
  return { org, user };
}

/** A value GraphQL accepts for an argument type (the operation is refused before it is used). */
function dummy(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return dummy(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = dummy(field.type);
    }
    return value;
  }
  if (isScalarType(type)) {
    const samples: Record<string, unknown> = { ID: '1', Int: 1, Float: 1, String: 'x', Boolean: true, Date: '2026-01-01', DateTime: '2026-01-01T00:00:00Z' };
    return samples[type.name] ?? 'x';
  }
  return null;
}

/** `mutation($a: T!) { field(a: $a) { __typename } }` with dummy values for the required arguments. */
function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const declarations = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const uses = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${kind}${declarations ? `(${declarations})` : ''} { ${field.name}${uses ? `(${uses})` : ''}${selection} }`;
  const variables = Object.fromEntries(required.map((arg) => [arg.name, dummy(arg.type)]));
  return { query, variables };
}

describe('enforce2fa', () => {
  it('lets the member sign in to a restricted session that allows only the setup', async () => {
    const { user } = await enforcingMember();
    const { agent, answer } = await gqlLogin(t, user);
    expect(answer.data?.login.otpSetupRequired).toBe(true);
    const me = await gql<{ me: { otpSetupRequired: boolean } }>(agent, t.server.url, ME);
    expect(me.data?.me.otpSetupRequired).toBe(true);
    const events = await gql(agent, t.server.url, '{ events { id } }');
    expect(events.errors?.[0].extensions?.code).toBe('OTP_SETUP_REQUIRED');
    expect(events.errors?.[0].message).toBe('Votre organisation exige la double authentification : activez-la pour continuer');
    const restEvents = await agent.get('/apis/organizer/v1/events/');
    expect(restEvents.status).toBe(403);
    expect(restEvents.body).toEqual({ detail: expect.any(String), code: 'otp_setup_required' });
    // The language alone may change; other profile fields wait for the setup.
    const language = await gql(agent, t.server.url, 'mutation { updateProfile(input: { language: "de" }) { language } }');
    expect(language.errors).toBeUndefined();
    const name = await gql(agent, t.server.url, 'mutation { updateProfile(input: { firstName: "Eve" }) { firstName } }');
    expect(name.errors?.[0].extensions?.code).toBe('OTP_SETUP_REQUIRED');
    const csrf = csrfOf(agent, t.server.url);
    expect((await agent.post(`${AUTH}/profile/`).set('X-CSRFToken', csrf).send({ language: 'fr' })).status).toBe(200);
    expect((await agent.post(`${AUTH}/profile/`).set('X-CSRFToken', csrf).send({ firstName: 'Eve' })).status).toBe(403);
    // The REST login answer says so too.
    const rest = await t.agent().post(`${AUTH}/login/`).send({ email: user.email, password: user.password });
    expect(rest.body.otpSetupRequired).toBe(true);

    // Setting up TOTP lifts the restriction in the same session.
    const setup = await gql<{ otpSetup: { device: { id: string }; secret: string } }>(agent, t.server.url, SETUP, { input: { method: 'TOTP' } });
    const { device, secret } = setup.data!.otpSetup;
    const validated = await gql(agent, t.server.url, VALIDATE, { input: { device: device.id, code: totpCode(secret) } });
    expect(validated.errors).toBeUndefined();
    const after = await gql<{ events: unknown[] }>(agent, t.server.url, '{ events { id } }');
    expect(after.errors).toBeUndefined();
    expect(after.data?.events).toEqual([]);
    expect((await agent.get('/apis/organizer/v1/events/')).status).toBe(200);
    expect((await gql<{ me: { otpSetupRequired: boolean } }>(agent, t.server.url, ME)).data?.me.otpSetupRequired).toBe(false);
  });

  it('refuses every other guarded GraphQL operation with OTP_SETUP_REQUIRED', async () => {
    const { user } = await enforcingMember();
    const { agent } = await gqlLogin(t, user);
    const schema = getSchema();
    const guards = graphqlGuards();
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const [name, guard] of Object.entries(guards)) {
      if (guard !== 'organizer' && guard !== 'staff') continue;
      const [type, fieldName] = name.split('.');
      if (type === 'Subscription' || allowedDuringOtpSetup(name, {})) continue;
      const root = type === 'Query' ? schema.getQueryType() : schema.getMutationType();
      const field = root!.getFields()[fieldName];
      const { query, variables } = operationOf(type === 'Query' ? 'query' : 'mutation', field);
      const answer = await gql(agent, t.server.url, query, variables);
      checked.push(name);
      if (answer.errors?.[0]?.extensions?.code !== 'OTP_SETUP_REQUIRED') wrong.push(`${name}: ${JSON.stringify(answer.errors ?? answer.data)}`);
    }
    expect(wrong).toEqual([]);
    expect(checked.length).toBeGreaterThan(150);
    expect(checked).toEqual(expect.arrayContaining(['Query.events', 'Mutation.createEvent', 'Mutation.otpRegenerateBackupCodes', 'Query.otpBackupCodes']));
  });

  it('refuses every other organizer and staff facade route with 403 otp_setup_required', async () => {
    const { user } = await enforcingMember();
    const agent = t.agent();
    expect((await agent.post(`${AUTH}/login/`).send({ email: user.email, password: user.password })).status).toBe(200);
    const csrf = csrfOf(agent, t.server.url);
    const wrong: string[] = [];
    let checked = 0;
    for (const { prefix, routes } of facadePrefixes) {
      for (const route of routes) {
        if ((route.guard !== 'organizer' && route.guard !== 'staff') || route.duringOtpSetup) continue;
        const path = `${prefix}/${route.path}`.replace(/:[A-Za-z]+/g, '1');
        const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const res = await agent[method](path).set('X-CSRFToken', csrf).send({});
        checked += 1;
        if (res.status !== 403 || res.body.code !== 'otp_setup_required') wrong.push(`${route.method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('restricts an API token of such a member the same way', async () => {
    const { user } = await enforcingMember();
    const token = await t.agent().post(`${AUTH}/login-token/`).send({ email: user.email, password: user.password });
    expect(token.status).toBe(200);
    const events = await t.agent().get('/apis/organizer/v1/events/').set('Authorization', `Token ${token.body.token}`);
    expect(events.status).toBe(403);
    expect(events.body.code).toBe('otp_setup_required');
    const devices = await t.agent().get(`${AUTH}/otp-devices/`).set('Authorization', `Token ${token.body.token}`);
    expect(devices.status).toBe(200);
  });

  it('leaves members of organizations without enforce2fa alone', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const { agent, answer } = await gqlLogin(t, user);
    expect(answer.data?.login.otpSetupRequired).toBe(false);
    expect((await gql(agent, t.server.url, '{ events { id } }')).errors).toBeUndefined();
  });
});
