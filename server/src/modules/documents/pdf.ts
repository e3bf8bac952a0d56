import fs from 'node:fs';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import QRCode from 'qrcode';

/** Points per millimetre (PDF user space is 1/72 inch). */
export const MM = 72 / 25.4;

/** The one font family of the product's PDFs; its files are embedded, so accents print everywhere. */
export const PDF_FONT = 'Benevo';

/**
 * DejaVu Sans when the system has it (Debian's fonts-dejavu-core: the widest Latin coverage), else the
 * Roboto that ships with pdfmake; both cover French, German and Romanian letters (é, ü, ș).
 */
function fontFiles(): Record<'normal' | 'bold' | 'italics' | 'bolditalics', string> {
  const dejavu = '/usr/share/fonts/truetype/dejavu';
  if (fs.existsSync(path.join(dejavu, 'DejaVuSans.ttf')) && fs.existsSync(path.join(dejavu, 'DejaVuSans-Bold.ttf'))) {
    const file = (name: string) => path.join(dejavu, name);
    const oblique = fs.existsSync(file('DejaVuSans-Oblique.ttf')) ? file('DejaVuSans-Oblique.ttf') : file('DejaVuSans.ttf');
    const boldOblique = fs.existsSync(file('DejaVuSans-BoldOblique.ttf')) ? file('DejaVuSans-BoldOblique.ttf') : file('DejaVuSans-Bold.ttf');
    return { normal: file('DejaVuSans.ttf'), bold: file('DejaVuSans-Bold.ttf'), italics: oblique, bolditalics: boldOblique };
  }
  const roboto = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'build', 'fonts', 'Roboto');
  const file = (name: string) => path.join(roboto, name);
  return { normal: file('Roboto-Regular.ttf'), bold: file('Roboto-Medium.ttf'), italics: file('Roboto-Italic.ttf'), bolditalics: file('Roboto-MediumItalic.ttf') };
}

let configured = false;

/**
 * pdfmake's node entry is one shared instance: configured once per process. Documents never fetch a
 * URL (images come as data URLs) and read no local file but the font files.
 */
function printer(): typeof pdfmake {
  if (!configured) {
    const files = fontFiles();
    const allowed = new Set(Object.values(files));
    pdfmake.setFonts({ [PDF_FONT]: files });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((file) => allowed.has(file));
    configured = true;
  }
  return pdfmake;
}

/** Renders a pdfmake document (in the product's font unless it says otherwise) to the PDF's bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const document = printer().createPdf({ ...definition, defaultStyle: { font: PDF_FONT, ...definition.defaultStyle } });
  return document.getBuffer();
}

/** The QR code of a text as a PNG data URL: error correction M, a quiet zone of two modules (what it sits on is white too). */
export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, scale: 8, color: { dark: '#000000', light: '#ffffff' } });
}

/** Collects a document's images once each (a logo printed on every page or badge is embedded once). */
export class Images {
  readonly dictionary: Record<string, string> = {};
  private readonly keys = new Map<string, string>();

  key(dataUrl: string): string {
    let key = this.keys.get(dataUrl);
    if (!key) {
      key = `image${this.keys.size + 1}`;
      this.keys.set(dataUrl, key);
      this.dictionary[key] = dataUrl;
    }
    return key;
  }
}

const MARK_OFFSET = 0.75 * MM;

/**
 * Crop marks of a piece to cut out of a sheet (a badge, a ticket): four pairs of short lines continuing
 * its edges outwards from each corner, at most `length` long and within the `room` around it.
 */
export function cropMarks(x: number, y: number, width: number, height: number, room: { x: number; y: number }, length: number): Content {
  const lengthX = Math.max(0, Math.min(length, room.x - MARK_OFFSET));
  const lengthY = Math.max(0, Math.min(length, room.y - MARK_OFFSET));
  const lines: Array<[number, number, number, number]> = [];
  for (const cx of [0, width]) {
    for (const cy of [0, height]) {
      const dx = cx === 0 ? -1 : 1;
      const dy = cy === 0 ? -1 : 1;
      if (lengthX > 0) lines.push([cx + dx * MARK_OFFSET, cy, cx + dx * (MARK_OFFSET + lengthX), cy]);
      if (lengthY > 0) lines.push([cx, cy + dy * MARK_OFFSET, cx, cy + dy * (MARK_OFFSET + lengthY)]);
    }
  }
  return { canvas: lines.map(([x1, y1, x2, y2]) => ({ type: 'line', x1, y1, x2, y2, lineWidth: 0.4, lineColor: '#000000' })), absolutePosition: { x, y } };
}
