// Read model: the volunteer's preferences (issue 18) for their data export name the event or campaign
// and the positions they ranked (event, campaign and position tables, read only).
import { displayAvailability, type AvailabilityWindow } from '@benevo/schema';
import type { RequestContext } from '../../context';

/** One row of the data export: for which event or campaign, the availability as people read it, the ranked positions. */
export interface ExportPreference {
  eventName: string | null;
  campaignName: string | null;
  availability: AvailabilityWindow[] | null;
  availabilityText: string;
  preferredPositions: string[];
  updatedAt: string;
}

/** The assignment module's part of the GDPR use cases (issue 17/18): a volunteer's availability and preferred positions. */
export const assignmentPrivacy = {
  /** Every preference row of the volunteer in the organization, for their data export. */
  async exportVolunteer(ctx: RequestContext, organizationId: number, volunteerId: number, language: string | null | undefined): Promise<ExportPreference[]> {
    const rows: Array<{
      event_name: string | null;
      campaign_name: string | null;
      availability: AvailabilityWindow[] | string | null;
      preferred_position_ids: number[] | null;
      preferred_position_names: string[] | null;
      position_names: string[] | null;
      updated_at: Date | string;
    }> = await ctx.manager.query(
      `SELECT e.name AS event_name, c.name AS campaign_name, ap.availability, ap.preferred_position_ids, ap.preferred_position_names,
              (SELECT array_agg(p.name ORDER BY array_position(ap.preferred_position_ids, p.id))
                 FROM position p WHERE p.id = ANY(ap.preferred_position_ids) AND p.event_id = ap.event_id) AS position_names,
              ap.updated_at
         FROM assignment_preference ap
         LEFT JOIN event e ON e.id = ap.event_id
         LEFT JOIN campaign c ON c.id = ap.campaign_id
        WHERE ap.volunteer_id = $1 AND ap.organization_id = $2
        ORDER BY ap.id`,
      [volunteerId, organizationId],
    );
    return rows.map((row) => {
      const availability = typeof row.availability === 'string' ? (JSON.parse(row.availability) as AvailabilityWindow[] | null) : row.availability;
      return {
        eventName: row.event_name,
        campaignName: row.campaign_name,
        availability,
        availabilityText: displayAvailability(availability, language),
        preferredPositions: row.event_name !== null ? row.position_names ?? [] : row.preferred_position_names ?? [],
        updatedAt: new Date(row.updated_at).toISOString(),
      };
    });
  },

  /** GDPR erasure: the volunteer's preferences go (the volunteer row stays, anonymous, so no cascade removes them). */
  async eraseVolunteer(tx: RequestContext, organizationId: number, volunteerId: number): Promise<void> {
    await tx.manager.query(`DELETE FROM assignment_preference WHERE volunteer_id = $1 AND organization_id = $2`, [volunteerId, organizationId]);
    // The runs keep the names, availability and ranked positions their proposals explain: the person's go.
    await tx.manager.query(
      `UPDATE auto_assign_run
          SET proposal = jsonb_set(proposal, ARRAY['volunteers', $1::text], '{"name": "", "availability": null, "preferences": []}'::jsonb)
        WHERE organization_id = $2 AND proposal IS NOT NULL AND proposal->'volunteers' ? ($1::text)`,
      [volunteerId, organizationId],
    );
  },
};
