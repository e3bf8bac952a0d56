import type { RequestContext } from '../../context';

/** The campaigns module's part of the GDPR erasure (issue 17, privacy.service). */
export const campaignsPrivacy = {
  /**
   * Removes the profile pictures of the volunteer's campaign registrations (the rows stay, anonymous).
   * Returns the registrations' ids and the pictures' paths (the caller deletes the files after the commit).
   */
  async anonymizeVolunteer(tx: RequestContext, organizationId: number, volunteerId: number): Promise<{ ids: number[]; pictures: string[] }> {
    const pictures: Array<{ profile_picture: string | null }> = await tx.manager.query(
      `SELECT profile_picture FROM campaign_registration WHERE volunteer_id = $1 AND organization_id = $2 AND profile_picture IS NOT NULL`,
      [volunteerId, organizationId],
    );
    const [rows]: [Array<{ id: number }>, number] = await tx.manager.query(
      `UPDATE campaign_registration SET profile_picture = NULL WHERE volunteer_id = $1 AND organization_id = $2 RETURNING id`,
      [volunteerId, organizationId],
    );
    return { ids: rows.map((row) => Number(row.id)), pictures: pictures.map((row) => row.profile_picture as string) };
  },
};
