import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import tarStream from 'tar-stream';
import { loadConfig } from '../../src/config';
import { backupEmbedded, BackupError, restoreEmbedded } from '../../src/db/backup';
import { databaseChecksums } from '../../src/db/fingerprint';
import { CREATE_EVENT, CREATE_POSITION, CREATE_SLOT, DAY1 } from '../events/fixtures';
import { sleep } from '../jobs/wait';
import { embeddedEnv, runCli, startEmbeddedServer, type CliResult, type Processes } from '../cluster/cluster';
import { graphql, login, ok, SIGN_UP, signUpInput, type Session } from '../cluster/festival';

/**
 * Issue 20 "Data safety", the embedded database: `npm run admin -- backup FILE` while `npm start` runs
 * (under a sign-up load, and quiet), `restore FILE` into a fresh DATA_DIR, compared table by table with
 * `npm run admin -- checksums` (row counts and checksums of every table) as the README tells an
 * operator to. Everything runs as the product runs: the server and the CLI are processes of their own.
 */

/** A 1x1 PNG: the event's logo, so that the uploads travel in the backup too. */
const PNG = `data:image/png;base64,${Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201e7b53c1e0000000049454e44ae426082',
  'hex',
).toString('base64')}`;

/**
 * A gzipped tar of the given entries (files, or symbolic links with `linkname`) followed by a manifest
 * listing them with their true sizes and checksums: a backup in every respect but its entries.
 */
async function craftedArchive(entries: Array<{ name: string; content?: string; linkname?: string }>): Promise<Buffer> {
  const pack = tarStream.pack();
  const files = [];
  for (const entry of entries) {
    if (entry.linkname) pack.entry({ name: entry.name, type: 'symlink', linkname: entry.linkname });
    else pack.entry({ name: entry.name }, entry.content ?? '');
    const content = Buffer.from(entry.content ?? '');
    files.push({ name: entry.name, size: content.length, sha256: crypto.createHash('sha256').update(content).digest('hex') });
  }
  const manifest = { format: 'benevo-embedded-backup', version: 1, createdAt: new Date().toISOString(), snapshot: 'crafted', postgres: '17', directories: [], files };
  pack.entry({ name: 'benevo-backup.json' }, JSON.stringify(manifest));
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  return zlib.gzipSync(Buffer.concat(chunks));
}

function cliOk(result: CliResult, what: string): string {
  if (result.status !== 0) throw new Error(`${what} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** `npm run admin -- checksums` of the installation in dataDir (its server stopped): one line per table. */
async function checksumsCli(dataDir: string): Promise<string> {
  return cliOk(await runCli(['checksums'], embeddedEnv(dataDir)), 'checksums');
}

/** The configuration the CLI reads for an installation in dataDir. */
function configOf(dataDir: string) {
  return loadConfig({ ...embeddedEnv(dataDir), SECRET_KEY: 'x'.repeat(32) });
}

/** The same lines as `checksums` prints, read in this process (quicker than a CLI process each time). */
async function checksums(dataDir: string): Promise<string> {
  return `${await databaseChecksums(configOf(dataDir))}\n`;
}

/** The rows of one table in a `checksums` output. */
function rowsOf(output: string, table: string): number {
  const line = output.split('\n').find((l) => l.split(/\s+/)[0] === table);
  if (!line) throw new Error(`no line for ${table} in:\n${output}`);
  return Number(line.split(/\s+/)[1]);
}

describe('embedded backup and restore while the server runs (npm run admin -- backup / restore)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-backup-'));
  const source = path.join(root, 'source');
  let server: Processes | null = null;
  let session: Session;
  let event: { id: string; uuid: string };
  let slotIds: string[];
  let logoUrl: string;
  const processes: Processes[] = [];

  beforeAll(async () => {
    fs.mkdirSync(source);
    server = await startEmbeddedServer(source);
    processes.push(server);
    session = await login(server.url!, 'demo@benevo.local', 'benevo-demo');
    const { createEvent } = await ok(server.url!, CREATE_EVENT, {
      input: { name: 'Festival sauvegardé', description: 'Festival de test', responsable: 'Anne Martin', email: 'anne@example.org', days: [DAY1], base64Logo: PNG },
    }, session);
    event = createEvent;
    const { event: withLogo } = await ok(server.url!, 'query($id: ID!) { event(id: $id) { logo } }', { id: event.id }, session);
    logoUrl = withLogo.logo;
    slotIds = [];
    for (let p = 0; p < 2; p += 1) {
      const { createPosition } = await ok(server.url!, CREATE_POSITION, { input: { eventId: event.id, name: `Poste ${p + 1}` } }, session);
      for (let s = 0; s < 6; s += 1) {
        const startTime = new Date(Date.parse(DAY1.startsAt) + s * 3_600_000).toISOString();
        const endTime = new Date(Date.parse(startTime) + 3_600_000).toISOString();
        const { createTimeSlot } = await ok(server.url!, CREATE_SLOT, { input: { positionId: createPosition.id, startTime, endTime, requiredVolunteerCount: 500 } }, session);
        slotIds.push(createTimeSlot.id);
      }
    }
    await ok(server.url!, 'mutation($id: ID!) { publishEvent(id: $id) { id } }', { id: event.id }, session);
  }, 180_000);

  const mounts: string[] = [];

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    for (const mountPoint of mounts) spawnSync('umount', [mountPoint]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  const file = (name: string) => path.join(root, name);
  let underLoad: { acknowledgedBefore: number; acknowledgedAfter: number; sent: number };
  let sourceChecksums: string;

  it('backs up under a sign-up load and when quiet, without stopping the server; the server stops cleanly after', async () => {
    const run = crypto.randomBytes(3).toString('hex');
    let acknowledged = 0;
    let sent = 0;
    let stop = false;
    const failures: string[] = [];
    const clients = Array.from({ length: 3 }, async () => {
      while (!stop) {
        const i = sent;
        sent += 1;
        const answer = await graphql(server!.url!, SIGN_UP, { input: signUpInput(event.uuid, Number(slotIds[i % slotIds.length]), `${run}-${i}`) });
        if (answer.errors) failures.push(`${answer.status} ${answer.errors[0].message}`);
        else acknowledged += 1;
      }
    });
    while (acknowledged < 20) await sleep(50);
    const acknowledgedBefore = acknowledged;
    const backup = await runCli(['backup', file('under-load.tar.gz')], embeddedEnv(source));
    const acknowledgedAfter = acknowledged;
    // The load goes on a little after the backup, then stops.
    await sleep(300);
    stop = true;
    await Promise.all(clients);
    underLoad = { acknowledgedBefore, acknowledgedAfter, sent };
    expect(cliOk(backup, 'backup under load')).toMatch(/^Backup written to .*under-load\.tar\.gz \([\d.]+ MB\): database [\d.]+ MB, 1 media file, secret key; snapshot taken by the running Benevo server \(pid \d+\)/);
    // The server answered every sign-up while the snapshot was taken (they waited, none failed).
    expect(failures).toEqual([]);

    const quiet = await runCli(['backup', file('quiet.tar.gz')], embeddedEnv(source));
    expect(cliOk(quiet, 'quiet backup')).toContain('snapshot taken by the running Benevo server');
    // A backup never overwrites a file.
    await expect(backupEmbedded(configOf(source), file('quiet.tar.gz'))).rejects.toThrow(new BackupError(`${file('quiet.tar.gz')} exists: choose another name (a backup never overwrites a file)`));
    // The archive is a gzipped tar with 0600 permissions (it holds the secret key).
    expect(fs.statSync(file('quiet.tar.gz')).mode & 0o777).toBe(0o600);

    expect(await server!.stop('SIGTERM')).toBe(0);
    server = null;
    sourceChecksums = await checksumsCli(source);
    expect(await checksums(source)).toBe(sourceChecksums);
    console.log(
      `Embedded backup under load: ${sent} sign-ups sent, ${acknowledgedBefore} acknowledged when the backup started, ${acknowledgedAfter} when it ended; ` +
        `archives ${(fs.statSync(file('under-load.tar.gz')).size / 1024 / 1024).toFixed(1)} MB and ${(fs.statSync(file('quiet.tar.gz')).size / 1024 / 1024).toFixed(1)} MB`,
    );
  }, 180_000);

  it('restores the quiet backup into a fresh DATA_DIR: every table has the same rows and checksum', async () => {
    const target = path.join(root, 'restored-quiet');
    fs.mkdirSync(target);
    const restore = cliOk(await runCli(['restore', file('quiet.tar.gz')], embeddedEnv(target)), 'restore');
    expect(restore).toContain(`Restored ${file('quiet.tar.gz')} into ${target}`);
    expect(restore).toContain('database at migration');
    expect(restore).not.toContain('previous data');
    // As the README says to check a restore: the two `checksums` outputs are the same.
    const restored = await checksumsCli(target);
    expect(restored).toBe(sourceChecksums);
    const tables = restored.trim().split('\n').length - 1;
    expect(tables).toBeGreaterThan(50);
    expect(rowsOf(restored, 'participation')).toBe(underLoad.sent);
    console.log(`Quiet backup restored: ${tables} tables, same row counts and checksums as the source (participation: ${rowsOf(restored, 'participation')} rows)`);
  }, 120_000);

  it('restores the backup taken under load into a working installation: a consistent moment, the same key, uploads, sessions and sequences', async () => {
    const target = path.join(root, 'restored-load');
    fs.mkdirSync(target);
    await restoreEmbedded(configOf(target), file('under-load.tar.gz'));
    const before = await checksums(target);
    const participations = rowsOf(before, 'participation');
    // Every sign-up acknowledged before the backup began is in it; none answered after it ended could be
    // (a sign-up in flight when the snapshot was taken may be either side: at most the 3 clients' worth).
    expect(participations).toBeGreaterThanOrEqual(underLoad.acknowledgedBefore);
    expect(participations).toBeLessThanOrEqual(underLoad.acknowledgedAfter + 3);
    expect(rowsOf(before, 'volunteer')).toBe(participations);

    const restoredServer = await startEmbeddedServer(target);
    processes.push(restoredServer);
    // The secret key came back with the data: the session made on the source still works.
    const me = await graphql(restoredServer.url!, '{ me { email } }', {}, { session });
    expect(me.data?.me?.email).toBe('demo@benevo.local');
    // The upload came back, byte for byte.
    const logo = await fetch(`${restoredServer.url}${logoUrl}`);
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer()).equals(Buffer.from(PNG.split(',')[1], 'base64'))).toBe(true);
    // The sequences came back with the rows: new sign-ups are stored beside the restored ones.
    for (let i = 0; i < 3; i += 1) {
      const answer = await graphql(restoredServer.url!, SIGN_UP, { input: signUpInput(event.uuid, Number(slotIds[i]), `after-restore-${i}`) });
      expect(answer.errors).toBeUndefined();
    }
    const { event: counted } = await ok(restoredServer.url!, 'query($id: ID!) { event(id: $id) { nbrVolunteersRegistered } }', { id: event.id }, session);
    expect(counted.nbrVolunteersRegistered).toBe(participations + 3);

    // A restore is refused while a server holds DATA_DIR, and changes nothing.
    await expect(restoreEmbedded(configOf(target), file('quiet.tar.gz'))).rejects.toThrow(
      /^Restore refused: the embedded database in .* is in use by a running Benevo server \(pid \d+\)\..*Nothing was changed\.$/s,
    );
    expect(await restoredServer.stop('SIGTERM')).toBe(0);
    expect(rowsOf(await checksums(target), 'participation')).toBe(participations + 3);
  }, 180_000);

  it('refuses a damaged archive before touching anything', async () => {
    const target = path.join(root, 'restored-quiet');
    const before = await checksums(target);
    const whole = fs.readFileSync(file('quiet.tar.gz'));
    fs.writeFileSync(file('cut.tar.gz'), whole.subarray(0, Math.floor(whole.length / 2)));
    const altered = Buffer.from(whole);
    altered[Math.floor(altered.length / 2)] ^= 0xff;
    fs.writeFileSync(file('altered.tar.gz'), altered);
    fs.writeFileSync(file('not-a-backup.tar.gz'), 'hello');
    for (const name of ['cut.tar.gz', 'altered.tar.gz', 'not-a-backup.tar.gz']) {
      await expect(restoreEmbedded(configOf(target), file(name))).rejects.toThrow(/^Restore refused: .* is not a valid backup: .*Nothing was changed\.$/s);
    }
    // An attacker's archives, each complete with a manifest that vouches for its content: a name climbing
    // out of the staging directory (DATA_DIR/.restore-X/pglite/../../escaped is DATA_DIR/escaped), and a
    // symbolic link where a file should be. Only the check of the entry itself stops them.
    fs.writeFileSync(file('climbing.tar.gz'), await craftedArchive([{ name: 'pglite/../../escaped', content: 'pwned' }]));
    fs.writeFileSync(file('link.tar.gz'), await craftedArchive([{ name: 'pglite/PG_VERSION', linkname: '/etc/passwd' }]));
    await expect(restoreEmbedded(configOf(target), file('climbing.tar.gz'))).rejects.toThrow('is not a valid backup: unexpected entry "pglite/../../escaped". Nothing was changed.');
    await expect(restoreEmbedded(configOf(target), file('link.tar.gz'))).rejects.toThrow('is not a valid backup: unexpected entry "pglite/PG_VERSION" (symlink). Nothing was changed.');
    expect(await checksums(target)).toBe(before);
    expect(fs.existsSync(path.join(target, 'escaped'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'escaped'))).toBe(false);
    // Nothing left behind: no staging directory, no previous data moved aside.
    expect(fs.readdirSync(target).filter((name) => name.startsWith('.restore-') || name.startsWith('before-restore-'))).toEqual([]);
  }, 120_000);

  it('will not open a DATA_DIR whose restore was cut short in the middle of its renames', async () => {
    const target = path.join(root, 'restored-quiet');
    // What a power cut between "old data moved aside" and "new data moved in" leaves: the marker.
    fs.writeFileSync(path.join(target, 'restore-in-progress.json'), JSON.stringify({ archive: file('quiet.tar.gz'), previous: path.join(target, 'before-restore-x'), startedAt: '2026-12-07T10:00:00.000Z' }));
    await expect(checksums(target)).rejects.toThrow(
      `A restore of ${file('quiet.tar.gz')} into ${target} was interrupted (started 2026-12-07T10:00:00.000Z): the database there may be incomplete. Run the restore again`,
    );
    // Running the restore again finishes the job and clears the marker.
    await restoreEmbedded(configOf(target), file('quiet.tar.gz'));
    expect(fs.existsSync(path.join(target, 'restore-in-progress.json'))).toBe(false);
    expect(await checksums(target)).toBe(sourceChecksums);
  }, 60_000);

  /** A tmpfs of `megabytes` (mounting needs root, as CI runs), or null. */
  function smallDisk(megabytes: number): string | null {
    const mountPoint = fs.mkdtempSync(path.join(root, 'disk-'));
    if (spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', mountPoint]).status !== 0) return null;
    mounts.push(mountPoint);
    return mountPoint;
  }

  it('says the disk is full when a restore cannot be unpacked, and changes nothing', async () => {
    const disk = smallDisk(8);
    if (!disk) return console.warn('Skipped: mounting a small tmpfs needs root.');
    await expect(restoreEmbedded(configOf(disk), file('quiet.tar.gz'))).rejects.toThrow(
      `Restore failed: the disk of ${disk} is full (the archive is unpacked there before it replaces anything). Free some space and run it again. Nothing was changed.`,
    );
    expect(fs.readdirSync(disk).filter((name) => name !== 'embedded.lock')).toEqual([]);
  }, 60_000);

  it('refuses a snapshot the disk cannot hold beside the running database, before copying anything', async () => {
    const disk = smallDisk(200);
    if (!disk) return console.warn('Skipped: mounting a small tmpfs needs root.');
    const full = await startEmbeddedServer(disk);
    processes.push(full);
    const refused = await runCli(['backup', file('no-room.tar.gz')], embeddedEnv(disk));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/which did not give a snapshot: the snapshot failed: not enough free disk space in .* for a copy of the running database \(\d+ MB, plus 256 MB left to it\): \d+ MB free\./);
    expect(fs.existsSync(file('no-room.tar.gz'))).toBe(false);
    expect(fs.readdirSync(path.join(disk, 'run')).filter((name) => name.startsWith('snapshot-'))).toEqual([]);
    // The server was not disturbed.
    expect((await fetch(`${full.url}/readyz`)).status).toBe(200);
    expect(await full.stop('SIGTERM')).toBe(0);
  }, 120_000);
});
