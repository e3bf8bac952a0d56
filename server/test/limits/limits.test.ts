import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { getNamedType, isLeafType, isObjectType, Kind, parse, print, type DefinitionNode, type FieldNode, type OperationDefinitionNode } from 'graphql';
import Redis from 'ioredis';
import request from 'supertest';
import { startServer, type BenevoServer } from '../../src/app';
import { GRAPHQL_COST_LIMITS, operationCost } from '../../src/graphql/cost-limit';
import { getSchema } from '../../src/graphql/schema';
import { campaignOrganizer, REGISTER, registrant, type CampaignOrganizer } from '../campaigns/fixtures';
import { createManager, signIn } from '../managers/fixtures';
import { standFor } from '../operators/fixtures';
import { csrfOf, startTestApp, type TestApp } from '../harness';
import { reachableRedisUrl } from '../jobs/redis';
import { person, publishedEvent, rows, SIGN_UP, visitor, type PublishedEvent } from '../signup/fixtures';

/**
 * Issue 20, "limits people hit": the request body limit (413 on both doors, JSON and multipart), the
 * GraphQL cost ceiling of each kind of caller, the public sign-up limit per client address (shared
 * through Redis). Each refusal is a clear message in the caller's language, and nothing is written.
 */

const MB = 1024 * 1024;
const AUTH = '/apis/authentication/v1';
const ORGANIZER_API = '/apis/organizer/v1';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-limits-'));
const TOO_LARGE_FR = 'Envoi trop volumineux : 15 Mo au maximum, fichiers et images compris';

let t: TestApp;
let o: CampaignOrganizer;
let event: PublishedEvent;
let campaignToken: string;
beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir, SIGNUP_RATE_LIMIT: '3', SIGNUP_RATE_WINDOW_SECONDS: '600' });
  o = await campaignOrganizer(t);
  await t.db.database.dataSource.query('UPDATE organization SET enable_operators = true WHERE id = $1', [o.organization.id]);
  event = await publishedEvent(t, { o });
  campaignToken = (await o.publishedCampaign()).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mediaFiles = () => (fs.existsSync(path.join(dataDir, 'media')) ? fs.readdirSync(path.join(dataDir, 'media')) : []);
const profileOf = async (userId: number) => (await rows(t, 'SELECT first_name FROM app_user WHERE id = $1', [userId]))[0].first_name as string;
const logoOf = async (organizationId: number) => (await rows(t, 'SELECT logo FROM organization WHERE id = $1', [organizationId]))[0].logo as string | null;

/** A token for the facade (no CSRF, so raw requests need no cookie jar). */
async function apiToken(): Promise<string> {
  const res = await t.agent().post(`${AUTH}/login-token/`).send({ email: o.user.email, password: o.user.password });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** A request whose body is sent in chunks without Content-Length: only a parser counting as it reads can refuse it. */
function chunkedPost(url: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'Transfer-Encoding': 'chunked' } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    for (let offset = 0; offset < body.length; offset += MB) req.write(body.subarray(offset, offset + MB));
    req.end();
  });
}

describe('request body limit: 15 MB on both doors (413, localized, nothing written)', () => {
  const huge = 'A'.repeat(16 * MB);

  it('REST, JSON: a 16 MB logo is refused with 413 in the caller’s language; 14 MB reaches the image check', async () => {
    const csrf = csrfOf(o.agent, t.server.url);
    const before = await profileOf(o.user.id);
    const refused = await o.agent.post(`${AUTH}/profile/`).set('X-CSRFToken', csrf).send({ firstName: 'Changé', imageLogo: huge });
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ detail: TOO_LARGE_FR });
    const german = await o.agent.post(`${AUTH}/profile/`).set('X-CSRFToken', csrf).set('X-Language', 'de').send({ firstName: 'Changé', imageLogo: huge });
    expect(german.status).toBe(413);
    expect(german.body).toEqual({ detail: 'Übermittlung zu gross: höchstens 15 MB, Dateien und Bilder inbegriffen' });
    // Under the limit, the body is read and the service decides (this is no image).
    const under = await o.agent.post(`${AUTH}/profile/`).set('X-CSRFToken', csrf).send({ firstName: 'Changé', imageLogo: 'A'.repeat(14 * MB) });
    expect(under.status).toBe(400);
    expect(await profileOf(o.user.id)).toBe(before);
    expect(await logoOf(o.organization.id)).toBeNull();
    expect(mediaFiles()).toEqual([]);
  });

  it('GraphQL, JSON: the same upload as a variable is refused with 413 and a GraphQL error', async () => {
    const res = await o.agent
      .post('/graphql')
      .set('X-CSRFToken', csrfOf(o.agent, t.server.url))
      .set('Accept-Language', 'en')
      .send({ query: 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', variables: { input: { firstName: 'Changé', imageLogo: huge } } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ errors: [{ message: 'Upload too large: at most 15 MB, files and images included', extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(await profileOf(o.user.id)).not.toBe('Changé');
    expect(mediaFiles()).toEqual([]);
  });

  it('REST, multipart: a 16 MB file is refused with 413, announced or not (chunked), and no campaign is created', async () => {
    const token = await apiToken();
    const announced = await t
      .agent()
      .post(`${ORGANIZER_API}/campaigns/`)
      .set('Authorization', `Token ${token}`)
      .field('name', 'Trop lourde')
      .attach('logo', Buffer.alloc(16 * MB, 1), 'logo.png');
    expect(announced.status).toBe(413);
    expect(announced.body).toEqual({ detail: TOO_LARGE_FR });

    const boundary = `----benevo${crypto.randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nTrop lourde\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
      Buffer.alloc(16 * MB, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const chunked = await chunkedPost(
      `${t.server.url}${ORGANIZER_API}/campaigns/`,
      { Authorization: `Token ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'X-Language': 'de' },
      body,
    );
    expect(chunked).toEqual({ status: 413, body: { detail: 'Übermittlung zu gross: höchstens 15 MB, Dateien und Bilder inbegriffen' } });
    expect(await rows(t, `SELECT id FROM campaign WHERE name = 'Trop lourde'`)).toEqual([]);
    expect(mediaFiles()).toEqual([]);
  });

  it('GraphQL, multipart upload: refused with 413 as well (GraphQL takes no form data anyway)', async () => {
    const res = await t
      .agent()
      .post('/graphql')
      .set('Apollo-Require-Preflight', 'true')
      .field('operations', JSON.stringify({ query: 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', variables: { input: { imageLogo: null } } }))
      .field('map', JSON.stringify({ 0: ['variables.input.imageLogo'] }))
      .attach('0', Buffer.alloc(16 * MB, 1), 'logo.png');
    expect(res.status).toBe(413);
    expect(res.body.errors[0]).toEqual({ message: TOO_LARGE_FR, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

/** A client's own document, its root field asked `times` times at once (aliases), with the fragments it uses. */
function multiplied(app: string, operationName: string, times: number): string {
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? (entry.name === 'gql' ? [] : files(path.join(dir, entry.name))) : entry.name.endsWith('.graphql') ? [path.join(dir, entry.name)] : [],
    );
  const definitions: DefinitionNode[] = files(path.resolve(__dirname, '..', '..', '..', 'clients', app, 'src')).flatMap(
    (file) => parse(fs.readFileSync(file, 'utf8')).definitions,
  );
  const operation = definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === operationName)!;
  const [field] = operation.selectionSet.selections as FieldNode[];
  const copies = Array.from({ length: times }, (_, i): FieldNode => ({ ...field, alias: { kind: Kind.NAME, value: `copy${i}` } }));
  const used = new Set<string>();
  const collect = (text: string) => {
    for (const [, name] of text.matchAll(/\.\.\.(\w+)/g)) {
      if (used.has(name)) continue;
      used.add(name);
      const fragment = definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name)!;
      collect(print(fragment));
    }
  };
  collect(print(operation));
  const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION && used.has(d.name.value));
  return print({ kind: Kind.DOCUMENT, definitions: [{ ...operation, selectionSet: { ...operation.selectionSet, selections: copies } }, ...fragments] });
}

/** Every argument-free leaf field of a type, and of its argument-free object fields one level down. */
function everyField(typeName: string, depth = 1): string {
  const type = getSchema().getType(typeName);
  if (!isObjectType(type)) throw new Error(typeName);
  return Object.values(type.getFields())
    .filter((field) => field.args.length === 0)
    .map((field) => {
      const named = getNamedType(field.type);
      if (isLeafType(named)) return field.name;
      return depth > 0 && isObjectType(named) ? `${field.name} { ${everyField(named.name, depth - 1)} }` : '';
    })
    .join(' ');
}

const costOf = (query: string) => {
  const document = parse(query);
  return operationCost(getSchema(), document, document.definitions[0] as OperationDefinitionNode);
};

describe('GraphQL cost ceilings per caller (nothing runs past them)', () => {
  // The public event page asked three times at once; a volunteer's space eight times.
  const EVENT_THRICE = multiplied('public', 'PublicEvent', 3);
  const SPACE_EIGHT_TIMES = multiplied('portal', 'VolunteerSpace', 8);

  it('uses queries between the visitor’s ceiling and the organizer’s', () => {
    for (const query of [EVENT_THRICE, SPACE_EIGHT_TIMES]) {
      expect(costOf(query)).toBeGreaterThan(GRAPHQL_COST_LIMITS.public);
      expect(costOf(query)).toBeLessThan(GRAPHQL_COST_LIMITS.organizer);
    }
    expect(GRAPHQL_COST_LIMITS.manager).toBe(GRAPHQL_COST_LIMITS.public);
    expect(GRAPHQL_COST_LIMITS.operator).toBe(GRAPHQL_COST_LIMITS.public);
  });

  it('refuses them to a visitor, a volunteer, a scan stand and a manager, and answers an organizer', async () => {
    const cost = Math.ceil(costOf(EVENT_THRICE));
    const refusal = (maxCost: number, extra = {}) => ({
      status: 400,
      data: undefined,
      errors: [
        {
          message: `Requête trop complexe (coût ${cost}, maximum ${maxCost}) : demandez moins de champs ou répartissez-les sur plusieurs requêtes`,
          extensions: { code: 'BAD_USER_INPUT', cost, maxCost, ...extra },
        },
      ],
    });
    const variables = { uuid: event.uuid };
    expect(await visitor(t).call(EVENT_THRICE, variables)).toEqual(refusal(GRAPHQL_COST_LIMITS.public));

    const stand = await standFor(t, o, event.eventId);
    expect(await stand.call(EVENT_THRICE, variables)).toEqual(refusal(GRAPHQL_COST_LIMITS.operator));
    const manager = await createManager(o, [event.eventId]);
    const chef = await signIn(t, manager.email, o.organization.id);
    expect(await chef.call(EVENT_THRICE, variables)).toEqual(refusal(GRAPHQL_COST_LIMITS.manager));
    const german = await chef.call(EVENT_THRICE, variables, 'de');
    expect(german.errors?.[0].message).toBe(
      `Anfrage zu komplex (Kosten ${cost}, höchstens ${GRAPHQL_COST_LIMITS.manager}): weniger Felder abfragen oder auf mehrere Anfragen verteilen`,
    );

    const answered = await o.call(EVENT_THRICE, variables);
    expect(answered.errors).toBeUndefined();
    expect(Object.keys(answered.data!)).toEqual(['copy0', 'copy1', 'copy2']);
    expect((answered.data as any).copy2.uuid).toBe(event.uuid);

    // A volunteer's portal token travels as an argument: the visitor's ceiling.
    await visitor(t, { 'X-Forwarded-For': '198.51.100.200' }).ok(SIGN_UP, { input: person(event.uuid, [event.slots[0]], { email: 'portal@example.org', emailConfirmation: 'portal@example.org' }) });
    const [{ token }] = await rows(t, `SELECT token FROM volunteer WHERE email = 'portal@example.org'`);
    const volunteer = await visitor(t).call(SPACE_EIGHT_TIMES, { token });
    expect(volunteer.status).toBe(400);
    expect(volunteer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', maxCost: GRAPHQL_COST_LIMITS.public });
    const organizerAsks = await o.call(SPACE_EIGHT_TIMES, { token });
    expect(organizerAsks.errors).toBeUndefined();
    expect((organizerAsks.data as any).copy7.email).toBe('portal@example.org');
  });

  it('refuses an over-cost mutation before it runs: no sign-up is written', async () => {
    const heavy = `mutation($input: SignUpInput!) { ${Array.from({ length: 10 }, (_, i) => `copy${i}: signUp(input: $input) { ${everyField('Participation')} }`).join(' ')} }`;
    expect(costOf(heavy)).toBeGreaterThan(GRAPHQL_COST_LIMITS.public);
    const input = person(event.uuid, [event.slots[0]]);
    const answer = await visitor(t, { 'X-Forwarded-For': '198.51.100.201' }).call(heavy, { input });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await rows(t, 'SELECT id FROM volunteer WHERE email = $1', [input.email])).toEqual([]);
    expect(await rows(t, 'SELECT id FROM participation WHERE email = $1', [input.email])).toEqual([]);
  });
});

describe('public sign-ups per client address (SIGNUP_RATE_LIMIT=3 here)', () => {
  /** signUp through the door a browser uses, from `address` (the loopback proxy's X-Forwarded-For). */
  const signUpFrom = (address: string, input: Record<string, unknown>, language?: string) =>
    request(t.server.url)
      .post('/graphql')
      .set('X-Forwarded-For', address)
      .set(language ? { 'X-Language': language } : {})
      .send({ query: SIGN_UP, variables: { input } });
  const registerFrom = (address: string, input: Record<string, unknown>, language?: string) =>
    request(t.server.url)
      .post('/graphql')
      .set('X-Forwarded-For', address)
      .set(language ? { 'X-Language': language } : {})
      .send({ query: REGISTER, variables: { input } });

  it('counts event sign-ups and campaign registrations together; past the limit 429 with Retry-After, nothing written', async () => {
    const address = '203.0.113.10';
    expect((await signUpFrom(address, person(event.uuid, [event.slots[0]]))).body.errors).toBeUndefined();
    expect((await registerFrom(address, registrant(campaignToken))).body.errors).toBeUndefined();
    expect((await signUpFrom(address, person(event.uuid, [event.slots[0]]))).body.errors).toBeUndefined();

    const late = person(event.uuid, [event.slots[0]]);
    const refused = await signUpFrom(address, late);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ message: "Trop d'inscriptions depuis cette adresse, réessayez dans 10 minutes", extensions: { code: 'TOO_MANY_REQUESTS' } }),
    ]);
    const lateCampaign = registrant(campaignToken);
    const refusedCampaign = await registerFrom(address, lateCampaign, 'de');
    expect(refusedCampaign.status).toBe(429);
    expect(refusedCampaign.headers['retry-after']).toBeDefined();
    expect(refusedCampaign.body.errors[0].message).toBe('Zu viele Anmeldungen von dieser Adresse, bitte in 10 Minuten erneut versuchen');
    for (const email of [late.email, lateCampaign.email]) {
      expect(await rows(t, 'SELECT id FROM volunteer WHERE email = $1', [email])).toEqual([]);
    }
    expect(await rows(t, 'SELECT id FROM participation WHERE email = $1', [late.email])).toEqual([]);

    // Another address is counted apart.
    const other = await signUpFrom('203.0.113.11', person(event.uuid, [event.slots[0]]), 'en');
    expect(other.status).toBe(200);
    expect(other.body.errors).toBeUndefined();
    const english = await signUpFrom(address, person(event.uuid, [event.slots[0]]), 'en');
    expect(english.body.errors[0].message).toBe('Too many sign-ups from this address, try again in 10 minutes');
  });

  it('counts an IPv6 subscriber by its /64: a new address of the same network per request gets no more', async () => {
    const roomy = await publishedEvent(t, { o, slots: [{ start: new Date(Date.UTC(2030, 6, 2, 6)).toISOString(), end: new Date(Date.UTC(2030, 6, 2, 8)).toISOString(), required: 20 }] });
    const network = '2001:db8:aaaa:1';
    const answers = [];
    for (let i = 1; i <= 4; i += 1) answers.push(await signUpFrom(`${network}::${i.toString(16)}:${(i * 7919).toString(16)}`, person(roomy.uuid, [roomy.slots[0]])));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    // The next network is another subscriber.
    expect((await signUpFrom('2001:db8:aaaa:2::1', person(roomy.uuid, [roomy.slots[0]]))).body.errors).toBeUndefined();
  });
});

const redisUrl = reachableRedisUrl();

(redisUrl ? describe : describe.skip)('the sign-up limit shared through Redis by two API processes', () => {
  const prefix = `benevo-limits-${crypto.randomBytes(4).toString('hex')}`;
  let first: TestApp;
  let second: BenevoServer;
  beforeAll(async () => {
    first = await startTestApp({ REDIS_URL: redisUrl!, REDIS_PREFIX: prefix, SIGNUP_RATE_LIMIT: '3' });
    // A second API process of the same deployment: same database, same Redis.
    second = await startServer(first.db.config, { database: first.db.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('refuses the fourth sign-up from one address whichever process takes it', async () => {
    const organizer = await campaignOrganizer(first);
    const shared = await publishedEvent(first, { o: organizer, slots: [{ start: new Date(Date.UTC(2030, 6, 1, 6)).toISOString(), end: new Date(Date.UTC(2030, 6, 1, 8)).toISOString(), required: 20 }] });
    const address = '2001:db8::20';
    const send = (url: string) =>
      request(url)
        .post('/graphql')
        .set('X-Forwarded-For', address)
        .send({ query: SIGN_UP, variables: { input: person(shared.uuid, [shared.slots[0]]) } });
    expect((await send(first.server.url)).body.errors).toBeUndefined();
    expect((await send(second.url)).body.errors).toBeUndefined();
    expect((await send(first.server.url)).body.errors).toBeUndefined();
    const fourth = await send(second.url);
    expect(fourth.status).toBe(429);
    expect(fourth.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await send(first.server.url)).status).toBe(429);
    // The count is in Redis, under the deployment's prefix.
    const redis = new Redis(redisUrl!);
    try {
      expect(await redis.keys(`${prefix}-signup*`)).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });
});
