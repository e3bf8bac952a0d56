import type { RequestContext } from '../../context';

/** The waiting-list module's part of the GDPR erasure (issue 17, privacy.service). */
export const waitingListPrivacy = {
  /** Removes the volunteer's waiting-list places: an erased person can be offered no place (nothing statistical is lost). */
  async removeVolunteer(tx: RequestContext, organizationId: number, volunteerId: number): Promise<void> {
    await tx.manager.query(`DELETE FROM waiting_list_entry WHERE volunteer_id = $1 AND organization_id = $2`, [volunteerId, organizationId]);
  },
};
