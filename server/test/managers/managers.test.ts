import { gql, startTestApp, type TestApp } from '../harness';
import { organizer } from '../events/fixtures';
import { planning } from '../participations/fixtures';
import { BACKGROUND_JOB_STATEMENTS, countStatements } from '../sql-count';
import {
  CREATE_MANAGER,
  DELETE_MANAGER,
  MANAGER_LOGIN,
  MANAGER_LOGOUT,
  MANAGER_ME,
  MANAGERS,
  PASSWORD,
  PUBLIC_VIEW,
  ROTATE_SECRET,
  SET_PASSWORD,
  UPDATE_MANAGER,
  clientFor,
  createManager,
  invitationToken,
  signIn,
} from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LOGIN_ERROR = {
  fr: 'Erreur de connexion, contrôler vos informations',
  de: 'Anmeldefehler, überprüfen Sie Ihre Angaben',
  en: 'Login error, check your details',
};

describe('managers (organizer)', () => {
  it('creates, lists, edits and deletes managers; the password is kept as an argon2 hash', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const second = await planning(o, { name: 'Course' });
    const { createManager } = await o.ok(CREATE_MANAGER, { input: { email: ' Chef@Example.org ', password: PASSWORD, eventIds: [p.eventId] } });
    expect(createManager).toMatchObject({
      email: 'chef@example.org',
      organizationId: String(o.organization.id),
      eventIds: [p.eventId],
      events: [{ id: p.eventId, name: 'Fête du lac' }],
      hasPassword: true,
      invitedAt: null,
    });
    const [{ password_hash }] = await t.db.database.dataSource.query('SELECT password_hash FROM manager WHERE id = $1', [Number(createManager.id)]);
    expect(password_hash).toMatch(/^\$argon2id\$/);
    expect((await o.ok(MANAGERS)).managers).toEqual([createManager]);

    const { updateManager } = await o.ok(UPDATE_MANAGER, { id: createManager.id, input: { email: 'chef@example.org', eventIds: [second.eventId, p.eventId] } });
    expect(updateManager.eventIds).toEqual([second.eventId, p.eventId]);
    // Events by name.
    expect(updateManager.events.map((e: any) => e.name)).toEqual(['Course', 'Fête du lac']);
    // No password given: the current one is kept.
    expect(updateManager.hasPassword).toBe(true);
    await signIn(t, 'chef@example.org', o.organization.id);

    expect((await o.ok(DELETE_MANAGER, { id: createManager.id })).deleteManager).toBe(true);
    expect((await o.ok(MANAGERS)).managers).toEqual([]);
  });

  it('validates the e-mail, the password, the events, and e-mail uniqueness per organization', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const other = await organizer(t);
    const foreign = await planning(other);
    const fieldErrors = async (input: Record<string, unknown>) => (await o.call(CREATE_MANAGER, { input })).errors?.[0].extensions?.fieldErrors;
    expect(await fieldErrors({ email: 'not-an-address', password: PASSWORD, eventIds: [] })).toEqual({ email: ['Entrez une adresse e-mail valide'] });
    expect(await fieldErrors({ email: 'a@example.org', password: 'short', eventIds: [] })).toEqual({ password: ['Le mot de passe doit contenir au moins 8 caractères'] });
    expect(await fieldErrors({ email: 'a@example.org', eventIds: [] })).toEqual({ password: ['Indiquez un mot de passe ou envoyez une invitation'] });
    expect(await fieldErrors({ email: 'a@example.org', password: PASSWORD, eventIds: [foreign.eventId] })).toEqual({ eventIds: ["Cet événement n'appartient pas à l'organisation"] });
    expect(await fieldErrors({ email: 'a@example.org', password: PASSWORD, eventIds: ['abc'] })).toEqual({ eventIds: ["Cet événement n'appartient pas à l'organisation"] });
    await createManager(o, [p.eventId], 'a@example.org');
    expect(await fieldErrors({ email: 'A@example.org', password: PASSWORD, eventIds: [] })).toEqual({
      email: ['Un responsable existe déjà avec cette adresse e-mail dans cette organisation'],
    });
    // The same address in another organization is another manager.
    await createManager(other, [foreign.eventId], 'a@example.org');
    expect(Number((await t.db.database.dataSource.query(`SELECT COUNT(*) AS n FROM manager WHERE email = 'a@example.org'`))[0].n)).toBe(2);
  });

  it('lists managers with their events in a fixed number of statements', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const second = await planning(o, { name: 'Course' });
    await createManager(o, [p.eventId]);
    await o.ok(MANAGERS);
    const few = await countStatements(() => o.ok(MANAGERS), undefined, BACKGROUND_JOB_STATEMENTS);
    for (let i = 0; i < 4; i += 1) await createManager(o, i % 2 ? [p.eventId, second.eventId] : [second.eventId]);
    const many = await countStatements(() => o.ok(MANAGERS), undefined, BACKGROUND_JOB_STATEMENTS);
    expect(many).toBe(few);
    expect((await o.ok(MANAGERS)).managers.map((m: any) => m.events.length).sort()).toEqual([1, 1, 1, 2, 2]);
  });

  it("answers NOT_FOUND for another organization's manager and never lists it", async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const other = await organizer(t);
    const manager = await createManager(o, [p.eventId]);
    expect((await other.ok(MANAGERS)).managers).toEqual([]);
    const input = { email: 'mallory@example.org', password: PASSWORD, eventIds: [] };
    expect((await other.call(UPDATE_MANAGER, { id: manager.id, input })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await other.call(DELETE_MANAGER, { id: manager.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await other.call(ROTATE_SECRET, { eventId: p.eventId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await o.ok(MANAGERS)).managers).toEqual([expect.objectContaining({ email: manager.email })]);
    // Not signed in: the organizer operations answer UNAUTHENTICATED.
    const anonymous = await gql(t.agent(), t.server.url, MANAGERS);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('invites a manager by mail; the link sets the password once, then the manager signs in', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const { createManager } = await o.ok(CREATE_MANAGER, { input: { email: 'invite@example.org', eventIds: [p.eventId], sendInvitation: true } });
    expect(createManager).toMatchObject({ hasPassword: false });
    expect(createManager.invitedAt).not.toBeNull();
    const [mail] = await t.db.database.dataSource.query(`SELECT subject, text FROM mail WHERE to_address = 'invite@example.org'`);
    expect(mail.subject).toContain(o.organization.name);
    expect(mail.text).toContain('Fête du lac');
    expect(mail.text).toContain(String(o.organization.id));
    const token = await invitationToken(t, 'invite@example.org');
    // No password yet: the login fails with the spec's message.
    const early = await gql(t.agent(), t.server.url, MANAGER_LOGIN, { email: 'invite@example.org', password: 'anything-long', organizationId: String(o.organization.id) });
    expect(early.errors?.[0].message).toBe(LOGIN_ERROR.fr);

    const short = await gql(t.agent(), t.server.url, SET_PASSWORD, { token, password: 'short' });
    expect(short.errors?.[0].extensions?.fieldErrors).toEqual({ password: ['Le mot de passe doit contenir au moins 8 caractères'] });
    expect((await gql(t.agent(), t.server.url, SET_PASSWORD, { token, password: 'chosen-password' })).data).toEqual({ setManagerPassword: true });
    const again = await gql(t.agent(), t.server.url, SET_PASSWORD, { token, password: 'another-password' });
    expect(again.errors?.[0]).toMatchObject({ message: 'Ce lien est invalide ou a expiré', extensions: { code: 'BAD_USER_INPUT' } });
    const wrong = await gql(t.agent(), t.server.url, SET_PASSWORD, { token: 'x'.repeat(43), password: 'another-password' });
    expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const manager = await signIn(t, 'invite@example.org', o.organization.id, 'chosen-password');
    expect((await manager.ok(MANAGER_ME)).managerMe).toMatchObject({ email: 'invite@example.org', token: '', events: [{ id: p.eventId }] });
    expect((await o.ok(MANAGERS)).managers[0].hasPassword).toBe(true);
  });

  it('an expired invitation link is refused', async () => {
    const o = await organizer(t);
    await o.ok(CREATE_MANAGER, { input: { email: 'late@example.org', eventIds: [], sendInvitation: true } });
    const token = await invitationToken(t, 'late@example.org');
    await t.db.database.dataSource.query(`UPDATE manager SET invitation_expires_at = now() - interval '1 minute' WHERE email = 'late@example.org'`);
    const answer = await gql(t.agent(), t.server.url, SET_PASSWORD, { token, password: 'chosen-password' });
    expect(answer.errors?.[0].message).toBe('Ce lien est invalide ou a expiré');
  });
});

describe('manager sign-in', () => {
  it('signs in with e-mail, password and organization id; the session is 12 hours; logout ends it', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const manager = await createManager(o, [p.eventId], 'login@example.org');
    const answer = await gql<any>(t.agent(), t.server.url, MANAGER_LOGIN, { email: 'LOGIN@example.org', password: PASSWORD, organizationId: String(o.organization.id) });
    const session = answer.data.managerLogin;
    expect(session).toMatchObject({ email: manager.email, organizationName: o.organization.name, events: [{ id: p.eventId, name: 'Fête du lac' }] });
    const hours = (new Date(session.expiresAt).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const [{ token_hash }] = await t.db.database.dataSource.query('SELECT token_hash FROM manager_session WHERE manager_id = $1', [Number(manager.id)]);
    expect(token_hash).not.toBe(session.token);
    const client = clientFor(t, session.token);
    expect((await client.ok(MANAGER_ME)).managerMe.email).toBe(manager.email);
    expect((await client.ok(MANAGER_LOGOUT)).managerLogout).toBe(true);
    const after = await client.call(MANAGER_ME);
    expect(after.errors?.[0]).toMatchObject({ message: 'Votre session a expiré : reconnectez-vous', extensions: { code: 'UNAUTHENTICATED' } });
    // A manager session opens no organizer operation.
    const second = await signIn(t, manager.email, o.organization.id);
    expect((await second.call(MANAGERS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers every credential failure with the spec message, in fr, de and en', async () => {
    const o = await organizer(t);
    const other = await organizer(t);
    await createManager(o, [], 'bad@example.org');
    await o.ok(CREATE_MANAGER, { input: { email: 'nopass@example.org', eventIds: [], sendInvitation: true } });
    const attempts = [
      { email: 'bad@example.org', password: 'wrong-password', organizationId: String(o.organization.id) },
      { email: 'nobody@example.org', password: PASSWORD, organizationId: String(o.organization.id) },
      { email: 'bad@example.org', password: PASSWORD, organizationId: String(other.organization.id) },
      { email: 'bad@example.org', password: PASSWORD, organizationId: '999999' },
      { email: 'nopass@example.org', password: PASSWORD, organizationId: String(o.organization.id) },
    ];
    for (const variables of attempts) {
      const answer = await gql(t.agent(), t.server.url, MANAGER_LOGIN, variables);
      expect(answer.errors?.[0]).toMatchObject({ message: LOGIN_ERROR.fr, extensions: { code: 'UNAUTHENTICATED' } });
    }
    for (const language of ['de', 'en'] as const) {
      const answer = await gql(t.agent(), t.server.url, MANAGER_LOGIN, attempts[0], { headers: { 'X-Language': language } });
      expect(answer.errors?.[0].message).toBe(LOGIN_ERROR[language]);
    }
    // The password is mandatory (spec 5), a form error before any check.
    const empty = await gql(t.agent(), t.server.url, MANAGER_LOGIN, { email: 'bad@example.org', password: '', organizationId: String(o.organization.id) });
    expect(empty.errors?.[0].extensions?.fieldErrors).toEqual({ password: ['Le mot de passe est obligatoire'] });
  });

  it('limits attempts per address and e-mail, counted before the password is checked', async () => {
    const limited = await startTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const o = await organizer(limited);
      await createManager(o, [], 'limit@example.org');
      const variables = (password: string) => ({ email: 'limit@example.org', password, organizationId: String(o.organization.id) });
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await gql(limited.agent(), limited.server.url, MANAGER_LOGIN, variables('wrong-password'))).errors?.[0].extensions?.code);
      // The right password no longer helps once the limit is reached.
      codes.push((await gql(limited.agent(), limited.server.url, MANAGER_LOGIN, variables(PASSWORD))).errors?.[0].extensions?.code);
      expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS']);
      // The facade's credential variants count toward the same limit.
      const rest = await limited.agent().get('/apis/organizer/v1/consult_manager/').query({ email: 'limit@example.org', password: PASSWORD, orgId: o.organization.id });
      expect(rest.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('a facade failure counts toward the GraphQL login limit too', async () => {
    const limited = await startTestApp({ LOGIN_RATE_LIMIT: '2' });
    try {
      const o = await organizer(limited);
      await createManager(o, [], 'mixed@example.org');
      const bad = await limited.agent().get('/apis/organizer/v1/consult_manager/').query({ email: 'mixed@example.org', password: 'wrong-password', orgId: o.organization.id });
      expect(bad.status).toBe(401);
      expect(bad.body.detail).toBe(LOGIN_ERROR.fr);
      const variables = { email: 'mixed@example.org', password: 'wrong-password', organizationId: String(o.organization.id) };
      expect((await gql(limited.agent(), limited.server.url, MANAGER_LOGIN, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await gql(limited.agent(), limited.server.url, MANAGER_LOGIN, { ...variables, password: PASSWORD })).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });

  it('a new password from the organizer ends the manager’s sessions', async () => {
    const o = await organizer(t);
    const manager = await createManager(o, [], 'reset@example.org');
    const client = await signIn(t, manager.email, o.organization.id);
    await o.ok(UPDATE_MANAGER, { id: manager.id, input: { email: manager.email, password: 'brand-new-password', eventIds: [] } });
    expect((await client.call(MANAGER_ME)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await signIn(t, manager.email, o.organization.id, 'brand-new-password');
  });
});

describe('overview secret', () => {
  it('rotating the secret locks out the old public manager link', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const [{ uuid, overview_secret: oldSecret }] = await t.db.database.dataSource.query('SELECT uuid, overview_secret FROM event WHERE id = $1', [Number(p.eventId)]);
    const before = await gql<any>(t.agent(), t.server.url, PUBLIC_VIEW, { uuid, secret: oldSecret });
    expect(before.data.publicManagerEvent).toMatchObject({ id: p.eventId, name: 'Fête du lac', canCancelSlots: false });
    const { rotateOverviewSecret } = await o.ok(ROTATE_SECRET, { eventId: p.eventId });
    expect(rotateOverviewSecret).toMatch(/^[0-9a-f]{32}$/);
    expect(rotateOverviewSecret).not.toBe(oldSecret);
    const old = await gql(t.agent(), t.server.url, PUBLIC_VIEW, { uuid, secret: oldSecret });
    expect(old.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const fresh = await gql<any>(t.agent(), t.server.url, PUBLIC_VIEW, { uuid, secret: rotateOverviewSecret });
    expect(fresh.data.publicManagerEvent.id).toBe(p.eventId);
    // A wrong or empty secret, or an unknown uuid, answers the same NOT_FOUND.
    for (const variables of [{ uuid, secret: '' }, { uuid, secret: 'x' }, { uuid: '00000000-0000-0000-0000-000000000000', secret: rotateOverviewSecret }]) {
      expect((await gql(t.agent(), t.server.url, PUBLIC_VIEW, variables)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });
});
