import { csrfOf, startTestApp, type TestApp } from '../harness';
import { linkIn, mailsTo } from '../mails';

const AUTH = '/apis/authentication/v1';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function sessionCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('sessionid=') && !c.startsWith('sessionid=;'));
}

async function restLogin(user: { email: string; password: string }) {
  const agent = t.agent();
  const res = await agent.post(`${AUTH}/login/`).send({ email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return { agent, body: res.body, csrf: csrfOf(agent, t.server.url) };
}

describe('POST login/', () => {
  it('answers 400 with a message and no session on a wrong password', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const res = await t.agent().post(`${AUTH}/login/`).send({ email: user.email, password: 'nope-nope' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Adresse e-mail ou mot de passe incorrect' });
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('answers the user with token, names, flags, language and organizations', async () => {
    const org = await t.createOrganization({ name: 'Gamma', flags: { enableShop: true } });
    const user = await t.createUser({ organizations: [org], firstName: 'Gina', lastName: 'Rossi' });
    const agent = t.agent();
    const res = await agent.post(`${AUTH}/login/`).send({ email: user.email.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
    expect(sessionCookieOf(res)).toMatch(/HttpOnly/);
    expect(res.body).toMatchObject({
      email: user.email,
      firstName: 'Gina',
      lastName: 'Rossi',
      isStaff: false,
      isSuperUser: false,
      language: 'fr',
      dfaId: null,
      activeOrganization: { id: org.id, name: 'Gamma', enableShop: true, licenseType: 'club', nbPendingValidations: 0 },
      availableOrganizations: [{ id: org.id }],
    });
    expect(res.body.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refreshes the session on an empty body, and answers 401 without one', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const { agent, csrf } = await restLogin(user);
    const refreshed = await agent.post(`${AUTH}/login/`).set('X-CSRFToken', csrf).send({});
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.email).toBe(user.email);
    const anonymous = await t.agent().post(`${AUTH}/login/`).send({});
    expect(anonymous.status).toBe(401);
  });
});

describe('tokens, CSRF and logout', () => {
  it('trades credentials for the API token, usable without cookies or CSRF', async () => {
    const org = await t.createOrganization({ name: 'Token org' });
    const user = await t.createUser({ organizations: [org] });
    const res = await t.agent().post(`${AUTH}/login-token/`).send({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect(sessionCookieOf(res)).toBeUndefined();
    const orgs = await t.agent().get(`${AUTH}/organizations/`).set('Authorization', `Token ${res.body.token}`);
    expect(orgs.status).toBe(200);
    expect(orgs.body.activeOrganization.name).toBe('Token org');
    const refused = await t.agent().post(`${AUTH}/login-token/`).send({ email: user.email, password: 'bad-password' });
    expect(refused.status).toBe(400);
  });

  it('answers 403 to a cookie-authenticated unsafe request without a matching X-CSRFToken', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const { agent, csrf } = await restLogin(user);
    const refused = await agent.post(`${AUTH}/profile/`).send({ firstName: 'X' });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/CSRF/);
    const ok = await agent.post(`${AUTH}/profile/`).set('X-CSRFToken', csrf).send({ firstName: 'X' });
    expect(ok.status).toBe(200);
  });

  it('logout always clears the session, whatever state it is in', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const { agent, csrf } = await restLogin(user);
    const out = await agent.post(`${AUTH}/logout/`).set('X-CSRFToken', csrf);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ detail: 'Vous êtes déconnecté' });
    expect((await agent.get(`${AUTH}/organizations/`)).status).toBe(401);
    expect((await t.agent().post(`${AUTH}/logout/`)).status).toBe(200);
  });
});

describe('profile/ and organizations/', () => {
  it('updates the profile and answers organization.logo', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const { agent, csrf } = await restLogin(user);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString('base64');
    const res = await agent
      .post(`${AUTH}/profile/`)
      .set('X-CSRFToken', csrf)
      .send({ username: 'renamed', firstName: 'Léa', language: 'en', imageLogo: `data:image/jpeg;base64,${jpeg}`, publicName: 'Public' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'renamed', firstName: 'Léa', language: 'en', organization: { publicName: 'Public' } });
    expect(res.body.organization.logo).toMatch(/^\/media\/.+\.jpg$/);
    expect(res.body.token).toBeUndefined();
    const bad = await agent.post(`${AUTH}/profile/`).set('X-CSRFToken', csrf).send({ email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ email: ['Entrez une adresse e-mail valide'] });
  });

  it('lists organizations and switches, 404 for an unknown or foreign id', async () => {
    const a = await t.createOrganization({ name: 'A org' });
    const b = await t.createOrganization({ name: 'B org' });
    const foreign = await t.createOrganization({ name: 'Foreign org' });
    const user = await t.createUser({ organizations: [a, b] });
    const { agent, csrf } = await restLogin(user);
    const list = await agent.get(`${AUTH}/organizations/`);
    expect(list.body.availableOrganizations.map((o: { name: string }) => o.name)).toEqual(['A org', 'B org']);
    const switched = await agent.post(`${AUTH}/organizations/${b.id}/switch/`).set('X-CSRFToken', csrf);
    expect(switched.status).toBe(200);
    expect(switched.body).toEqual({ id: b.id, nbPendingValidations: 0 });
    expect((await agent.get(`${AUTH}/organizations/`)).body.activeOrganization.name).toBe('B org');
    for (const id of [foreign.id, 987654]) {
      const res = await agent.post(`${AUTH}/organizations/${id}/switch/`).set('X-CSRFToken', csrf);
      expect(res.status).toBe(404);
    }
  });

  it('routes before it guards: unknown path 404, wrong method 405, known path 401', async () => {
    expect((await t.agent().get('/apis/organizer/v1/nothing-here/')).status).toBe(404);
    expect((await t.agent().get(`${AUTH}/nothing/`)).status).toBe(404);
    expect((await t.agent().get(`${AUTH}/login/`)).status).toBe(405);
    expect((await t.agent().get(`${AUTH}/organizations/`)).status).toBe(401);
    expect((await t.agent().post(`${AUTH}/profile/`).send({})).status).toBe(401);
  });
});

describe('/accounts/', () => {
  it('registers, verifies, sends a reset link and resets with the documented bodies', async () => {
    const agent = t.agent();
    const mismatch = await agent
      .post('/accounts/register/')
      .send({ username: 'rest-user', email: 'rest@example.org', password: 'long-password', password_confirm: 'other-password' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ password_confirm: ['Les mots de passe ne correspondent pas'] });

    const created = await agent
      .post('/accounts/register/')
      .send({ username: 'rest-user', email: 'rest@example.org', password: 'long-password', password_confirm: 'long-password' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: 'rest-user', email: 'rest@example.org' });

    const [verifyMail] = await mailsTo(t.db.database.dataSource, 'rest@example.org');
    const verify = linkIn(verifyMail);
    const bad = await agent
      .post('/accounts/verify-registration/')
      .send({ user_id: verify.userId, timestamp: verify.timestamp, signature: 'f'.repeat(64) });
    expect(bad.status).toBe(400);
    const ok = await agent
      .post('/accounts/verify-registration/')
      .send({ user_id: verify.userId, timestamp: verify.timestamp, signature: verify.signature });
    expect(ok.status).toBe(200);

    const sent = await agent.post('/accounts/send-reset-password-link/').send({ login: 'rest-user' });
    expect(sent.status).toBe(200);
    const mails = await mailsTo(t.db.database.dataSource, 'rest@example.org');
    const reset = linkIn(mails[mails.length - 1]);
    const done = await agent
      .post('/accounts/reset-password/')
      .send({ password: 'brand-new-password', user_id: reset.userId, timestamp: reset.timestamp, signature: reset.signature });
    expect(done.status).toBe(200);
    const login = await t.agent().post(`${AUTH}/login/`).send({ email: 'rest-user', password: 'brand-new-password' });
    expect(login.status).toBe(200);
  });
});
