import ExcelJS from 'exceljs';
import type { Response } from 'superagent';
import { restOrganizer, type RestOrganizer } from '../events/rest';
import type { TestApp } from '../harness';
import type { participation } from '../participations/fixtures';

export const CREATE_ATTRIBUTE = `mutation($input: AttributeInput!) { createAttribute(input: $input) { id name options { id option } } }`;
export const CREATE_CATEGORY = `mutation($input: VolunteerCategoryInput!) { createVolunteerCategory(input: $input) { id name } }`;

export type AsOrganizer = Parameters<typeof participation>[1];

/** A facade organizer that the GraphQL fixtures (planning, participation) accept too. */
export async function exportsOrganizer(t: TestApp): Promise<{ o: RestOrganizer; org: number; asOrganizer: AsOrganizer }> {
  const o = await restOrganizer(t);
  const ok = async (query: string, variables: Record<string, unknown> = {}) => o.gql(query, variables);
  return { o, org: o.organization.id, asOrganizer: { organization: o.organization, ok } as unknown as AsOrganizer };
}

/** The cells of the first sheet of an XLSX workbook, as text, row by row. */
export async function xlsxRows(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const width = sheet.getRow(1).cellCount;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let i = 1; i <= width; i += 1) {
      const value = row.getCell(i).value;
      cells.push(value === null || value === undefined ? '' : String(value));
    }
    rows.push(cells);
  });
  return rows;
}

/** RFC 4180 parsing of an export's CSV (BOM removed, quoted fields, CRLF lines). */
export function csvRows(content: Buffer): string[][] {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/** A supertest parser that keeps a download's bytes (CSV included). */
export function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

export const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** An XLSX workbook (first sheet) of the given rows, as base64. */
export async function xlsxBase64(rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Bénévoles');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/** Stores an answer as a sign-up would (volunteer or participation owner). */
export async function answer(t: TestApp, org: number, attributeId: string, owner: { volunteerId: string } | { participationId: string }, value: string) {
  await t.db.database.dataSource.query(
    `INSERT INTO attribute_value (organization_id, attribute_id, volunteer_id, participation_id, value) VALUES ($1, $2, $3, $4, $5)`,
    [org, Number(attributeId), 'volunteerId' in owner ? Number(owner.volunteerId) : null, 'participationId' in owner ? Number(owner.participationId) : null, value],
  );
}
