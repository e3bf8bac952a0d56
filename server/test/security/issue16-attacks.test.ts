import dns from 'node:dns';
import http from 'node:http';
import os from 'node:os';
import request from 'supertest';
import { checkWebhookUrl, isPrivateAddress, postJson } from '../../src/modules/webhooks/webhooks.http';
import { CREATE_EVENT, EVENT_INPUT, LOGIN, organizer, type Organizer } from '../events/fixtures';
import { gql, startTestApp, type TestApp } from '../harness';
import { PLACE_ORDER, product, richVolunteer, shopOrganizer, voucherPool } from '../shop/fixtures';
import { CLAIM } from '../vouchers/fixtures';
import { campaignOrganizer, PUBLIC_CAMPAIGN, PUBLIC_CAMPAIGNS, REGISTER, registrant } from '../campaigns/fixtures';

/**
 * A second reviewer's attacks on issue 16 (rights, super admin, personal tokens, webhooks, ticketing,
 * contact form, audit log): each test tries a way around a check and asserts that the server refuses.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sql = (text: string, params: unknown[] = []) => t.db.database.dataSource.query(text, params);

const CREATE_TOKEN = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id } } }`;
const ME = `{ me { id email } }`;

async function tokenOf(o: Organizer, scopes: string[], extra: Record<string, unknown> = {}) {
  const data = await o.ok(CREATE_TOKEN, { input: { name: `Jeton ${Math.random()}`, scopes, ...extra } });
  return data.createApiToken as { token: string; apiToken: { id: string } };
}

async function withToken(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await request(t.server.url).post('/graphql').set('Authorization', `Token ${token}`).send({ query, variables });
  return { status: res.status, body: res.body, data: res.body?.data, errors: res.body?.errors as Array<{ message: string; extensions: { code: string } }> | undefined };
}

async function signedIn(user: { email: string; password: string }) {
  const agent = t.agent();
  const answer = await gql(agent, t.server.url, LOGIN, { input: { email: user.email, password: user.password } });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  const call = <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}) => gql<T>(agent, t.server.url, query, variables);
  return { agent, call };
}

/** Runs `body` with the installation in production mode (private webhook targets refused), then restores. */
async function inProduction<T>(body: () => Promise<T>): Promise<T> {
  const config = t.db.config as { nodeEnv: string; webhooksAllowPrivate: boolean };
  const before = { nodeEnv: config.nodeEnv, webhooksAllowPrivate: config.webhooksAllowPrivate };
  config.nodeEnv = 'production';
  config.webhooksAllowPrivate = false;
  try {
    return await body();
  } finally {
    Object.assign(config, before);
  }
}

describe('personal API tokens', () => {
  it('a write token cannot change the e-mail address (or the login name) of its owner: a leaked token must not lead to a password reset to another mailbox', async () => {
    const o = await organizer(t);
    const { token } = await tokenOf(o, ['write']);
    const graphql = await withToken(token, `mutation { updateProfile(input: { email: "attacker@example.net" }) { email } }`);
    expect(graphql.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const username = await withToken(token, `mutation { updateProfile(input: { username: "attacker" }) { email } }`);
    expect(username.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const rest = await request(t.server.url)
      .post('/apis/authentication/v1/profile/')
      .set('Authorization', `Token ${token}`)
      .send({ email: 'attacker@example.net' });
    expect(rest.status).toBe(403);
    const patch = await request(t.server.url)
      .patch('/apis/authentication/v1/profile/')
      .set('Authorization', `Token ${token}`)
      .send({ email: 'attacker@example.net' });
    expect([403, 404, 405]).toContain(patch.status);
    const [row] = await sql(`SELECT email, username FROM app_user WHERE id = $1`, [o.user.id]);
    expect(row.email).toBe(o.user.email);
    expect(row.username).not.toBe('attacker');
    // Other profile fields stay changeable with a write token; the owner's own session changes the address.
    expect((await withToken(token, `mutation { updateProfile(input: { firstName: "Jo" }) { firstName } }`)).errors).toBeUndefined();
    expect((await o.call(`mutation { updateProfile(input: { email: "${o.user.email.replace('@', '+new@')}" }) { email } }`)).errors).toBeUndefined();
  });

  it('a read token cannot write through a batch, an alias, a GET query or a fragment on a public mutation', async () => {
    const o = await organizer(t);
    const { token } = await tokenOf(o, ['read']);
    const batch = await request(t.server.url)
      .post('/graphql')
      .set('Authorization', `Token ${token}`)
      .send([{ query: ME }, { query: `mutation { updateProfile(input: { firstName: "Batch" }) { firstName } }` }]);
    const aliased = await withToken(token, `mutation { innocent: updateProfile(input: { firstName: "Alias" }) { firstName } }`);
    expect(aliased.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const viaGet = await request(t.server.url)
      .get('/graphql')
      .query({ query: `mutation { updateProfile(input: { firstName: "Get" }) { firstName } }` })
      .set('Authorization', `Token ${token}`)
      .set('Apollo-Require-Preflight', 'true');
    expect(viaGet.status).not.toBe(200);
    const inline = await withToken(token, `mutation { ... on Mutation { createWebhook(input: { url: "https://example.org/h", events: ["volunteer.created"] }) { secret } } }`);
    expect(inline.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const [row] = await sql(`SELECT first_name FROM app_user WHERE id = $1`, [o.user.id]);
    expect(['Batch', 'Alias', 'Get']).not.toContain(row.first_name);
    expect(batch.status === 200 || batch.status === 400).toBe(true);
    const [{ count }] = await sql(`SELECT COUNT(*)::int AS count FROM webhook WHERE organization_id = $1`, [o.organization.id]);
    expect(count).toBe(0);
  });

  it('an expired or revoked token authenticates nobody, and a token never shows in answers, the audit log or the stored rows', async () => {
    const o = await organizer(t);
    const expired = await tokenOf(o, ['read']);
    await sql(`UPDATE api_token SET expires_at = now() - interval '1 minute' WHERE id = $1`, [Number(expired.apiToken.id)]);
    const late = await withToken(expired.token, ME);
    expect(late.data?.me ?? null).toBeNull();
    expect((await request(t.server.url).get('/apis/authentication/v1/organizations/').set('Authorization', `Token ${expired.token}`)).status).toBe(401);

    const revoked = await tokenOf(o, ['write']);
    await o.ok(`mutation($id: ID!) { revokeApiToken(id: $id) }`, { id: revoked.apiToken.id });
    expect((await withToken(revoked.token, ME)).data?.me ?? null).toBeNull();
    expect((await request(t.server.url).get('/apis/authentication/v1/organizations/').set('Authorization', `Token ${revoked.token}`)).status).toBe(401);

    const audit = await sql(`SELECT detail FROM audit_entry WHERE user_id = $1`, [o.user.id]);
    const list = await o.ok(`{ apiTokens { id name scopes } }`);
    for (const secret of [expired.token, revoked.token]) {
      expect(JSON.stringify(audit)).not.toContain(secret);
      expect(JSON.stringify(list)).not.toContain(secret);
      expect(JSON.stringify(audit)).not.toContain(secret.slice(5, 25));
    }
  });

  it('a write token cannot reach the sign-in routes by changing the case of the path (the router matches without case)', async () => {
    const o = await organizer(t);
    const { token } = await tokenOf(o, ['write']);
    for (const path of ['/apis/authentication/v1/LOGOUTALL/', '/APIS/authentication/v1/logoutall/', '/apis/authentication/v1//logoutall/', '/apis/authentication/v1/Api-Tokens/', '/apis/authentication/v1/OTP-methods/totp/setup/']) {
      const res = await request(t.server.url).post(path).set('Authorization', `Token ${token}`).send({ name: 'Encore', scopes: ['write'] });
      expect([path, res.status]).toEqual([path, res.status === 404 || res.status === 405 ? res.status : 403]);
    }
    // The token and the owner's session survived, and no token was minted.
    expect((await withToken(token, ME)).errors).toBeUndefined();
    expect((await o.call(ME)).errors).toBeUndefined();
    const [{ count }] = await sql(`SELECT COUNT(*)::int AS count FROM api_token WHERE user_id = $1 AND kind = 'personal'`, [o.user.id]);
    expect(count).toBe(1);
  });

  it("nobody revokes or lists another user's token, and a personal token cannot be swapped for a full-rights login token", async () => {
    const a = await organizer(t);
    const b = await organizer(t);
    const { token, apiToken } = await tokenOf(a, ['read']);
    const revoke = await b.call(`mutation($id: ID!) { revokeApiToken(id: $id) }`, { id: apiToken.id });
    expect(revoke.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const restRevoke = await b.agent.delete(`/apis/authentication/v1/api-tokens/${apiToken.id}/`).set('X-CSRFToken', csrfFor(b));
    expect(restRevoke.status).toBe(404);
    expect(JSON.stringify(await b.ok(`{ apiTokens { id } }`))).not.toContain(`"${apiToken.id}"`);
    expect((await withToken(token, ME)).errors).toBeUndefined();
    // The REST login's refresh (empty body) answers no token to a token caller; login-token/ needs the password.
    const refresh = await request(t.server.url).post('/apis/authentication/v1/login/').set('Authorization', `Token ${token}`).send({});
    expect(refresh.body?.token ?? null).toBeNull();
    const [{ count }] = await sql(`SELECT COUNT(*)::int AS count FROM api_token WHERE user_id = $1 AND kind = 'login'`, [a.user.id]);
    expect(count).toBe(0);
  });

  it('a staff user cannot visit an organization with a token, nor with a personal token reach the staff switch', async () => {
    const home = await t.createOrganization({ name: 'Support maison' });
    const target = await t.createOrganization({ name: 'Cible jeton' });
    const admin = await t.createUser({ organizations: [home], isStaff: true });
    const s = await signedIn(admin);
    const data = await s.call(CREATE_TOKEN, { input: { name: 'Staff', scopes: ['write'] } });
    const token = (data.data as any).createApiToken.token as string;
    const switched = await withToken(token, `mutation($id: ID!) { staffSwitchOrganization(organizationId: $id) { id } }`, { id: String(target.id) });
    expect(switched.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const rest = await request(t.server.url).post(`/apis/organizer/v1/staff/organizations/${target.id}/switch/`).set('Authorization', `Token ${token}`);
    expect(rest.status).toBe(403);
    // Nor change an organization's licence, flags or enforce2fa (a leaked staff token would reach every organization).
    await sql('UPDATE organization SET enforce_2fa = true WHERE id = $1', [target.id]);
    const update = await withToken(token, `mutation($id: ID!) { updateStaffOrganization(id: $id, input: { enforce2fa: false, licenseType: PRO }) { id } }`, {
      id: String(target.id),
    });
    expect(update.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const patch = await request(t.server.url).patch(`/apis/organizer/v1/staff/organizations/${target.id}/`).set('Authorization', `Token ${token}`).send({ enforce2fa: false });
    expect(patch.status).toBe(403);
    const [row] = await sql('SELECT enforce_2fa, license_type FROM organization WHERE id = $1', [target.id]);
    expect(row).toMatchObject({ enforce_2fa: true, license_type: 'club' });
    // Reading the list stays possible, and the staff's own session still changes the organization.
    expect((await request(t.server.url).get('/apis/organizer/v1/staff/organizations/').set('Authorization', `Token ${token}`)).status).toBe(200);
    expect((await s.call(`mutation($id: ID!) { updateStaffOrganization(id: $id, input: { licenseType: PRO }) { id } }`, { id: String(target.id) })).errors).toBeUndefined();
  });
});

describe('super admin', () => {
  it('a non-staff organizer reaches no staff operation, by GraphQL or REST, with a session or a token', async () => {
    const o = await organizer(t);
    const other = await t.createOrganization({ name: 'Pas à moi' });
    const list = await o.call(`{ staffOrganizations { count } }`);
    expect(list.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const update = await o.call(`mutation($id: ID!) { updateStaffOrganization(id: $id, input: { enableShop: true }) { id } }`, { id: String(other.id) });
    expect(update.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const sw = await o.call(`mutation($id: ID!) { staffSwitchOrganization(organizationId: $id) { id } }`, { id: String(other.id) });
    expect(sw.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const { token } = await tokenOf(o, ['write']);
    expect((await request(t.server.url).get('/apis/organizer/v1/staff/organizations/').set('Authorization', `Token ${token}`)).status).toBe(403);
    expect(
      (await request(t.server.url).patch(`/apis/organizer/v1/staff/organizations/${other.id}/`).set('Authorization', `Token ${token}`).send({ enableShop: true })).status,
    ).toBe(403);
    const [row] = await sql(`SELECT enable_shop FROM organization WHERE id = $1`, [other.id]);
    expect(row.enable_shop).toBe(false);
    // The ordinary switch into a foreign organization is refused too.
    const plain = await o.call(`mutation($id: ID!) { switchOrganization(organizationId: $id) { id } }`, { id: String(other.id) });
    expect(plain.errors?.[0].extensions?.code).toBeDefined();
    expect((await o.ok(`{ me { activeOrganization { id } } }`)).me.activeOrganization.id).toBe(String(o.organization.id));
  });

  it('staff switched into an organization cannot read or write a third organization through organizationId arguments or ?organization=', async () => {
    const home = await t.createOrganization({ name: 'Support visite' });
    const visited = await t.createOrganization({ name: 'Visitée' });
    const owner = await organizer(t);
    const third = owner.organization;
    await owner.ok(CREATE_EVENT, { input: EVENT_INPUT });
    const admin = await t.createUser({ organizations: [home], isStaff: true });
    const s = await signedIn(admin);
    const sw = await s.call(`mutation($id: ID!) { staffSwitchOrganization(organizationId: $id) { id staffVisit } }`, { id: String(visited.id) });
    expect(sw.errors).toBeUndefined();
    const events = await s.call(`query($org: ID) { events(organizationId: $org) { id } }`, { org: String(third.id) });
    expect(events.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const created = await s.call(CREATE_EVENT, { input: { ...EVENT_INPUT, organizationId: String(third.id) } });
    expect(created.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const rest = await s.agent.get(`/apis/organizer/v1/events/?organizationId=${third.id}`);
    expect([403, 404]).toContain(rest.status);
    const [{ count }] = await sql(`SELECT COUNT(*)::int AS count FROM event WHERE organization_id = $1`, [third.id]);
    expect(count).toBe(1);
    const visitedEvents = await s.call(`{ events { id } }`);
    expect(visitedEvents.errors).toBeUndefined();
  });
});

describe('rights', () => {
  it('an organizer of two organizations cannot use the one with the feature on to reach the other one’s campaigns', async () => {
    const on = await t.createOrganization({ name: 'Avec campagnes', flags: { enableCampaigns: true } });
    const off = await t.createOrganization({ name: 'Sans campagnes', flags: { enableCampaigns: true } });
    const user = await t.createUser({ organizations: [on, off] });
    const s = await signedIn(user);
    await s.call(`mutation($id: ID!) { switchOrganization(organizationId: $id) { id } }`, { id: String(off.id) });
    const created = await s.call(`mutation { createCampaign(input: { name: "Printemps", description: "Aide au printemps", contactName: "Anne", contactEmail: "anne@example.org" }) { id } }`);
    expect(created.errors).toBeUndefined();
    const campaignId = (created.data as any).createCampaign.id as string;
    await sql(`UPDATE organization SET enable_campaigns = false WHERE id = $1`, [off.id]);

    // The right checked against the organization named in the input, the row being the other one's.
    const update = await s.call(`mutation($id: ID!, $org: ID) { updateCampaign(id: $id, input: { name: "Détourné", organizationId: $org }) { id name } }`, {
      id: campaignId,
      org: String(on.id),
    });
    expect(update.errors?.[0].extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    const read = await s.call(`query($org: ID) { campaigns(organizationId: $org) { id } }`, { org: String(on.id) });
    expect(JSON.stringify(read.data ?? {})).not.toContain(`"${campaignId}"`);
    const rest = await s.agent.get(`/apis/organizer/v1/campaigns/${campaignId}/?organizationId=${on.id}`);
    expect([403, 404]).toContain(rest.status);
    const [row] = await sql(`SELECT name FROM campaign WHERE id = $1`, [Number(campaignId)]);
    expect(row.name).toBe('Printemps');
  });
  it("a switched-off shop or vouchers feature stays closed at the volunteers' doors (portal GraphQL and /apis/shop/v1)", async () => {
    const o = await shopOrganizer(t);
    const item = await product(o, { price: 1, stock: 5 });
    const v = await richVolunteer(t, o, 50);
    const pool = await voucherPool(t, o, ['CODE-A', 'CODE-B']);
    await sql('UPDATE volunteer SET nb_vouchers_allowed = 2 WHERE id = $1', [Number(v.id)]);
    await sql('UPDATE organization SET enable_shop = false, enable_vouchers = false WHERE id = $1', [o.organization.id]);
    const anonymous = t.agent();
    const order = await gql(anonymous, t.server.url, PLACE_ORDER, { token: v.token, productId: item.id, quantity: 1 });
    expect(order.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const restOrder = await anonymous.post('/apis/shop/v1/orders/').set('X-Volunteer-Token', v.token).send({ product: Number(item.id), quantity: 1 });
    expect([403, 404]).toContain(restOrder.status);
    const claim = await gql(anonymous, t.server.url, CLAIM, { token: v.token, poolId: String(pool) });
    expect(claim.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const restClaim = await anonymous.post('/apis/shop/v1/vouchers/claim/').set('X-Volunteer-Token', v.token).send({ pool: pool, poolId: pool });
    expect([403, 404]).toContain(restClaim.status);
    const [{ orders }] = await sql('SELECT COUNT(*)::int AS orders FROM shop_order WHERE volunteer_id = $1', [Number(v.id)]);
    expect(orders).toBe(0);
    const [{ claimed }] = await sql('SELECT COUNT(*)::int AS claimed FROM voucher_code WHERE volunteer_id = $1', [Number(v.id)]);
    expect(claimed).toBe(0);
  });
  it('switched-off campaigns close the public doors too: the public page, the list and the registration', async () => {
    const c = await campaignOrganizer(t);
    const campaign = await c.publishedCampaign({ isPublic: true });
    const visitor = t.agent();
    expect((await gql(visitor, t.server.url, PUBLIC_CAMPAIGN, { token: campaign.token })).errors).toBeUndefined();
    await sql('UPDATE organization SET enable_campaigns = false WHERE id = $1', [c.organization.id]);
    const page = await gql(visitor, t.server.url, PUBLIC_CAMPAIGN, { token: campaign.token });
    expect(page.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const list = await gql(visitor, t.server.url, PUBLIC_CAMPAIGNS, { id: String(c.organization.id) });
    expect(JSON.stringify(list.data ?? {})).not.toContain(campaign.token);
    const register = await gql(visitor, t.server.url, REGISTER, { input: registrant(campaign.token) });
    expect(register.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const rest = await visitor.get(`/apis/organizer/v1/public-campaigns/${campaign.id}/`);
    expect(rest.status).toBe(404);
    const [{ count }] = await sql('SELECT COUNT(*)::int AS count FROM campaign_registration WHERE campaign_id = $1', [Number(campaign.id)]);
    expect(count).toBe(0);
  });
});

describe('webhooks', () => {
  const CREATE = `mutation($input: WebhookInput!) { createWebhook(input: $input) { secret webhook { id } } }`;

  it('refuses private, loopback, IPv4-mapped, decimal, hex and NAT64/IPv4-compatible targets in production', async () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://017700000001/',
      'http://127.1/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/',
      'http://[fd00::1]/',
      'http://[64:ff9b::7f00:1]/',
      'http://[::7f00:1]/',
      'http://localhost/',
      'http://api.localhost/',
      'http://0.0.0.0/',
    ]) {
      expect([url, await checkWebhookUrl(url, false)]).toEqual([url, 'private']);
    }
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    const o = await organizer(t);
    const answer = await inProduction(() => o.call(CREATE, { input: { url: 'http://[::ffff:7f00:1]:6379/', events: ['volunteer.created'] } }));
    expect(answer.errors?.[0].extensions?.fieldErrors?.url).toBeDefined();
  });

  it('does not connect to a DNS name resolving to loopback, nor follow a redirect to it, in production', async () => {
    let hits = 0;
    const receiver = http.createServer((_req, res) => {
      hits += 1;
      res.writeHead(302, { Location: 'http://127.0.0.1/' }).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as { port: number }).port;
    try {
      // A name of /etc/hosts (or the machine's own name) that resolves to a loopback address.
      let name: string | null = null;
      for (const candidate of [os.hostname(), 'vm', 'runsc', 'ip6-localhost']) {
        const found = await dns.promises.lookup(candidate, { all: true }).catch(() => []);
        if (found.length > 0 && found.every((a) => isPrivateAddress(a.address))) {
          name = candidate;
          break;
        }
      }
      expect(name).not.toBeNull();
      expect(await checkWebhookUrl(`http://${name}:${port}/`, false)).toBe('private');
      await expect(postJson(`http://${name}:${port}/`, '{}', {}, false)).rejects.toThrow();
      expect(hits).toBe(0);
      // Allowed (tests, development): delivered once, the redirect is not followed.
      const answer = await postJson(`http://127.0.0.1:${port}/`, '{}', {}, true);
      expect(answer.status).toBe(302);
      expect(hits).toBe(1);
    } finally {
      receiver.close();
    }
  });

  it("another organization's webhook, deliveries and secret stay out of reach, and the secret is never answered again", async () => {
    const a = await organizer(t);
    const b = await organizer(t);
    const created = await a.ok(CREATE, { input: { url: 'https://example.org/hook', events: ['volunteer.created'] } });
    const id = created.createWebhook.webhook.id as string;
    const secret = created.createWebhook.secret as string;
    for (const [query, variables] of [
      [`query($id: ID!) { webhookDeliveries(webhookId: $id) { id } }`, { id }],
      [`mutation($id: ID!) { updateWebhook(id: $id, input: { url: "https://evil.example.net/" }) { id } }`, { id }],
      [`mutation($id: ID!) { rotateWebhookSecret(id: $id) }`, { id }],
      [`mutation($id: ID!) { testWebhook(id: $id) { id } }`, { id }],
      [`mutation($id: ID!) { deleteWebhook(id: $id) }`, { id }],
    ] as const) {
      const answer = await b.call(query, variables);
      expect([query, answer.errors?.[0].extensions?.code]).toEqual([query, 'NOT_FOUND']);
    }
    for (const [method, path] of [
      ['get', `/apis/organizer/v1/webhooks/${id}/`],
      ['get', `/apis/organizer/v1/webhooks/${id}/deliveries/`],
      ['post', `/apis/organizer/v1/webhooks/${id}/rotate-secret/`],
      ['delete', `/apis/organizer/v1/webhooks/${id}/`],
    ] as const) {
      const res = await (b.agent[method](path) as request.Test).set('X-CSRFToken', csrfFor(b));
      expect([path, res.status]).toEqual([path, 404]);
    }
    const [row] = await sql(`SELECT url, secret_encrypted FROM webhook WHERE id = $1`, [Number(id)]);
    expect(row.url).toBe('https://example.org/hook');
    expect(row.secret_encrypted).not.toContain(secret.slice(6));
    const listed = await a.ok(`{ webhooks { id url } }`);
    const rest = await a.agent.get(`/apis/organizer/v1/webhooks/${id}/`);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6, 30));
    expect(JSON.stringify(rest.body)).not.toContain(secret.slice(6, 30));
  });
});

function csrfFor(o: Organizer): string {
  const cookie = o.agent.jar.getCookie('csrftoken', { domain: new URL(t.server.url).hostname, path: '/', secure: false, script: true });
  return cookie?.value ?? '';
}

describe('ticketing', () => {
  it('refuses an organizer-chosen base URL pointing at internal services in production', async () => {
    const o = await organizer(t);
    await sql(`UPDATE organization SET enable_weezevent = true WHERE id = $1`, [o.organization.id]);
    const SAVE = `mutation($input: TicketingSettingsInput!) { updateTicketingSettings(input: $input) { baseUrl } }`;
    for (const baseUrl of ['https://127.0.0.1:6379', 'https://169.254.169.254', 'https://[::ffff:10.0.0.1]', 'https://localhost:5432', 'https://2130706433']) {
      const answer = await inProduction(() => o.call(SAVE, { input: { baseUrl } }));
      expect([baseUrl, answer.errors?.[0].extensions?.fieldErrors?.baseUrl ? 'refused' : 'accepted']).toEqual([baseUrl, 'refused']);
    }
    // http is refused in production whatever the host; a public https host is fine.
    expect((await inProduction(() => o.call(SAVE, { input: { baseUrl: 'http://api.example.org' } }))).errors).toBeDefined();
    const [row] = await sql(`SELECT base_url FROM ticketing_settings WHERE organization_id = $1`, [o.organization.id]);
    expect(row?.base_url ?? '').toBe('');
  });

  it("another organization's settings, syncs and accreditations stay out of reach", async () => {
    const a = await organizer(t);
    const b = await organizer(t);
    for (const o of [a, b]) await sql(`UPDATE organization SET enable_weezevent = true WHERE id = $1`, [o.organization.id]);
    const { createEvent } = await a.ok(CREATE_EVENT, { input: EVENT_INPUT });
    await a.ok(`mutation($input: TicketingSettingsInput!) { updateTicketingSettings(input: $input) { baseUrl } }`, {
      input: { baseUrl: 'http://127.0.0.1:9', apiKey: 'secret-api-key-123456', accessToken: 'secret-access-token-123456' },
    });
    const mapping = await b.call(`mutation($e: ID!) { setTicketingMapping(eventId: $e, input: { vendorEventId: "1", vendorTicketId: "2" }) { eventId } }`, {
      e: createEvent.id,
    });
    expect(mapping.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const sync = await b.call(`mutation($e: ID!) { syncTicketing(eventId: $e) { id } }`, { e: createEvent.id });
    expect(sync.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const accreditations = await b.call(`query($e: ID!) { ticketingAccreditations(eventId: $e) { volunteerId } }`, { e: createEvent.id });
    expect(accreditations.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    await a.ok(`mutation($e: ID!) { setTicketingMapping(eventId: $e, input: { vendorEventId: "1", vendorTicketId: "2" }) { eventId } }`, { e: createEvent.id });
    const started = await a.ok(`mutation($e: ID!) { syncTicketing(eventId: $e) { id } }`, { e: createEvent.id });
    const syncId = started.syncTicketing.id as string;
    const foreignSync = await b.call(`query($id: ID!) { ticketingSync(id: $id) { id error } }`, { id: syncId });
    expect(foreignSync.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const foreignList = await b.call(`query($e: ID) { ticketingSyncs(eventId: $e) { id } }`, { e: createEvent.id });
    expect(JSON.stringify(foreignList.data ?? {})).not.toContain(`"${syncId}"`);
    const foreignRest = await b.agent.get(`/apis/organizer/v1/ticketing/syncs/?eventId=${createEvent.id}`);
    expect(JSON.stringify(foreignRest.body)).not.toContain(`"id":${syncId}`);
    expect(JSON.stringify(foreignRest.body)).not.toContain(`"id":"${syncId}"`);
    const foreignMapping = await b.agent.get(`/apis/organizer/v1/ticketing/events/${createEvent.id}/mapping/`);
    expect(foreignMapping.status).toBe(404);
    const settings = await b.ok(`{ ticketingSettings { baseUrl apiKeySet } }`);
    expect(settings.ticketingSettings).toMatchObject({ baseUrl: '', apiKeySet: false });
    const own = await a.ok(`{ ticketingSettings { baseUrl apiKeySet apiKeyLast4 } }`);
    expect(JSON.stringify(own)).not.toContain('secret-api-key');
    const vendor = await a.call(`{ ticketingVendorEvents { id } }`);
    expect(vendor.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(JSON.stringify(vendor.errors)).not.toContain('secret-');
    expect(JSON.stringify(vendor.errors)).not.toContain('127.0.0.1');
    const audit = await sql(`SELECT detail FROM audit_entry WHERE organization_id = $1`, [a.organization.id]);
    expect(JSON.stringify(audit)).not.toContain('secret-');
  });
});

describe('contact form and audit log', () => {
  const CONTACT = `mutation($input: SupportContactInput!) { contactSupport(input: $input) }`;

  it('keeps the support mail headers on one line and refuses a Reply-To carrying headers', async () => {
    const o = await organizer(t);
    const injected = await o.call(CONTACT, {
      input: { category: 'bug', subject: 'Salut\r\nBcc: victim@example.net', message: 'x', replyTo: 'anne@example.org\r\nBcc: victim@example.net' },
    });
    expect(injected.errors?.[0].extensions?.fieldErrors?.replyTo).toBeDefined();
    expect((await o.call(CONTACT, { input: { category: 'bug', subject: 'Salut\r\nBcc: victim@example.net', message: 'x', replyTo: 'anne@example.org' } })).errors).toBeUndefined();
    const mails = await sql(`SELECT subject, reply_to FROM mail WHERE text LIKE $1 ORDER BY id`, [`%${o.user.email}%`]);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.reply_to ?? '').not.toMatch(/[\r\n]/);
    }
  });

  it("a member reads no other organization's entries, whatever the filter", async () => {
    const a = await organizer(t);
    const b = await organizer(t);
    await b.ok(CREATE_TOKEN, { input: { name: 'Chez B', scopes: ['read'] } });
    const Q = `query($org: ID, $action: String, $after: String) { auditLog(organizationId: $org, action: $action, after: $after) { totalCount entries { action organizationId } } }`;
    const other = await a.call(Q, { org: String(b.organization.id) });
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const injected = await a.call(Q, { action: "apiToken.created' OR '1'='1" });
    expect(injected.errors?.[0].extensions?.fieldErrors?.action).toBeDefined();
    const cursor = await a.call(Q, { after: '0 OR 1=1' });
    expect(cursor.data?.auditLog ?? null).toBeNull();
    const own = await a.ok(Q, {});
    for (const entry of own.auditLog.entries) expect(entry.organizationId).toBe(String(a.organization.id));
    expect(own.auditLog.entries.length).toBeGreaterThan(0);
    const rest = await a.agent.get(`/apis/organizer/v1/audit-log/?organization=${b.organization.id}`);
    expect(rest.status).toBe(403);
  });
});
