import { MAX_IMAGE_BYTES, type MessageKey } from '@benevo/schema';

/** The logo formats the server accepts (checked again there, by content). */
export const LOGO_TYPES = ['image/png', 'image/jpeg'];
export const LOGO_MAX_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

/** The server's own message for a logo it would refuse, or null. */
export function checkLogo(file: File): MessageKey | null {
  if (!LOGO_TYPES.includes(file.type)) return 'validation.imageFormat';
  if (file.size > MAX_IMAGE_BYTES) return 'validation.imageTooLarge';
  return null;
}

/** A data URL (base64), both the preview and what updateProfile's imageLogo carries. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
