import type { RequestContext } from '../../context';

/** The mail module's part of the GDPR erasure (issue 17, privacy.service). */
export const mailPrivacy = {
  /**
   * Deletes the organization's mails sent to the address, and those that name the person (a notice to
   * the event's contact quoting their name or address), except `keepIds` (the "your data was erased"
   * mail, which must still go out). A queued mail deleted here is not sent (mail.send skips a missing
   * row). Returns how many were deleted.
   */
  async purgePerson(tx: RequestContext, organizationId: number, person: { email: string; fullName: string }, keepIds: number[]): Promise<number> {
    const name = person.fullName.trim();
    const [, count]: [unknown, number] = await tx.manager.query(
      `DELETE FROM mail
        WHERE organization_id = $1 AND id <> ALL($4::int[])
          AND (lower(to_address) = lower($2) OR lower(coalesce(reply_to, '')) = lower($2)
               OR strpos(lower(subject || ' ' || text || ' ' || html), lower($2)) > 0
               OR (length($3) >= 3 AND strpos(lower(subject || ' ' || text || ' ' || html), lower($3)) > 0))`,
      [organizationId, person.email, name, keepIds],
    );
    return count;
  },
};
