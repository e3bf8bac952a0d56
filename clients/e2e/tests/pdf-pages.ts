import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A PDF's text (pdf-parse, the server's devDependency, hoisted in the workspace) and its pages as PNG:
 * with poppler's `pdftoppm` when the machine has it, else pdf-parse's own rendering (pdfjs on
 * @napi-rs/canvas). Both run in a child node process, outside jest's module system (pdfjs is ESM).
 */
export function readPdf(file: string, pngPrefix: string): { text: string; pages: string[]; renderer: 'pdftoppm' | 'pdfjs' } {
  const script = `
    const fs = require('node:fs');
    const { PDFParse } = require(${JSON.stringify(require.resolve('pdf-parse'))});
    (async () => {
      const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(process.argv[1])) });
      const { text } = await parser.getText();
      const pages = [];
      if (process.argv[3] === 'pdfjs') {
        const shots = await parser.getScreenshot({ scale: 1.5, imageBuffer: true });
        shots.pages.forEach((page, index) => {
          const out = process.argv[2] + '-' + (index + 1) + '.png';
          fs.writeFileSync(out, Buffer.from(page.data));
          pages.push(out);
        });
      }
      await parser.destroy();
      process.stdout.write(JSON.stringify({ text, pages }));
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  fs.mkdirSync(path.dirname(pngPrefix), { recursive: true });
  const pdftoppm = ['/usr/bin/pdftoppm', '/usr/local/bin/pdftoppm'].find((candidate) => fs.existsSync(candidate));
  const renderer = pdftoppm ? 'pdftoppm' : 'pdfjs';
  const result = JSON.parse(execFileSync(process.execPath, ['-e', script, file, pngPrefix, renderer], { encoding: 'utf8' })) as { text: string; pages: string[] };
  if (pdftoppm) {
    execFileSync(pdftoppm, ['-png', '-r', '80', file, pngPrefix]);
    const dir = path.dirname(pngPrefix);
    const base = path.basename(pngPrefix);
    result.pages = fs
      .readdirSync(dir)
      .filter((name) => name.startsWith(`${base}-`) && name.endsWith('.png'))
      .sort()
      .map((name) => path.join(dir, name));
  }
  return { ...result, renderer };
}
