import {
  decodeAnswer,
  displayAnswer,
  encodeAnswer,
  messageKey,
  translate,
  volunteerProfileForm,
  volunteerProfileSchema,
  type AnswerValue,
  type AttributeValueTypeName,
  type MessageKey,
  type RegistrationFormDefinition,
} from '@benevo/schema';
import * as yup from 'yup';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { idNumber, parseId } from '../../common/ids';
import { calendarService } from '../calendar/calendar.service';
import { assignmentPrivacy } from '../assignment/assignment.privacy';
import { campaignsPrivacy } from '../campaigns/campaigns.privacy';
import { communicationsPrivacy } from '../communications/communications.privacy';
import { formsPrivacy } from '../forms/forms.privacy';
import { formsService } from '../forms/forms.service';
import { isMailable, queueMail, senderName } from '../mail/mail.service';
import { mailPrivacy } from '../mail/mail.privacy';
import { mediaPrivacy } from '../media/media.privacy';
import { organizationService } from '../organizations/organization.service';
import { groupMembersService } from '../participations/group-members.service';
import { participationsPrivacy } from '../participations/participations.privacy';
import { portalAccessService } from '../portal-access/portal-access.service';
import { swapsService } from '../swaps/swaps.service';
import { ticketingPrivacy } from '../ticketing/ticketing.privacy';
import type { Volunteer } from '../volunteers/volunteer.entity';
import { type OwnContact, volunteersPrivacy } from '../volunteers/volunteers.privacy';
import { volunteersService } from '../volunteers/volunteers.service';
import { waitingListPrivacy } from '../waiting-list/waiting-list.privacy';
import { VolunteerDeletionRequest, type DeletionRequestStatus } from './deletion-request.entity';
export type { DataExport } from './privacy.read-model';
import { activeEventIds, imagesInUse, volunteerAttributes, volunteerRecords, type DataExport } from './privacy.read-model';
import { renderExportHtml } from './privacy.html';

/** What the portal sends to change the profile (PUT semantics; answers left out keep their value). */
export interface ProfileData {
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  town?: string | null;
  postcode?: string | null;
  country?: string | null;
  bornDate?: string | null;
  language?: string | null;
  answers?: Array<{ attributeId: string | number; value?: string | null }> | null;
}

export interface ProfileField {
  key: string;
  attributeId: string | null;
  baseAttribute: string | null;
  label: string;
  description: string;
  valueType: AttributeValueTypeName;
  isRequired: boolean;
  options: Array<{ id: string; option: string }>;
  minChoices: number | null;
  maxChoices: number | null;
}

export interface MyProfile extends OwnContact {
  id: number;
  organizationName: string;
  email: string;
  fields: ProfileField[];
  answers: Array<{ attributeId: string; value: string }>;
  deletionRequest: VolunteerDeletionRequest | null;
}

export interface DeletionRequestView {
  id: number;
  volunteerId: number;
  status: DeletionRequestStatus;
  firstName: string;
  lastName: string;
  email: string;
  requestedAt: Date;
  decidedAt: Date | null;
  refusalReason: string;
}

const REFUSAL_REASON_MAX = 2000;
const refusalSchema = yup.object({
  reason: yup.string().trim().max(REFUSAL_REASON_MAX, messageKey('validation.maxLength', { max: REFUSAL_REASON_MAX })),
});

const fullName = (volunteer: Pick<Volunteer, 'firstName' | 'lastName'>): string => `${volunteer.firstName} ${volunteer.lastName}`.trim();

/** The profile form for this volunteer: the organization's volunteer attributes, the rules of their events' forms. */
async function profileFormOf(ctx: RequestContext, volunteer: Volunteer): Promise<RegistrationFormDefinition> {
  const [attributes, eventIds] = await Promise.all([
    volunteerAttributes(ctx, volunteer.organizationId),
    activeEventIds(ctx, volunteer.id, volunteer.organizationId),
  ]);
  const forms = await Promise.all(eventIds.map((eventId) => formsService.registrationForm(ctx, eventId)));
  return volunteerProfileForm(
    attributes.map((attribute) => ({
      id: String(attribute.id),
      name: attribute.name,
      valueType: attribute.valueType as AttributeValueTypeName,
      options: attribute.options.map((option) => ({ id: String(option.id), option: option.option })),
    })),
    forms,
  );
}

async function latestRequest(ctx: RequestContext, volunteerId: number): Promise<VolunteerDeletionRequest | null> {
  return ctx.manager.findOne(VolunteerDeletionRequest, { where: { volunteerId }, order: { requestedAt: 'DESC', id: 'DESC' } });
}

async function organizationNameOf(ctx: RequestContext, organizationId: number): Promise<string> {
  return senderName(await ctx.loaders.organizations.byId.load(organizationId));
}

/** A request of the caller's organization, or NOT_FOUND (another organization's answers the same). */
async function requireRequest(tx: RequestContext, id: string | number, lock: boolean): Promise<VolunteerDeletionRequest> {
  const organizationId = await organizationService.scope(tx);
  const requestId = parseId(id, 'privacy.requestNotFound');
  const query = tx.manager
    .createQueryBuilder(VolunteerDeletionRequest, 'r')
    .where('r.id = :requestId AND r.organization_id = :organizationId', { requestId, organizationId });
  if (lock) query.setLock('pessimistic_write');
  const request = await query.getOne();
  if (!request) throw AppError.notFound('privacy.requestNotFound');
  return request;
}

export const privacyService = {
  /** The token holder's profile, the form's fields (with the organization's required rules) and their answers. */
  async myProfile(ctx: RequestContext, token: string): Promise<MyProfile> {
    const volunteer = await volunteersService.byToken(ctx, token);
    const [form, values, organizationName, deletionRequest] = await Promise.all([
      profileFormOf(ctx, volunteer),
      formsService.valuesOf(ctx, { volunteerId: volunteer.id }),
      organizationNameOf(ctx, volunteer.organizationId),
      latestRequest(ctx, volunteer.id),
    ]);
    return {
      id: volunteer.id,
      organizationName,
      email: volunteer.email,
      firstName: volunteer.firstName,
      lastName: volunteer.lastName,
      phoneNumber: volunteer.phoneNumber,
      address: volunteer.address,
      town: volunteer.town,
      postcode: volunteer.postcode,
      country: volunteer.country,
      bornDate: volunteer.bornDate,
      language: volunteer.language,
      fields: form.fields.map((field) => ({
        key: field.id,
        attributeId: field.attributeId,
        baseAttribute: field.baseAttribute,
        label: field.label,
        description: field.description,
        valueType: field.valueType,
        isRequired: field.isRequired,
        options: field.options,
        minChoices: field.minChoices,
        maxChoices: field.maxChoices,
      })),
      answers: values.map((value) => ({ attributeId: String(value.attributeId), value: value.value })),
      deletionRequest,
    };
  },

  /**
   * The volunteer changes their contact fields and answers (never the e-mail). The organization's rules
   * apply (volunteerProfileSchema, the sign-up's own checks): a refused input writes nothing.
   */
  async updateMyProfile(ctx: RequestContext, token: string, input: ProfileData): Promise<MyProfile> {
    await withTransaction(ctx, async (tx) => {
      // Read again under the lock: an erasure committed meanwhile replaced the token (NOT_FOUND),
      // so its blanked fields are never written back with the old ones.
      await volunteersService.lock(tx, (await volunteersService.byToken(tx, token)).id);
      const volunteer = await volunteersService.byToken(tx, token);
      const form = await profileFormOf(tx, volunteer);
      const typeOf = new Map(form.fields.filter((field) => field.attributeId).map((field) => [field.attributeId as string, field.valueType]));
      const answers: Record<string, AnswerValue> = {};
      for (const value of await formsService.valuesOf(tx, { volunteerId: volunteer.id })) {
        const valueType = typeOf.get(String(value.attributeId));
        const decoded = valueType ? decodeAnswer(valueType, value.value) : undefined;
        if (decoded !== undefined) answers[String(value.attributeId)] = decoded;
      }
      const changed = new Set<string>();
      const unknown: Record<string, MessageKey[]> = {};
      for (const item of input.answers ?? []) {
        const id = String(idNumber(item.attributeId));
        const valueType = typeOf.get(id);
        if (!valueType) {
          unknown[`answers.${String(item.attributeId)}`] = ['privacy.unknownAttribute'];
          continue;
        }
        changed.add(id);
        const decoded = decodeAnswer(valueType, item.value ?? null);
        if (decoded === undefined) delete answers[id];
        else answers[id] = decoded;
      }
      if (Object.keys(unknown).length > 0) throw AppError.validation(unknown);
      const valid = await validateInput(volunteerProfileSchema(form), {
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        phoneNumber: input.phoneNumber ?? '',
        address: input.address ?? '',
        town: input.town ?? '',
        postcode: input.postcode ?? '',
        country: input.country ?? '',
        bornDate: input.bornDate ?? '',
        language: input.language ?? volunteer.language,
        answers,
      });
      await volunteersPrivacy.updateOwnContact(tx, volunteer.id, {
        firstName: valid.firstName,
        lastName: valid.lastName,
        phoneNumber: valid.phoneNumber ?? '',
        address: valid.address ?? '',
        town: valid.town ?? '',
        postcode: valid.postcode ?? '',
        country: valid.country ?? '',
        bornDate: valid.bornDate || null,
        language: valid.language ?? volunteer.language,
      });
      await formsPrivacy.setVolunteerAnswers(
        tx,
        volunteer.organizationId,
        volunteer.id,
        [...changed].map((id) => ({ attributeId: Number(id), value: encodeAnswer(typeOf.get(id) as AttributeValueTypeName, answers[id]) })),
      );
    });
    return privacyService.myProfile(ctx, token);
  },

  /** The token holder's data (GDPR right of access), as JSON. */
  async exportMyData(ctx: RequestContext, token: string): Promise<DataExport> {
    const volunteer = await volunteersService.byToken(ctx, token);
    const [records, organizationName, preferences] = await Promise.all([
      volunteerRecords(ctx, volunteer),
      organizationNameOf(ctx, volunteer.organizationId),
      assignmentPrivacy.exportVolunteer(ctx, volunteer.organizationId, volunteer.id, volunteer.language),
    ]);
    return {
      generatedAt: new Date().toISOString(),
      organization: { id: volunteer.organizationId, name: organizationName },
      profile: {
        firstName: volunteer.firstName,
        lastName: volunteer.lastName,
        email: volunteer.email,
        phoneNumber: volunteer.phoneNumber,
        address: volunteer.address,
        town: volunteer.town,
        postcode: volunteer.postcode,
        country: volunteer.country,
        bornDate: volunteer.bornDate,
        language: volunteer.language,
        createdAt: new Date(volunteer.createdAt).toISOString(),
      },
      answers: records.answers.map((answer) => ({
        question: answer.question,
        answer: displayAnswer(answer.valueType as AttributeValueTypeName, answer.value, answer.options, volunteer.language),
        participationId: answer.participationId,
        campaignRegistrationId: answer.campaignRegistrationId,
      })),
      participations: records.participations,
      waitingList: records.waitingList,
      campaignRegistrations: records.campaignRegistrations,
      preferences,
      points: records.points,
      orders: records.orders,
      vouchers: records.vouchers,
      mails: records.mails,
    };
  },

  /** The export as a file: `json` or a readable, printable `html` page (every value escaped). */
  async exportFile(ctx: RequestContext, token: string, format: string | null | undefined): Promise<{ fileName: string; mimeType: string; content: Buffer }> {
    const kind = (format ?? 'json').trim().toLowerCase();
    if (kind !== 'json' && kind !== 'html') throw AppError.field('format', 'privacy.unknownFormat');
    const data = await privacyService.exportMyData(ctx, token);
    const day = data.generatedAt.slice(0, 10);
    if (kind === 'json') {
      return { fileName: `my-data-${day}.json`, mimeType: 'application/json; charset=utf-8', content: Buffer.from(JSON.stringify(data, null, 2), 'utf8') };
    }
    return { fileName: `my-data-${day}.html`, mimeType: 'text/html; charset=utf-8', content: Buffer.from(renderExportHtml(data, data.profile.language || ctx.language), 'utf8') };
  },

  /**
   * The volunteer asks for the erasure of their data: a pending request the organizers see (and a
   * notice to the organization's contact address). Asking again while one is pending is refused.
   */
  async requestMyDeletion(ctx: RequestContext, token: string): Promise<VolunteerDeletionRequest> {
    return withTransaction(ctx, async (tx) => {
      await volunteersService.lock(tx, (await volunteersService.byToken(tx, token)).id);
      // Read again under the lock (an erasure committed meanwhile answers NOT_FOUND).
      const volunteer = await volunteersService.byToken(tx, token);
      if (await tx.manager.existsBy(VolunteerDeletionRequest, { volunteerId: volunteer.id, status: 'pending' })) {
        throw AppError.conflict('privacy.alreadyPending');
      }
      const request = await tx.manager.save(
        tx.manager.create(VolunteerDeletionRequest, { organizationId: volunteer.organizationId, volunteerId: volunteer.id, status: 'pending' }),
      );
      const organization = await tx.loaders.organizations.byId.load(volunteer.organizationId);
      const contact = organization?.contactEmail?.trim();
      if (organization && isMailable(contact)) {
        const language = 'fr';
        const name = fullName(volunteer) || volunteer.email;
        await queueMail(tx.manager, {
          to: contact,
          subject: translate(language, 'privacy.mail.requested.subject', { name }),
          text: translate(language, 'privacy.mail.requested.body', { name }),
          fromName: senderName(organization),
          organizationId: organization.id,
          language,
        });
        tx.afterCommit(() => tx.app.nudgeJobs());
      }
      return request;
    });
  },

  /** The organization's deletion requests (pending first, then the decided ones, newest first). */
  async deletionRequests(ctx: RequestContext, status?: DeletionRequestStatus | null): Promise<DeletionRequestView[]> {
    const organizationId = await organizationService.scope(ctx);
    const requests = await ctx.manager.find(VolunteerDeletionRequest, {
      where: { organizationId, ...(status ? { status } : {}) },
      order: { requestedAt: 'DESC', id: 'DESC' },
    });
    const volunteers = await volunteersService.byIds(ctx, requests.map((request) => request.volunteerId), organizationId);
    const byId = new Map(volunteers.map((volunteer) => [volunteer.id, volunteer]));
    const rank = (request: VolunteerDeletionRequest) => (request.status === 'pending' ? 0 : 1);
    return [...requests]
      .sort((a, b) => rank(a) - rank(b))
      .map((request) => {
        const volunteer = request.status === 'done' ? undefined : byId.get(request.volunteerId);
        return {
          id: request.id,
          volunteerId: request.volunteerId,
          status: request.status,
          firstName: volunteer?.firstName ?? '',
          lastName: volunteer?.lastName ?? '',
          email: volunteer?.email ?? '',
          requestedAt: request.requestedAt,
          decidedAt: request.decidedAt,
          refusalReason: request.refusalReason,
        };
      });
  },

  /**
   * The organizer confirms: in one transaction the "done" mail is queued to the address, then every
   * personal field of the volunteer is erased (module by module) and the request marked done. What
   * stays is anonymous: participations (slot, status, group size), points, orders, vouchers.
   */
  async confirmDeletion(ctx: RequestContext, id: string | number): Promise<DeletionRequestView> {
    const done = await withTransaction(ctx, async (tx) => {
      const request = await requireRequest(tx, id, true);
      if (request.status !== 'pending') throw AppError.conflict('privacy.alreadyDecided');
      await volunteersService.lock(tx, request.volunteerId);
      const [volunteer] = await volunteersService.byIds(tx, [request.volunteerId], request.organizationId);
      if (!volunteer) throw AppError.notFound('privacy.requestNotFound');
      const organization = await tx.loaders.organizations.byId.load(volunteer.organizationId);
      const organizationName = senderName(organization);
      const keep: number[] = [];
      if (isMailable(volunteer.email)) {
        keep.push(
          await queueMail(tx.manager, {
            to: volunteer.email,
            subject: translate(volunteer.language, 'privacy.mail.done.subject', { organizationName }),
            text: translate(volunteer.language, 'privacy.mail.done.body', { organizationName }),
            fromName: organizationName,
            organizationId: volunteer.organizationId,
            language: volunteer.language,
          }),
        );
        tx.afterCommit(() => tx.app.nudgeJobs());
      }
      await privacyService.erase(tx, volunteer, keep);
      await tx.manager.update(
        VolunteerDeletionRequest,
        { id: request.id },
        { status: 'done', decidedBy: tx.auth?.user.id ?? null, decidedAt: new Date(), refusalReason: '' },
      );
      return request.id;
    });
    return (await privacyService.deletionRequests(ctx)).find((request) => request.id === done) as DeletionRequestView;
  },

  /** The organizer refuses (e.g. a legal duty to keep the data): the volunteer is told why by mail. */
  async refuseDeletion(ctx: RequestContext, id: string | number, reason: string | null | undefined): Promise<DeletionRequestView> {
    const valid = await validateInput(refusalSchema, { reason: reason ?? '' });
    const refused = await withTransaction(ctx, async (tx) => {
      const request = await requireRequest(tx, id, true);
      if (request.status !== 'pending') throw AppError.conflict('privacy.alreadyDecided');
      const [volunteer] = await volunteersService.byIds(tx, [request.volunteerId], request.organizationId);
      await tx.manager.update(
        VolunteerDeletionRequest,
        { id: request.id },
        { status: 'refused', decidedBy: tx.auth?.user.id ?? null, decidedAt: new Date(), refusalReason: valid.reason ?? '' },
      );
      if (volunteer && isMailable(volunteer.email)) {
        const organizationName = await organizationNameOf(tx, volunteer.organizationId);
        await queueMail(tx.manager, {
          to: volunteer.email,
          subject: translate(volunteer.language, 'privacy.mail.refused.subject', { organizationName }),
          text: translate(volunteer.language, 'privacy.mail.refused.body', {
            name: volunteer.firstName,
            organizationName,
            reason: valid.reason || '—',
            portalLink: volunteersService.portalLink(tx, volunteer),
          }),
          fromName: organizationName,
          organizationId: volunteer.organizationId,
          language: volunteer.language,
        });
        tx.afterCommit(() => tx.app.nudgeJobs());
      }
      return request.id;
    });
    return (await privacyService.deletionRequests(ctx)).find((request) => request.id === refused) as DeletionRequestView;
  },

  /**
   * GDPR erasure of one volunteer, inside the caller's transaction: each module blanks or removes what it
   * keeps about the person. `keepMailIds`: mails still to send (the "done" notice).
   */
  async erase(tx: RequestContext, volunteer: Volunteer, keepMailIds: number[]): Promise<void> {
    const { id: volunteerId, organizationId, email } = volunteer;
    const participationIds = await participationsPrivacy.anonymizeVolunteer(tx, organizationId, volunteerId);
    const registrations = await campaignsPrivacy.anonymizeVolunteer(tx, organizationId, volunteerId);
    await formsPrivacy.eraseAnswers(tx, { volunteerId, participationIds, campaignRegistrationIds: registrations.ids });
    await waitingListPrivacy.removeVolunteer(tx, organizationId, volunteerId);
    await assignmentPrivacy.eraseVolunteer(tx, organizationId, volunteerId);
    await communicationsPrivacy.anonymizeRecipient(tx, organizationId, volunteerId, email);
    await ticketingPrivacy.anonymizeVolunteer(tx, organizationId, volunteerId);
    await groupMembersService.forgetAddress(tx, organizationId, email);
    await swapsService.forgetVolunteer(tx, organizationId, volunteerId, email);
    await calendarService.forgetVolunteer(tx.manager, volunteerId);
    await portalAccessService.revokeLinks(tx, volunteerId);
    await portalAccessService.forgetAddress(tx, organizationId, email);
    await mailPrivacy.purgePerson(tx, organizationId, { email, fullName: fullName(volunteer) }, keepMailIds);
    await volunteersPrivacy.anonymize(tx, volunteerId);
    // The picture files go once the erasure is committed, unless another row still shows them.
    const pictures = [volunteer.profilePicture, ...registrations.pictures].filter(mediaPrivacy.isStoredImage);
    if (pictures.length > 0) {
      const dataDir = tx.app.config.dataDir;
      tx.afterCommit(async () => {
        const used = await imagesInUse(tx.app.dataSource.manager, pictures);
        await mediaPrivacy.removeImages(dataDir, pictures.filter((picture) => !used.has(picture)));
      });
    }
  },
};
