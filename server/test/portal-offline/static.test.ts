import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_APPS } from '../../src/http/clients';
import { startTestApp, type TestApp } from '../harness';

/**
 * The portal as an installable app that reads offline (issue 17): its service worker, built under
 * /static/portal/, may control the /portal pages, and the files whose names do not change between builds
 * (worker, manifest, icons) are revalidated instead of cached for a year.
 */
describe('portal service worker and manifest serving', () => {
  let t: TestApp;
  const clientsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-offline-'));
  beforeAll(async () => {
    for (const app of CLIENT_APPS) {
      fs.mkdirSync(path.join(clientsDir, app, 'dist', 'assets'), { recursive: true });
      fs.writeFileSync(path.join(clientsDir, app, 'dist', 'index.html'), `<!doctype html><title>${app}</title>`);
      fs.writeFileSync(path.join(clientsDir, app, 'dist', 'assets', 'main-abc123.js'), `console.log('${app}')`);
      fs.writeFileSync(path.join(clientsDir, app, 'dist', 'sw.js'), `self.addEventListener('fetch', () => {})`);
    }
    fs.writeFileSync(path.join(clientsDir, 'portal', 'dist', 'manifest.webmanifest'), JSON.stringify({ name: 'Benevo', start_url: '/portal/app' }));
    t = await startTestApp({ CLIENTS_DIR: clientsDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientsDir, { recursive: true, force: true });
  });

  it('lets the portal worker control /portal and revalidates it on each use', async () => {
    const sw = await t.agent().get('/static/portal/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['service-worker-allowed']).toBe('/portal');
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('allows no wider scope to the other apps, and keeps hashed assets immutable', async () => {
    const organizerSw = await t.agent().get('/static/organizer/sw.js');
    expect(organizerSw.headers['service-worker-allowed']).toBeUndefined();
    const asset = await t.agent().get('/static/portal/assets/main-abc123.js');
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect(asset.headers['service-worker-allowed']).toBeUndefined();
  });

  it('serves the web manifest with its type, revalidated', async () => {
    const manifest = await t.agent().get('/static/portal/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // A page of the portal (the installed app's start URL) is the portal's index.
    const start = await t.agent().get('/portal/app');
    expect(start.text).toContain('<title>portal</title>');
  });
});
