import ExcelJS from 'exceljs';
import { messageKey } from '@benevo/schema';
import { AppError } from '../../errors/app-error';
import { decodeBase64 } from '../media/media.service';

/** One non-empty line of an imported file: its line number in the file, the trimmed code, whether it is a valid code. */
export interface ParsedCode {
  line: number;
  code: string;
  valid: boolean;
}

/** Codes per import, at most (a file beyond is refused as a whole). */
export const MAX_IMPORTED_CODES = 20_000;

/** A code: 1 to 100 printable characters (letters, digits, punctuation, symbols, inner spaces). */
const PRINTABLE = /^[^\p{C}]{1,100}$/u;

export function isValidCode(code: string): boolean {
  return code.length > 0 && [...code].length <= 100 && PRINTABLE.test(code);
}

/** The column of the codes: a header cell named "code" (any case) names it, else the first column holds them. */
function codeColumn(firstRow: string[]): { index: number; hasHeader: boolean } {
  const index = firstRow.findIndex((cell) => cell.trim().toLowerCase() === 'code');
  return index >= 0 ? { index, hasHeader: true } : { index: 0, hasHeader: false };
}

/** The separator of a CSV file: the one of , ; or tab found most often in its first line. */
function separatorOf(text: string): string {
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((separator) => ({ separator, n: firstLine.split(separator).length - 1 }));
  const best = counts.reduce((a, b) => (b.n > a.n ? b : a));
  return best.n > 0 ? best.separator : ',';
}

/** RFC 4180 records with the line each starts on (quoted fields may hold separators and line breaks). */
function csvRecords(text: string): Array<{ line: number; cells: string[] }> {
  const separator = separatorOf(text);
  const records: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      line += 1;
      start = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: start, cells });
  }
  return records;
}

/** A cell of a sheet as text: what the sheet shows (a number as typed, a formula's result). */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && !(value instanceof Date)) {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result === undefined || value.result === null ? '' : String(value.result);
  }
  return cell.text ?? String(value);
}

async function xlsxRecords(bytes: Buffer): Promise<Array<{ line: number; cells: string[] }>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: Array<{ line: number; cells: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(1, row.cellCount); column += 1) cells.push(cellText(row.getCell(column)));
    records.push({ line, cells });
  });
  return records;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The codes of an uploaded CSV or XLSX file (told apart by content, the name's extension deciding
 * when the content says nothing): the column named "code" when a header has one, else the first
 * column; each code trimmed; empty lines skipped. An unreadable file, one without any code, or one with
 * more than MAX_IMPORTED_CODES codes is a field error on `base64File`.
 */
export async function parseCodeFile(fileName: unknown, base64File: unknown): Promise<ParsedCode[]> {
  if (typeof base64File !== 'string' || base64File.trim() === '') throw AppError.field('base64File', 'validation.required');
  const bytes = decodeBase64(base64File.trim());
  const name = typeof fileName === 'string' ? fileName.trim().toLowerCase() : '';
  const isXlsx = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (!isXlsx && (name.endsWith('.xlsx') || name.endsWith('.xls'))) throw AppError.field('base64File', 'validation.importFile');
  let records: Array<{ line: number; cells: string[] }>;
  try {
    if (isXlsx) records = await xlsxRecords(bytes);
    else {
      const text = bytes.toString('utf8');
      // A binary file that is not a workbook (an image, a PDF) is no CSV either.
      if (text.includes('\u0000') || text.includes('\uFFFD')) throw new Error('not text');
      records = csvRecords(text.replace(/^\uFEFF/, ''));
    }
  } catch {
    throw AppError.field('base64File', 'validation.importFile');
  }
  const nonEmpty = records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (nonEmpty.length === 0) throw AppError.field('base64File', 'vouchers.import.empty');
  const { index, hasHeader } = codeColumn(nonEmpty[0].cells);
  const codes: ParsedCode[] = [];
  for (const record of hasHeader ? nonEmpty.slice(1) : nonEmpty) {
    const code = (record.cells[index] ?? '').trim();
    if (code === '') continue;
    codes.push({ line: record.line, code, valid: isValidCode(code) });
  }
  if (codes.length === 0) throw AppError.field('base64File', 'vouchers.import.empty');
  if (codes.length > MAX_IMPORTED_CODES) throw AppError.validation({ base64File: [messageKey('vouchers.import.tooMany', { max: MAX_IMPORTED_CODES })] });
  return codes;
}
