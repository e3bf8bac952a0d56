import crypto from 'node:crypto';
import request from 'supertest';
import { organizer, type Organizer } from '../events/fixtures';
import { csrfOf, startTestApp, type TestApp } from '../harness';

/**
 * Personal API tokens (issue 16): created in the profile, shown once, stored hashed, listed without
 * the token, revoked; `read` runs queries and GET routes only; expired tokens authenticate nobody; a
 * personal token cannot manage tokens; login tokens keep full rights.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CREATE = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id name scopes createdAt expiresAt lastUsedAt } } }`;
const LIST = `{ apiTokens { id name scopes createdAt expiresAt lastUsedAt } }`;
const ME = `{ me { id email } }`;
const UPDATE_PROFILE = `mutation { updateProfile(input: { firstName: "Changé" }) { firstName } }`;

async function createToken(o: Organizer, input: Record<string, unknown>) {
  const data = await o.ok(CREATE, { input });
  return data.createApiToken as { token: string; apiToken: { id: string; name: string; scopes: string[]; expiresAt: string | null; lastUsedAt: string | null } };
}

/** A GraphQL call with a token only (no cookie, no CSRF). */
async function withToken(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await request(t.server.url).post('/graphql').set('Authorization', `Token ${token}`).send({ query, variables });
  return { status: res.status, data: res.body.data, errors: res.body.errors as Array<{ message: string; extensions: { code: string } }> | undefined };
}

const api = (token: string) => ({
  get: (path: string) => request(t.server.url).get(path).set('Authorization', `Token ${token}`),
  post: (path: string, body: unknown = {}) => request(t.server.url).post(path).set('Authorization', `Token ${token}`).send(body as object),
  delete: (path: string) => request(t.server.url).delete(path).set('Authorization', `Token ${token}`),
});

describe('personal API tokens', () => {
  it('are shown once, stored as a SHA-256 only, and listed without the token', async () => {
    const o = await organizer(t);
    const created = await createToken(o, { name: 'Intranet', scopes: ['read'] });
    expect(created.token).toMatch(/^bnvp_[0-9a-f]{64}$/);
    expect(created.apiToken).toMatchObject({ name: 'Intranet', scopes: ['read'], expiresAt: null, lastUsedAt: null });

    const [row] = await t.db.database.dataSource.query(`SELECT * FROM api_token WHERE id = $1`, [Number(created.apiToken.id)]);
    expect(row.token_hash).toBe(crypto.createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(row.kind).toBe('personal');

    const list = await o.ok(LIST);
    expect(list.apiTokens).toEqual([expect.objectContaining({ id: created.apiToken.id, name: 'Intranet', scopes: ['read'] })]);
    expect(JSON.stringify(list)).not.toContain(created.token);
    const rest = await o.agent.get('/apis/authentication/v1/api-tokens/');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([expect.objectContaining({ id: Number(created.apiToken.id), name: 'Intranet', scopes: ['read'] })]);
    expect(JSON.stringify(rest.body)).not.toContain(created.token);
    expect(rest.body[0]).not.toHaveProperty('token');
    expect(rest.body[0]).not.toHaveProperty('tokenHash');

    const [audit] = await t.db.database.dataSource.query(`SELECT * FROM audit_entry WHERE action = 'apiToken.created' AND user_id = $1`, [o.user.id]);
    expect(audit.detail).toMatchObject({ name: 'Intranet', scopes: ['read'] });
    expect(JSON.stringify(audit.detail)).not.toContain(created.token);
  });

  it('a read token runs queries and GET routes, and is refused mutations (public ones too) and unsafe methods', async () => {
    const o = await organizer(t);
    const { token } = await createToken(o, { name: 'Lecture', scopes: ['read'] });

    const me = await withToken(token, ME);
    expect(me.errors).toBeUndefined();
    expect(me.data.me.email).toBe(o.user.email);

    const mutation = await withToken(token, UPDATE_PROFILE);
    expect(mutation.status).toBe(200);
    expect(mutation.errors?.[0]).toMatchObject({
      message: "Ce jeton d'API est en lecture seule : il ne permet pas de modifier des données",
      extensions: { code: 'FORBIDDEN' },
    });
    // A public mutation (logout would revoke the token it comes with) is refused as well.
    const logout = await withToken(token, `mutation { logout }`);
    expect(logout.errors?.[0].extensions.code).toBe('FORBIDDEN');
    // Hidden in a fragment: still a mutation.
    const hidden = await withToken(token, `mutation { ...M } fragment M on Mutation { updateProfile(input: { firstName: "X" }) { firstName } }`);
    expect(hidden.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const [user] = await t.db.database.dataSource.query(`SELECT first_name FROM app_user WHERE id = $1`, [o.user.id]);
    expect(user.first_name).not.toBe('Changé');

    const organizations = await api(token).get('/apis/authentication/v1/organizations/');
    expect(organizations.status).toBe(200);
    const post = await api(token).post('/apis/authentication/v1/profile/', { firstName: 'Changé' });
    expect(post.status).toBe(403);
    expect(post.body.detail).toBe("Ce jeton d'API est en lecture seule : il ne permet pas de modifier des données");
    const english = await api(token).post('/apis/organizer/v1/webhooks/', {}).set('Accept-Language', 'en');
    expect(english.status).toBe(403);
    expect(english.body.detail).toBe('This API token is read-only: it cannot change data');

    // Still valid afterwards: the refused logout did not run.
    expect((await withToken(token, ME)).errors).toBeUndefined();
  });

  it('a write token runs mutations but cannot create or revoke tokens', async () => {
    const o = await organizer(t);
    const { token, apiToken } = await createToken(o, { name: 'Synchro', scopes: ['write'] });
    expect(apiToken.scopes).toEqual(['read', 'write']);

    const changed = await withToken(token, UPDATE_PROFILE);
    expect(changed.errors).toBeUndefined();
    expect(changed.data.updateProfile.firstName).toBe('Changé');

    const minted = await withToken(token, CREATE, { input: { name: 'Plus', scopes: ['read'] } });
    expect(minted.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(minted.errors?.[0].message).toContain('ne peut pas gérer les jetons');
    const revoked = await withToken(token, `mutation($id: ID!) { revokeApiToken(id: $id) }`, { id: apiToken.id });
    expect(revoked.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const rest = await api(token).post('/apis/authentication/v1/api-tokens/', { name: 'Plus', scopes: ['read'] });
    expect(rest.status).toBe(403);
    const everywhere = await api(token).post('/apis/authentication/v1/logoutall/');
    expect(everywhere.status).toBe(403);
    // Two-factor devices need the user's own sign-in too.
    const otp = await withToken(token, `mutation { otpRegenerateBackupCodes(code: "123456") }`);
    expect(otp.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(otp.errors?.[0].message).toContain('double authentification');
    const setup = await api(token).post('/apis/authentication/v1/otp-methods/totp/setup/', {});
    expect(setup.status).toBe(403);
    expect(setup.body.detail).toContain('double authentification');
    // Listing is reading: allowed.
    expect((await api(token).get('/apis/authentication/v1/api-tokens/')).status).toBe(200);
    const [{ count }] = await t.db.database.dataSource.query(`SELECT COUNT(*)::int AS count FROM api_token WHERE user_id = $1 AND kind = 'personal'`, [o.user.id]);
    expect(count).toBe(1);
  });

  it('records the last use, at most once an hour', async () => {
    const o = await organizer(t);
    const { token, apiToken } = await createToken(o, { name: 'Usage', scopes: ['read'] });
    await withToken(token, ME);
    const [first] = await t.db.database.dataSource.query(`SELECT last_used_at FROM api_token WHERE id = $1`, [Number(apiToken.id)]);
    expect(first.last_used_at).not.toBeNull();
    await withToken(token, ME);
    const [second] = await t.db.database.dataSource.query(`SELECT last_used_at FROM api_token WHERE id = $1`, [Number(apiToken.id)]);
    expect(new Date(second.last_used_at).getTime()).toBe(new Date(first.last_used_at).getTime());
    const list = await o.ok(LIST);
    expect(list.apiTokens[0].lastUsedAt).not.toBeNull();
  });

  it('an expired token authenticates nobody (401)', async () => {
    const o = await organizer(t);
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const { token, apiToken } = await createToken(o, { name: 'Court', scopes: ['read'], expiresAt });
    expect(apiToken.expiresAt).toBe(expiresAt);
    expect((await api(token).get('/apis/authentication/v1/organizations/')).status).toBe(200);

    await t.db.database.dataSource.query(`UPDATE api_token SET expires_at = now() - interval '1 second' WHERE id = $1`, [Number(apiToken.id)]);
    expect((await api(token).get('/apis/authentication/v1/organizations/')).status).toBe(401);
    const me = await withToken(token, ME);
    expect(me.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses bad input with field errors: no name, no or unknown scope, an expiry in the past or beyond a year', async () => {
    const o = await organizer(t);
    const fieldsOf = async (input: Record<string, unknown>) => (await o.call(CREATE, { input })).errors?.[0]?.extensions?.fieldErrors;
    expect(await fieldsOf({ name: ' ', scopes: ['read'] })).toEqual({ name: ['Un nom est obligatoire'] });
    expect(await fieldsOf({ name: 'A', scopes: [] })).toEqual({ scopes: ['Choisissez au moins une permission'] });
    expect(await fieldsOf({ name: 'A', scopes: ['admin'] })).toEqual({ scopes: ['Permission inconnue (read ou write)'] });
    expect(await fieldsOf({ name: 'A', scopes: ['read'], expiresAt: new Date(Date.now() - 60_000).toISOString() })).toEqual({
      expiresAt: ["La date d'expiration doit être dans le futur"],
    });
    expect(await fieldsOf({ name: 'A', scopes: ['read'], expiresAt: new Date(Date.now() + 400 * 24 * 3600_000).toISOString() })).toEqual({
      expiresAt: ["La date d'expiration peut être au plus dans un an"],
    });
    const rest = await o.agent
      .post('/apis/authentication/v1/api-tokens/')
      .set('X-CSRFToken', csrfOf(o.agent, t.server.url))
      .send({ name: 'A', scopes: 'read' });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ scopes: ['Entrez une liste'] });
    const [{ count }] = await t.db.database.dataSource.query(`SELECT COUNT(*)::int AS count FROM api_token WHERE user_id = $1 AND kind = 'personal'`, [o.user.id]);
    expect(count).toBe(0);
  });

  it('are created and revoked through the facade; a revoked token stops at once; another user’s token answers 404', async () => {
    const o = await organizer(t);
    const other = await organizer(t);
    const csrf = csrfOf(o.agent, t.server.url);
    const created = await o.agent.post('/apis/authentication/v1/api-tokens/').set('X-CSRFToken', csrf).send({ name: 'CI', scopes: ['read', 'write'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'CI', scopes: ['read', 'write'], expiresAt: null });
    const token = created.body.token as string;
    expect((await api(token).get('/apis/authentication/v1/organizations/')).status).toBe(200);

    const foreign = await other.agent.delete(`/apis/authentication/v1/api-tokens/${created.body.id}/`).set('X-CSRFToken', csrfOf(other.agent, t.server.url));
    expect(foreign.status).toBe(404);
    expect((await api(token).get('/apis/authentication/v1/organizations/')).status).toBe(200);

    const revoked = await o.agent.delete(`/apis/authentication/v1/api-tokens/${created.body.id}/`).set('X-CSRFToken', csrf);
    expect(revoked.status).toBe(204);
    expect((await api(token).get('/apis/authentication/v1/organizations/')).status).toBe(401);
    expect((await o.ok(LIST)).apiTokens).toEqual([]);
    const [audit] = await t.db.database.dataSource.query(`SELECT * FROM audit_entry WHERE action = 'apiToken.revoked' AND user_id = $1`, [o.user.id]);
    expect(audit.detail).toMatchObject({ tokenId: created.body.id, name: 'CI' });
  });

  it('login tokens keep full rights and never push personal tokens out', async () => {
    const o = await organizer(t);
    const { token: personal } = await createToken(o, { name: 'Reste', scopes: ['read'] });
    const login = await request(t.server.url).post('/apis/authentication/v1/login-token/').send({ email: o.user.email, password: o.user.password });
    expect(login.status).toBe(200);
    const loginToken = (login.body.token ?? login.body.key) as string;
    expect(typeof loginToken).toBe('string');
    const changed = await withToken(loginToken, UPDATE_PROFILE);
    expect(changed.errors).toBeUndefined();
    const minted = await withToken(loginToken, CREATE, { input: { name: 'Par login', scopes: ['read'] } });
    expect(minted.errors).toBeUndefined();
    // A hundred more logins keep only the newest login tokens; personal tokens stay.
    await t.db.database.dataSource.query(
      `INSERT INTO api_token (user_id, token_hash) SELECT $1, md5(random()::text || g::text) FROM generate_series(1, 100) g`,
      [o.user.id],
    );
    await request(t.server.url).post('/apis/authentication/v1/login-token/').send({ email: o.user.email, password: o.user.password });
    expect((await withToken(personal, ME)).errors).toBeUndefined();
  });
});
