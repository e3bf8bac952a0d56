import { csrfOf, gql, startTestApp, type TestApp } from '../harness';
import { linkIn, mailsTo } from '../mails';

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { id email username activeOrganization { id name } } }`;
const ME = `query { me { id email firstName language activeOrganization { id name hasProRights forcedLanguage nbPendingValidations licenseType } availableOrganizations { id name } } }`;
const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function loggedIn(user: { email: string; password: string }) {
  const agent = t.agent();
  const answer = await gql(agent, t.server.url, LOGIN, { input: { email: user.email, password: user.password } });
  expect(answer.errors).toBeUndefined();
  return agent;
}

describe('login and session (GraphQL)', () => {
  it('refuses a wrong password with a message and opens no session', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const agent = t.agent();
    const answer = await gql(agent, t.server.url, LOGIN, { input: { email: user.email, password: 'wrong-password' } });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0].message).toBe('Adresse e-mail ou mot de passe incorrect');
    const me = await gql(agent, t.server.url, ME);
    expect(me.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('logs in by e-mail or username and answers me with both organizations lists', async () => {
    const a = await t.createOrganization({ name: 'Alpha' });
    const b = await t.createOrganization({ name: 'Beta', licenseType: 'pro' });
    const user = await t.createUser({ username: 'alice', organizations: [a, b], firstName: 'Alice' });
    const agent = t.agent();
    const answer = await gql<{ login: { email: string } }>(agent, t.server.url, LOGIN, {
      input: { email: 'alice', password: user.password },
    });
    expect(answer.data?.login.email).toBe(user.email);
    const me = await gql<{ me: { firstName: string; activeOrganization: { id: string }; availableOrganizations: { name: string }[] } }>(
      agent,
      t.server.url,
      ME,
    );
    expect(me.data?.me.firstName).toBe('Alice');
    expect(me.data?.me.activeOrganization.id).toBe(String(a.id));
    expect(me.data?.me.availableOrganizations.map((o) => o.name)).toEqual(['Alpha', 'Beta']);
  });

  it('never exposes the API token through GraphQL', async () => {
    const answer = await gql(t.agent(), t.server.url, '{ me { token } }');
    expect(answer.errors?.[0].message).toMatch(/Cannot query field "token"/);
  });

  it('refuses a cookie-authenticated mutation without the CSRF header (403)', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const agent = await loggedIn(user);
    const refused = await gql(agent, t.server.url, 'mutation { logout }', {}, { csrf: false });
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0].extensions?.code).toBe('CSRF_FAILED');
    const wrong = await gql(agent, t.server.url, 'mutation { logout }', {}, { csrf: false, headers: { 'X-CSRFToken': 'forged' } });
    expect(wrong.status).toBe(403);
    const me = await gql(agent, t.server.url, ME);
    expect(me.errors).toBeUndefined();
  });

  it('accepts Authorization: Token without CSRF and without cookies', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const token = await t.agent()
      .post('/apis/authentication/v1/login-token/')
      .send({ email: user.email, password: user.password });
    const me = await gql<{ me: { email: string } }>(t.agent(), t.server.url, ME, {}, {
      csrf: false,
      headers: { Authorization: `Token ${token.body.token}` },
    });
    expect(me.data?.me.email).toBe(user.email);
    const bad = await gql(t.agent(), t.server.url, ME, {}, { headers: { Authorization: 'Token nope' } });
    expect(bad.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('logs out: the session no longer works', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const agent = await loggedIn(user);
    expect((await gql(agent, t.server.url, 'mutation { logout }')).data).toEqual({ logout: true });
    expect((await gql(agent, t.server.url, ME)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Logging out again, without a session, still succeeds.
    expect((await gql(agent, t.server.url, 'mutation { logout }')).data).toEqual({ logout: true });
  });

  it('speaks the language of the lang cookie, fr-ch as French', async () => {
    const de = t.agent();
    await de.get('/healthz');
    const answer = await gql(de, t.server.url, LOGIN, { input: { email: 'x@y.ch', password: 'nope' } }, {
      headers: { Cookie: 'lang=de' },
    });
    expect(answer.errors?.[0].message).toBe('E-Mail-Adresse oder Passwort falsch');
    const frCh = await gql(t.agent(), t.server.url, LOGIN, { input: { email: 'x@y.ch', password: 'nope' } }, {
      headers: { Cookie: 'lang=fr-ch' },
    });
    expect(frCh.errors?.[0].message).toBe('Adresse e-mail ou mot de passe incorrect');
  });
});

describe('organizations (GraphQL)', () => {
  it('switches to a member organization and refuses unknown or foreign ones as not found', async () => {
    const a = await t.createOrganization({ name: 'Home' });
    const b = await t.createOrganization({ name: 'Second' });
    const foreign = await t.createOrganization({ name: 'Foreign' });
    const user = await t.createUser({ organizations: [a, b] });
    const agent = await loggedIn(user);
    const SWITCH = 'mutation S($id: ID!) { switchOrganization(organizationId: $id) { id name } }';
    const ok = await gql<{ switchOrganization: { name: string } }>(agent, t.server.url, SWITCH, { id: String(b.id) });
    expect(ok.data?.switchOrganization.name).toBe('Second');
    const me = await gql<{ me: { activeOrganization: { name: string } } }>(agent, t.server.url, ME);
    expect(me.data?.me.activeOrganization.name).toBe('Second');
    for (const id of [String(foreign.id), '999999', 'abc']) {
      const refused = await gql(agent, t.server.url, SWITCH, { id });
      expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    // The choice survives a new login.
    const again = await loggedIn(user);
    const meAgain = await gql<{ me: { activeOrganization: { name: string } } }>(again, t.server.url, ME);
    expect(meAgain.data?.me.activeOrganization.name).toBe('Second');
  });

  it('derives rights from the licence and the special organizations', async () => {
    const special = await t.createOrganization({ id: 120, name: 'Cent vingt', licenseType: 'none' });
    const one = await t.createOrganization({ id: 1, name: 'Un', licenseType: 'club' });
    const user = await t.createUser({ organizations: [special, one] });
    const agent = await loggedIn(user);
    const answer = await gql<{ me: { availableOrganizations: Array<{ id: string; hasProRights: boolean; forcedLanguage: string | null }> } }>(
      agent,
      t.server.url,
      '{ me { availableOrganizations { id hasProRights forcedLanguage } } }',
    );
    const byId = Object.fromEntries(answer.data!.me.availableOrganizations.map((o) => [o.id, o]));
    expect(byId['1']).toMatchObject({ hasProRights: true, forcedLanguage: null });
    expect(byId['120']).toMatchObject({ hasProRights: false, forcedLanguage: 'fr-ch' });
  });
});

describe('profile (GraphQL)', () => {
  const UPDATE = `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName lastName language activeOrganization { publicName contactPhone logo } } }`;

  it('updates the user and the active organization, storing the logo by content', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const agent = await loggedIn(user);
    const answer = await gql<{ updateProfile: { firstName: string; language: string; activeOrganization: { publicName: string; logo: string } } }>(
      agent,
      t.server.url,
      UPDATE,
      { input: { firstName: 'Zoé', lastName: 'Martin', language: 'de', publicName: 'Les Amis', contactPhone: '+41 79 123 45 67', imageLogo: PNG_1x1 } },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateProfile).toMatchObject({ firstName: 'Zoé', language: 'de', activeOrganization: { publicName: 'Les Amis' } });
    const logo = answer.data!.updateProfile.activeOrganization.logo;
    expect(logo).toMatch(/^\/media\/[0-9a-f-]+\.png$/);
    const served = await t.agent().get(logo);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('rejects bad input field by field and changes nothing', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org], firstName: 'Before' });
    const agent = await loggedIn(user);
    const answer = await gql(agent, t.server.url, UPDATE, {
      input: { firstName: 'After', contactEmail: 'not-an-email', contactPhone: '0791234567', language: 'it' },
    });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0].extensions?.fieldErrors).toEqual({
      contactEmail: ['Entrez une adresse e-mail valide'],
      contactPhone: ['Numéro non valide'],
      language: ['Langue non prise en charge'],
    });
    const fakeLogo = await gql(agent, t.server.url, UPDATE, {
      input: { firstName: 'After', imageLogo: Buffer.from('<svg onload=alert(1)>').toString('base64') },
    });
    expect(fakeLogo.errors?.[0].extensions?.fieldErrors).toEqual({ imageLogo: ['Uniquement les formats PNG ou JPEG sont autorisés'] });
    const me = await gql<{ me: { firstName: string } }>(agent, t.server.url, ME);
    expect(me.data?.me.firstName).toBe('Before');
  });
});

describe('register, verify, reset (GraphQL)', () => {
  const REGISTER = 'mutation R($input: RegisterInput!) { register(input: $input) }';

  it('reports a password mismatch on passwordConfirm and creates nothing', async () => {
    const answer = await gql(t.agent(), t.server.url, REGISTER, {
      input: { email: 'mismatch@example.org', password: 'long-enough-1', passwordConfirm: 'long-enough-2' },
    });
    expect(answer.errors?.[0].extensions?.fieldErrors).toEqual({ passwordConfirm: ['Les mots de passe ne correspondent pas'] });
    expect(await mailsTo(t.db.database.dataSource, 'mismatch@example.org')).toHaveLength(0);
  });

  it('registers an inactive account, activates it by the mailed link, then logs in', async () => {
    const agent = t.agent();
    const email = 'newcomer@example.org';
    const answer = await gql(agent, t.server.url, REGISTER, {
      input: { email, password: 'a-good-password', passwordConfirm: 'a-good-password', organizationName: 'Les Joyeux' },
    });
    expect(answer.data).toEqual({ register: true });
    const again = await gql(agent, t.server.url, REGISTER, {
      input: { email, password: 'a-good-password', passwordConfirm: 'a-good-password' },
    });
    expect(again.errors?.[0].extensions?.fieldErrors).toEqual({ email: ['Un compte existe déjà avec cette adresse e-mail'] });

    const early = await gql(agent, t.server.url, LOGIN, { input: { email, password: 'a-good-password' } });
    expect(early.errors?.[0].message).toMatch(/pas encore activé/);

    const [mail] = await mailsTo(t.db.database.dataSource, email);
    expect(mail.subject).toBe('Activez votre compte Benevo');
    const link = linkIn(mail);
    expect(link.path).toBe('/account/verify-user');
    const VERIFY = 'mutation V($input: VerifyRegistrationInput!) { verifyRegistration(input: $input) }';
    const tampered = await gql(agent, t.server.url, VERIFY, { input: { ...link, path: undefined, signature: '0'.repeat(64) } });
    expect(tampered.errors?.[0].message).toBe('Ce lien est invalide ou a expiré');
    const { path: _path, ...params } = link;
    expect((await gql(agent, t.server.url, VERIFY, { input: params })).data).toEqual({ verifyRegistration: true });

    const login = await gql<{ login: { activeOrganization: { name: string } } }>(agent, t.server.url, LOGIN, {
      input: { email, password: 'a-good-password' },
    });
    expect(login.data?.login.activeOrganization.name).toBe('Les Joyeux');
  });

  it('resets a password by the mailed link, once, and ends the old sessions', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org], username: 'resetme' });
    const oldSession = await loggedIn(user);
    const agent = t.agent();
    expect((await gql(agent, t.server.url, 'mutation { sendResetPasswordLink(login: "resetme") }')).data).toEqual({
      sendResetPasswordLink: true,
    });
    expect((await gql(agent, t.server.url, 'mutation { sendResetPasswordLink(login: "nobody@nowhere.org") }')).data).toEqual({
      sendResetPasswordLink: true,
    });
    expect(await mailsTo(t.db.database.dataSource, 'nobody@nowhere.org')).toHaveLength(0);
    const [mail] = await mailsTo(t.db.database.dataSource, user.email);
    const { path, ...link } = linkIn(mail);
    expect(path).toBe('/account/reset-password-confirm');
    const RESET = 'mutation R($input: ResetPasswordInput!) { resetPassword(input: $input) }';
    const mismatch = await gql(agent, t.server.url, RESET, { input: { ...link, password: 'new-password-1', passwordConfirm: 'other-one-2' } });
    expect(mismatch.errors?.[0].extensions?.fieldErrors).toEqual({ passwordConfirm: ['Les mots de passe ne correspondent pas'] });
    const ok = await gql(agent, t.server.url, RESET, { input: { ...link, password: 'new-password-1', passwordConfirm: 'new-password-1' } });
    expect(ok.data).toEqual({ resetPassword: true });
    const reused = await gql(agent, t.server.url, RESET, { input: { ...link, password: 'third-password', passwordConfirm: 'third-password' } });
    expect(reused.errors?.[0].message).toBe('Ce lien est invalide ou a expiré');
    expect((await gql(oldSession, t.server.url, ME)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.agent(), t.server.url, LOGIN, { input: { email: user.email, password: user.password } })).errors).toBeDefined();
    await loggedIn({ email: user.email, password: 'new-password-1' });
  });
});

describe('GraphQL limits', () => {
  it('refuses too many aliases and too many tokens', async () => {
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    const tooMany = await gql(t.agent(), t.server.url, aliases);
    expect(tooMany.errors?.[0].message).toMatch(/alias/i);
    const huge = `{ me { ${Array.from({ length: 5000 }, () => 'id').join(' ')} } }`;
    const tooLong = await gql(t.agent(), t.server.url, huge);
    expect(tooLong.errors?.[0].message).toMatch(/token/i);
    const fine = await gql(t.agent(), t.server.url, '{ a: __typename b: __typename }');
    expect(fine.data).toEqual({ a: 'Query', b: 'Query' });
  });
});

describe('login rate limit', () => {
  it('answers TOO_MANY_REQUESTS after repeated failures for one login', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    const agent = t.agent();
    for (let i = 0; i < 10; i += 1) {
      const answer = await gql(agent, t.server.url, LOGIN, { input: { email: user.email, password: `wrong-${i}` } });
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const blocked = await gql(agent, t.server.url, LOGIN, { input: { email: user.email, password: user.password } });
    expect(blocked.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.errors?.[0].message).toMatch(/Trop de tentatives/);
    expect(csrfOf(agent, t.server.url)).toBeTruthy();
  });
});
