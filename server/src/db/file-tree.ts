import fs from 'node:fs';
import path from 'node:path';

/** A file or directory under a root, by its path relative to that root (`/`-separated). */
export interface TreeEntry {
  relative: string;
  full: string;
  type: 'file' | 'directory';
}

/**
 * Every directory and regular file under root (root itself excluded), in name order, each directory
 * before what it holds. `skipHidden` leaves out names starting with a dot (media/.<name>.part: an upload
 * being written, renamed into place when whole). Links and other kinds are left out.
 * The embedded backup's walks share it: archiving, snapshot copies, sizes, flushes.
 */
export function treeEntries(root: string, options: { skipHidden?: boolean } = {}): TreeEntry[] {
  const entries: TreeEntry[] = [];
  const walk = (relative: string) => {
    const dir = path.join(root, relative);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (options.skipHidden && entry.name.startsWith('.')) continue;
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      const full = path.join(root, name);
      if (entry.isDirectory()) {
        entries.push({ relative: name, full, type: 'directory' });
        walk(name);
      } else if (entry.isFile()) {
        entries.push({ relative: name, full, type: 'file' });
      }
    }
  };
  walk('');
  return entries;
}
