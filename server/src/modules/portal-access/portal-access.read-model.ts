// Read model: the portal home's organization picker reads the organization table (owned by the
// organizations module) by name and slug, public fields only; it never writes.
import type { EntityManager } from 'typeorm';
import { likePattern } from '../volunteers/volunteers.service';

export interface PortalOrganizationRow {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  language: string;
}

const COLUMNS = `id, COALESCE(NULLIF(public_name, ''), name) AS name, slug, logo, default_language AS language`;

/** At most `limit` organizations whose name, public name or slug contains every word of `search`, by name. */
export async function searchOrganizations(manager: EntityManager, search: string, limit: number): Promise<PortalOrganizationRow[]> {
  const terms = search.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (terms.length === 0) return [];
  const where = terms.map((_term, i) => `(name ILIKE $${i + 1} OR public_name ILIKE $${i + 1} OR slug ILIKE $${i + 1})`).join(' AND ');
  const rows: PortalOrganizationRow[] = await manager.query(
    `SELECT ${COLUMNS} FROM organization WHERE ${where} ORDER BY lower(COALESCE(NULLIF(public_name, ''), name)), id LIMIT ${Math.max(1, Math.floor(limit))}`,
    terms.map(likePattern),
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The organization a portal visitor names by its id or its slug (any case), or null. */
export async function organizationByIdOrSlug(manager: EntityManager, reference: string): Promise<PortalOrganizationRow | null> {
  const value = reference.trim();
  if (!value || value.length > 200) return null;
  const byId = /^\d{1,9}$/.test(value);
  const rows: PortalOrganizationRow[] = await manager.query(`SELECT ${COLUMNS} FROM organization WHERE ${byId ? 'id = $1' : 'slug = lower($1)'}`, [
    byId ? Number(value) : value,
  ]);
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}
