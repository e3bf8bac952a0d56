import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CLIENT_APPS } from '../../src/http/clients';
import { startTestApp, type TestApp } from '../harness';

/**
 * The built clients' assets travel compressed (issue 19): the build writes x.js.br and x.js.gz beside
 * each asset, and the server sends the smallest variant the browser accepts, with the original's type
 * and cache headers; a browser that accepts neither gets the file itself.
 */
describe('compressed client assets', () => {
  let t: TestApp;
  const clientsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-compressed-'));
  const script = `export const greeting = ${JSON.stringify('Bonjour les bénévoles '.repeat(200))};\n`;

  beforeAll(async () => {
    for (const app of CLIENT_APPS) {
      const dist = path.join(clientsDir, app, 'dist');
      fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
      fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>${app}</title>`);
      for (const file of ['assets/main-abc123.js', 'sw.js']) {
        fs.writeFileSync(path.join(dist, file), script);
        fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(script));
        fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(script));
      }
      // An asset the build left uncompressed (under its threshold).
      fs.writeFileSync(path.join(dist, 'assets', 'tiny-def456.js'), 'export {};\n');
    }
    t = await startTestApp({ CLIENTS_DIR: clientsDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientsDir, { recursive: true, force: true });
  });

  /** A raw GET: the body as sent, not decoded. */
  function get(pathname: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = http.get(`${t.server.url}${pathname}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  }

  it('sends brotli to a browser that accepts it, with the script type and the year-long cache', async () => {
    const res = await get('/static/public/assets/main-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 5);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and the file itself when nothing is', async () => {
    const gz = await get('/static/organizer/assets/main-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/static/organizer/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const tiny = await get('/static/organizer/assets/tiny-def456.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });

  it('keeps the headers of unhashed files on their compressed variant: the portal worker stays revalidated and scoped', async () => {
    const sw = await get('/static/portal/sw.js', 'br');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['service-worker-allowed']).toBe('/portal');
    expect((await get('/static/organizer/sw.js', 'br')).headers['service-worker-allowed']).toBeUndefined();
  });

  it('answers a request it does not serve (another method, a variant gone since start-up) as a plain 404', async () => {
    fs.rmSync(path.join(clientsDir, 'manager', 'dist', 'assets', 'main-abc123.js.br'));
    const gone = await get('/static/manager/assets/main-abc123.js', 'br');
    expect(gone.status).toBe(404);
    expect(gone.headers['content-encoding']).toBeUndefined();
    expect(gone.body.toString()).toBe('Not found');
    const post = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(`${t.server.url}/static/public/assets/main-abc123.js`, { method: 'POST', headers: { 'accept-encoding': 'br' } }, resolve);
      req.on('error', reject);
      req.end();
    });
    post.resume();
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-encoding']).toBeUndefined();
  });

  it('never serves a compressed file by its own name outside what the build wrote, nor a path outside dist', async () => {
    expect((await get('/static/public/assets/missing-000.js', 'br')).status).toBe(404);
    expect((await get('/static/public/..%2F..%2Fpackage.json', 'br')).status).toBeGreaterThanOrEqual(400);
    expect((await get('/static/public/%E0%A4%A', 'br')).status).toBe(400);
  });
});
