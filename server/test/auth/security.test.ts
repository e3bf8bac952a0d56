import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { startServer } from '../../src/app';
import { SECRET_KEY_FILE } from '../../src/config';
import { csrfOf, gql, startTestApp, type TestApp } from '../harness';
import { createTestDatabase } from '../database';
import { linkIn, mailsTo } from '../mails';

/** Regression tests of the security probe (issue 9), each through the real HTTP doors. */

const AUTH = '/apis/authentication/v1';
const ACCOUNTS = '/accounts';
const ME = '{ me { email } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function sessionOf(user: { email: string; password: string }) {
  const agent = t.agent();
  const res = await agent.post(`${AUTH}/login/`).send({ email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return { agent, token: res.body.token as string, csrf: csrfOf(agent, t.server.url) };
}

async function meWithToken(token: string) {
  return gql(t.agent(), t.server.url, ME, {}, { csrf: false, headers: { Authorization: `Token ${token}` } });
}

describe('the development mailbox (item 1)', () => {
  it('is closed to anonymous callers: the reset-link takeover no longer works', async () => {
    const org = await t.createOrganization();
    const victim = await t.createUser({ organizations: [org] });
    const asked = await t.agent().post(`${ACCOUNTS}/send-reset-password-link/`).send({ login: victim.email });
    expect(asked.status).toBe(200);
    const api = await t.agent().get(`/dev/mailbox/api/messages?to=${encodeURIComponent(victim.email)}`);
    expect(api.status).toBe(401);
    expect(JSON.stringify(api.body)).not.toContain('reset-password');
    const page = await t.agent().get('/dev/mailbox');
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/account/login?redirect=%2Fdev%2Fmailbox');
    const one = await t.agent().get('/dev/mailbox/1');
    expect(one.status).toBe(303);
  });

  it('refuses organizers without the staff or superuser flag', async () => {
    const org = await t.createOrganization();
    const organizer = await t.createUser({ organizations: [org] });
    const { agent } = await sessionOf(organizer);
    const api = await agent.get('/dev/mailbox/api/messages');
    expect(api.status).toBe(403);
    expect((await agent.get('/dev/mailbox')).status).toBe(403);
  });

  it("shows a staff account its organizations' mails and its own, never another user's account links", async () => {
    const own = await t.createOrganization();
    const other = await t.createOrganization();
    const staff = await t.createUser({ organizations: [own], isStaff: true });
    const stranger = await t.createUser({ organizations: [other] });
    await t.agent().post(`${ACCOUNTS}/send-reset-password-link/`).send({ login: stranger.email });
    await t.agent().post(`${ACCOUNTS}/send-reset-password-link/`).send({ login: staff.email });
    const manager = t.server.database.dataSource.manager;
    await manager.query(
      `INSERT INTO mail (organization_id, to_address, from_name, subject, html, text) VALUES
        ($1, 'volunteer@own.example', 'Own', 'Own org mail', '<p>own</p>', 'own'),
        ($2, 'volunteer@other.example', 'Other', 'Other org mail', '<p>other</p>', 'other')`,
      [own.id, other.id],
    );
    const { agent } = await sessionOf(staff);
    const api = await agent.get('/dev/mailbox/api/messages');
    expect(api.status).toBe(200);
    expect(api.headers['cache-control']).toBe('no-store');
    const subjects = (api.body as Array<{ to: string; subject: string }>).map((mail) => `${mail.to}: ${mail.subject}`);
    expect(subjects).toContain('volunteer@own.example: Own org mail');
    expect(subjects.some((s) => s.startsWith(`${staff.email}:`))).toBe(true);
    expect(subjects.some((s) => s.includes('other.example') || s.startsWith(`${stranger.email}:`))).toBe(false);
    const strangerMail = await manager.query(`SELECT id FROM mail WHERE to_address = $1`, [stranger.email]);
    expect((await agent.get(`/dev/mailbox/${strangerMail[0].id}`)).status).toBe(404);
    const filtered = await agent.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(stranger.email)}`);
    expect(filtered.body).toEqual([]);
  });

  it('shows every mail to a superuser', async () => {
    const org = await t.createOrganization();
    const root = await t.createUser({ isSuperUser: true });
    const someone = await t.createUser({ organizations: [org] });
    await t.agent().post(`${ACCOUNTS}/send-reset-password-link/`).send({ login: someone.email });
    const { token } = await sessionOf(root);
    const api = await t.agent().get(`/dev/mailbox/api/messages?to=${encodeURIComponent(someone.email)}`).set('Authorization', `Token ${token}`);
    expect(api.status).toBe(200);
    expect(api.body).toHaveLength(1);
  });

  it('does not exist when mails are sent (SMTP_URL)', async () => {
    const db = await createTestDatabase({ PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', SMTP_URL: 'smtp://127.0.0.1:9' });
    const server = await startServer(db.config, { database: db.database });
    try {
      const res = await request(server.url).get('/dev/mailbox/api/messages');
      expect(res.headers['content-type'] ?? '').not.toMatch(/json/);
      expect(res.text).not.toContain('reset-password');
    } finally {
      await server.close();
      await db.close();
    }
  });
});

describe('attempt limits under parallel requests (item 2)', () => {
  it('counts every attempt before checking it: 50 parallel wrong passwords get 10 answers and 40 refusals', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.agent().post(`${AUTH}/login/`).send({ email: user.email, password: `wrong-${i}` })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    for (const refused of answers.filter((res) => res.status === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.detail).toMatch(/Trop de tentatives/);
    }
    const right = await t.agent().post(`${AUTH}/login/`).send({ email: user.email, password: user.password });
    expect(right.status).toBe(429);
  });

  it('limits the token door and the reset-link door the same way, with Retry-After on GraphQL too', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const tokens = await Promise.all(
      Array.from({ length: 15 }, () => t.agent().post(`${AUTH}/login-token/`).send({ email: user.email, password: 'wrong-password' })),
    );
    expect(tokens.filter((res) => res.status === 429)).toHaveLength(5);
    const resets = await Promise.all(
      Array.from({ length: 15 }, () =>
        t.agent().post(`${ACCOUNTS}/send-reset-password-link/`).set('X-Forwarded-For', '198.51.100.9').send({ login: user.email }),
      ),
    );
    expect(resets.filter((res) => res.status === 200)).toHaveLength(10);
    expect(resets.filter((res) => res.status === 429)).toHaveLength(5);
    expect(await mailsTo(t.server.database.dataSource, user.email)).toHaveLength(10);
    const graphql = await t
      .agent()
      .post('/graphql')
      .set('X-Forwarded-For', '198.51.100.9')
      .send({ query: 'mutation($l: String!) { sendResetPasswordLink(login: $l) }', variables: { l: user.email } });
    expect(graphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(graphql.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('SECRET_KEY (item 3)', () => {
  it('is generated per installation: a link signed with the old built-in key is refused', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-secret-'));
    const app = await startTestApp({ SECRET_KEY: undefined, DATA_DIR: dataDir });
    try {
      const key = fs.readFileSync(path.join(dataDir, SECRET_KEY_FILE), 'utf8');
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      const org = await app.createOrganization();
      const victim = await app.createUser({ organizations: [org] });
      const timestamp = Math.floor(Date.now() / 1000);
      const forged = crypto
        .createHmac('sha256', 'benevo-embedded-development-secret-change-me')
        .update(['reset-password', victim.id, timestamp, 0, 1].join(':'))
        .digest('hex');
      const res = await app
        .agent()
        .post(`${ACCOUNTS}/reset-password/`)
        .send({ user_id: String(victim.id), timestamp, signature: forged, password: 'attacker-password-1' });
      expect(res.status).toBe(400);
      const login = await app.agent().post(`${AUTH}/login/`).send({ email: victim.email, password: victim.password });
      expect(login.status).toBe(200);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('GraphQL request errors (item 5)', () => {
  it('answers syntax errors, unknown fields and the token limit with HTTP 400', async () => {
    const syntax = await t.agent().post('/graphql').send({ query: '{ me { ' });
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors[0].message).toMatch(/Syntax Error/);
    const unknown = await t.agent().post('/graphql').send({ query: '{ nope }' });
    expect(unknown.status).toBe(400);
    const huge = await t.agent().post('/graphql').send({ query: `{ me { ${Array.from({ length: 5000 }, () => 'id').join(' ')} } }` });
    expect(huge.status).toBe(400);
    expect(huge.body.errors[0].message).toMatch(/token/i);
  });
});

describe('credentials in URL paths (item 6)', () => {
  it('never reach a log line', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const db = await createTestDatabase({ PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false' });
    const server = await startServer(db.config, { database: db.database, logger: pino({ level: 'info' }, sink) });
    try {
      const token = crypto.randomBytes(24).toString('hex');
      await request(server.url).get(`/portal/t/${token}`);
      await request(server.url).get(`/apis/organizer/v1/volunteers/by-token/${token}/participations/`);
      await request(server.url).get(`/apis/organizer/v1/volunteers/by-token/${token}/communications/`);
      await request(server.url).get(`/o/club/waiting/${token}`);
      const logged = lines.join('');
      expect(logged).toContain('/portal/t/[REDACTED]');
      expect(logged).toContain('/volunteers/by-token/[REDACTED]/participations/');
      expect(logged).not.toContain(token);
    } finally {
      await server.close();
      await db.close();
    }
  });
});

describe('API tokens (item 7)', () => {
  it('are stored hashed, one per login', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const first = await t.agent().post(`${AUTH}/login-token/`).send({ email: user.email, password: user.password });
    const second = await t.agent().post(`${AUTH}/login-token/`).send({ email: user.email, password: user.password });
    expect(first.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(second.body.token).not.toBe(first.body.token);
    const stored: Array<{ token_hash: string }> = await t.server.database.dataSource.query(
      'SELECT token_hash FROM api_token WHERE user_id = $1',
      [user.id],
    );
    expect(stored).toHaveLength(2);
    const dump = JSON.stringify(await t.server.database.dataSource.query('SELECT * FROM api_token, app_user WHERE app_user.id = $1', [user.id]));
    expect(dump).not.toContain(first.body.token);
    expect(stored.map((row) => row.token_hash)).toContain(crypto.createHash('sha256').update(first.body.token).digest('hex'));
    expect((await meWithToken(first.body.token)).data).toEqual({ me: { email: user.email } });
    expect((await meWithToken(second.body.token)).data).toEqual({ me: { email: user.email } });
  });

  it('are revoked by a password reset, which ends every session too', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const { token } = await t.agent().post(`${AUTH}/login-token/`).send({ email: user.email, password: user.password }).then((r) => r.body);
    const session = await sessionOf(user);
    expect((await meWithToken(token)).data).toEqual({ me: { email: user.email } });
    await t.agent().post(`${ACCOUNTS}/send-reset-password-link/`).send({ login: user.email });
    const mails = await mailsTo(t.server.database.dataSource, user.email);
    const link = linkIn(mails[mails.length - 1]);
    const reset = await t
      .agent()
      .post(`${ACCOUNTS}/reset-password/`)
      .send({ user_id: link.userId, timestamp: link.timestamp, signature: link.signature, password: 'a-brand-new-password' });
    expect(reset.status).toBe(200);
    expect((await meWithToken(token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await meWithToken(session.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(session.agent, t.server.url, ME)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("are revoked by their logout: the token's own, or the session's it was issued with", async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const kept = await t.agent().post(`${AUTH}/login-token/`).send({ email: user.email, password: user.password }).then((r) => r.body.token as string);
    const dropped = await t.agent().post(`${AUTH}/login-token/`).send({ email: user.email, password: user.password }).then((r) => r.body.token as string);
    const out = await t.agent().post(`${AUTH}/logout/`).set('Authorization', `Token ${dropped}`);
    expect(out.status).toBe(200);
    expect((await meWithToken(dropped)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await meWithToken(kept)).data).toEqual({ me: { email: user.email } });

    const session = await sessionOf(user);
    expect((await meWithToken(session.token)).data).toEqual({ me: { email: user.email } });
    const refreshed = await session.agent.post(`${AUTH}/login/`).set('X-CSRFToken', session.csrf).send({});
    expect(refreshed.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await meWithToken(session.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await meWithToken(refreshed.body.token)).data).toEqual({ me: { email: user.email } });
    await session.agent.post(`${AUTH}/logout/`).set('X-CSRFToken', session.csrf);
    expect((await meWithToken(refreshed.body.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await meWithToken(kept)).data).toEqual({ me: { email: user.email } });
  });

  it('are all revoked by "log out everywhere", with every session (REST and GraphQL)', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const token = await t.agent().post(`${AUTH}/login-token/`).send({ email: user.email, password: user.password }).then((r) => r.body.token as string);
    const laptop = await sessionOf(user);
    const phone = await sessionOf(user);
    const out = await laptop.agent.post(`${AUTH}/logoutall/`).set('X-CSRFToken', laptop.csrf);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ detail: 'Vous êtes déconnecté de tous vos appareils' });
    expect((await meWithToken(token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(phone.agent, t.server.url, ME)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.agent().post(`${AUTH}/logoutall/`)).status).toBe(401);

    const again = await sessionOf(user);
    const viaGraphql = await gql(again.agent, t.server.url, 'mutation { logoutEverywhere }');
    expect(viaGraphql.data).toEqual({ logoutEverywhere: true });
    expect((await meWithToken(again.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
