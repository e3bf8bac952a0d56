/** The logo formats the server accepts (checked again there, by content). */
export const LOGO_TYPES = ['image/png', 'image/jpeg'];
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;

export type LogoProblem = 'format' | 'size';

export function checkLogo(file: File): LogoProblem | null {
  if (!LOGO_TYPES.includes(file.type)) return 'format';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
}

/** A data URL (base64), both the preview and what updateProfile's imageLogo carries. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
