import ExcelJS from 'exceljs';
import { organizer, type Organizer } from '../events/fixtures';
import type { TestApp } from '../harness';
import { volunteer, type VolunteerRow } from '../participations/fixtures';

export const POOL_FIELDS = 'id name nbCodes nbClaimed nbAvailable createdAt';
export const POOLS = `query { voucherPools { ${POOL_FIELDS} } }`;
export const CREATE_POOL = `mutation($name: String!) { createVoucherPool(name: $name) { ${POOL_FIELDS} } }`;
export const RENAME_POOL = `mutation($id: ID!, $name: String!) { renameVoucherPool(id: $id, name: $name) { ${POOL_FIELDS} } }`;
export const DELETE_POOL = `mutation($id: ID!) { deleteVoucherPool(id: $id) }`;
export const PREVIEW = `mutation($poolId: ID!, $fileName: String!, $base64File: String!) {
  previewVoucherImport(poolId: $poolId, fileName: $fileName, base64File: $base64File) { nbValid nbDuplicates nbErrors rows { line code status message } } }`;
export const IMPORT = `mutation($poolId: ID!, $fileName: String!, $base64File: String!) {
  importVoucherCodes(poolId: $poolId, fileName: $fileName, base64File: $base64File) { ${POOL_FIELDS} } }`;
export const CODES = `query($poolId: ID!) { voucherCodes(poolId: $poolId) { id code claimedAt orderId volunteer { id firstName lastName } } }`;
export const EXPORT = `query($poolId: ID!, $format: ExportFormat!) { exportVoucherCodes(poolId: $poolId, format: $format) { fileName mimeType base64 } }`;
export const MY_VOUCHERS = `query($token: String!) { myVouchers(token: $token) { allowed claimed pools { id name nbAvailable } codes { id code poolName claimedAt } } }`;
export const CLAIM = `mutation($token: String!, $poolId: ID!) { claimVoucher(token: $token, poolId: $poolId) { id code poolName claimedAt } }`;

/** An organizer of a fresh organization with vouchers switched on (or off). */
export async function voucherOrganizer(t: TestApp, enableVouchers = true): Promise<Organizer> {
  const o = await organizer(t);
  await t.db.database.dataSource.query('UPDATE organization SET enable_vouchers = $2 WHERE id = $1', [o.organization.id, enableVouchers]);
  return o;
}

/** A volunteer of the organizer's organization who may claim `allowed` vouchers. */
export async function voucherVolunteer(t: TestApp, o: Organizer, allowed: number): Promise<VolunteerRow> {
  const v = await volunteer(t, o.organization.id);
  await t.db.database.dataSource.query('UPDATE volunteer SET nb_vouchers_allowed = $2 WHERE id = $1', [Number(v.id), allowed]);
  return v;
}

export const csvBase64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** An XLSX workbook (first sheet) of the given rows, as base64. */
export async function xlsxBase64(rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Codes');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/** A pool created through GraphQL and filled with `codes` through a CSV import. */
export async function filledPool(o: Organizer, name: string, codes: string[]): Promise<string> {
  const { createVoucherPool } = await o.ok(CREATE_POOL, { name });
  if (codes.length > 0) await o.ok(IMPORT, { poolId: createVoucherPool.id, fileName: 'codes.csv', base64File: csvBase64(codes.join('\n')) });
  return createVoucherPool.id;
}
