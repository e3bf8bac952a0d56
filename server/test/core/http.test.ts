import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_APPS, clientForPath } from '../../src/http/clients';
import { startTestApp, type TestApp } from '../harness';

describe('clientForPath (DESIGN.md URL map)', () => {
  it.each([
    ['/o/demo', 'public'],
    ['/o/demo/e-cal/1234', 'public'],
    ['/portal', 'portal'],
    ['/portal/t/abc', 'portal'],
    ['/manager/login', 'manager'],
    ['/manager/scan', 'manager'],
    ['/manager/scan/', 'manager'],
    ['/manager/3f2a/secret', 'manager'],
    ['/manager/password', 'manager'],
    ['/manager/events', 'manager'],
    ['/manager/events/', 'manager'],
    ['/manager/events/12', 'manager'],
    ['/demo/public_manager/12', 'manager'],
    ['/manager/list', 'organizer'],
    ['/events/3/plannig', 'organizer'],
    ['/account/login', 'organizer'],
    ['/', 'organizer'],
  ])('%s is served by the %s app', (pathname, app) => expect(clientForPath(pathname)).toBe(app));
});

describe('HTTP surface', () => {
  let t: TestApp;
  const clientsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-clients-'));
  beforeAll(async () => {
    for (const app of CLIENT_APPS) {
      fs.mkdirSync(path.join(clientsDir, app, 'dist', 'assets'), { recursive: true });
      fs.writeFileSync(path.join(clientsDir, app, 'dist', 'index.html'), `<!doctype html><title>${app}</title>`);
      fs.writeFileSync(path.join(clientsDir, app, 'dist', 'assets', 'main.js'), `console.log('${app}')`);
    }
    t = await startTestApp({ CLIENTS_DIR: clientsDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientsDir, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz with the database and queue checks', async () => {
    expect((await t.agent().get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await t.agent().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: true, queue: true } });
  });

  it('serves each client on its URLs, deep links included, and their assets', async () => {
    for (const [url, app] of [
      ['/events/12/plannig', 'organizer'],
      ['/o/demo/calendar', 'public'],
      ['/portal/t/token', 'portal'],
      ['/manager/login', 'manager'],
      ['/club/public_manager/4', 'manager'],
    ]) {
      const res = await t.agent().get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<title>${app}</title>`);
    }
    const asset = await t.agent().get('/static/public/assets/main.js');
    expect(asset.text).toBe("console.log('public')");
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect((await t.agent().get('/static/public/assets/missing.js')).status).toBe(404);
  });

  it('serves the icon at /favicon.ico and /favicon.svg, not the page (issue 10)', async () => {
    const real = await startTestApp();
    try {
      const ico = await real.agent().get('/favicon.ico').buffer(true);
      expect(ico.status).toBe(200);
      expect(ico.headers['content-type']).toMatch(/icon/);
      expect(Buffer.from(ico.body).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
      const svg = await real.agent().get('/favicon.svg');
      expect(svg.headers['content-type']).toMatch(/svg/);
    } finally {
      await real.close();
    }
  });

  it('sends security headers, a request id and a csrftoken cookie', async () => {
    const res = await t.agent().post('/graphql').send({ query: '{ __typename }' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(String(res.headers['set-cookie'])).toMatch(/csrftoken=[0-9a-f]{32}/);
    const given = await t.agent().get('/healthz').set('X-Request-Id', 'trace-123');
    expect(given.headers['x-request-id']).toBe('trace-123');
  });

  it('keeps mails in the embedded mailbox when no SMTP_URL is set, for staff accounts', async () => {
    expect((await t.agent().get('/dev/mailbox/api/messages')).status).toBe(401);
    const staff = await t.createUser({ isStaff: true });
    const agent = t.agent();
    await agent.post('/apis/authentication/v1/login/').send({ email: staff.email, password: staff.password }).expect(200);
    const res = await agent.get('/dev/mailbox/api/messages');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });
});
