import fs from 'node:fs/promises';
import path from 'node:path';

/** A stored upload's public path, as storeImage returns it (nothing else is ever removed). */
const STORED = /^\/media\/([0-9a-f-]{36}\.(?:jpg|png))$/;

/** The media module's part of the GDPR erasure (issue 17, privacy.service). */
export const mediaPrivacy = {
  /** Whether a value is the path of an image stored by this module. */
  isStoredImage: (value: string | null | undefined): value is string => typeof value === 'string' && STORED.test(value),

  /**
   * Deletes stored images (profile pictures of an erased volunteer) from DATA_DIR/media. Paths that are
   * not this module's uploads are ignored; a file already gone is fine. Runs after the commit.
   */
  async removeImages(dataDir: string, paths: string[]): Promise<void> {
    for (const value of new Set(paths)) {
      const match = STORED.exec(value);
      if (!match) continue;
      await fs.rm(path.join(dataDir, 'media', match[1]), { force: true });
    }
  },
};
