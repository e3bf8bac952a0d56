import { DEFAULT_TIME_ZONE, translate, wallTime } from '@benevo/schema';
import { fileStem, renderSpreadsheet, SPREADSHEET_MIME_TYPES, spreadsheetFormat, type SpreadsheetTable } from '../../common/spreadsheet';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { volunteersService } from '../volunteers/volunteers.service';
import { vouchersService } from './vouchers.service';

export interface ExportedFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy HH:mm of an instant in the platform's time zone. */
function formatInstant(instant: Date): string {
  const w = wallTime(instant, DEFAULT_TIME_ZONE);
  return `${pad(w.day)}.${pad(w.month)}.${w.year} ${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * The codes of a pool as a table, oldest first: code, status, who got it (name and e-mail) and when,
 * and the order it went with; headers in the organization's language.
 */
export async function voucherCodesTable(ctx: RequestContext, poolId: unknown): Promise<{ table: SpreadsheetTable; poolName: string; language: string }> {
  const { pool, codes } = await vouchersService.poolWithCodes(ctx, poolId);
  const organization = await ctx.loaders.organizations.byId.load(pool.organizationId);
  const language = organization?.defaultLanguage ?? 'fr';
  const ids = codes.map((code) => code.volunteerId).filter((id): id is number => id !== null);
  const volunteers = new Map((await volunteersService.byIds(ctx, ids, pool.organizationId)).map((volunteer) => [volunteer.id, volunteer]));
  const label = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const columns = [
    { key: 'code', label: label('vouchers.export.code') },
    { key: 'status', label: label('vouchers.export.status') },
    { key: 'lastName', label: label('vouchers.export.lastName') },
    { key: 'firstName', label: label('vouchers.export.firstName') },
    { key: 'email', label: label('vouchers.export.email') },
    { key: 'claimedAt', label: label('vouchers.export.claimedAt') },
    { key: 'orderId', label: label('vouchers.export.orderId') },
  ];
  const rows = codes.map((code) => {
    const volunteer = code.volunteerId === null ? undefined : volunteers.get(code.volunteerId);
    return {
      code: code.code,
      status: label(code.claimedAt ? 'vouchers.export.claimed' : 'vouchers.export.available'),
      lastName: volunteer?.lastName ?? '',
      firstName: volunteer?.firstName ?? '',
      email: volunteer?.email ?? '',
      claimedAt: code.claimedAt ? formatInstant(code.claimedAt) : '',
      orderId: code.orderId === null ? '' : String(code.orderId),
    };
  });
  return { table: { columns, rows }, poolName: pool.name, language };
}

/** A pool's codes as an XLSX workbook or a CSV file, named after the pool (formulas neutralized). */
export async function exportVoucherCodes(ctx: RequestContext, poolId: unknown, format: unknown): Promise<ExportedFile> {
  const kind = spreadsheetFormat(format);
  if (!kind) throw AppError.field('format', 'vouchers.export.format');
  const { table, poolName, language } = await voucherCodesTable(ctx, poolId);
  const content = await renderSpreadsheet(table, kind, translate(language, 'vouchers.export.sheet'));
  return { fileName: `${fileStem(translate(language, 'vouchers.export.fileName'), poolName)}.${kind}`, mimeType: SPREADSHEET_MIME_TYPES[kind], content };
}
