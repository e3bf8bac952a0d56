import type { RequestContext } from '../../context';

/** The ticketing module's part of the GDPR erasure (issue 17, privacy.service). */
export const ticketingPrivacy = {
  /** Blanks the names and address copied onto the volunteer's accreditations (the vendor's ids stay for the sync). */
  async anonymizeVolunteer(tx: RequestContext, organizationId: number, volunteerId: number): Promise<void> {
    await tx.manager.query(
      `UPDATE ticketing_accreditation SET first_name = '', last_name = '', email = '' WHERE volunteer_id = $1 AND organization_id = $2`,
      [volunteerId, organizationId],
    );
  },
};
