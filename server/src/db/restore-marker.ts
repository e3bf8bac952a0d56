import fs from 'node:fs';
import path from 'node:path';
import { EmbeddedDatabaseBusyError } from './embedded-lock';

/**
 * `npm run admin -- restore` swaps DATA_DIR's database, uploads and key for the archive's in a few
 * renames. A crash or a power cut between them could leave DATA_DIR without a database, and the next
 * start would quietly create an empty one. The restore writes this marker (flushed to the disk) before
 * the first rename and removes it after the last: while it is there, nothing opens DATA_DIR.
 */
export const RESTORE_MARKER = 'restore-in-progress.json';

export interface RestoreMarker {
  archive: string;
  /** Where the data in place before the restore goes (DATA_DIR/before-restore-<time>/). */
  previous: string;
  startedAt: string;
}

/** Flushes a file's or a directory's entry to the disk (a rename is durable once its directory is). */
export function syncPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function writeRestoreMarker(dataDir: string, marker: RestoreMarker): void {
  const file = path.join(dataDir, RESTORE_MARKER);
  fs.writeFileSync(file, `${JSON.stringify(marker, null, 2)}\n`, { mode: 0o600, flush: true });
  syncPath(dataDir);
}

export function clearRestoreMarker(dataDir: string): void {
  fs.rmSync(path.join(dataDir, RESTORE_MARKER), { force: true });
  syncPath(dataDir);
}

/** Refuses to open a DATA_DIR whose restore was cut short, saying where each part is. */
export function assertNoInterruptedRestore(dataDir: string): void {
  const file = path.join(dataDir, RESTORE_MARKER);
  if (!fs.existsSync(file)) return;
  let marker: Partial<RestoreMarker> = {};
  try {
    marker = JSON.parse(fs.readFileSync(file, 'utf8')) as RestoreMarker;
  } catch {
    // Unreadable: the message below still says what to do.
  }
  throw new EmbeddedDatabaseBusyError(
    `A restore of ${marker.archive ?? 'a backup'} into ${dataDir} was interrupted${marker.startedAt ? ` (started ${marker.startedAt})` : ''}: ` +
      `the database there may be incomplete. Run the restore again (npm run admin -- restore FILE); the data that was in place before it is in ` +
      `${marker.previous ?? `${dataDir}/before-restore-<time>/`}. Then delete ${file}.`,
  );
}
