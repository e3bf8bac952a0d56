import crypto from 'node:crypto';
import type { RequestContext } from '../../context';
import { Volunteer } from './volunteer.entity';
import { newVolunteerToken } from './volunteers.service';

/** The contact fields a volunteer may change in the portal (issue 17): never the e-mail, which is the identity. */
export interface OwnContact {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  town: string;
  postcode: string;
  country: string;
  bornDate: string | null;
  language: string;
}

/** The domain of the placeholder addresses of erased volunteers (RFC 2606: never deliverable). */
export const ERASED_DOMAIN = 'erased.invalid';

/**
 * The volunteers module's part of the portal's privacy use cases (privacy.service calls these inside
 * its transactions): the volunteer's own contact edit, and the erasure of their row.
 */
export const volunteersPrivacy = {
  /** Writes the volunteer's own contact fields (validated by the caller). */
  async updateOwnContact(tx: RequestContext, volunteerId: number, contact: OwnContact): Promise<Volunteer> {
    await tx.manager.update(Volunteer, { id: volunteerId }, contact);
    return tx.manager.findOneByOrFail(Volunteer, { id: volunteerId });
  },

  /**
   * GDPR erasure of the volunteer row: every personal field blanked, the address replaced by a unique
   * undeliverable placeholder (the organization's unique key stays satisfied), the portal token
   * replaced (the old link dies). The row itself stays: participations, points and orders keep pointing
   * at an anonymous volunteer, so the organization's statistics hold.
   */
  async anonymize(tx: RequestContext, volunteerId: number): Promise<void> {
    await tx.manager.update(
      Volunteer,
      { id: volunteerId },
      {
        firstName: '',
        lastName: '',
        email: `erased-${volunteerId}-${crypto.randomBytes(6).toString('hex')}@${ERASED_DOMAIN}`,
        phoneNumber: '',
        address: '',
        town: '',
        postcode: '',
        country: '',
        bornDate: null,
        profilePicture: null,
        commentaire: '',
        token: newVolunteerToken(),
      },
    );
  },
};
