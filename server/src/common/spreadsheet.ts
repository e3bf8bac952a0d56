import ExcelJS from 'exceljs';

/** The spreadsheet formats of an export. */
export type SpreadsheetFormat = 'xlsx' | 'csv';

/** A table to render: the columns (key and header) and the rows (each column's key with its text). */
export interface SpreadsheetTable {
  columns: Array<{ key: string; label: string }>;
  rows: Array<Record<string, string>>;
}

export const SPREADSHEET_MIME_TYPES: Record<SpreadsheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The format of a request ("xlsx" or "csv", any case), or null for anything else. */
export function spreadsheetFormat(value: unknown): SpreadsheetFormat | null {
  const format = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return format === 'xlsx' || format === 'csv' ? format : null;
}

/** A value of digits, spaces and + - ( ) . / only (a phone number, a postcode): it can call no function. */
const PLAIN_NUMBER = /^[+-]?[\d\s().\/-]+$/;

/**
 * Formula injection (OWASP "CSV injection"): a cell starting with = + - @ (or a tab or carriage
 * return) is read as a formula by spreadsheet programs, so it gets a leading single quote and shows
 * as text, in both formats. Phone numbers such as "+41 79 123 45 67" are kept as typed: without
 * letters or cell references they cannot call a function or reach another cell.
 */
export function neutralizeFormula(value: string): string {
  if (!/^[=+\-@\t\r]/.test(value) || (PLAIN_NUMBER.test(value) && /\d/.test(value))) return value;
  return `'${value}`;
}

/**
 * RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled; so is one with
 * a semicolon or a tab, which French and German spreadsheet programs take as separators (an unquoted
 * `Dupont;=1+1` would open as a second cell holding a formula).
 */
function csvField(value: string): string {
  return /[",;\t\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** UTF-8 with a byte order mark (spreadsheet programs then read accents right), comma-separated, CRLF lines. */
function toCsv(table: SpreadsheetTable): Buffer {
  const lines = [table.columns.map((column) => column.label), ...table.rows.map((row) => table.columns.map((column) => row[column.key] ?? ''))];
  const text = lines.map((cells) => cells.map((cell) => csvField(neutralizeFormula(cell))).join(',')).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

async function toXlsx(table: SpreadsheetTable, sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Benevo';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({
    key: column.key,
    header: neutralizeFormula(column.label),
    // Wide enough for the longest text of the column, within reason.
    width: Math.min(50, Math.max(10, column.label.length + 2, ...table.rows.map((row) => (row[column.key] ?? '').length + 2))),
  }));
  sheet.getRow(1).font = { bold: true };
  // Every cell is a text cell: nothing is turned into a number, a date or a formula.
  for (const row of table.rows) sheet.addRow(Object.fromEntries(table.columns.map((column) => [column.key, neutralizeFormula(row[column.key] ?? '')])));
  if (table.columns.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A table as an XLSX workbook (one sheet named `sheetName`, bold frozen header) or a CSV file; formulas neutralized. */
export async function renderSpreadsheet(table: SpreadsheetTable, format: SpreadsheetFormat, sheetName: string): Promise<Buffer> {
  return format === 'xlsx' ? toXlsx(table, sheetName) : toCsv(table);
}

/** A file name of ASCII letters, digits and dashes: "inscriptions-benevoles-2031". */
export function fileStem(...parts: string[]): string {
  const stem = parts
    .join('-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return stem || 'export';
}
