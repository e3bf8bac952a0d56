import { messageKey } from '@benevo/schema';
import { AppError } from '../../errors/app-error';
import { readImportFile } from '../../common/import-file';

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

/**
 * The codes of an uploaded CSV or XLSX file (told apart by content, the name's extension deciding
 * when the content says nothing): the column named "code" when a header has one, else the first
 * column; each code trimmed; empty lines skipped. An unreadable file, one without any code, or one with
 * more than MAX_IMPORTED_CODES codes is a field error on `base64File`.
 */
export async function parseCodeFile(fileName: unknown, base64File: unknown): Promise<ParsedCode[]> {
  const nonEmpty = await readImportFile(fileName, base64File);
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
