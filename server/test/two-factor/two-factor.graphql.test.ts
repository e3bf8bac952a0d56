import { clock } from '../../src/common/clock';
import { gql, type TestApp } from '../harness';
import { mailsTo } from '../mails';
import {
  BACKUP_STATUS,
  CHALLENGE,
  DEVICES,
  LOGIN,
  ME,
  REGENERATE,
  REMOVE,
  SETUP,
  VALIDATE,
  VERIFY,
  auditActions,
  enableTotp,
  gqlLogin,
  lastMailedCode,
  nextStep,
  totpCode,
  twoFactorApp,
} from './fixtures';

const file = twoFactorApp();
const newUser = file.newUser;
let t: TestApp;
beforeAll(() => {
  t = file.app();
});

interface OtpError {
  message: string;
  extensions?: { code?: string; fieldErrors?: Record<string, string[]>; otp?: { devices: Array<{ id: string; method: string; isDefault: boolean }>; defaultDevice: string } };
}

describe('TOTP through GraphQL', () => {
  it('sets up, validates, then asks for the code after the password and opens the session only after it', async () => {
    const user = await newUser();
    const { agent } = await gqlLogin(t, user);
    const setup = await gql<{ otpSetup: { device: { id: string; confirmed: boolean }; secret: string; otpauthUrl: string; qrCode: string } }>(
      agent,
      t.server.url,
      SETUP,
      { input: { method: 'TOTP', name: 'Mon téléphone' } },
    );
    const { device, secret, otpauthUrl, qrCode } = setup.data!.otpSetup;
    expect(device.confirmed).toBe(false);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Benevo:/);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // The secret is stored encrypted, never as typed.
    const [row] = await t.db.database.dataSource.query('SELECT secret_encrypted FROM otp_device WHERE id = $1', [Number(device.id)]);
    expect(row.secret_encrypted).not.toContain(secret);

    const wrong = await gql(agent, t.server.url, VALIDATE, { input: { device: device.id, code: '000000' } });
    expect(wrong.errors?.[0].extensions?.fieldErrors?.code).toEqual(['Code invalide ou expiré']);
    const validated = await gql<{ otpValidate: { device: { confirmed: boolean; isDefault: boolean }; backupCodes: string[] } }>(agent, t.server.url, VALIDATE, {
      input: { device: device.id, code: totpCode(secret), secret },
    });
    expect(validated.data?.otpValidate.device).toEqual({ id: device.id, confirmed: true, isDefault: true });
    expect(validated.data?.otpValidate.backupCodes).toHaveLength(10);
    expect(new Set(validated.data?.otpValidate.backupCodes).size).toBe(10);
    const me = await gql<{ me: { dfaId: string } }>(agent, t.server.url, ME);
    expect(me.data?.me.dfaId).toBe(device.id);

    await gql(agent, t.server.url, 'mutation { logout }');
    nextStep();
    const fresh = t.agent();
    const login = await fresh.post('/graphql').send({ query: LOGIN, variables: { input: { email: user.email, password: user.password } } });
    const error = login.body.errors[0] as OtpError;
    expect(error.extensions?.code).toBe('OTP_REQUIRED');
    expect(error.message).toBe('Code de vérification requis');
    expect(error.extensions?.otp).toEqual({ devices: [{ id: device.id, method: 'TOTP', name: 'Mon téléphone', isDefault: true }], defaultDevice: device.id });
    const cookies = (login.headers['set-cookie'] as unknown as string[]) ?? [];
    expect(cookies.some((c) => c.startsWith('sessionid=') && !c.startsWith('sessionid=;'))).toBe(false);
    expect(cookies.find((c) => c.startsWith('benevo_otp='))).toMatch(/HttpOnly/);
    expect((await gql(fresh, t.server.url, ME)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(fresh, t.server.url, DEVICES)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const verified = await gql<{ otpVerify: { email: string } }>(fresh, t.server.url, VERIFY, { input: { device: device.id, code: totpCode(secret) } });
    expect(verified.data?.otpVerify.email).toBe(user.email);
    const after = await gql<{ me: { email: string } }>(fresh, t.server.url, ME);
    expect(after.data?.me.email).toBe(user.email);
    const devices = await gql<{ otpDevices: Array<{ id: string; lastUsedAt: string | null }> }>(fresh, t.server.url, DEVICES);
    expect(devices.data?.otpDevices.map((d) => d.id)).toEqual([device.id]);
    expect(devices.data?.otpDevices[0].lastUsedAt).not.toBeNull();
    // The pending login was used up: it cannot open a second session.
    const again = await gql(fresh, t.server.url, VERIFY, { input: { device: device.id, code: totpCode(secret, 1) } });
    expect(again.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    expect(await auditActions(t, user.id)).toEqual(
      expect.arrayContaining(['login.succeeded', 'otp.deviceAdded', 'otp.backupCodesGenerated']),
    );
  });

  it('refuses a TOTP code used once already, even within its window', async () => {
    const user = await newUser();
    const { deviceId, secret } = await enableTotp(t, user);
    const first = await gqlLogin(t, user);
    const code = totpCode(secret);
    const ok = await gql(first.agent, t.server.url, VERIFY, { input: { device: deviceId, code } });
    expect(ok.errors).toBeUndefined();
    const second = await gqlLogin(t, user);
    expect(second.answer.errors?.[0].extensions?.code).toBe('OTP_REQUIRED');
    const replay = await gql(second.agent, t.server.url, VERIFY, { input: { device: deviceId, code } });
    expect(replay.errors?.[0].extensions?.fieldErrors?.code).toEqual(['Code invalide ou expiré']);
    // An earlier step within the window is refused too; the next one passes.
    const earlier = await gql(second.agent, t.server.url, VERIFY, { input: { device: deviceId, code: totpCode(secret, -1) } });
    expect(earlier.errors?.[0].extensions?.fieldErrors?.code).toBeDefined();
    const next = await gql(second.agent, t.server.url, VERIFY, { input: { device: deviceId, code: totpCode(secret, 1) } });
    expect(next.errors).toBeUndefined();
    expect(await auditActions(t, user.id)).toContain('login.otpFailed');
  });

  it('limits wrong codes per account (TOO_MANY_REQUESTS), even with the right one afterwards', async () => {
    const user = await newUser();
    const { deviceId, secret } = await enableTotp(t, user);
    const { agent } = await gqlLogin(t, user);
    const right = totpCode(secret);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 10; i += 1) {
      const answer = await gql(agent, t.server.url, VERIFY, { input: { device: deviceId, code: wrong } });
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const blocked = await gql(agent, t.server.url, VERIFY, { input: { device: deviceId, code: right } });
    expect(blocked.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await gql(agent, t.server.url, ME)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('e-mail codes through GraphQL', () => {
  it('mails a code at setup and on challenge; the code opens the session', async () => {
    const user = await newUser();
    const { agent } = await gqlLogin(t, user);
    const setup = await gql<{ otpSetup: { device: { id: string; name: string; method: string }; secret: string | null } }>(agent, t.server.url, SETUP, {
      input: { method: 'EMAIL' },
    });
    expect(setup.data?.otpSetup.device).toMatchObject({ method: 'EMAIL', name: user.email });
    expect(setup.data?.otpSetup.secret).toBeNull();
    const deviceId = setup.data!.otpSetup.device.id;
    const mails = await mailsTo(t.db.database.dataSource, user.email);
    expect(mails[mails.length - 1].subject).toBe('Votre code de vérification Benevo');
    expect(mails[mails.length - 1].text).toMatch(/est : \d{6}\n\nIl est valable 5 minutes/);
    const validated = await gql<{ otpValidate: { backupCodes: string[] } }>(agent, t.server.url, VALIDATE, {
      input: { device: deviceId, code: await lastMailedCode(t, user.email) },
    });
    expect(validated.data?.otpValidate.backupCodes).toHaveLength(10);
    await gql(agent, t.server.url, 'mutation { logout }');

    const { agent: fresh, answer } = await gqlLogin(t, user);
    expect(answer.errors?.[0].extensions?.code).toBe('OTP_REQUIRED');
    const before = (await mailsTo(t.db.database.dataSource, user.email)).length;
    // The setup's mail was under 30 s ago: a new one is allowed a minute later.
    expect((await gql(fresh, t.server.url, CHALLENGE, { device: deviceId })).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    clock.advance(60_000);
    const challenge = await gql(fresh, t.server.url, CHALLENGE, { device: deviceId });
    expect(challenge.errors).toBeUndefined();
    expect((await mailsTo(t.db.database.dataSource, user.email)).length).toBe(before + 1);
    // A second mail right away is refused (no mail loop).
    const loop = await gql(fresh, t.server.url, CHALLENGE, { device: deviceId });
    expect(loop.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    const verified = await gql(fresh, t.server.url, VERIFY, { input: { device: deviceId, code: await lastMailedCode(t, user.email) } });
    expect(verified.errors).toBeUndefined();
    expect((await gql<{ me: { email: string } }>(fresh, t.server.url, ME)).data?.me.email).toBe(user.email);
  });

  it('refuses an e-mail code after 5 minutes (6 minutes later on the clock)', async () => {
    const user = await newUser();
    const { agent } = await gqlLogin(t, user);
    const setup = await gql<{ otpSetup: { device: { id: string } } }>(agent, t.server.url, SETUP, { input: { method: 'EMAIL' } });
    const deviceId = setup.data!.otpSetup.device.id;
    await gql(agent, t.server.url, VALIDATE, { input: { device: deviceId, code: await lastMailedCode(t, user.email) } });

    const { agent: fresh } = await gqlLogin(t, user);
    clock.advance(60_000);
    await gql(fresh, t.server.url, CHALLENGE, { device: deviceId });
    const code = await lastMailedCode(t, user.email);
    clock.advance(6 * 60_000);
    const late = await gql(fresh, t.server.url, VERIFY, { input: { device: deviceId, code } });
    expect(late.errors?.[0].extensions?.fieldErrors?.code).toEqual(['Code invalide ou expiré']);
    expect((await gql(fresh, t.server.url, ME)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // A new code within its 5 minutes works (the pending login lasts 10: 9 minutes now).
    await gql(fresh, t.server.url, CHALLENGE, { device: deviceId });
    clock.advance(2 * 60_000);
    const inTime = await gql(fresh, t.server.url, VERIFY, { input: { device: deviceId, code: await lastMailedCode(t, user.email) } });
    expect(inTime.errors).toBeUndefined();
  });

  it('ends the pending login after 10 minutes', async () => {
    const user = await newUser();
    const { deviceId, secret } = await enableTotp(t, user);
    const { agent } = await gqlLogin(t, user);
    clock.advance(11 * 60_000);
    const late = await gql(agent, t.server.url, VERIFY, { input: { device: deviceId, code: totpCode(secret) } });
    expect(late.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(late.errors?.[0].message).toBe('La connexion a expiré, recommencez avec votre mot de passe');
  });
});

describe('backup codes through GraphQL', () => {
  it('opens a session with a backup code once; the same code is refused the second time', async () => {
    const user = await newUser();
    const { backupCodes } = await enableTotp(t, user);
    const first = await gqlLogin(t, user);
    const used = await gql(first.agent, t.server.url, VERIFY, { input: { code: backupCodes[0].toUpperCase() } });
    expect(used.errors).toBeUndefined();
    const status = await gql<{ otpBackupCodes: { remaining: number } }>(first.agent, t.server.url, BACKUP_STATUS);
    expect(status.data?.otpBackupCodes.remaining).toBe(9);
    const second = await gqlLogin(t, user);
    const twice = await gql(second.agent, t.server.url, VERIFY, { input: { code: backupCodes[0] } });
    expect(twice.errors?.[0].extensions?.fieldErrors?.code).toEqual(['Code invalide ou expiré']);
    expect(await auditActions(t, user.id)).toEqual(expect.arrayContaining(['otp.backupCodeUsed', 'login.otpFailed']));
  });

  it('regenerates backup codes only with a current factor; the old ones stop working', async () => {
    const user = await newUser();
    const { agent, secret, backupCodes } = await enableTotp(t, user);
    const refused = await gql(agent, t.server.url, REGENERATE, { code: '111111' });
    expect(refused.errors?.[0].extensions?.fieldErrors?.code).toBeDefined();
    const regenerated = await gql<{ otpRegenerateBackupCodes: string[] }>(agent, t.server.url, REGENERATE, { code: totpCode(secret) });
    expect(regenerated.data?.otpRegenerateBackupCodes).toHaveLength(10);
    const { agent: fresh } = await gqlLogin(t, user);
    const old = await gql(fresh, t.server.url, VERIFY, { input: { code: backupCodes[1] } });
    expect(old.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const fresher = await gql(fresh, t.server.url, VERIFY, { input: { code: regenerated.data!.otpRegenerateBackupCodes[3] } });
    expect(fresher.errors).toBeUndefined();
  });
});

describe('devices', () => {
  it('removes a confirmed device only with a current factor; without any device the login opens a session again', async () => {
    const user = await newUser();
    const { agent, deviceId, secret } = await enableTotp(t, user);
    const none = await gql(agent, t.server.url, REMOVE, { device: deviceId });
    expect(none.errors?.[0].extensions?.fieldErrors?.code).toEqual(['Entrez un code de vérification']);
    const wrong = await gql(agent, t.server.url, REMOVE, { device: deviceId, code: '999999' === totpCode(secret) ? '999998' : '999999' });
    expect(wrong.errors?.[0].extensions?.fieldErrors?.code).toEqual(['Code invalide ou expiré']);
    expect((await gql<{ otpDevices: unknown[] }>(agent, t.server.url, DEVICES)).data?.otpDevices).toHaveLength(1);
    const removed = await gql(agent, t.server.url, REMOVE, { device: deviceId, code: totpCode(secret) });
    expect(removed.errors).toBeUndefined();
    expect((await gql<{ me: { dfaId: string | null } }>(agent, t.server.url, ME)).data?.me.dfaId).toBeNull();
    const backup = await t.db.database.dataSource.query('SELECT count(*)::int AS n FROM otp_backup_code WHERE user_id = $1', [user.id]);
    expect(backup[0].n).toBe(0);
    const { answer } = await gqlLogin(t, user);
    expect(answer.errors).toBeUndefined();
    expect(await auditActions(t, user.id)).toContain('otp.deviceRemoved');
  });

  it('moves the default to the other device when the default one is removed (code of the other device)', async () => {
    const user = await newUser();
    const { agent, deviceId, secret } = await enableTotp(t, user);
    // Two-factor is on: a second device needs a current code (review 2fa-review).
    const second = await gql<{ otpSetup: { device: { id: string } } }>(agent, t.server.url, SETUP, { input: { method: 'EMAIL', code: totpCode(secret) } });
    const emailDevice = second.data!.otpSetup.device.id;
    const validated = await gql<{ otpValidate: { backupCodes: string[] | null; device: { isDefault: boolean } } }>(agent, t.server.url, VALIDATE, {
      input: { device: emailDevice, code: await lastMailedCode(t, user.email) },
    });
    // Not the first device: no new backup codes, not the default.
    expect(validated.data?.otpValidate).toEqual({ backupCodes: null, device: { id: emailDevice, confirmed: true, isDefault: false } });
    clock.advance(60_000);
    await gql(agent, t.server.url, CHALLENGE, { device: emailDevice });
    const removed = await gql(agent, t.server.url, REMOVE, { device: deviceId, code: await lastMailedCode(t, user.email) });
    expect(removed.errors).toBeUndefined();
    expect((await gql<{ me: { dfaId: string } }>(agent, t.server.url, ME)).data?.me.dfaId).toBe(emailDevice);
    void secret;
  });

  it("answers NOT_FOUND for another user's device", async () => {
    const owner = await newUser();
    const { deviceId } = await enableTotp(t, owner);
    const other = await newUser();
    const { agent } = await gqlLogin(t, other);
    const answer = await gql(agent, t.server.url, REMOVE, { device: deviceId, code: '123456' });
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('pending logins belong to one user', () => {
  it("cannot finish one user's pending login with another user's device or codes", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const a = await enableTotp(t, alice);
    const b = await enableTotp(t, bob);
    const login = await t.agent().post('/apis/authentication/v1/login/').send({ email: alice.email, password: alice.password });
    expect(login.body.otpRequired).toBe(true);
    const ephemeralToken = login.body.ephemeralToken as string;
    const stranger = t.agent();
    const withBobDevice = await gql(stranger, t.server.url, VERIFY, { input: { device: b.deviceId, code: totpCode(b.secret), ephemeralToken } });
    expect(withBobDevice.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const withBobBackup = await gql(stranger, t.server.url, VERIFY, { input: { code: b.backupCodes[0], ephemeralToken } });
    expect(withBobBackup.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const forged = await gql(stranger, t.server.url, VERIFY, { input: { device: a.deviceId, code: totpCode(a.secret), ephemeralToken: 'f'.repeat(64) } });
    expect(forged.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rightOne = await gql<{ otpVerify: { email: string } }>(stranger, t.server.url, VERIFY, { input: { device: a.deviceId, code: totpCode(a.secret), ephemeralToken } });
    expect(rightOne.data?.otpVerify.email).toBe(alice.email);
  });
});
