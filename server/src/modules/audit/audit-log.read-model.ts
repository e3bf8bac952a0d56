import type { EntityManager } from 'typeorm';

/**
 * Read model: the audit log's pages (issue 16). One statement for a page with the names of the user and
 * the actor (app_user, auth module) and of the organization (organization module) joined in, so a page
 * of entries costs no query per row; one more for the total. Who may read which organization is decided
 * by the caller (the infos module's audit log doors): `organizationId` null reads every organization.
 */

export interface AuditLogQuery {
  /** null: every organization (staff only, decided by the caller). */
  organizationId: number | null;
  action: string | null;
  /** Inclusive lower bound of createdAt. */
  from: Date | null;
  /** Exclusive upper bound of createdAt. */
  to: Date | null;
  /** Entries with an id below this one (the previous page's last id). */
  afterId: number | null;
  limit: number;
}

export interface AuditPerson {
  id: number;
  email: string;
  name: string;
}

export interface AuditLogRow {
  id: number;
  organizationId: number | null;
  organizationName: string | null;
  user: AuditPerson | null;
  actor: AuditPerson | null;
  action: string;
  detail: Record<string, unknown>;
  ipAddress: string;
  createdAt: Date;
}

export interface AuditLogPageRows {
  rows: AuditLogRow[];
  totalCount: number;
  hasNextPage: boolean;
}

interface RawRow {
  id: number | string;
  organization_id: number | null;
  organization_name: string | null;
  user_id: number | null;
  user_email: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
  actor_id: number | null;
  actor_email: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  action: string;
  detail: Record<string, unknown> | string | null;
  ip_address: string;
  created_at: Date | string;
}

function person(id: number | null, email: string | null, firstName: string | null, lastName: string | null): AuditPerson | null {
  if (id === null) return null;
  // A deleted user keeps its entries (no foreign key): the id alone tells who it was.
  return { id: Number(id), email: email ?? '', name: [firstName, lastName].filter(Boolean).join(' ') };
}

function detailOf(value: RawRow['detail']): Record<string, unknown> {
  if (value === null) return {};
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return value;
}

/** The WHERE clause of the filters (without the page's cursor) and its parameters. */
function conditions(query: AuditLogQuery): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.organizationId !== null) add('e.organization_id = ?', query.organizationId);
  if (query.action !== null) add('e.action = ?', query.action);
  if (query.from !== null) add('e.created_at >= ?', query.from);
  if (query.to !== null) add('e.created_at < ?', query.to);
  return { where, params };
}

/** A page of entries, newest first (by id, which follows the insertion order), and the filter's total. */
export async function auditLogPage(manager: EntityManager, query: AuditLogQuery): Promise<AuditLogPageRows> {
  const { where, params } = conditions(query);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const pageWhere = [...where];
  const pageParams = [...params];
  if (query.afterId !== null) {
    pageParams.push(query.afterId);
    pageWhere.push(`e.id < $${pageParams.length}`);
  }
  pageParams.push(query.limit + 1);
  const raw: RawRow[] = await manager.query(
    `SELECT e.id, e.organization_id, o.name AS organization_name,
            e.user_id, u.email AS user_email, u.first_name AS user_first_name, u.last_name AS user_last_name,
            e.actor_id, a.email AS actor_email, a.first_name AS actor_first_name, a.last_name AS actor_last_name,
            e.action, e.detail, e.ip_address, e.created_at
       FROM audit_entry e
       LEFT JOIN app_user u ON u.id = e.user_id
       LEFT JOIN app_user a ON a.id = e.actor_id
       LEFT JOIN organization o ON o.id = e.organization_id
       ${pageWhere.length ? `WHERE ${pageWhere.join(' AND ')}` : ''}
      ORDER BY e.id DESC
      LIMIT $${pageParams.length}`,
    pageParams,
  );
  const [{ count }]: Array<{ count: string | number }> = await manager.query(`SELECT COUNT(*) AS count FROM audit_entry e ${filter}`, params);
  const rows = raw.slice(0, query.limit).map(
    (row): AuditLogRow => ({
      id: Number(row.id),
      organizationId: row.organization_id === null ? null : Number(row.organization_id),
      organizationName: row.organization_name,
      user: person(row.user_id, row.user_email, row.user_first_name, row.user_last_name),
      actor: person(row.actor_id, row.actor_email, row.actor_first_name, row.actor_last_name),
      action: row.action,
      detail: detailOf(row.detail),
      ipAddress: row.ip_address,
      createdAt: new Date(row.created_at),
    }),
  );
  return { rows, totalCount: Number(count), hasNextPage: raw.length > query.limit };
}
