import type { TestApp } from '../harness';

/**
 * Every row that belongs to one organization, table by table, as JSON: rows with its organization_id,
 * or pointing at one of its events, positions, slots, volunteers, participations, campaigns, voucher
 * pools or members. Read before and after the attacks: an attack that wrote anything of the victim's
 * shows as a changed table.
 */

/** Tables that change on their own or by design for anyone (sessions, logs, mail, rate counters, queued work). */
export const VOLATILE_TABLES = new Set([
  'user_session',
  'operator_session',
  'manager_session',
  'audit_entry',
  'mail',
  'mail_delivery',
  'outbox',
  'job',
  'migrations',
  'typeorm_metadata',
]);

const LINKS: Record<string, string> = {
  organization_id: 'SELECT $1::int AS id',
  event_id: 'SELECT id FROM event WHERE organization_id = $1',
  position_id: 'SELECT p.id FROM position p JOIN event e ON e.id = p.event_id WHERE e.organization_id = $1',
  time_slot_id: 'SELECT s.id FROM time_slot s JOIN position p ON p.id = s.position_id JOIN event e ON e.id = p.event_id WHERE e.organization_id = $1',
  volunteer_id: 'SELECT id FROM volunteer WHERE organization_id = $1',
  participation_id: 'SELECT id FROM participation WHERE organization_id = $1',
  campaign_id: 'SELECT id FROM campaign WHERE organization_id = $1',
  pool_id: 'SELECT id FROM voucher_pool WHERE organization_id = $1',
  user_id: 'SELECT user_id AS id FROM membership WHERE organization_id = $1',
};

export async function organizationRows(t: TestApp, organizationId: number): Promise<Map<string, string>> {
  const ds = t.db.database.dataSource;
  const columns: Array<{ table_name: string; column_name: string }> = await ds.query(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  const rows = new Map<string, string>();
  for (const [table, names] of tables) {
    if (VOLATILE_TABLES.has(table)) continue;
    const conditions = names.filter((name) => LINKS[name]).map((name) => `"${name}" IN (${LINKS[name]})`);
    if (table === 'organization') conditions.push('id = $1');
    if (table === 'app_user') conditions.push(`id IN (${LINKS.user_id})`);
    if (conditions.length === 0) continue;
    const found: Array<Record<string, unknown>> = await ds.query(`SELECT * FROM "${table}" WHERE ${conditions.join(' OR ')}`, [organizationId]);
    rows.set(table, JSON.stringify(found.map((row) => JSON.stringify(row)).sort()));
  }
  return rows;
}

/** The tables whose rows differ, with a short excerpt of each side (new rows allowed with `additions`). */
export function changedTables(before: Map<string, string>, after: Map<string, string>, options: { additions?: boolean } = {}): string[] {
  const changed: string[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(table) ?? '[]';
    const b = after.get(table) ?? '[]';
    if (a === b) continue;
    const left: string[] = JSON.parse(a);
    const right: string[] = JSON.parse(b);
    const gone = left.filter((row) => !right.includes(row));
    const added = right.filter((row) => !left.includes(row));
    if (options.additions && gone.length === 0) continue;
    changed.push(`${table}: -${JSON.stringify(gone).slice(0, 600)} +${JSON.stringify(added).slice(0, 600)}`);
  }
  return changed;
}

/** The SQL giving the organization a row of the table belongs to (alias `x`), when its columns say. */
function ownerOf(table: string, columns: string[]): string | null {
  if (table === 'organization') return 'x.id';
  if (columns.includes('organization_id')) return 'x.organization_id';
  if (columns.includes('event_id')) return '(SELECT e.organization_id FROM event e WHERE e.id = x.event_id)';
  if (columns.includes('position_id')) return '(SELECT e.organization_id FROM position p JOIN event e ON e.id = p.event_id WHERE p.id = x.position_id)';
  if (columns.includes('time_slot_id')) {
    return '(SELECT e.organization_id FROM time_slot s JOIN position p ON p.id = s.position_id JOIN event e ON e.id = p.event_id WHERE s.id = x.time_slot_id)';
  }
  if (columns.includes('volunteer_id')) return '(SELECT v.organization_id FROM volunteer v WHERE v.id = x.volunteer_id)';
  if (columns.includes('participation_id')) return '(SELECT q.organization_id FROM participation q WHERE q.id = x.participation_id)';
  if (columns.includes('campaign_id')) return '(SELECT c.organization_id FROM campaign c WHERE c.id = x.campaign_id)';
  return null;
}

/**
 * Rows that point at a row of another organization, through any foreign key (a position of A in B's
 * sector, a participation of A for B's volunteer...): none may exist, whoever made them.
 */
export async function crossTenantLinks(t: TestApp): Promise<string[]> {
  const ds = t.db.database.dataSource;
  const keys: Array<{ table_name: string; column_name: string; ref_table: string; ref_column: string }> = await ds.query(
    `SELECT kcu.table_name, kcu.column_name, ccu.table_name AS ref_table, ccu.column_name AS ref_column
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
       JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`,
  );
  const columns: Array<{ table_name: string; column_name: string }> = await ds.query(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  const found: string[] = [];
  for (const key of keys) {
    // The organization itself, and the tables without an owner (users) link across by design.
    if (key.ref_table === 'organization' || key.ref_table === key.table_name) continue;
    const own = ownerOf(key.table_name, byTable.get(key.table_name) ?? []);
    const ref = ownerOf(key.ref_table, byTable.get(key.ref_table) ?? []);
    if (!own || !ref) continue;
    const rows: Array<{ id: unknown; own: number; ref: number }> = await ds.query(
      `SELECT x."${key.column_name}" AS id, ${own} AS own, r.owner AS ref
         FROM "${key.table_name}" x
         JOIN (SELECT x."${key.ref_column}" AS key, ${ref} AS owner FROM "${key.ref_table}" x) r ON r.key = x."${key.column_name}"
        WHERE ${own} IS NOT NULL AND r.owner IS NOT NULL AND ${own} <> r.owner`,
    );
    for (const row of rows) found.push(`${key.table_name}.${key.column_name} = ${row.id}: a row of organization ${row.own} points at ${key.ref_table} of organization ${row.ref}`);
  }
  return found;
}
