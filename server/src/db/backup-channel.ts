import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SECRET_KEY_FILE } from '../config';
import { MEDIA_DIR, PGLITE_DIR } from './backup-archive';
import { treeEntries } from './file-tree';

/**
 * Backups of the embedded database while its process runs ("safe while the server runs", issue 20).
 *
 * The embedded database belongs to the process holding DATA_DIR (embedded-lock.ts): another process
 * cannot open it, and copying its files from outside could catch a write half done. So the holder
 * answers snapshot requests on a Unix socket in DATA_DIR/run/ (a directory of mode 0700, the socket
 * 0600: only the machine's user running Benevo reaches it; never a network port). For a request it
 * takes PGlite's query lock (every statement of every connection runs under it), waits for a moment
 * when no transaction is open (up to 10 s, then proceeds: the copy is then that of a crash, which
 * PostgreSQL recovers to the last commit), copies the database directory, hard-links the uploads
 * (written once under a fresh name, never changed) and copies the secret-key file into
 * DATA_DIR/run/snapshot-XXXX/, releases the lock, and answers with that directory's path. Requests
 * queue for the copy (about a second per few hundred MB on a local disk, a copy-on-write clone where the
 * file system offers it); reads and writes of the application wait meanwhile, nothing else.
 * The caller (the admin CLI) archives the snapshot at its own pace and hangs up; the holder then
 * deletes the snapshot. Leftovers of a process that died are deleted at the next start.
 */
export const RUN_DIR = 'run';
const SOCKET_NAME = 'backup.sock';
const SNAPSHOT_PREFIX = 'snapshot-';
/** sun_path holds 108 bytes with its NUL. */
const MAX_SOCKET_PATH = 107;
/** How long a snapshot waits for a moment without an open transaction before copying anyway. */
const TRANSACTION_WAIT_MS = 10_000;
const MAX_REQUEST_BYTES = 1024;

/**
 * DATA_DIR/run/backup.sock; when that path is too long for a Unix socket, a private directory in the
 * temporary directory named after DATA_DIR (the same for the server and the CLI).
 */
export function channelSocketPath(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  const local = path.join(resolved, RUN_DIR, SOCKET_NAME);
  if (Buffer.byteLength(local) <= MAX_SOCKET_PATH) return local;
  const id = crypto.createHash('sha256').update(resolved).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `benevo-${id}`, SOCKET_NAME);
}

/** Creates dir with mode 0700, or checks that an existing one is this user's and closes it to others. */
function privateDirectory(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = fs.lstatSync(dir);
  if (!stat.isDirectory() || (typeof process.getuid === 'function' && stat.uid !== process.getuid())) {
    throw new Error(`${dir} is not a directory owned by this user`);
  }
  if ((stat.mode & 0o077) !== 0) fs.chmodSync(dir, 0o700);
}

/** Puts each file of from's tree into `to` (a new directory) with `place`: a copy, a clone, a link. */
async function copyTree(from: string, to: string, place: (source: string, target: string) => Promise<void>, options: { skipHidden?: boolean } = {}): Promise<void> {
  await fsp.mkdir(to, { mode: 0o700 });
  for (const entry of treeEntries(from, options)) {
    const target = path.join(to, entry.relative);
    if (entry.type === 'directory') await fsp.mkdir(target, { mode: 0o700 });
    else await place(entry.full, target);
  }
}

/** A clone where the file system can (btrfs, xfs), otherwise a copy. */
const cloneFile = (source: string, target: string) => fsp.copyFile(source, target, fs.constants.COPYFILE_FICLONE);
/** Uploads are written aside and renamed into place, never changed: a hard link is a snapshot. */
const linkFile = (source: string, target: string) => fsp.link(source, target).catch(() => fsp.copyFile(source, target));

/** What a snapshot needs of the PGlite instance (its query lock, and whether a transaction is open). */
export interface SnapshotSource {
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  isInTransaction(): boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Free space the copy must leave to the running database (its writes, a new WAL segment, a checkpoint). */
const SNAPSHOT_HEADROOM_BYTES = 256 * 1024 * 1024;

export class SnapshotSpaceError extends Error {}

/**
 * Refuses a snapshot the disk cannot hold with room to spare: the copy sits beside the database until
 * the archive is written, and a database that cannot write its log stops (PANIC), taking the server
 * with it. A copy-on-write file system would need less; this counts a full copy.
 */
async function checkSpaceFor(dataDir: string, into: string): Promise<void> {
  const needed = treeEntries(path.join(dataDir, PGLITE_DIR))
    .filter((entry) => entry.type === 'file')
    .reduce((sum, entry) => sum + fs.statSync(entry.full).size, 0);
  const { bavail, bsize } = await fsp.statfs(into);
  const free = bavail * bsize;
  if (free < needed + SNAPSHOT_HEADROOM_BYTES) {
    const mb = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`;
    throw new SnapshotSpaceError(
      `not enough free disk space in ${dataDir} for a copy of the running database (${mb(needed)}, plus ${mb(SNAPSHOT_HEADROOM_BYTES)} left to it): ${mb(free)} free. ` +
        'Free some space, or stop the server and run the backup again (it then archives DATA_DIR directly, without a copy)',
    );
  }
}

/** Copies DATA_DIR's database, uploads and secret key into `into`, as of one moment (see above). */
export async function takeSnapshot(db: SnapshotSource, dataDir: string, into: string): Promise<void> {
  await checkSpaceFor(dataDir, into);
  const deadline = Date.now() + TRANSACTION_WAIT_MS;
  for (;;) {
    const done = await db.runExclusive(async () => {
      if (db.isInTransaction() && Date.now() < deadline) return false;
      await copyTree(path.join(dataDir, PGLITE_DIR), path.join(into, PGLITE_DIR), cloneFile);
      const media = path.join(dataDir, MEDIA_DIR);
      if (fs.existsSync(media)) await copyTree(media, path.join(into, MEDIA_DIR), linkFile, { skipHidden: true });
      const secret = path.join(dataDir, SECRET_KEY_FILE);
      if (fs.existsSync(secret)) await fsp.copyFile(secret, path.join(into, SECRET_KEY_FILE));
      return true;
    });
    if (done) return;
    await pause(10);
  }
}

export interface SnapshotChannel {
  /** Where it listens; null when it could not start (a warning says why). */
  readonly socketPath: string | null;
  close(): Promise<void>;
}

function reply(socket: net.Socket, answer: Record<string, unknown>): void {
  if (socket.writable) socket.write(`${JSON.stringify(answer)}\n`);
}

/**
 * Starts answering snapshot requests for the embedded database `db` of dataDir (its holder calls this
 * after taking the embedded lock). Never fails the caller: when the socket cannot be opened, backups
 * of the running process are off and a process warning says why.
 */
export async function serveSnapshots(dataDir: string, db: SnapshotSource, holder: string): Promise<SnapshotChannel> {
  try {
    const run = path.join(path.resolve(dataDir), RUN_DIR);
    privateDirectory(run);
    // Snapshots left by a process that died: this process holds DATA_DIR now, nobody reads them.
    for (const name of fs.readdirSync(run)) {
      if (name.startsWith(SNAPSHOT_PREFIX)) fs.rmSync(path.join(run, name), { recursive: true, force: true });
    }
    const socketPath = channelSocketPath(dataDir);
    privateDirectory(path.dirname(socketPath));
    fs.rmSync(socketPath, { force: true });

    const sockets = new Set<net.Socket>();
    let queue: Promise<unknown> = Promise.resolve();
    const serve = (socket: net.Socket, line: string) => {
      let request: { command?: unknown };
      try {
        request = JSON.parse(line) as { command?: unknown };
      } catch {
        request = {};
      }
      if (request?.command !== 'snapshot') {
        reply(socket, { ok: false, error: 'unknown request' });
        socket.end();
        return;
      }
      const dir = fs.mkdtempSync(path.join(run, SNAPSHOT_PREFIX));
      const work = queue.then(() => takeSnapshot(db, dataDir, dir));
      queue = work.catch(() => undefined);
      const closed = new Promise((resolve) => socket.once('close', resolve));
      // The snapshot lives until the caller hangs up (and its copy is over).
      void Promise.all([closed, work.catch(() => undefined)]).then(() => fs.promises.rm(dir, { recursive: true, force: true }));
      work.then(
        () => reply(socket, { ok: true, dir, pid: process.pid, holder }),
        (error: unknown) => {
          reply(socket, { ok: false, error: `the snapshot failed: ${(error as Error).message}` });
          socket.end();
        },
      );
    };
    const server = net.createServer((socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
      let request = '';
      const onData = (chunk: Buffer) => {
        request += chunk.toString('utf8');
        const end = request.indexOf('\n');
        if (end === -1 && request.length <= MAX_REQUEST_BYTES) return;
        socket.off('data', onData);
        if (end === -1) {
          reply(socket, { ok: false, error: 'request too long' });
          socket.end();
          return;
        }
        // Whatever the caller sends next is ignored; its end is the end of the snapshot.
        socket.on('data', () => undefined);
        socket.once('end', () => socket.end());
        serve(socket, request.slice(0, end));
      };
      socket.on('data', onData);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
    fs.chmodSync(socketPath, 0o600);
    return {
      socketPath,
      async close() {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const socket of sockets) socket.destroy();
        await stopped;
        // A snapshot under way ends before the database closes (it holds the query lock anyway).
        await queue;
        fs.rmSync(socketPath, { force: true });
      },
    };
  } catch (error) {
    process.emitWarning(`backups of the running ${holder} are off: ${(error as Error).message}`, 'BenevoBackupChannel');
    return { socketPath: null, close: async () => undefined };
  }
}

export class SnapshotChannelError extends Error {
  constructor(
    message: string,
    /** No process answers on the socket (none listens, or it stopped). */
    readonly unreachable = false,
  ) {
    super(message);
  }
}

export interface RemoteSnapshot {
  /** DATA_DIR/run/snapshot-XXXX: pglite/, media/, secret-key as of the snapshot. */
  dir: string;
  pid: number;
  holder: string;
  /** Aborted when the holder hangs up before release (it stopped: the snapshot is gone). */
  lost: AbortSignal;
  /** Tells the holder the snapshot is no longer needed (it deletes it). */
  release(): void;
}

/** Asks the process holding dataDir for a snapshot (the admin CLI's backup while a server runs). */
export async function requestSnapshot(dataDir: string): Promise<RemoteSnapshot> {
  const socketPath = channelSocketPath(dataDir);
  // The fallback in the temporary directory (a DATA_DIR path too long for a socket) is only trusted when
  // it is this user's and closed to others: another user could have made it first.
  if (!socketPath.startsWith(path.join(path.resolve(dataDir), RUN_DIR) + path.sep)) {
    const dir = fs.lstatSync(path.dirname(socketPath), { throwIfNoEntry: false });
    const ours = dir?.isDirectory() && (typeof process.getuid !== 'function' || dir.uid === process.getuid()) && (dir.mode & 0o077) === 0;
    if (!ours) throw new SnapshotChannelError(`${path.dirname(socketPath)} is missing, or not a private directory of this user`, true);
  }
  const socket = net.connect(socketPath);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
  } catch (error) {
    socket.destroy();
    throw new SnapshotChannelError(`nothing answers on ${socketPath} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`, true);
  }
  socket.write(`${JSON.stringify({ command: 'snapshot' })}\n`);
  const answer = await new Promise<string>((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end === -1) return;
      socket.off('data', onData);
      socket.off('close', onClose);
      resolve(text.slice(0, end));
    };
    const onClose = () => reject(new SnapshotChannelError('the database holder hung up before answering', true));
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.on('error', () => undefined);
  }).catch((error: unknown) => {
    socket.destroy();
    throw error;
  });
  const parsed = JSON.parse(answer) as { ok: boolean; error?: string; dir?: string; pid?: number; holder?: string };
  const expectedParent = path.join(path.resolve(dataDir), RUN_DIR);
  // A snapshot directory of DATA_DIR/run, and nothing else ("run/..", a path elsewhere).
  const snapshotDir = typeof parsed.dir === 'string' ? path.resolve(parsed.dir) : null;
  if (!parsed.ok || !snapshotDir || path.dirname(snapshotDir) !== expectedParent || !path.basename(snapshotDir).startsWith(SNAPSHOT_PREFIX)) {
    socket.destroy();
    throw new SnapshotChannelError(parsed.error ?? 'unexpected answer');
  }
  const controller = new AbortController();
  let released = false;
  socket.once('close', () => {
    if (!released) controller.abort(new SnapshotChannelError(`the ${parsed.holder ?? 'server'} stopped during the backup`, true));
  });
  return {
    dir: snapshotDir,
    pid: parsed.pid ?? 0,
    holder: parsed.holder ?? 'server',
    lost: controller.signal,
    release() {
      released = true;
      socket.end();
    },
  };
}
