import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../errors/app-error';

/** One non-empty record of an imported file: the line it starts on and its cells as trimmed text. */
export interface FileRecord {
  line: number;
  cells: string[];
}

/** Raw base64 or a data URL, as uploads arrive (DESIGN.md: files travel as base64). */
export function decodeBase64(data: string): Buffer {
  const comma = data.startsWith('data:') ? data.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? data.slice(comma + 1) : data, 'base64');
}

/** The separator of a CSV file: the one of , ; or tab found most often in its first line (Excel writes ; in French and German). */
function separatorOf(text: string): string {
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((separator) => ({ separator, n: firstLine.split(separator).length - 1 }));
  const best = counts.reduce((a, b) => (b.n > a.n ? b : a));
  return best.n > 0 ? best.separator : ',';
}

/** RFC 4180 records (csv-parse) with the line each starts on: quoted fields may hold separators and line breaks. */
function csvRecords(text: string): FileRecord[] {
  const rows = parse(text, { delimiter: separatorOf(text), bom: true, relax_column_count: true, relax_quotes: true, info: true }) as unknown as Array<{
    record: string[];
    info: { lines: number };
  }>;
  return rows.map(({ record, info }) => {
    // info.lines is the line the record ends on; line breaks inside its fields moved it further.
    const inner = record.reduce((n, cell) => n + (cell.match(/\r\n|\n|\r/g)?.length ?? 0), 0);
    return { line: info.lines - inner, cells: record };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: what the sheet shows (a number as typed, a formula's result, a date as YYYY-MM-DD). */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  // Workbooks store a date cell as a UTC instant at midnight of the typed day.
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result === undefined || value.result === null ? '' : String(value.result);
  }
  return String(value);
}

async function xlsxRecords(bytes: Buffer): Promise<FileRecord[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: FileRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(1, row.cellCount); column += 1) cells.push(cellText(row.getCell(column)));
    records.push({ line, cells });
  });
  return records;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The non-empty records of an uploaded CSV or XLSX file (told apart by content, the name's extension
 * deciding when the content says nothing), cells trimmed: voucher codes, volunteers. An unreadable
 * file is a field error on `base64File`.
 */
export async function readImportFile(fileName: unknown, base64File: unknown): Promise<FileRecord[]> {
  if (typeof base64File !== 'string' || base64File.trim() === '') throw AppError.field('base64File', 'validation.required');
  const bytes = decodeBase64(base64File.trim());
  const name = typeof fileName === 'string' ? fileName.trim().toLowerCase() : '';
  const isXlsx = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (!isXlsx && (name.endsWith('.xlsx') || name.endsWith('.xls'))) throw AppError.field('base64File', 'validation.importFile');
  let records: FileRecord[];
  try {
    if (isXlsx) records = await xlsxRecords(bytes);
    else {
      const text = bytes.toString('utf8');
      // A binary file that is not a workbook (an image, a PDF) is no CSV either.
      if (text.includes('\u0000') || text.includes('\uFFFD')) throw new Error('not text');
      records = csvRecords(text);
    }
  } catch {
    throw AppError.field('base64File', 'validation.importFile');
  }
  return records
    .map((record) => ({ line: record.line, cells: record.cells.map((cell) => cell.trim()) }))
    .filter((record) => record.cells.some((cell) => cell !== ''));
}
