import { In } from 'typeorm';
import type { RequestContext } from '../../context';
import { AttributeValue } from './attribute-value.entity';

/** The forms module's part of the portal's privacy use cases (issue 17): the volunteer's own answers. */
export const formsPrivacy = {
  /**
   * Sets the volunteer's answers to these volunteer attributes of the organization (validated and
   * encoded by the caller): a null value removes the answer, another replaces it.
   */
  async setVolunteerAnswers(tx: RequestContext, organizationId: number, volunteerId: number, answers: Array<{ attributeId: number; value: string | null }>): Promise<void> {
    const removed = answers.filter((answer) => answer.value === null).map((answer) => answer.attributeId);
    if (removed.length > 0) await tx.manager.delete(AttributeValue, { volunteerId, attributeId: In(removed) });
    const kept = answers.filter((answer): answer is { attributeId: number; value: string } => answer.value !== null);
    if (kept.length === 0) return;
    await tx.manager
      .createQueryBuilder()
      .insert()
      .into(AttributeValue)
      .values(kept.map((answer) => ({ organizationId, volunteerId, attributeId: answer.attributeId, value: answer.value })))
      .orUpdate(['value'], ['volunteer_id', 'attribute_id'])
      .execute();
  },

  /** GDPR erasure: every answer of the volunteer, of their participations and of their campaign registrations. */
  async eraseAnswers(tx: RequestContext, owners: { volunteerId: number; participationIds: number[]; campaignRegistrationIds: number[] }): Promise<void> {
    await tx.manager.delete(AttributeValue, { volunteerId: owners.volunteerId });
    if (owners.participationIds.length > 0) await tx.manager.delete(AttributeValue, { participationId: In(owners.participationIds) });
    if (owners.campaignRegistrationIds.length > 0) await tx.manager.delete(AttributeValue, { campaignRegistrationId: In(owners.campaignRegistrationIds) });
  },
};
