import type { RequestContext } from '../../context';

/** The participations module's part of the GDPR erasure (issue 17, privacy.service). */
export const participationsPrivacy = {
  /**
   * Blanks what each participation of the volunteer kept of the sign-up (names, address, phone, birth
   * date, group name, the organizer's message) and keeps the row: slot, status, group size and times
   * stay for the statistics. Returns the participations' ids.
   */
  async anonymizeVolunteer(tx: RequestContext, organizationId: number, volunteerId: number): Promise<number[]> {
    const [rows]: [Array<{ id: number }>, number] = await tx.manager.query(
      `UPDATE participation SET first_name = '', last_name = '', email = '', phone_number = '', born_date = NULL, group_name = '', validation_message = ''
        WHERE volunteer_id = $1 AND organization_id = $2 RETURNING id`,
      [volunteerId, organizationId],
    );
    return rows.map((row) => Number(row.id));
  },
};
