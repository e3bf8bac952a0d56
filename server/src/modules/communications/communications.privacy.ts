import type { RequestContext } from '../../context';

/** The communications module's part of the GDPR erasure (issue 17, privacy.service). */
export const communicationsPrivacy = {
  /**
   * Anonymizes the volunteer's rows in the organization's mailings (by volunteer, or by address for
   * rows without one): the name blanked, the address replaced by an undeliverable placeholder; the
   * rows stay, so a mailing's recipient count holds.
   */
  async anonymizeRecipient(tx: RequestContext, organizationId: number, volunteerId: number, email: string): Promise<void> {
    await tx.manager.query(
      `UPDATE communication_recipient r SET name = '', email = 'erased-recipient-' || r.id || '@erased.invalid'
         FROM communication c
        WHERE c.id = r.communication_id AND c.organization_id = $1 AND (r.volunteer_id = $2 OR lower(r.email) = lower($3))`,
      [organizationId, volunteerId, email],
    );
  },
};
