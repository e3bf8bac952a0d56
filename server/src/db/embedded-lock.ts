import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process (DESIGN.md): whoever opens it writes its pid here, and
 * anyone else refuses while that process is alive.
 */
export class EmbeddedDatabaseBusyError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireEmbeddedLock(dataDir: string, holder: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'embedded.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString() }), {
        flag: 'wx',
      });
      return () => {
        try {
          const current = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid: number };
          if (current.pid === process.pid) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new EmbeddedDatabaseBusyError(
          `The embedded database in ${dataDir} is in use by a running Benevo ${owner.holder} (pid ${owner.pid}). ` +
            'Stop it first, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      // A stale lock left by a process that died: take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new EmbeddedDatabaseBusyError(`Could not lock the embedded database in ${dataDir}`);
}

function readOwner(lockPath: string): { pid: number; holder: string } | null {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid: number; holder: string };
  } catch {
    return null;
  }
}
