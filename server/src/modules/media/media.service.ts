import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MAX_IMAGE_BYTES } from '@benevo/schema';
import { imageSize } from 'image-size';
import { decodeBase64 } from '../../common/import-file';
import { AppError } from '../../errors/app-error';

export { decodeBase64 };

export type ImageFormat = 'png' | 'jpeg';

/** Recognizes an image by its first bytes, never by what the sender claims. */
export function detectImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/**
 * The most pixels an image may have: a small, highly compressed PNG of huge dimensions would take
 * gigabytes once decoded (a badge's PDF decodes it), so such files are refused when uploaded and left
 * out when printed. 16 megapixels is more than any phone photo needs.
 */
export const MAX_IMAGE_PIXELS = 16_000_000;

/** Width times height read from the file's header; null when the header cannot be read. */
export function imagePixels(bytes: Buffer): number | null {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? width * height : null;
  } catch {
    return null;
  }
}

/** The file system's "no space left" answers (ENOSPC; EDQUOT for a quota). */
const STORAGE_FULL = new Set(['ENOSPC', 'EDQUOT']);

export const mediaService = {
  /**
   * Stores an uploaded image under DATA_DIR/media and returns its public path (/media/<uuid>.<ext>).
   * `field` names the input field that carries it, for the validation error.
   */
  async storeImage(dataDir: string, base64: string, field: string, formats: ImageFormat[], maxBytes = MAX_IMAGE_BYTES): Promise<string> {
    const bytes = decodeBase64(base64);
    const format = detectImageFormat(bytes);
    if (!format || !formats.includes(format)) throw AppError.field(field, 'validation.imageFormat');
    if (bytes.length > maxBytes) throw AppError.field(field, 'validation.imageTooLarge');
    const pixels = imagePixels(bytes);
    if (pixels !== null && pixels > MAX_IMAGE_PIXELS) throw AppError.field(field, 'validation.imageTooLarge');
    const name = `${crypto.randomUUID()}.${format === 'jpeg' ? 'jpg' : 'png'}`;
    const directory = path.join(dataDir, 'media');
    // Written beside its final name, then renamed: a full disk leaves no half-written image behind (issue 20).
    const partial = path.join(directory, `.${name}.part`);
    try {
      await fs.mkdir(directory, { recursive: true });
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, path.join(directory, name));
    } catch (error) {
      await fs.rm(partial, { force: true }).catch(() => undefined);
      if (STORAGE_FULL.has((error as NodeJS.ErrnoException).code ?? '')) throw AppError.storageFull();
      throw error;
    }
    return `/media/${name}`;
  },
};
