import fs from 'node:fs';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

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
