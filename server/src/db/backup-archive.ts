import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { SECRET_KEY_FILE } from '../config';
import tarStream from 'tar-stream';
import { treeEntries, type TreeEntry } from './file-tree';

/**
 * The archive of an embedded installation (`npm run admin -- backup`): a gzipped tar holding what
 * DATA_DIR holds, under the same names, so that `tar xzf` of it is a DATA_DIR as well:
 * - `pglite/`: the database's data directory (PostgreSQL files, as of one moment: see backup-channel.ts);
 * - `media/`: the uploads;
 * - `secret-key`: the generated key signing sessions and links (only when SECRET_KEY is not set);
 * - `benevo-backup.json`, last: the manifest, with the size and SHA-256 of every file, which restore
 *   checks before it replaces anything (a truncated or altered archive is refused).
 */
export const PGLITE_DIR = 'pglite';
export const MEDIA_DIR = 'media';
export const MANIFEST_NAME = 'benevo-backup.json';
const FORMAT = 'benevo-embedded-backup';
const FORMAT_VERSION = 1;
/** Fast compression: a database directory carries its write-ahead log (up to max_wal_size, 1 GB). */
const GZIP_LEVEL = 1;

export interface ManifestFile {
  name: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** Who copied the database: the running server's snapshot, or the admin CLI with no server running. */
  snapshot: string;
  /** PostgreSQL major version of the data directory (pglite/PG_VERSION). */
  postgres: string;
  directories: string[];
  files: ManifestFile[];
}

export class BackupArchiveError extends Error {}

/** pglite/ (required), media/ and secret-key (when present) under root, directories before their files. */
function sourceItems(root: string): TreeEntry[] {
  if (!fs.existsSync(path.join(root, PGLITE_DIR, 'PG_VERSION'))) throw new BackupArchiveError(`No embedded database in ${root} (${PGLITE_DIR}/PG_VERSION is missing)`);
  const under = (dir: string, options: { skipHidden?: boolean } = {}): TreeEntry[] => [
    { relative: dir, full: path.join(root, dir), type: 'directory' },
    ...treeEntries(path.join(root, dir), options).map((entry) => ({ ...entry, relative: `${dir}/${entry.relative}` })),
  ];
  return [
    ...under(PGLITE_DIR),
    ...(fs.existsSync(path.join(root, MEDIA_DIR)) ? under(MEDIA_DIR, { skipHidden: true }) : []),
    ...(fs.existsSync(path.join(root, SECRET_KEY_FILE)) ? [{ relative: SECRET_KEY_FILE, full: path.join(root, SECRET_KEY_FILE), type: 'file' as const }] : []),
  ];
}

type EntryHeader = Parameters<tarStream.Pack['entry']>[0];

/**
 * Adds one entry to a pack, a file's content streamed from `content` (backpressure kept); resolves
 * once packed. tar-stream ends a directory's entry itself; a file's is ended here, even an empty one.
 */
async function packEntry(pack: tarStream.Pack, header: EntryHeader, content?: AsyncIterable<Buffer>): Promise<void> {
  let sink!: ReturnType<tarStream.Pack['entry']>;
  const packed = new Promise<void>((resolve, reject) => {
    sink = pack.entry(header, (error) => (error ? reject(error) : resolve()));
  });
  if (content) {
    try {
      for await (const chunk of content) if (!sink.write(chunk)) await once(sink, 'drain');
    } catch (error) {
      sink.destroy(error as Error);
      throw error;
    }
    sink.end(undefined);
  }
  await packed;
}

/**
 * Writes the archive of root (a DATA_DIR, or a snapshot of one) to out. The files must not change
 * meanwhile: the caller holds the embedded lock, or root is a snapshot nobody writes.
 */
export async function writeArchive(root: string, out: Writable, snapshot: string, signal?: AbortSignal): Promise<BackupManifest> {
  const items = sourceItems(root);
  const manifest: BackupManifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    snapshot,
    postgres: fs.readFileSync(path.join(root, PGLITE_DIR, 'PG_VERSION'), 'utf8').trim(),
    directories: items.filter((item) => item.type === 'directory').map((item) => item.relative),
    files: [],
  };
  const pack = tarStream.pack();
  const written = pipeline(pack, zlib.createGzip({ level: GZIP_LEVEL }), out, { signal });
  const packed = (async () => {
    for (const item of items) {
      if (item.type === 'directory') {
        await packEntry(pack, { name: item.relative, type: 'directory', mode: 0o700 });
        continue;
      }
      const { size, mtime } = fs.statSync(item.full);
      const hash = crypto.createHash('sha256');
      let read = 0;
      async function* content(): AsyncGenerator<Buffer> {
        for await (const chunk of fs.createReadStream(item.full, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
          read += chunk.length;
          if (read > size) break;
          hash.update(chunk);
          yield chunk;
        }
        if (read !== size) throw new BackupArchiveError(`${item.relative} changed while it was being archived`);
      }
      await packEntry(pack, { name: item.relative, type: 'file', size, mtime, mode: 0o600 }, content());
      manifest.files.push({ name: item.relative, size, sha256: hash.digest('hex') });
    }
    const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: MANIFEST_NAME, type: 'file', mode: 0o600 }, body, (error) => (error ? reject(error) : resolve())),
    );
    pack.finalize();
  })();
  packed.catch((error: unknown) => pack.destroy(error as Error));
  await Promise.all([packed, written]);
  return manifest;
}

/** A relative name inside the archive that stays inside its directory ("a/b", never "../a" or "/a"). */
function safeName(name: string): boolean {
  const parts = name.split('/');
  return parts.every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\0') && !part.includes('\\'));
}

function expectedPlace(name: string, type: 'file' | 'directory'): boolean {
  if (!safeName(name)) return false;
  if (name === MANIFEST_NAME || name === SECRET_KEY_FILE) return type === 'file';
  const top = name.split('/')[0];
  return top === PGLITE_DIR || top === MEDIA_DIR;
}

const MAX_MANIFEST_BYTES = 64 << 20;

/**
 * Reads an archive through and checks it against its manifest (every file's size and SHA-256, no
 * file more or less, the database directory present). With `target`, extracts it there as well
 * (files 0600, directories 0700); the caller removes target when this throws.
 */
export async function readArchive(input: Readable, target: string | null): Promise<BackupManifest> {
  const gunzip = zlib.createGunzip();
  const extract = tarStream.extract();
  input.once('error', (error) => gunzip.destroy(error));
  gunzip.once('error', (error) => extract.destroy(error));
  input.pipe(gunzip).pipe(extract);
  const seen = new Map<string, ManifestFile>();
  const directories = new Set<string>();
  let manifest: BackupManifest | null = null;
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      const size = entry.header.size ?? 0;
      // A Benevo backup holds files and directories only (long names travel in pax headers, which
      // tar-stream reads for us): links, devices and the like are refused.
      if (type !== 'file' && type !== 'directory') throw new BackupArchiveError(`unexpected entry "${name}" (${type})`);
      if (manifest) throw new BackupArchiveError(`unexpected entry "${name}" after the manifest`);
      const plain = name.replace(/\/$/, '');
      if (!expectedPlace(plain, type)) throw new BackupArchiveError(`unexpected entry "${name}"`);
      if (type === 'directory') {
        directories.add(plain);
        if (target) fs.mkdirSync(path.join(target, plain), { recursive: true, mode: 0o700 });
        entry.resume();
        continue;
      }
      if (seen.has(plain)) throw new BackupArchiveError(`"${plain}" appears twice`);
      if (plain === MANIFEST_NAME) {
        if (size > MAX_MANIFEST_BYTES) throw new BackupArchiveError('the manifest is too large');
        const chunks: Buffer[] = [];
        for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
        manifest = parseManifest(Buffer.concat(chunks));
        continue;
      }
      const hash = crypto.createHash('sha256');
      async function* hashed(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
        for await (const chunk of source) {
          hash.update(chunk);
          yield chunk;
        }
      }
      if (target) {
        fs.mkdirSync(path.dirname(path.join(target, plain)), { recursive: true, mode: 0o700 });
        // pipeline: the first error wins (a full disk's ENOSPC, not a later "write after end"), and the
        // file is flushed to the disk before it counts as extracted.
        await pipeline(entry as AsyncIterable<Buffer>, hashed, fs.createWriteStream(path.join(target, plain), { mode: 0o600, flags: 'wx', flush: true }));
      } else {
        for await (const _chunk of hashed(entry as AsyncIterable<Buffer>));
      }
      seen.set(plain, { name: plain, size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    if (error instanceof BackupArchiveError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? '';
    // The file system's own errors (ENOSPC, EACCES…) are what they are; the rest is a damaged archive:
    // zlib's (Z_*) for a cut or altered gzip stream, tar-stream's ("Invalid tar header", "Unexpected end
    // of data") for a damaged tar inside it.
    if (/^E[A-Z]+$/.test(code) && code !== 'ERR_ZLIB_INITIALIZATION_FAILED') throw error;
    throw new BackupArchiveError(`not a whole Benevo backup archive (${(error as Error).message})`);
  } finally {
    input.unpipe(gunzip);
    input.destroy();
    extract.destroy();
  }
  const found = manifest as BackupManifest | null;
  if (!found) throw new BackupArchiveError(`no ${MANIFEST_NAME} at its end (not a Benevo backup, or cut short)`);
  for (const file of found.files) {
    const got = seen.get(file.name);
    if (!got) throw new BackupArchiveError(`"${file.name}" is missing`);
    if (got.size !== file.size || got.sha256 !== file.sha256) throw new BackupArchiveError(`"${file.name}" does not match its checksum`);
    seen.delete(file.name);
  }
  if (seen.size > 0) throw new BackupArchiveError(`"${[...seen.keys()][0]}" is not in the manifest`);
  const missingDirectory = found.directories.find((name) => !directories.has(name));
  if (missingDirectory) throw new BackupArchiveError(`the directory "${missingDirectory}" is missing`);
  if (!found.files.some((file) => file.name === `${PGLITE_DIR}/PG_VERSION`)) throw new BackupArchiveError('it holds no database');
  return found;
}

function parseManifest(bytes: Buffer): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupArchiveError('its manifest is not JSON');
  }
  const manifest = value as BackupManifest;
  if (manifest?.format !== FORMAT) throw new BackupArchiveError('not a Benevo embedded backup');
  if (manifest.version > FORMAT_VERSION) throw new BackupArchiveError(`made by a newer Benevo (format ${manifest.version})`);
  if (!Array.isArray(manifest.files) || !Array.isArray(manifest.directories)) throw new BackupArchiveError('its manifest is incomplete');
  return manifest;
}

/** What a manifest holds, in a line: "database 45.2 MB, 3 media files, secret key". */
export function describeManifest(manifest: BackupManifest): string {
  const database = manifest.files.filter((file) => file.name.startsWith(`${PGLITE_DIR}/`)).reduce((sum, file) => sum + file.size, 0);
  const media = manifest.files.filter((file) => file.name.startsWith(`${MEDIA_DIR}/`)).length;
  const secret = manifest.files.some((file) => file.name === SECRET_KEY_FILE);
  return `database ${megabytes(database)}, ${media} media file${media === 1 ? '' : 's'}${secret ? ', secret key' : ', no secret key file'}`;
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
