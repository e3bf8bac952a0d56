import { clock } from '../../src/common/clock';
import { csrfOf, startTestApp, type TestApp } from '../harness';
import { AUTH, auditActions, lastMailedCode, nextStep, otpCookieOf, sessionCookieOf, totpCode } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  clock.reset();
  await t.close();
});
beforeEach(() => clock.set(new Date('2026-03-02T10:00:00Z')));

async function restLogin(user: { email: string; password: string }) {
  const agent = t.agent();
  const res = await agent.post(`${AUTH}/login/`).send({ email: user.email, password: user.password });
  return { agent, res };
}

async function signedIn() {
  const org = await t.createOrganization();
  const user = await t.createUser({ organizations: [org] });
  const { agent, res } = await restLogin(user);
  expect(res.status).toBe(200);
  return { user, agent, csrf: csrfOf(agent, t.server.url) };
}

/** Turns TOTP on through the facade. */
async function enableTotp() {
  const { user, agent, csrf } = await signedIn();
  const methods = await agent.get(`${AUTH}/otp-methods/`);
  expect(methods.body).toEqual([
    { id: 'totp', method: 'TOTP', name: "Application d'authentification" },
    { id: 'email', method: 'EMAIL', name: 'Code par e-mail' },
  ]);
  const setup = await agent.post(`${AUTH}/otp-methods/totp/setup/`).set('X-CSRFToken', csrf).send({ name: 'Phone' });
  expect(setup.status).toBe(201);
  expect(setup.body.device).toMatchObject({ method: 'TOTP', name: 'Phone', confirmed: false, isDefault: false });
  const { secret } = setup.body as { secret: string };
  const deviceId = setup.body.device.id as number;
  const validated = await agent
    .post(`${AUTH}/otp-validate/`)
    .set('X-CSRFToken', csrf)
    .send({ token: totpCode(secret), device: deviceId, secret });
  expect(validated.status).toBe(200);
  expect(validated.body.device).toMatchObject({ id: deviceId, confirmed: true, isDefault: true });
  expect(validated.body.backupCodes).toHaveLength(10);
  nextStep();
  return { user, agent, csrf, secret, deviceId, backupCodes: validated.body.backupCodes as string[] };
}

describe('TOTP through the facade', () => {
  it('answers a pending login without session or token, and otp-verify answers the login answer', async () => {
    const { user, agent, csrf, secret, deviceId } = await enableTotp();
    const devices = await agent.get(`${AUTH}/otp-devices/`);
    expect(devices.body).toEqual([
      { id: deviceId, method: 'TOTP', name: 'Phone', confirmed: true, isDefault: true, createdAt: expect.any(String), lastUsedAt: expect.any(String) },
    ]);
    expect(JSON.stringify(devices.body)).not.toContain(secret);
    await agent.post(`${AUTH}/logout/`).set('X-CSRFToken', csrf).send({});

    const { agent: fresh, res } = await restLogin(user);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      otpRequired: true,
      ephemeralToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      devices: [{ id: deviceId, method: 'TOTP', name: 'Phone', isDefault: true }],
      defaultDevice: deviceId,
    });
    expect(res.body.token).toBeUndefined();
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(otpCookieOf(res)).toMatch(/HttpOnly/);
    expect((await fresh.get(`${AUTH}/otp-devices/`)).status).toBe(401);

    // An API client without cookies: the ephemeralToken.
    const client = t.agent();
    const wrong = await client.post(`${AUTH}/otp-verify/`).send({ token: '000000', device: deviceId, ephemeralToken: res.body.ephemeralToken });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ token: ['Code invalide ou expiré'] });
    const verified = await client.post(`${AUTH}/otp-verify/`).send({ token: totpCode(secret), device: deviceId, ephemeralToken: res.body.ephemeralToken });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ email: user.email, dfaId: deviceId, otpSetupRequired: false });
    expect(verified.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionCookieOf(verified)).toMatch(/HttpOnly/);
    const withToken = await t.agent().get(`${AUTH}/organizations/`).set('Authorization', `Token ${verified.body.token}`);
    expect(withToken.status).toBe(200);
    expect(await auditActions(t, user.id)).toEqual(expect.arrayContaining(['login.otpFailed', 'login.succeeded']));
  });

  it('refuses login-token/ for a two-factor account with a clear message', async () => {
    const { user } = await enableTotp();
    const res = await t.agent().post(`${AUTH}/login-token/`).send({ email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/jeton d'API personnel/);
  });

  it('regenerates and counts backup codes; a backup code finishes a login once', async () => {
    const { user, agent, csrf, secret, backupCodes } = await enableTotp();
    expect((await agent.get(`${AUTH}/otp-backup/`)).body).toEqual({ remaining: 10, generatedAt: expect.any(String) });
    const refused = await agent.post(`${AUTH}/otp-backup/`).set('X-CSRFToken', csrf).send({ token: '' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ token: ['Entrez un code de vérification'] });
    const regenerated = await agent.post(`${AUTH}/otp-backup/`).set('X-CSRFToken', csrf).send({ token: totpCode(secret) });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.codes).toHaveLength(10);
    expect(regenerated.body.codes).not.toContain(backupCodes[0]);

    const { agent: fresh } = await restLogin(user);
    const code = regenerated.body.codes[0] as string;
    const first = await fresh.post(`${AUTH}/otp-verify/`).send({ token: code });
    expect(first.status).toBe(200);
    const { agent: again } = await restLogin(user);
    const second = await again.post(`${AUTH}/otp-verify/`).send({ token: code });
    expect(second.status).toBe(400);
  });

  it('removes a device with DELETE and a current code (204), not without', async () => {
    const { agent, csrf, secret, deviceId } = await enableTotp();
    const without = await agent.delete(`${AUTH}/otp-devices/${deviceId}/`).set('X-CSRFToken', csrf).send({});
    expect(without.status).toBe(400);
    const removed = await agent.delete(`${AUTH}/otp-devices/${deviceId}/`).set('X-CSRFToken', csrf).send({ token: totpCode(secret) });
    expect(removed.status).toBe(204);
    expect((await agent.get(`${AUTH}/otp-devices/`)).body).toEqual([]);
    const missing = await agent.delete(`${AUTH}/otp-devices/${deviceId}/`).set('X-CSRFToken', csrf).send({ token: totpCode(secret) });
    expect(missing.status).toBe(404);
  });
});

describe('e-mail codes through the facade', () => {
  it('sets up by mail, challenges by mail and verifies with the cookie; an expired code is refused', async () => {
    const { user, agent, csrf } = await signedIn();
    const setup = await agent.post(`${AUTH}/otp-methods/email/setup/`).set('X-CSRFToken', csrf).send({});
    expect(setup.status).toBe(201);
    expect(setup.body).toMatchObject({ secret: null, qrCode: null, otpauthUrl: null, device: { method: 'EMAIL', name: user.email } });
    const deviceId = setup.body.device.id as number;
    const validated = await agent
      .post(`${AUTH}/otp-validate/`)
      .set('X-CSRFToken', csrf)
      .send({ token: await lastMailedCode(t, user.email), device: deviceId });
    expect(validated.status).toBe(200);

    const { agent: fresh, res } = await restLogin(user);
    expect(res.body.defaultDevice).toBe(deviceId);
    clock.advance(60_000);
    const challenge = await fresh.post(`${AUTH}/otp-challenge/`).send({ device: deviceId });
    expect(challenge.status).toBe(200);
    expect(challenge.body).toEqual({ detail: 'Un code a été envoyé à votre adresse e-mail' });
    const code = await lastMailedCode(t, user.email);
    clock.advance(6 * 60_000);
    const expired = await fresh.post(`${AUTH}/otp-verify/`).send({ token: code, device: deviceId });
    expect(expired.status).toBe(400);
    await fresh.post(`${AUTH}/otp-challenge/`).send({ device: deviceId });
    const verified = await fresh.post(`${AUTH}/otp-verify/`).send({ token: await lastMailedCode(t, user.email), device: deviceId });
    expect(verified.status).toBe(200);
    expect((await fresh.get(`${AUTH}/otp-devices/`)).status).toBe(200);
  });

  it('answers 401 to otp-challenge/ and otp-verify/ without a pending login', async () => {
    const anonymous = t.agent();
    expect((await anonymous.post(`${AUTH}/otp-challenge/`).send({ device: 1 })).status).toBe(401);
    expect((await anonymous.post(`${AUTH}/otp-verify/`).send({ token: '123456', device: 1 })).status).toBe(401);
  });
});
