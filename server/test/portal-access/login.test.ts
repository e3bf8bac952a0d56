import { startTestApp, type TestApp } from '../harness';
import { mailsTo } from '../mails';
import { startStatementCounter } from '../sql-count';
import { caller, EXCHANGE, loginCodeIn, loginJobCount, loginJobsSettled, mailsSettled, portalVolunteer, REQUEST, SPACE } from './fixtures';

/** A small limit so that the attempt-limit tests stay short. */
const LIMIT = 4;
const SENT_FR = "Si cette adresse est connue de l'organisation, un lien de connexion vient d'y être envoyé. Il est valable 15 minutes.";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000', LOGIN_RATE_LIMIT: String(LIMIT) });
});
afterAll(async () => {
  // Every login job done before the database goes.
  await loginJobsSettled(t);
  await t.close();
});

let ipCounter = 0;
/** A fresh client address per use (the limiter is shared by the whole file). */
const freshIp = () => `198.51.100.${(ipCounter += 1)}`;
const query = (sql: string, params: unknown[] = []) => t.db.database.dataSource.query(sql, params);

describe('POST /volunteers/login/ and requestPortalLogin', () => {
  it('answers known, unknown, other-organization and hostile addresses alike, does the same work, and mails only the known one', async () => {
    const org = await t.createOrganization({ name: 'Club des Lacs' });
    const other = await t.createOrganization();
    const known = await portalVolunteer(t, org.id, { email: 'known.login@example.org', firstName: 'Kim' });
    await portalVolunteer(t, other.id, { email: 'elsewhere@example.org' });
    const addresses = [
      ' Known.Login@Example.org ', // the known one, as typed
      'nobody.login@example.org', // unknown
      'elsewhere@example.org', // a volunteer of another organization
      "x');DELETE.FROM.volunteer;--@example.org", // hostile but well-formed
      'known.login+alias@example.org', // a variant of the known one
    ];
    const rest: Array<Awaited<ReturnType<ReturnType<typeof caller>['post']>>> = [];
    const graphql: Array<Awaited<ReturnType<ReturnType<typeof caller>['gql']>>> = [];
    for (const email of addresses) {
      const before = await loginJobCount(t);
      rest.push(await caller(t, freshIp()).post('/volunteers/login/', { organization: org.id, email }));
      graphql.push(await caller(t, freshIp()).gql(REQUEST, { organization: org.slug, email }));
      // The same work whatever the address: one outbox job per request, with the same fields (the job decides, later).
      expect((await loginJobCount(t)) - before).toBe(2);
      const payloads: Array<{ payload: Record<string, unknown> }> = await query(
        `SELECT payload FROM outbox WHERE kind = 'portalAccess.login' ORDER BY id DESC LIMIT 2`,
      );
      for (const { payload } of payloads) expect(Object.keys(typeof payload === 'string' ? JSON.parse(payload) : payload).sort()).toEqual(['email', 'language', 'organizationId']);
    }
    for (const answer of rest) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ detail: SENT_FR });
    }
    // Byte for byte the same bodies and the same headers that could tell (no Set-Cookie, same length).
    expect(new Set(rest.map((answer) => answer.text)).size).toBe(1);
    expect(new Set(rest.map((answer) => answer.headers['content-length'])).size).toBe(1);
    const cookieNames = (answer: (typeof rest)[number]): string[] => ([] as string[]).concat(answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split('=')[0]);
    expect(new Set(rest.map((answer) => cookieNames(answer).join(','))).size).toBe(1);
    for (const answer of graphql) expect(answer).toEqual({ status: 200, data: { requestPortalLogin: true }, errors: undefined });

    const mails = await mailsSettled(t, known.email);
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toBe('Votre lien de connexion : Club des Lacs');
    expect(mails[0].text).toContain('Bonjour Kim');
    expect(mails[0].text).toMatch(/\/portal\/login\/[A-Za-z0-9_-]{43}\b/);
    expect(mails[0].text).not.toContain(known.token);
    expect(loginCodeIn(mails[0])).not.toBe(loginCodeIn(mails[1]));
    for (const address of ['nobody.login@example.org', 'elsewhere@example.org', "x');delete.from.volunteer;--@example.org", 'known.login+alias@example.org']) {
      expect(await mailsTo(t.db.database.dataSource, address)).toEqual([]);
    }
    // The other organization's volunteer got no link for either organization.
    expect(await query(`SELECT l.id FROM volunteer_login_link l JOIN volunteer v ON v.id = l.volunteer_id WHERE v.organization_id = $1`, [other.id])).toEqual([]);
    // Only hashes are stored.
    const stored: Array<{ code_hash: string }> = await query(`SELECT code_hash FROM volunteer_login_link WHERE volunteer_id = $1`, [known.id]);
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(mails.some((mail) => mail.text.includes(row.code_hash))).toBe(false);
  });

  it('sends the very same SQL for a known and an unknown address, and never reads the volunteers while answering', async () => {
    const org = await t.createOrganization();
    const known = await portalVolunteer(t, org.id, { email: 'same.work@example.org' });
    async function statementsOf(email: string): Promise<string[]> {
      await loginJobsSettled(t, 10_000, true);
      const seen: string[] = [];
      // The dispatcher's own statements (timers, mails of earlier requests) are not the request's.
      const dispatcher = (sql: string) => /"outbox"/.test(sql) && !sql.startsWith('INSERT INTO "outbox"');
      const counter = startStatementCounter((sql) => {
        const statement = sql.replace(/\s+/g, ' ').trim();
        if (!dispatcher(statement)) seen.push(statement);
      });
      try {
        expect((await caller(t, freshIp()).post('/volunteers/login/', { organization: org.slug, email })).status).toBe(200);
      } finally {
        counter.stop();
      }
      // The request's statements end with its COMMIT; the job it wrote runs after (and differs, by design).
      return seen.slice(0, seen.indexOf('COMMIT') + 1);
    }
    const forKnown = await statementsOf(known.email);
    const forUnknown = await statementsOf('same.work.unknown@example.org');
    expect(forKnown.length).toBeGreaterThan(2);
    expect(forKnown).toEqual(forUnknown);
    expect(forKnown.filter((sql) => /\bvolunteer\b|volunteer_login_link|"mail"|\bmail\b/.test(sql))).toEqual([]);
    expect(await mailsSettled(t, known.email)).toHaveLength(1);
  });

  it('refuses malformed input with field errors before counting or writing anything; an unknown organization is 404', async () => {
    const org = await t.createOrganization();
    const client = caller(t, freshIp());
    const before = await loginJobCount(t);
    expect((await client.post('/volunteers/login/', { organization: org.id, email: 'not-an-address' })).body).toEqual({ email: ['Entrez une adresse e-mail valide'] });
    expect((await client.post('/volunteers/login/', { organization: org.id, email: 'a@b.org\r\nBcc: victim@example.org' })).status).toBe(400);
    expect((await client.post('/volunteers/login/', { organization: org.id, email: `${'a'.repeat(260)}@example.org` })).status).toBe(400);
    expect((await client.post('/volunteers/login/', { organization: org.id, email: ['a@b.org'] })).status).toBe(400);
    expect((await client.post('/volunteers/login/', { email: 'someone@example.org' })).body).toEqual({ organization: ['Choisissez une organisation'] });
    expect((await client.gql(REQUEST, { organization: String(org.id), email: 'nope' })).errors?.[0].extensions?.fieldErrors).toEqual({ email: ['Entrez une adresse e-mail valide'] });
    expect((await client.post('/volunteers/login/', { organization: 999999, email: 'someone@example.org' })).status).toBe(404);
    expect((await client.post('/volunteers/login/', { organization: 'no-such-slug', email: 'someone@example.org' })).status).toBe(404);
    expect(await loginJobCount(t)).toBe(before);
    // The malformed requests were not counted: LIMIT - 2 (the two 404s) well-formed requests still pass.
    for (let i = 0; i < LIMIT - 2; i += 1) expect((await client.post('/volunteers/login/', { organization: org.id, email: `ok${i}@example.org` })).status).toBe(200);
    expect((await client.post('/volunteers/login/', { organization: org.id, email: 'one.more@example.org' })).status).toBe(429);
  });

  it('is attempt-limited per address (whatever the client) and per client (whatever the address), known or not alike', async () => {
    const org = await t.createOrganization();
    const known = await portalVolunteer(t, org.id, { email: 'limited@example.org' });
    // Per address: LIMIT requests from LIMIT different clients, then the next client is refused for that address only.
    for (let i = 0; i < LIMIT; i += 1) expect((await caller(t, freshIp()).post('/volunteers/login/', { organization: org.id, email: known.email })).status).toBe(200);
    for (let i = 0; i < LIMIT; i += 1) expect((await caller(t, freshIp()).post('/volunteers/login/', { organization: org.id, email: 'limited.unknown@example.org' })).status).toBe(200);
    const late = caller(t, freshIp());
    const refusedKnown = await late.post('/volunteers/login/', { organization: org.id, email: 'LIMITED@example.org' });
    const refusedUnknown = await caller(t, freshIp()).post('/volunteers/login/', { organization: org.id, email: 'limited.unknown@example.org' });
    expect(refusedKnown.status).toBe(429);
    expect(refusedUnknown.status).toBe(429);
    expect(refusedKnown.body).toEqual(refusedUnknown.body);
    expect(Number(refusedKnown.headers['retry-after'])).toBeGreaterThan(0);
    expect((await caller(t, freshIp()).gql(REQUEST, { organization: String(org.id), email: known.email })).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await mailsSettled(t, known.email)).toHaveLength(LIMIT);

    // Per client: one address LIMIT times in all, then every address is refused to it, and only to it.
    const client = caller(t, freshIp());
    for (let i = 0; i < LIMIT; i += 1) expect((await client.gql(REQUEST, { organization: org.slug, email: `spray${i}@example.org` })).data).toEqual({ requestPortalLogin: true });
    expect((await client.gql(REQUEST, { organization: org.slug, email: 'spray.next@example.org' })).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await client.post('/volunteers/login/', { organization: org.id, email: 'spray.rest@example.org' })).status).toBe(429);
    expect((await caller(t, freshIp()).post('/volunteers/login/', { organization: org.id, email: 'spray.next@example.org' })).status).toBe(200);
  });
});

describe('POST /volunteers/login/confirm/ and portalLogin', () => {
  async function linkFor(email: string, organization: string | number): Promise<string> {
    const before = (await mailsTo(t.db.database.dataSource, email)).length;
    expect((await caller(t, freshIp()).post('/volunteers/login/', { organization, email })).status).toBe(200);
    const mails = await mailsSettled(t, email);
    expect(mails).toHaveLength(before + 1);
    return loginCodeIn(mails[before]);
  }

  it('exchanges a code once for the portal token, which opens the space', async () => {
    const org = await t.createOrganization();
    const v = await portalVolunteer(t, org.id, { email: 'exchange@example.org', firstName: 'Eve' });
    const code = await linkFor(v.email, org.slug);
    const first = await caller(t, freshIp()).post('/volunteers/login/confirm/', { code });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ token: v.token });
    expect((await caller(t, freshIp()).gql(SPACE, { token: first.body.token })).data).toEqual({ volunteerSpace: { firstName: 'Eve', email: v.email } });
    // Single use, on both doors.
    const again = await caller(t, freshIp()).post('/volunteers/login/confirm/', { code });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: "Ce lien de connexion n'est plus valable (déjà utilisé ou expiré) : demandez-en un nouveau" });
    const graphqlAgain = await caller(t, freshIp()).gql(EXCHANGE, { code });
    expect(graphqlAgain.data).toBeFalsy();
    expect(graphqlAgain.errors?.[0].message).toBe("Ce lien de connexion n'est plus valable (déjà utilisé ou expiré) : demandez-en un nouveau");

    // A second link works through GraphQL, once.
    const second = await linkFor(v.email, org.id);
    expect((await caller(t, freshIp()).gql(EXCHANGE, { code: second })).data).toEqual({ portalLogin: { token: v.token } });
    expect((await caller(t, freshIp()).gql(EXCHANGE, { code: second })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an expired code, a forged or malformed one, and the hash of a real one, with the same answer', async () => {
    const org = await t.createOrganization();
    const v = await portalVolunteer(t, org.id, { email: 'expiry@example.org' });
    const code = await linkFor(v.email, org.id);
    await query(`UPDATE volunteer_login_link SET expires_at = now() - interval '1 second' WHERE volunteer_id = $1`, [v.id]);
    const expired = await caller(t, freshIp()).post('/volunteers/login/confirm/', { code });
    expect(expired.status).toBe(400);
    const [{ code_hash: hash }] = await query(`SELECT code_hash FROM volunteer_login_link WHERE volunteer_id = $1`, [v.id]);
    for (const wrong of [`${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`, hash, '', 'short', `${code}x`, "' OR 1=1 --"]) {
      const answer = await caller(t, freshIp()).post('/volunteers/login/confirm/', { code: wrong });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(expired.body);
    }
    // Fifteen minutes: a fresh link expires 15 minutes after it was made.
    await linkFor(v.email, org.id);
    const [{ minutes }] = await query(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60) AS minutes FROM volunteer_login_link WHERE volunteer_id = $1 AND used_at IS NULL AND expires_at > now()`,
      [v.id],
    );
    expect(Number(minutes)).toBe(15);
  });

  it('lets only one of two racing exchanges of the same code through', async () => {
    const org = await t.createOrganization();
    const v = await portalVolunteer(t, org.id, { email: 'race.exchange@example.org' });
    const code = await linkFor(v.email, org.id);
    const answers = await Promise.all([1, 2, 3].map(() => caller(t, freshIp()).post('/volunteers/login/confirm/', { code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });

  it('is attempt-limited per client, counting successes and failures', async () => {
    const org = await t.createOrganization();
    const v = await portalVolunteer(t, org.id, { email: 'guess@example.org' });
    const code = await linkFor(v.email, org.id);
    const guesser = caller(t, freshIp());
    for (let i = 0; i < LIMIT; i += 1) expect((await guesser.post('/volunteers/login/confirm/', { code: 'A'.repeat(43) })).status).toBe(400);
    // Even the right code is refused to this client now; another client still exchanges it.
    expect((await guesser.post('/volunteers/login/confirm/', { code })).status).toBe(429);
    expect((await guesser.gql(EXCHANGE, { code })).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await caller(t, freshIp()).post('/volunteers/login/confirm/', { code })).body).toEqual({ token: v.token });
  });

  it('mails the link in the language chosen on the portal, else the volunteer’s', async () => {
    const org = await t.createOrganization({ name: 'Verein Berg' });
    const v = await portalVolunteer(t, org.id, { email: 'sprache@example.org', firstName: 'Uli', language: 'de' });
    await caller(t, freshIp()).post('/volunteers/login/', { organization: org.id, email: v.email });
    // One after the other: the jobs of two requests may run in any order.
    await loginJobsSettled(t);
    await caller(t, freshIp()).gql(REQUEST, { organization: org.slug, email: v.email, language: 'en' });
    await loginJobsSettled(t);
    const [german, english] = await mailsTo(t.db.database.dataSource, v.email);
    expect(german.subject).toBe('Ihr Anmeldelink: Verein Berg');
    expect(german.text).toContain('gültig 15 Minuten');
    expect(english.subject).toBe('Your login link: Verein Berg');
  });
});

describe('the portal home organization picker', () => {
  it('finds organizations by words of their name, public fields only, and one by id or slug', async () => {
    const org = await t.createOrganization({ name: 'Festival des Cerisiers' });
    await t.createOrganization({ name: 'Cerisiers Football' });
    const client = caller(t, freshIp());
    const ORGS = `query($search: String!) { portalOrganizations(search: $search) { id name slug logo language } }`;
    const found = await client.gql<{ portalOrganizations: Array<{ id: string; name: string; slug: string }> }>(ORGS, { search: 'festival cerisi' });
    expect(found.data?.portalOrganizations).toEqual([{ id: String(org.id), name: 'Festival des Cerisiers', slug: org.slug, logo: null, language: 'fr' }]);
    expect((await client.gql<{ portalOrganizations: unknown[] }>(ORGS, { search: 'cerisiers' })).data?.portalOrganizations).toHaveLength(2);
    expect((await client.gql(ORGS, { search: 'c' })).data).toEqual({ portalOrganizations: [] });
    expect((await client.gql(ORGS, { search: '%%' })).data).toEqual({ portalOrganizations: [] });
    const rest = await client.get('/volunteers/login/organizations/?search=Festival');
    expect(rest.body).toEqual([{ id: org.id, name: 'Festival des Cerisiers', slug: org.slug, logo: null, language: 'fr' }]);
    const ONE = `query($organization: String!) { portalOrganization(organization: $organization) { id name } }`;
    expect((await client.gql(ONE, { organization: org.slug.toUpperCase() })).data).toEqual({ portalOrganization: { id: String(org.id), name: 'Festival des Cerisiers' } });
    expect((await client.gql(ONE, { organization: String(org.id) })).data).toEqual({ portalOrganization: { id: String(org.id), name: 'Festival des Cerisiers' } });
    expect((await client.gql(ONE, { organization: 'nope-nope' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
