import { readAsDataUrl } from '../forms/logo-file';

/** A file the server built (exports): its name, type and content in base64. */
export interface DownloadableFile {
  fileName: string;
  mimeType: string;
  base64: string;
}

/** Saves a file the server built (base64) through a temporary object URL. */
export function downloadFile(file: DownloadableFile): void {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file; the URL is released right after.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A chosen file's content in base64 (without the data URL's prefix), as uploads send it. */
export async function readAsBase64(file: Blob): Promise<string> {
  const dataUrl = await readAsDataUrl(file);
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
