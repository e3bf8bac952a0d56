// Read model: the preferences (issue 18) read what they check against from other modules' tables in a
// few statements: a campaign of the organization (its time zone), the position names a campaign's
// volunteers may rank, and the names of an event's positions. It only reads.
import { EventStatusEnum } from '../events/events.enums';
import type { RequestContext } from '../../context';

/** A campaign of the organization (id and time zone), or null. */
export async function campaignOf(ctx: RequestContext, organizationId: number, campaignId: number): Promise<{ id: number; organizationId: number; timeZone: string } | null> {
  const rows: Array<{ id: number; organization_id: number; time_zone: string }> = await ctx.manager.query(
    `SELECT id, organization_id, time_zone FROM campaign WHERE id = $1 AND organization_id = $2`,
    [campaignId, organizationId],
  );
  return rows[0] ? { id: Number(rows[0].id), organizationId: Number(rows[0].organization_id), timeZone: rows[0].time_zone } : null;
}

/**
 * The distinct names of the organization's positions in published events, sorted: what a campaign's
 * volunteers may rank. Public with the campaign, so only what a visitor may see: positions of draft
 * (unpublished) and archived events stay private.
 */
export async function rankablePositionNames(ctx: RequestContext, organizationId: number): Promise<string[]> {
  const rows: Array<{ name: string }> = await ctx.manager.query(
    `SELECT DISTINCT p.name FROM position p JOIN event e ON e.id = p.event_id
      WHERE e.organization_id = $1 AND e.status = $2 AND btrim(p.name) <> ''
      ORDER BY p.name`,
    [organizationId, EventStatusEnum.PUBLISHED],
  );
  return [...new Set(rows.map((row) => row.name.trim()))];
}
