import { clock } from '../../src/common/clock';
import { csrfOf, gql, startTestApp, type TestApp } from '../harness';
import { linkIn, mailsTo } from '../mails';
import {
  AUTH,
  CHALLENGE,
  DEVICES,
  ME,
  REGENERATE,
  REMOVE,
  SETUP,
  VALIDATE,
  VERIFY,
  enableTotp,
  gqlLogin,
  lastMailedCode,
  otpCookieOf,
  sessionCookieOf,
  totpCode,
  twoFactorApp,
} from './fixtures';

/**
 * A reviewer's attacks on the two-factor sign-in (issue 16): each test tries to get around the second
 * factor, guess or replay a code, abuse the setup or reach organizer data before the setup, and
 * asserts that the server refuses.
 */
const file = twoFactorApp();
const newUser = file.newUser;
let t: TestApp;
beforeAll(() => {
  t = file.app();
});

async function enforcingMember() {
  const org = await t.createOrganization({ name: 'Strict' });
  await t.db.database.dataSource.query('UPDATE organization SET enforce_2fa = true WHERE id = $1', [org.id]);
  const user = await t.createUser({ organizations: [org] });
  return { org, user };
}

/** A code that is not the current one (nor the step either side). */
function wrongCode(secret: string): string {
  const taken = new Set([totpCode(secret, -1), totpCode(secret), totpCode(secret, 1)]);
  for (let n = 100000; ; n += 1) if (!taken.has(String(n))) return String(n);
}

/** Signs in with the password only: the pending login (cookie agent and ephemeralToken). */
async function pending(user: { email: string; password: string }) {
  const agent = t.agent();
  const res = await agent.post(`${AUTH}/login/`).send({ email: user.email, password: user.password });
  expect(res.body.otpRequired).toBe(true);
  return { agent, ephemeralToken: res.body.ephemeralToken as string, res };
}

describe('skipping the second factor', () => {
  it('answers UNAUTHENTICATED to otpVerify and otpChallenge without any pending login', async () => {
    const user = await newUser();
    const { deviceId, secret } = await enableTotp(t, user);
    const stranger = t.agent();
    const verify = await gql(stranger, t.server.url, VERIFY, { input: { device: deviceId, code: totpCode(secret) } });
    expect(verify.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const challenge = await gql(stranger, t.server.url, CHALLENGE, { device: deviceId });
    expect(challenge.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // A made-up cookie is no pending login either.
    const forged = await t
      .agent()
      .post(`${AUTH}/otp-verify/`)
      .set('Cookie', `benevo_otp=${'a'.repeat(64)}`)
      .send({ token: totpCode(secret), device: deviceId });
    expect(forged.status).toBe(401);
    expect(sessionCookieOf(forged)).toBeUndefined();
  });

  it('gives the benevo_otp cookie alone no access to any organizer operation or route', async () => {
    const user = await newUser();
    await enableTotp(t, user);
    const { agent } = await pending(user);
    for (const query of [ME, DEVICES, '{ events { id } }', '{ otpBackupCodes { remaining } }']) {
      expect((await gql(agent, t.server.url, query)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const organizationId = String(user.lastOrganizationId ?? 1);
    const switched = await gql(agent, t.server.url, 'mutation($id: ID!) { switchOrganization(organizationId: $id) { id } }', { id: organizationId });
    expect(switched.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const setup = await gql(agent, t.server.url, SETUP, { input: { method: 'TOTP' } });
    expect(setup.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await agent.get(`${AUTH}/organizations/`)).status).toBe(401);
    expect((await agent.get(`${AUTH}/otp-devices/`)).status).toBe(401);
    expect((await agent.get('/apis/organizer/v1/events/')).status).toBe(401);
    expect((await agent.post(`${AUTH}/otp-methods/totp/setup/`).send({})).status).toBe(401);
    // The login/ refresh (empty body) needs a session: the pending cookie mints no token.
    const refresh = await agent.post(`${AUTH}/login/`).send({});
    expect(refresh.status).toBe(401);
    expect(refresh.body.token).toBeUndefined();
  });

  it("cannot use one user's pending login to sign in as another user, even with both passwords' sessions around", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const a = await enableTotp(t, alice);
    const b = await enableTotp(t, bob);
    // Bob is in the middle of a login; the attacker holds Alice's pending login and Bob's code.
    const bobPending = await pending(bob);
    const alicePending = await pending(alice);
    const mixed = await gql(alicePending.agent, t.server.url, VERIFY, { input: { device: b.deviceId, code: totpCode(b.secret) } });
    expect(mixed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // Bob's own login still goes through with the same code (the failed try did not use it up).
    const bobOk = await gql<{ otpVerify: { email: string } }>(bobPending.agent, t.server.url, VERIFY, { input: { device: b.deviceId, code: totpCode(b.secret) } });
    expect(bobOk.data?.otpVerify.email).toBe(bob.email);
    void a;
  });

  it('voids a pending login when the password is reset in between, and the reset never turns two-factor off', async () => {
    const user = await newUser();
    const { deviceId, secret } = await enableTotp(t, user);
    const { agent } = await pending(user);
    await t.agent().post('/accounts/send-reset-password-link/').send({ login: user.email });
    const mails = await mailsTo(t.db.database.dataSource, user.email);
    const link = linkIn(mails[mails.length - 1]);
    const reset = await t
      .agent()
      .post('/accounts/reset-password/')
      .send({ user_id: link.userId, timestamp: link.timestamp, signature: link.signature, password: 'another-long-password-1' });
    expect(reset.status).toBe(200);
    expect(sessionCookieOf(reset)).toBeUndefined();
    const late = await gql(agent, t.server.url, VERIFY, { input: { device: deviceId, code: totpCode(secret) } });
    expect(late.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // The new password still leads to the second factor, not to a session.
    const again = await t.agent().post(`${AUTH}/login/`).send({ email: user.email, password: 'another-long-password-1' });
    expect(again.body.otpRequired).toBe(true);
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it("does not let a two-factor organizer's password open the manager door", async () => {
    const org = await t.createOrganization();
    const user = await t.createUser({ organizations: [org] });
    await enableTotp(t, user);
    const login = await gql(t.agent(), t.server.url, 'mutation($e: String!, $p: String!, $o: ID!) { managerLogin(email: $e, password: $p, organizationId: $o) { token } }', {
      e: user.email,
      p: user.password,
      o: String(org.id),
    });
    expect(login.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await t.agent().get('/apis/organizer/v1/consult_manager/').query({ email: user.email, password: user.password, orgId: org.id });
    expect(rest.status).toBe(401);
  });

  it('refuses a deactivated account at otp-verify even with a right code', async () => {
    const user = await newUser();
    const { deviceId, secret } = await enableTotp(t, user);
    const { agent } = await pending(user);
    await t.db.database.dataSource.query('UPDATE app_user SET is_active = false WHERE id = $1', [user.id]);
    const res = await agent.post(`${AUTH}/otp-verify/`).send({ token: totpCode(secret), device: deviceId });
    expect(res.status).toBe(401);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('ends password-only credentials when two-factor is turned on: older sessions and login-token/ tokens stop working', async () => {
    const user = await newUser();
    // An attacker who knows the password signed in and minted a token before the owner turned 2FA on.
    const attacker = (await gqlLogin(t, user)).agent;
    const minted = await t.agent().post(`${AUTH}/login-token/`).send({ email: user.email, password: user.password });
    expect(minted.status).toBe(200);
    expect((await gql(attacker, t.server.url, ME)).errors).toBeUndefined();

    const owner = await enableTotp(t, user);
    expect((await gql(attacker, t.server.url, ME)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const withToken = await t.agent().get(`${AUTH}/organizations/`).set('Authorization', `Token ${minted.body.token}`);
    expect(withToken.status).toBe(401);
    // The owner's own session (where 2FA was turned on) goes on.
    const mine = await gql<{ me: { email: string } }>(owner.agent, t.server.url, ME);
    expect(mine.data?.me.email).toBe(user.email);
  });

  it('keeps the token of the REST session that turns two-factor on, not the token of another REST login', async () => {
    const user = await newUser();
    const other = await t.agent().post(`${AUTH}/login/`).send({ email: user.email, password: user.password });
    const agent = t.agent();
    const login = await agent.post(`${AUTH}/login/`).send({ email: user.email, password: user.password });
    expect(login.body.token).toMatch(/^[0-9a-f]{64}$/);
    const csrf = csrfOf(agent, t.server.url);
    const setup = await agent.post(`${AUTH}/otp-methods/totp/setup/`).set('X-CSRFToken', csrf).send({});
    const validated = await agent.post(`${AUTH}/otp-validate/`).set('X-CSRFToken', csrf).send({ token: totpCode(setup.body.secret), device: setup.body.device.id });
    expect(validated.status).toBe(200);
    expect((await t.agent().get(`${AUTH}/organizations/`).set('Authorization', `Token ${login.body.token}`)).status).toBe(200);
    expect((await t.agent().get(`${AUTH}/organizations/`).set('Authorization', `Token ${other.body.token}`)).status).toBe(401);
    expect((await agent.get(`${AUTH}/otp-devices/`)).status).toBe(200);
  });

  it('enforce2fa: a restricted session opened with the password alone does not become a full session when the owner sets up 2FA', async () => {
    const { user } = await enforcingMember();
    const attacker = (await gqlLogin(t, user)).agent;
    const token = await t.agent().post(`${AUTH}/login-token/`).send({ email: user.email, password: user.password });
    expect(token.status).toBe(200);
    expect((await gql(attacker, t.server.url, '{ events { id } }')).errors?.[0].extensions?.code).toBe('OTP_SETUP_REQUIRED');

    const owner = await enableTotp(t, user);
    expect((await gql(owner.agent, t.server.url, '{ events { id } }')).errors).toBeUndefined();
    const events = await gql(attacker, t.server.url, '{ events { id } }');
    expect(events.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await t.agent().get('/apis/organizer/v1/events/').set('Authorization', `Token ${token.body.token}`);
    expect(rest.status).toBe(401);
  });
});

describe('brute force', () => {
  it('does not give fresh attempts with a fresh pending login (the account counts)', async () => {
    const user = await newUser();
    const { deviceId, secret } = await enableTotp(t, user);
    const wrong = wrongCode(secret);
    for (let round = 0; round < 2; round += 1) {
      const { agent } = await pending(user);
      for (let i = 0; i < 5; i += 1) {
        const answer = await gql(agent, t.server.url, VERIFY, { input: { device: deviceId, code: wrong } });
        expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      }
    }
    const { agent } = await pending(user);
    const blocked = await gql(agent, t.server.url, VERIFY, { input: { device: deviceId, code: totpCode(secret) } });
    expect(blocked.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Through the facade too, with the ephemeral token.
    const { ephemeralToken } = await pending(user);
    const rest = await t.agent().post(`${AUTH}/otp-verify/`).send({ token: totpCode(secret), device: deviceId, ephemeralToken });
    expect(rest.status).toBe(429);
    expect(sessionCookieOf(rest)).toBeUndefined();
  });

  it('limits wrong codes on removal and on new backup codes (a stolen session cannot guess its way)', async () => {
    const user = await newUser();
    const { agent, deviceId, secret } = await enableTotp(t, user);
    const wrong = wrongCode(secret);
    for (let i = 0; i < 5; i += 1) {
      expect((await gql(agent, t.server.url, REMOVE, { device: deviceId, code: wrong })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect((await gql(agent, t.server.url, REGENERATE, { code: wrong })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const removal = await gql(agent, t.server.url, REMOVE, { device: deviceId, code: totpCode(secret) });
    expect(removal.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    const csrf = csrfOf(agent, t.server.url);
    const rest = await agent.post(`${AUTH}/otp-backup/`).set('X-CSRFToken', csrf).send({ token: totpCode(secret) });
    expect(rest.status).toBe(429);
    expect((await gql<{ otpDevices: unknown[] }>(agent, t.server.url, DEVICES)).data?.otpDevices).toHaveLength(1);
  });

  it('limits wrong codes when validating a new device', async () => {
    const user = await newUser();
    const { agent } = await gqlLogin(t, user);
    const setup = await gql<{ otpSetup: { device: { id: string }; secret: string } }>(agent, t.server.url, SETUP, { input: { method: 'TOTP' } });
    const { device, secret } = setup.data!.otpSetup;
    const wrong = wrongCode(secret);
    for (let i = 0; i < 10; i += 1) {
      expect((await gql(agent, t.server.url, VALIDATE, { input: { device: device.id, code: wrong } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const blocked = await gql(agent, t.server.url, VALIDATE, { input: { device: device.id, code: totpCode(secret) } });
    expect(blocked.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('limits mails of the challenge (no mailbox flood through many pending logins)', async () => {
    const user = await newUser();
    const { agent } = await gqlLogin(t, user);
    const setup = await gql<{ otpSetup: { device: { id: string } } }>(agent, t.server.url, SETUP, { input: { method: 'EMAIL' } });
    const deviceId = setup.data!.otpSetup.device.id;
    await gql(agent, t.server.url, VALIDATE, { input: { device: deviceId, code: await lastMailedCode(t, user.email) } });
    const before = (await mailsTo(t.db.database.dataSource, user.email)).length;
    let refused = 0;
    for (let i = 0; i < 8; i += 1) {
      clock.advance(31_000);
      const { ephemeralToken } = await pending(user);
      const res = await t.agent().post(`${AUTH}/otp-challenge/`).send({ device: Number(deviceId), ephemeralToken });
      if (res.status === 429) refused += 1;
      else expect(res.status).toBe(200);
    }
    const sent = (await mailsTo(t.db.database.dataSource, user.email)).length - before;
    expect(sent).toBeLessThanOrEqual(5);
    expect(refused).toBeGreaterThanOrEqual(3);
  });
});

describe('replay', () => {
  it('refuses the code typed at setup when it is replayed at sign-in', async () => {
    const user = await newUser();
    const { agent } = await gqlLogin(t, user);
    const setup = await gql<{ otpSetup: { device: { id: string }; secret: string } }>(agent, t.server.url, SETUP, { input: { method: 'TOTP' } });
    const { device, secret } = setup.data!.otpSetup;
    const code = totpCode(secret);
    expect((await gql(agent, t.server.url, VALIDATE, { input: { device: device.id, code } })).errors).toBeUndefined();
    const login = await pending(user);
    const replay = await gql(login.agent, t.server.url, VERIFY, { input: { device: device.id, code } });
    expect(replay.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('opens exactly one session when two pending logins race with the same TOTP code', async () => {
    const user = await newUser();
    const { deviceId, secret } = await enableTotp(t, user);
    const first = await pending(user);
    const second = await pending(user);
    const code = totpCode(secret);
    const answers = await Promise.all([first, second].map(({ ephemeralToken }) => t.agent().post(`${AUTH}/otp-verify/`).send({ token: code, device: deviceId, ephemeralToken })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    expect(answers.filter((res) => sessionCookieOf(res))).toHaveLength(1);
  });

  it('opens exactly one session when one pending login is raced twice with a backup code', async () => {
    const user = await newUser();
    const { backupCodes } = await enableTotp(t, user);
    const { ephemeralToken } = await pending(user);
    const answers = await Promise.all([0, 1].map(() => t.agent().post(`${AUTH}/otp-verify/`).send({ token: backupCodes[0], ephemeralToken })));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => sessionCookieOf(res))).toHaveLength(1);
  });

  it('refuses an e-mail code once it opened a session (not reusable for a removal either)', async () => {
    const user = await newUser();
    const { agent } = await gqlLogin(t, user);
    const setup = await gql<{ otpSetup: { device: { id: string } } }>(agent, t.server.url, SETUP, { input: { method: 'EMAIL' } });
    const deviceId = setup.data!.otpSetup.device.id;
    const first = await lastMailedCode(t, user.email);
    await gql(agent, t.server.url, VALIDATE, { input: { device: deviceId, code: first } });
    // The setup code is used up.
    const login = await pending(user);
    expect((await gql(login.agent, t.server.url, VERIFY, { input: { device: deviceId, code: first } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    clock.advance(31_000);
    await gql(login.agent, t.server.url, CHALLENGE, { device: deviceId });
    const code = await lastMailedCode(t, user.email);
    expect((await gql(login.agent, t.server.url, VERIFY, { input: { device: deviceId, code } })).errors).toBeUndefined();
    const removal = await gql(login.agent, t.server.url, REMOVE, { device: deviceId, code });
    expect(removal.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a backup code used at sign-in for new backup codes', async () => {
    const user = await newUser();
    const { backupCodes } = await enableTotp(t, user);
    const login = await pending(user);
    expect((await gql(login.agent, t.server.url, VERIFY, { input: { code: backupCodes[4] } })).errors).toBeUndefined();
    const regenerate = await gql(login.agent, t.server.url, REGENERATE, { code: backupCodes[4] });
    expect(regenerate.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('setup abuse', () => {
  it("cannot validate or challenge another user's unconfirmed device", async () => {
    const victim = await newUser();
    const { agent: victimAgent } = await gqlLogin(t, victim);
    const setup = await gql<{ otpSetup: { device: { id: string }; secret: string } }>(victimAgent, t.server.url, SETUP, { input: { method: 'TOTP' } });
    const { device, secret } = setup.data!.otpSetup;
    const attacker = await newUser();
    const { agent } = await gqlLogin(t, attacker);
    const validate = await gql(agent, t.server.url, VALIDATE, { input: { device: device.id, code: totpCode(secret) } });
    expect(validate.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const challenge = await gql(agent, t.server.url, CHALLENGE, { device: device.id });
    expect(challenge.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const setDefault = await gql(agent, t.server.url, 'mutation($d: ID!) { otpSetDefaultDevice(device: $d) { id } }', { d: device.id });
    expect(setDefault.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('needs a current factor to add a device once two-factor is on (a stolen session cannot add its own and remove the owner’s)', async () => {
    const user = await newUser();
    const owner = await enableTotp(t, user);
    const stolen = owner.agent;
    const without = await gql(stolen, t.server.url, SETUP, { input: { method: 'TOTP' } });
    expect(without.errors?.[0].extensions?.fieldErrors?.code).toEqual(['Entrez un code de vérification']);
    const wrong = await gql(stolen, t.server.url, SETUP, { input: { method: 'TOTP', code: wrongCode(owner.secret) } });
    expect(wrong.errors?.[0].extensions?.fieldErrors?.code).toEqual(['Code invalide ou expiré']);
    const email = await gql(stolen, t.server.url, SETUP, { input: { method: 'EMAIL' } });
    expect(email.errors?.[0].extensions?.fieldErrors?.code).toBeDefined();
    expect((await gql<{ otpDevices: unknown[] }>(stolen, t.server.url, DEVICES)).data?.otpDevices).toHaveLength(1);
    const csrf = csrfOf(stolen, t.server.url);
    const rest = await stolen.post(`${AUTH}/otp-methods/totp/setup/`).set('X-CSRFToken', csrf).send({});
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ token: ['Entrez un code de vérification'] });
    // With a current code (the owner), the second device is added.
    const added = await gql<{ otpSetup: { device: { id: string }; secret: string } }>(stolen, t.server.url, SETUP, {
      input: { method: 'TOTP', name: 'Tablet', code: totpCode(owner.secret) },
    });
    expect(added.errors).toBeUndefined();
    const second = added.data!.otpSetup;
    const validated = await gql<{ otpValidate: { backupCodes: string[] | null } }>(stolen, t.server.url, VALIDATE, {
      input: { device: second.device.id, code: totpCode(second.secret) },
    });
    expect(validated.data?.otpValidate.backupCodes).toBeNull();
  });

  it('drops setups started before two-factor was on: they cannot be confirmed later without a factor', async () => {
    const user = await newUser();
    const { agent } = await gqlLogin(t, user);
    // Someone holding the same session starts a setup of their own before the owner turns 2FA on…
    const early = await gql<{ otpSetup: { device: { id: string }; secret: string } }>(agent, t.server.url, SETUP, { input: { method: 'TOTP', name: 'Mine' } });
    const planted = early.data!.otpSetup;
    // …the owner turns 2FA on by e-mail…
    const email = await gql<{ otpSetup: { device: { id: string } } }>(agent, t.server.url, SETUP, { input: { method: 'EMAIL' } });
    const validated = await gql(agent, t.server.url, VALIDATE, { input: { device: email.data!.otpSetup.device.id, code: await lastMailedCode(t, user.email) } });
    expect(validated.errors).toBeUndefined();
    // …and the planted device can no longer be confirmed.
    const late = await gql(agent, t.server.url, VALIDATE, { input: { device: planted.device.id, code: totpCode(planted.secret) } });
    expect(late.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql<{ otpDevices: Array<{ name: string }> }>(agent, t.server.url, DEVICES)).data?.otpDevices.map((d) => d.name)).toEqual([user.email]);
  });

  it('refuses to remove the last device of a member of an enforce2fa organization', async () => {
    const { user } = await enforcingMember();
    const { agent } = await gqlLogin(t, user);
    const owner = await enableTotp(t, user, agent);
    const removal = await gql(agent, t.server.url, REMOVE, { device: owner.deviceId, code: totpCode(owner.secret) });
    expect(removal.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(removal.errors?.[0].message).toBe('Votre organisation exige la double authentification : ajoutez un autre appareil avant de retirer celui-ci');
    expect((await gql<{ otpDevices: unknown[] }>(agent, t.server.url, DEVICES)).data?.otpDevices).toHaveLength(1);
    // The login still asks for the second factor.
    expect((await pending(user)).res.body.otpRequired).toBe(true);
  });

  it('keeps one device of an enforce2fa member when its last two are removed in parallel', async () => {
    const { user } = await enforcingMember();
    const { agent } = await gqlLogin(t, user);
    const owner = await enableTotp(t, user, agent);
    const setup = await gql<{ otpSetup: { device: { id: string } } }>(agent, t.server.url, SETUP, { input: { method: 'EMAIL', code: totpCode(owner.secret) } });
    const emailDevice = setup.data!.otpSetup.device.id;
    expect((await gql(agent, t.server.url, VALIDATE, { input: { device: emailDevice, code: await lastMailedCode(t, user.email) } })).errors).toBeUndefined();
    const csrf = csrfOf(agent, t.server.url);
    const answers = await Promise.all(
      [
        [owner.deviceId, owner.backupCodes[0]],
        [emailDevice, owner.backupCodes[1]],
      ].map(([device, token]) => agent.delete(`${AUTH}/otp-devices/${device}/`).set('X-CSRFToken', csrf).send({ token })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([204, 409]);
    expect((await gql<{ otpDevices: Array<{ confirmed: boolean }> }>(agent, t.server.url, DEVICES)).data?.otpDevices).toEqual([
      expect.objectContaining({ confirmed: true }),
    ]);
  });

  it('never answers, stores or mails a secret or code where it could leak', async () => {
    const user = await newUser();
    const { agent, secret, backupCodes, deviceId } = await enableTotp(t, user);
    const answers = [
      await gql(agent, t.server.url, `query { me { id email dfaId otpSetupRequired } otpDevices { id name method } otpBackupCodes { remaining generatedAt } }`),
      (await agent.get(`${AUTH}/otp-devices/`)).body,
      (await agent.get(`${AUTH}/otp-backup/`)).body,
      (await pending(user)).res.body,
    ].map((answer) => JSON.stringify(answer));
    for (const answer of answers) {
      expect(answer).not.toContain(secret);
      for (const code of backupCodes) expect(answer).not.toContain(code);
    }
    const db = t.db.database.dataSource;
    const stored = JSON.stringify([
      await db.query('SELECT * FROM otp_device WHERE user_id = $1', [user.id]),
      await db.query('SELECT * FROM otp_backup_code WHERE user_id = $1', [user.id]),
      await db.query('SELECT detail FROM audit_entry WHERE user_id = $1', [user.id]),
    ]);
    expect(stored).not.toContain(secret);
    for (const code of backupCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    // The e-mail code is in the body only, never in the subject (mail servers log subjects).
    const second = await gql<{ otpSetup: { device: { id: string } } }>(agent, t.server.url, SETUP, { input: { method: 'EMAIL', code: totpCode(secret) } });
    expect(second.errors).toBeUndefined();
    const mails = await mailsTo(db, user.email);
    const code = await lastMailedCode(t, user.email);
    expect(mails[mails.length - 1].subject).not.toContain(code);
    const emailCodes = JSON.stringify(await db.query('SELECT * FROM otp_email_code'));
    expect(emailCodes).not.toMatch(new RegExp(`"${code}"`));
    void deviceId;
  });

  it('mails the e-mail factor to the address confirmed at setup, not to a new profile address', async () => {
    const user = await newUser();
    const { agent } = await gqlLogin(t, user);
    const setup = await gql<{ otpSetup: { device: { id: string } } }>(agent, t.server.url, SETUP, { input: { method: 'EMAIL' } });
    const deviceId = setup.data!.otpSetup.device.id;
    await gql(agent, t.server.url, VALIDATE, { input: { device: deviceId, code: await lastMailedCode(t, user.email) } });
    // Someone with the session changes the profile address to theirs.
    const changed = await gql(agent, t.server.url, 'mutation { updateProfile(input: { email: "thief@example.net" }) { email } }');
    expect(changed.errors).toBeUndefined();
    const login = await t.agent().post(`${AUTH}/login/`).send({ email: 'thief@example.net', password: user.password });
    expect(login.body.otpRequired).toBe(true);
    clock.advance(31_000);
    await t.agent().post(`${AUTH}/otp-challenge/`).send({ device: Number(deviceId), ephemeralToken: login.body.ephemeralToken });
    expect(await mailsTo(t.db.database.dataSource, 'thief@example.net')).toEqual([]);
    expect(await lastMailedCode(t, user.email)).toMatch(/^\d{6}$/);
  });

  it('does not show the full e-mail address of an e-mail device to someone who only has the password', async () => {
    const user = await newUser();
    const { agent } = await gqlLogin(t, user);
    const setup = await gql<{ otpSetup: { device: { id: string } } }>(agent, t.server.url, SETUP, { input: { method: 'EMAIL' } });
    await gql(agent, t.server.url, VALIDATE, { input: { device: setup.data!.otpSetup.device.id, code: await lastMailedCode(t, user.email) } });
    const { res } = await pending(user);
    const name = (res.body.devices as Array<{ name: string }>)[0].name;
    expect(name).not.toBe(user.email);
    expect(name).toContain('@example.org');
    expect(name).toContain('*');
  });
});

describe('enforce2fa', () => {
  it('keeps the OTP_SETUP_REQUIRED gate for operations sent in one document with allowed ones', async () => {
    const { user } = await enforcingMember();
    const { agent } = await gqlLogin(t, user);
    const answer = await gql<{ me: { id: string } | null; events: unknown[] | null }>(agent, t.server.url, '{ me { id } events { id } }');
    expect(answer.data?.events ?? null).toBeNull();
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['OTP_SETUP_REQUIRED']);
    // Nor through an alias of an allowed name.
    const aliased = await gql(agent, t.server.url, '{ me: events { id } }');
    expect(aliased.errors?.[0].extensions?.code).toBe('OTP_SETUP_REQUIRED');
  });
});

describe('CSRF and cookies', () => {
  it('refuses unsafe two-factor routes of a session without the X-CSRFToken header', async () => {
    const user = await newUser();
    const { agent, deviceId, secret } = await enableTotp(t, user);
    expect((await agent.delete(`${AUTH}/otp-devices/${deviceId}/`).send({ token: totpCode(secret) })).status).toBe(403);
    expect((await agent.post(`${AUTH}/otp-backup/`).send({ token: totpCode(secret) })).status).toBe(403);
    expect((await agent.post(`${AUTH}/otp-methods/totp/setup/`).send({ token: totpCode(secret) })).status).toBe(403);
    expect((await agent.post(`${AUTH}/otp-challenge/`).send({ device: deviceId })).status).toBe(403);
    const graphql = await gql(agent, t.server.url, REMOVE, { device: String(deviceId), code: totpCode(secret) }, { csrf: false });
    expect(graphql.errors?.[0].extensions?.code).toBe('CSRF_FAILED');
    expect((await gql<{ otpDevices: unknown[] }>(agent, t.server.url, DEVICES)).data?.otpDevices).toHaveLength(1);
  });

  it("refuses a cross-site form that would sign the victim's browser in to the attacker's account (login CSRF)", async () => {
    const attacker = await newUser();
    const { deviceId, secret } = await enableTotp(t, attacker);
    const { ephemeralToken } = await pending(attacker);
    const victim = t.agent();
    const res = await victim
      .post(`${AUTH}/otp-verify/`)
      .set('Sec-Fetch-Site', 'cross-site')
      .field('token', totpCode(secret))
      .field('device', String(deviceId))
      .field('ephemeralToken', ephemeralToken);
    expect(res.status).toBe(403);
    expect(sessionCookieOf(res)).toBeUndefined();
    // GraphQL refuses a simple (form-like) request outright.
    const simple = await victim
      .post('/graphql')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ query: VERIFY, variables: { input: { device: String(deviceId), code: totpCode(secret), ephemeralToken } } }));
    expect(simple.status).toBe(400);
    expect(sessionCookieOf(simple)).toBeUndefined();
    // The attacker's own client still finishes its login.
    const own = await t.agent().post(`${AUTH}/otp-verify/`).send({ token: totpCode(secret), device: deviceId, ephemeralToken });
    expect(own.status).toBe(200);
  });

  it('sets the pending cookie http-only, SameSite=Lax, for 10 minutes, and clears it after the verification', async () => {
    const user = await newUser();
    const { deviceId, secret } = await enableTotp(t, user);
    const { agent, res } = await pending(user);
    const cookie = otpCookieOf(res)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const verified = await agent.post(`${AUTH}/otp-verify/`).send({ token: totpCode(secret), device: deviceId });
    expect(verified.status).toBe(200);
    const cleared = ((verified.headers['set-cookie'] as unknown as string[]) ?? []).find((c) => c.startsWith('benevo_otp=;'));
    expect(cleared).toBeDefined();
  });
});

describe('the pending cookie over https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await startTestApp({ PUBLIC_URL: 'https://benevo.example.org' });
  });
  afterAll(async () => {
    await secure.close();
  });

  it('is Secure when the public URL is https', async () => {
    const org = await secure.createOrganization();
    const user = await secure.createUser({ organizations: [org] });
    // The agent speaks http: the device goes in directly (a Secure session cookie would not come back).
    const db = secure.db.database.dataSource;
    const [device] = await db.query(`INSERT INTO otp_device (user_id, method, name, confirmed) VALUES ($1, 'email', $2, true) RETURNING id`, [user.id, user.email]);
    await db.query('UPDATE app_user SET dfa_id = $1 WHERE id = $2', [device.id, user.id]);
    const res = await secure.agent().post(`${AUTH}/login/`).send({ email: user.email, password: user.password });
    expect(res.body.otpRequired).toBe(true);
    expect(otpCookieOf(res)).toMatch(/Secure/);
    expect(otpCookieOf(res)).toMatch(/HttpOnly/);
  });
});
