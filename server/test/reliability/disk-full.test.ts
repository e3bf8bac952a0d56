import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CREATE_EVENT, EVENT_INPUT, organizer } from '../events/fixtures';
import { restOrganizer } from '../events/rest';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 20 "Faults": DATA_DIR's disk full during an upload. DATA_DIR is a small tmpfs of the test's own
 * (mounting needs root, as CI runs); the upload is refused with a clear message and nothing is
 * half-written: no image file, no event.
 */
const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-full-'));
const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mountPoint]).status === 0;
if (!mounted) console.warn('Skipping the full-disk test: mounting a small tmpfs needs root.');
const describeFull = mounted ? describe : describe.skip;

/** A valid PNG (1×1) padded to `size` bytes: the server reads its header, the disk gets every byte. */
function bigPng(size: number): string {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  return Buffer.concat([png, Buffer.alloc(size - png.length)]).toString('base64');
}

describeFull('a full DATA_DIR during an upload', () => {
  let t: TestApp;
  const filler = path.join(mountPoint, 'filler');
  const media = path.join(mountPoint, 'media');

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: mountPoint });
  });
  afterAll(async () => {
    await t?.close();
    spawnSync('umount', [mountPoint]);
    fs.rmSync(mountPoint, { recursive: true, force: true });
  });

  /** Fills the disk but for `leftKb` kB. */
  function fill(leftKb: number) {
    fs.rmSync(filler, { force: true });
    const { bavail, bsize } = fs.statfsSync(mountPoint);
    fs.writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - leftKb * 1024)));
  }

  const files = () => (fs.existsSync(media) ? fs.readdirSync(media) : []);

  it('refuses the logo with a clear 503 on both doors, writes no file and no event; works once there is room', async () => {
    const o = await organizer(t);
    const logo = bigPng(600 * 1024);
    fill(100);
    const answer = await o.call(CREATE_EVENT, { input: { ...EVENT_INPUT, base64Logo: logo } });
    expect(answer.errors?.[0]).toMatchObject({
      message: "Le serveur n'a plus d'espace disque : le fichier n'a pas été enregistré. Réessayez plus tard ou prévenez l'administrateur",
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(files()).toEqual([]);

    const rest = await restOrganizer(t);
    const refused = await rest.post('/events/', { ...EVENT_INPUT, base64Logo: logo }).set('Accept-Language', 'de');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({ detail: expect.stringMatching(/^Der Server hat keinen freien Speicherplatz mehr/) });
    expect(files()).toEqual([]);
    const events = await t.db.database.dataSource.query(`SELECT id FROM event WHERE organization_id = ANY($1)`, [[o.organization.id, rest.organization.id]]);
    expect(events).toEqual([]);

    fs.rmSync(filler);
    const created = await o.ok(`mutation($input: EventInput!) { createEvent(input: $input) { id logo } }`, { input: { ...EVENT_INPUT, base64Logo: logo } });
    const name = path.basename(created.createEvent.logo);
    expect(files()).toEqual([name]);
    expect(fs.statSync(path.join(media, name)).size).toBe(600 * 1024);
  });
});
