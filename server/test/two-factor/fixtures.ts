import * as OTPAuth from 'otpauth';
import type TestAgent from 'supertest/lib/agent';
import { clock } from '../../src/common/clock';
import { gql, startTestApp, type TestApp } from '../harness';
import { mailsTo } from '../mails';

export const AUTH = '/apis/authentication/v1';

export const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { id email dfaId otpSetupRequired } }`;
export const ME = `query { me { id email dfaId otpSetupRequired } }`;
export const SETUP = `mutation Setup($input: OtpSetupInput!) { otpSetup(input: $input) { device { id method name confirmed isDefault } secret otpauthUrl qrCode } }`;
export const VALIDATE = `mutation Validate($input: OtpValidateInput!) { otpValidate(input: $input) { device { id confirmed isDefault } backupCodes } }`;
export const VERIFY = `mutation Verify($input: OtpVerifyInput!) { otpVerify(input: $input) { id email dfaId } }`;
export const CHALLENGE = `mutation Challenge($device: ID!, $ephemeralToken: String) { otpChallenge(device: $device, ephemeralToken: $ephemeralToken) }`;
export const DEVICES = `query { otpDevices { id method name confirmed isDefault createdAt lastUsedAt } }`;
export const REMOVE = `mutation Remove($device: ID!, $code: String) { otpRemoveDevice(device: $device, code: $code) }`;
export const REGENERATE = `mutation Regenerate($code: String!) { otpRegenerateBackupCodes(code: $code) }`;
export const BACKUP_STATUS = `query { otpBackupCodes { remaining generatedAt } }`;

/** The code an authenticator app shows now (the module's clock), computed with the same library. */
export function totpCode(secret: string, offsetSteps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: clock.nowMs() + offsetSteps * 30_000 });
}

/** The next TOTP step: a code of the step used last is refused (no replay). */
export function nextStep(): void {
  clock.advance(30_000);
}

/** The 6-digit code of the last two-factor mail to an address. */
export async function lastMailedCode(t: TestApp, email: string): Promise<string> {
  const mails = await mailsTo(t.db.database.dataSource, email);
  const code = /(\d{6})/.exec(mails[mails.length - 1]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export async function gqlLogin(t: TestApp, user: { email: string; password: string }, agent = t.agent()) {
  const answer = await gql<{ login: { id: string; otpSetupRequired: boolean } }>(agent, t.server.url, LOGIN, {
    input: { email: user.email, password: user.password },
  });
  return { agent, answer };
}

/** Signs in (no 2FA yet) and turns TOTP on: the device id, its secret and the backup codes. */
export async function enableTotp(t: TestApp, user: { email: string; password: string }, agent?: TestAgent) {
  const signedIn = agent ?? (await gqlLogin(t, user)).agent;
  const setup = await gql<{ otpSetup: { device: { id: string }; secret: string } }>(signedIn, t.server.url, SETUP, { input: { method: 'TOTP' } });
  if (!setup.data) throw new Error(JSON.stringify(setup.errors));
  const { device, secret } = setup.data.otpSetup;
  const validated = await gql<{ otpValidate: { backupCodes: string[] | null } }>(signedIn, t.server.url, VALIDATE, {
    input: { device: device.id, code: totpCode(secret) },
  });
  if (!validated.data) throw new Error(JSON.stringify(validated.errors));
  nextStep();
  return { agent: signedIn, deviceId: device.id, secret, backupCodes: validated.data.otpValidate.backupCodes ?? [] };
}

/** Whether a response set a session cookie. */
export function sessionCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('sessionid=') && !c.startsWith('sessionid=;'));
}

export function otpCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('benevo_otp=') && !c.startsWith('benevo_otp=;'));
}

export async function auditActions(t: TestApp, userId: number | string): Promise<string[]> {
  const rows: Array<{ action: string }> = await t.db.database.dataSource.query(
    'SELECT action FROM audit_entry WHERE user_id = $1 ORDER BY id',
    [Number(userId)],
  );
  return rows.map((row) => row.action);
}

/**
 * A test file's server, with the clock at 2026-03-02 10:00 UTC before each test (TOTP steps and code
 * lifetimes are read from it) and reset after the file: call at the top level, read `app()` in tests.
 */
export function twoFactorApp(): { app: () => TestApp; newUser: () => ReturnType<TestApp['createUser']> } {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    clock.reset();
    await t.close();
  });
  beforeEach(() => clock.set(new Date('2026-03-02T10:00:00Z')));
  return {
    app: () => t,
    /** A member of a fresh organization. */
    newUser: async () => t.createUser({ organizations: [await t.createOrganization()] }),
  };
}
