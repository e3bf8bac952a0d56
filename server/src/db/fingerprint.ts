/**
 * Row counts and checksums of the database's tables (issue 20 "Data safety"): `npm run admin --
 * checksums` prints them, so that a restore can be compared with its source line by line (README,
 * "Backup and restore"); the backup and migration tests compare them the same way.
 *
 * A table's checksum is the MD5 of its rows' MD5s in sorted order: it does not depend on the order
 * PostgreSQL returns rows in (a restore or VACUUM changes it), and it changes when any value of any row
 * does. `columns` restricts it to some columns (the migration test compares the columns a table keeps).
 */

import type { Config } from '../config';
import { openDatabase } from './data-source';

export interface TableFingerprint {
  table: string;
  rows: number;
  checksum: string;
}

export class UnknownTableError extends Error {}

type Query = (sql: string, parameters?: unknown[]) => Promise<Array<Record<string, unknown>>>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The application's tables (schema public), by name. */
export async function listTables(query: Query): Promise<string[]> {
  const rows = await query(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => String(row.name));
}

/** Every table's columns (schema public), by table. */
export async function listColumns(query: Query): Promise<Map<string, string[]>> {
  const rows = await query(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const row of rows) columns.set(String(row.table), [...(columns.get(String(row.table)) ?? []), String(row.column)]);
  return columns;
}

/** One table's row count and checksum (of the given columns, else of whole rows). */
export async function tableFingerprint(query: Query, table: string, columns?: string[]): Promise<TableFingerprint> {
  const row = columns ? `ROW(${columns.map((column) => `t.${quote(column)}`).join(', ')})::text` : 't::text';
  const [result] = await query(
    `SELECT COUNT(*)::int AS rows, md5(COALESCE(string_agg(h, '' ORDER BY h), '')) AS checksum
       FROM (SELECT md5(${row}) AS h FROM ${quote(table)} t) rows`,
  );
  return { table, rows: Number(result.rows), checksum: String(result.checksum) };
}

/** The fingerprints of the named tables, or of every table; a name that is no table is refused. */
export async function tableFingerprints(query: Query, tables?: string[]): Promise<TableFingerprint[]> {
  const existing = await listTables(query);
  const unknown = (tables ?? []).filter((table) => !existing.includes(table));
  if (unknown.length > 0) throw new UnknownTableError(`No table named ${unknown.join(', ')}`);
  const chosen = tables ?? existing;
  const fingerprints: TableFingerprint[] = [];
  for (const table of chosen) fingerprints.push(await tableFingerprint(query, table));
  return fingerprints;
}

/** The fingerprints as aligned lines ("table  rows  checksum"), one per table: what `checksums` prints. */
export function formatFingerprints(fingerprints: TableFingerprint[]): string {
  const width = Math.max(5, ...fingerprints.map((f) => f.table.length));
  const rowsWidth = Math.max(4, ...fingerprints.map((f) => String(f.rows).length));
  const lines = fingerprints.map((f) => `${f.table.padEnd(width)}  ${String(f.rows).padStart(rowsWidth)}  ${f.checksum}`);
  return [`${'table'.padEnd(width)}  ${'rows'.padStart(rowsWidth)}  checksum (md5 of the sorted row md5s)`, ...lines].join('\n');
}

/**
 * What `npm run admin -- checksums` prints for the database of `config` (every table, or the named
 * ones), read only and without migrating: a restored database is compared as it was restored.
 */
export async function databaseChecksums(config: Config, tables?: string[]): Promise<string> {
  const database = await openDatabase(config, { holder: 'admin CLI (checksums)', poolSize: 1 });
  try {
    return formatFingerprints(await tableFingerprints((sql, parameters) => database.dataSource.query(sql, parameters), tables));
  } finally {
    await database.close();
  }
}
