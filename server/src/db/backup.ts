import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SECRET_KEY_FILE, type Config } from '../config';
import { BackupArchiveError, describeManifest, MEDIA_DIR, megabytes, PGLITE_DIR, readArchive, writeArchive, type BackupManifest } from './backup-archive';
import { requestSnapshot, SnapshotChannelError } from './backup-channel';
import { acquireEmbeddedLock, EmbeddedDatabaseBusyError } from './embedded-lock';
import { migrations } from './migrations';
import { treeEntries } from './file-tree';
import { clearRestoreMarker, syncPath, writeRestoreMarker } from './restore-marker';

/**
 * `npm run admin -- backup FILE` and `restore FILE` of an embedded installation (DATA_DIR: the PGlite
 * database, the uploads, the generated secret key), issue 20 "Data safety". The archive's format is in
 * backup-archive.ts; how a running server gives a consistent snapshot, in backup-channel.ts. With
 * DATABASE_URL set, both commands refuse and name PostgreSQL's own tools (pg_dump / pg_restore).
 */
export class BackupError extends Error {}

const USAGE = 'Usage: npm run admin -- backup FILE | restore FILE';

function postgresAdvice(command: 'backup' | 'restore'): string {
  return [
    `DATABASE_URL is set: "${command}" is for the embedded database. Use PostgreSQL's own tools, for example:`,
    '  pg_dump --format=custom --file=benevo.dump "$DATABASE_URL"                 # backup (safe while Benevo runs)',
    '  createdb benevo_restored && pg_restore --no-owner --exit-on-error --dbname=postgres://.../benevo_restored benevo.dump',
    `and copy the uploads (${MEDIA_DIR}/ in DATA_DIR) beside the dump. See README.md, "Backup and restore".`,
  ].join('\n');
}

/** The pid and holder written in DATA_DIR/embedded.lock (embedded-lock.ts), when readable. */
function lockHolder(dataDir: string): { pid: number; holder: string } | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, 'embedded.lock'), 'utf8')) as { pid: number; holder: string };
  } catch {
    return null;
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  /** "the running Benevo server (pid 123)" or "the admin CLI (no server running)". */
  source: string;
}

async function writeVerified(file: string, write: (out: fs.WriteStream) => Promise<BackupManifest>): Promise<{ manifest: BackupManifest; bytes: number }> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    // 0600: the archive holds the database and the secret key.
    // Flushed to the disk before it is read back and named: a backup that a power cut empties is none.
    const manifest = await write(fs.createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true }));
    // Read back whole before it takes its name: a backup that does not restore is no backup.
    const check = await readArchive(fs.createReadStream(partial), null);
    if (check.files.length !== manifest.files.length) throw new BackupError('the archive written does not read back the same');
    try {
      fs.linkSync(partial, file);
    } catch (error) {
      // A file system without hard links: a rename, unless the name was taken meanwhile.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' || fs.existsSync(file)) throw error;
      fs.renameSync(partial, file);
    }
    syncPath(path.dirname(file));
    return { manifest, bytes: fs.statSync(file).size };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Writes DATA_DIR's database, uploads and secret key to `file` (refused if it exists). While a process
 * holds DATA_DIR, from its snapshot; otherwise from DATA_DIR itself under the embedded lock.
 */
export async function backupEmbedded(config: Config, file: string): Promise<BackupResult> {
  if (config.databaseUrl) throw new BackupError(postgresAdvice('backup'));
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupError(`${target} exists: choose another name (a backup never overwrites a file)`);
  if (!fs.existsSync(path.dirname(target))) throw new BackupError(`The directory ${path.dirname(target)} does not exist`);
  if (!fs.existsSync(path.join(config.dataDir, PGLITE_DIR, 'PG_VERSION'))) {
    throw new BackupError(`No embedded database in ${config.dataDir} (DATA_DIR): nothing to back up`);
  }
  let release: (() => void) | null = null;
  try {
    release = acquireEmbeddedLock(config.dataDir, 'admin CLI (backup)');
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseBusyError)) throw error;
  }
  try {
    if (release) {
      // No process holds DATA_DIR, and none can open it while we hold the lock: its files are still.
      const source = 'the admin CLI (no server running)';
      const written = await writeVerified(target, (out) => writeArchive(config.dataDir, out, source));
      return { file: target, ...written, source };
    }
    const owner = lockHolder(config.dataDir);
    const snapshot = await requestSnapshot(config.dataDir).catch((error: unknown) => {
      if (!(error instanceof SnapshotChannelError)) throw error;
      const who = owner ? `a running Benevo ${owner.holder} (pid ${owner.pid})` : 'another process';
      throw new BackupError(
        `The embedded database in ${config.dataDir} is in use by ${who}, which did not give a snapshot: ${error.message}. ` +
          (error.unreachable ? 'It may predate backups while running (restart it), or stop it and run the backup again.' : ''),
      );
    });
    try {
      const source = `the running Benevo ${snapshot.holder} (pid ${snapshot.pid})`;
      const written = await writeVerified(target, (out) => writeArchive(snapshot.dir, out, source, snapshot.lost)).catch((error: unknown) => {
        if (snapshot.lost.aborted) throw new BackupError(`${(snapshot.lost.reason as Error).message}: no backup written, run it again`);
        throw error;
      });
      return { file: target, ...written, source };
    } finally {
      snapshot.release();
    }
  } finally {
    release?.();
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where DATA_DIR's previous database, uploads and key were moved (null: there were none). */
  previous: string | null;
  /** The last migration the restored database had run. */
  migration: string | null;
}

/** The archive's database opens, and knows no migration this version lacks (a newer Benevo's). */
async function checkDatabase(dir: string): Promise<string | null> {
  const { PGlite } = await import('@electric-sql/pglite');
  let db: InstanceType<typeof PGlite> | null = null;
  try {
    db = new PGlite(dir);
    await db.waitReady;
    const { rows } = await db.query<{ name: string }>(
      `SELECT name FROM migrations WHERE to_regclass('public.migrations') IS NOT NULL ORDER BY timestamp`,
    ).catch(() => ({ rows: [] as Array<{ name: string }> }));
    const known = new Set(migrations.map((Migration) => new Migration().name ?? Migration.name));
    const unknown = rows.find((row) => !known.has(row.name));
    if (unknown) throw new BackupError(`its database ran the migration ${unknown.name}, unknown to this version of Benevo: restore it with the version that made it`);
    return rows.at(-1)?.name ?? null;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`its database does not open (${(error as Error).message})`);
  } finally {
    // A clean shutdown: the restored directory needs no recovery at the next start.
    await db?.close().catch(() => undefined);
  }
}

/** Flushes every directory under dir (and dir) to the disk. */
function syncDirectories(dir: string): void {
  for (const entry of treeEntries(dir)) if (entry.type === 'directory') syncPath(entry.full);
  syncPath(dir);
}

function timestamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-');
}

/**
 * Replaces DATA_DIR's database, uploads and secret key with those of `file`. Refused while a process
 * holds DATA_DIR. The archive is extracted beside (DATA_DIR/.restore-XXXX), checked against its
 * manifest and its database opened; only then are the current ones moved to
 * DATA_DIR/before-restore-<time>/ and the new ones renamed into place (a failure in between moves the
 * current ones back). Until then nothing in DATA_DIR changes.
 */
export async function restoreEmbedded(config: Config, file: string): Promise<RestoreResult> {
  if (config.databaseUrl) throw new BackupError(postgresAdvice('restore'));
  const source = path.resolve(file);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) throw new BackupError(`${source}: no such file`);
  const dataDir = config.dataDir;
  let release: () => void;
  try {
    release = acquireEmbeddedLock(dataDir, 'admin CLI (restore)');
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseBusyError)) throw error;
    const owner = lockHolder(dataDir);
    throw new BackupError(
      `Restore refused: the embedded database in ${dataDir} is in use by ${owner ? `a running Benevo ${owner.holder} (pid ${owner.pid})` : 'another process'}. ` +
        'A restore replaces the whole database: stop it first. Nothing was changed.',
    );
  }
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    let manifest: BackupManifest;
    try {
      manifest = await readArchive(fs.createReadStream(source), staging);
    } catch (error) {
      if (error instanceof BackupArchiveError) throw new BackupError(`Restore refused: ${source} is not a valid backup: ${error.message}. Nothing was changed.`);
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOSPC' || code === 'EDQUOT') {
        throw new BackupError(`Restore failed: the disk of ${dataDir} is full (the archive is unpacked there before it replaces anything). Free some space and run it again. Nothing was changed.`);
      }
      if (code) throw new BackupError(`Restore failed while unpacking into ${dataDir} (${code}: ${(error as Error).message}). Nothing was changed.`);
      throw error;
    }
    const migration = await checkDatabase(path.join(staging, PGLITE_DIR)).catch((error: unknown) => {
      if (error instanceof BackupError) throw new BackupError(`Restore refused: ${source} ${error.message}. Nothing was changed.`);
      throw error;
    });
    // The uploads are replaced as a whole, even by none.
    fs.mkdirSync(path.join(staging, MEDIA_DIR), { recursive: true, mode: 0o700 });
    // The files were flushed as they were written; their directories' entries now, before the swap.
    syncDirectories(staging);
    const names = [PGLITE_DIR, MEDIA_DIR, ...(fs.existsSync(path.join(staging, SECRET_KEY_FILE)) ? [SECRET_KEY_FILE] : [])];
    const previous = path.join(dataDir, `before-restore-${timestamp()}`);
    const movedAside: string[] = [];
    const movedIn: string[] = [];
    // Until the marker is gone, no process opens DATA_DIR (restore-marker.ts): a crash in the renames
    // below leaves a clear message, not an empty database.
    writeRestoreMarker(dataDir, { archive: source, previous, startedAt: new Date().toISOString() });
    try {
      for (const name of names) {
        if (!fs.existsSync(path.join(dataDir, name))) continue;
        fs.mkdirSync(previous, { recursive: true, mode: 0o700 });
        fs.renameSync(path.join(dataDir, name), path.join(previous, name));
        movedAside.push(name);
      }
      for (const name of names) {
        fs.renameSync(path.join(staging, name), path.join(dataDir, name));
        movedIn.push(name);
      }
      if (movedAside.length > 0) syncPath(previous);
      clearRestoreMarker(dataDir);
    } catch (error) {
      for (const name of movedIn) fs.renameSync(path.join(dataDir, name), path.join(staging, name));
      for (const name of movedAside) fs.renameSync(path.join(previous, name), path.join(dataDir, name));
      fs.rmSync(previous, { recursive: true, force: true });
      clearRestoreMarker(dataDir);
      throw new BackupError(`Restore failed while swapping (${(error as Error).message}); the previous data was put back.`);
    }
    return { manifest, previous: movedAside.length > 0 ? previous : null, migration };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/** `backup FILE` / `restore FILE` of the admin CLI: prints what was done, throws BackupError otherwise. */
export async function runBackupCommand(command: 'backup' | 'restore', args: string[], config: Config): Promise<void> {
  const { positionals } = parseArgs({ args, options: {}, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (command === 'backup') {
    const result = await backupEmbedded(config, positionals[0]);
    console.log(
      `Backup written to ${result.file} (${megabytes(result.bytes)}): ${describeManifest(result.manifest)}; ` +
        `snapshot taken by ${result.source}, in ${seconds()}.`,
    );
    return;
  }
  const result = await restoreEmbedded(config, positionals[0]);
  const lines = [
    `Restored ${path.resolve(positionals[0])} into ${config.dataDir} in ${seconds()}: ${describeManifest(result.manifest)}; ` +
      `backup of ${result.manifest.createdAt}, database at migration ${result.migration ?? 'none'}.`,
  ];
  if (!result.manifest.files.some((f) => f.name === SECRET_KEY_FILE)) {
    lines.push('The archive holds no secret-key file (its server had SECRET_KEY set): start with the same SECRET_KEY.');
  }
  if (result.previous) lines.push(`The previous data was moved to ${result.previous}: delete it once the restored data is checked.`);
  lines.push('Start the server: it runs the migrations the restored database lacks.');
  console.log(lines.join('\n'));
}
