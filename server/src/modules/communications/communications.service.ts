import {
  DEFAULT_TIME_ZONE,
  ParticipationStatus,
  messageKey,
  placeholdersIn,
  registrationEmailTemplate,
  textLanguage,
  translate,
} from '@benevo/schema';
import * as yup from 'yup';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import type { User } from '../auth/user.entity';
import type { Campaign } from '../campaigns/campaign.entity';
import { campaignsService } from '../campaigns/campaigns.service';
import type { Event } from '../events/event.entity';
import { configurationOf, eventsService } from '../events/events.service';
import { optionalId, parseId } from '../../common/ids';
import { addressOrNull, isMailable, queueMail, queueMails, requeueFailedMails, senderName } from '../mail/mail.service';
import { organizationService } from '../organizations/organization.service';
import type { Organization } from '../organizations/organization.entity';
import { participationsService } from '../participations/participations.service';
import { queueRegistrationMail, registrationSummary, type SummaryLine } from '../participations/registration-mail';
import { positionsService } from '../positions/positions.service';
import { slotsService } from '../slots/slots.service';
import type { TimeSlot } from '../slots/time-slot.entity';
import { volunteersService } from '../volunteers/volunteers.service';
import { Communication, CommunicationTemplate, type CommunicationKind, type StoredFilters } from './communication.entity';
import { hasContent, renderMailing, type MailingContext, type MailingTemplate, type RenderedMail } from './mailing-render';
import {
  campaignRecipients,
  chosenVolunteers,
  eventRecipients,
  portalLinkOf,
  receivedBy,
  resolveFilters,
  summaryOf,
  type EventMailFilterInput,
  type EventMailFilters,
  type MailRecipient,
  type VolunteerCommunicationView,
} from './recipients';

export interface EventMailData extends EventMailFilterInput {
  subject?: string | null;
  body?: string | null;
  /** Send the rendered mailing to the logged-in organizer only. */
  onlyOwner?: boolean | null;
}

/** A mail to a campaign's registrations (spec 7 campaigns/{id}/send_mail/). */
export interface CampaignMailData {
  subject?: string | null;
  body?: string | null;
  /** Send the rendered mail to the logged-in organizer only (as for an event mailing). */
  onlyOwner?: boolean | null;
  /** The chosen registrations of the campaign; null or absent: every registration. */
  registrationIds?: Array<string | number> | null;
}

export interface VolunteersMailData {
  organizationId?: number | null;
  volunteerIds: Array<string | number>;
  subject?: string | null;
  body?: string | null;
  /** Reply-To of the mails; default the sender's address. */
  replyToEmail?: string | null;
}

export interface TemplateData {
  organizationId?: number | null;
  name?: string | null;
  subject?: string | null;
  body?: string | null;
}

export interface RecipientSummary {
  volunteerId: number | null;
  name: string;
  email: string;
  language: string;
}

export interface MailPreviewResult extends RenderedMail {
  /** Whom the preview is rendered for; null when nobody matches (a sample then). */
  to: RecipientSummary | null;
  recipientsCount: number;
  recipients: RecipientSummary[];
}

export interface MailingResult {
  onlyOwner: boolean;
  recipientsCount: number;
  /** The history record; null for an onlyOwner send, which goes to the organizer alone. */
  communication: Communication | null;
  /** The organizer's address an onlyOwner send went to. */
  sentTo: string | null;
}

export type { VolunteerCommunicationView };

const SUBJECT_MAX = 300;
const BODY_MAX = 200_000;
/** The portal link previews show: the recipient's real one is a credential (DESIGN.md), not for the organizer's screen. */
const SAMPLE_TOKEN = 'exemple';

function organizerOf(ctx: RequestContext): User {
  if (!ctx.auth) throw AppError.unauthenticated();
  return ctx.auth.user;
}

const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim();

/** Subject and body checked: the body has content, both within their lengths. */
function checkTemplate(data: { subject?: string | null; body?: string | null }): MailingTemplate {
  const subject = (data.subject ?? '').replace(/[\r\n]+/g, ' ').trim();
  const body = data.body ?? '';
  if (!hasContent(body)) throw AppError.field('body', 'communications.bodyRequired');
  if (body.length > BODY_MAX) throw AppError.validation({ body: [messageKey('validation.maxLength', { max: BODY_MAX })] });
  if (subject.length > SUBJECT_MAX) throw AppError.validation({ subject: [messageKey('validation.maxLength', { max: SUBJECT_MAX })] });
  return { subject, body };
}

/** Spec 5: an event needs at least one slot needing volunteers before e-mails can be sent. */
async function assertNeedsVolunteers(tx: RequestContext, event: Event): Promise<void> {
  const needing = await slotsService.needingVolunteers(tx, event.id, 1);
  if (needing.length === 0) throw new AppError('BAD_USER_INPUT', 'communications.noSlotNeedingVolunteers');
}

function eventContext(event: Event, organization: Organization | null): MailingContext {
  return {
    organizationName: senderName(organization),
    eventName: event.name,
    coordinatorName: event.responsable,
    coordinatorEmail: event.email,
  };
}

/** A campaign mailing's shared values: the campaign's name, its contact as the coordinator. */
function campaignContext(campaign: Campaign, organization: Organization | null): MailingContext {
  return {
    organizationName: senderName(organization),
    eventName: '',
    campaignName: campaign.name,
    coordinatorName: campaign.contactName,
    coordinatorEmail: campaign.contactEmail,
  };
}

/** One recipient's campaign mail: {registrationSummary} names the campaign, as the registration's confirmation does. */
function renderCampaignMail(tx: RequestContext, template: MailingTemplate, context: MailingContext, recipient: MailRecipient): RenderedMail {
  const language = textLanguage(recipient.language);
  return renderMailing(template, context, {
    volunteerName: recipient.name,
    language,
    registrationSummary: `- ${translate(language, 'campaigns.summary.campaign', { campaignName: context.campaignName ?? '' })}`,
    portalLink: portalLinkOf(tx, recipient),
  });
}

const summaryOfRecipient = (recipient: MailRecipient): RecipientSummary => ({
  volunteerId: recipient.volunteerId,
  name: recipient.name,
  email: recipient.email,
  language: textLanguage(recipient.language),
});

/** Whom a preview or an onlyOwner send is rendered for: the chosen or first recipient, else the organizer as a sample. */
function sampleRecipient(ctx: RequestContext, recipients: MailRecipient[], volunteerId?: string | number | null): MailRecipient {
  const chosen = volunteerId ? recipients.find((recipient) => String(recipient.volunteerId) === String(volunteerId)) : undefined;
  if (volunteerId && !chosen) throw AppError.field('volunteerId', 'validation.unknownReference');
  const user = organizerOf(ctx);
  const base = chosen ?? recipients[0];
  if (base) return { ...base, token: base.token ? SAMPLE_TOKEN : null };
  return {
    volunteerId: null,
    email: user.email,
    name: fullName(user) || translate(ctx.language, 'communications.sample.volunteerName'),
    language: textLanguage(ctx.language),
    token: SAMPLE_TOKEN,
    lines: [],
  };
}

function render(tx: RequestContext, template: MailingTemplate, context: MailingContext, recipient: MailRecipient, timeZone: string): RenderedMail {
  return renderMailing(template, context, {
    volunteerName: recipient.name,
    language: textLanguage(recipient.language),
    registrationSummary: summaryOf(recipient, timeZone),
    portalLink: portalLinkOf(tx, recipient),
  });
}

interface CommunicationRecord {
  organizationId: number;
  eventId: number | null;
  eventName: string;
  campaignId?: number | null;
  campaignName?: string;
  kind: CommunicationKind;
  subject: string;
  text: string;
  filters: StoredFilters;
  replyTo: string | null;
}

/**
 * Writes the history record, one mail (and its `mail.send` outbox job) per recipient, and the
 * recipients linked to their mails, all in the caller's transaction: a mailing is queued whole or not
 * at all. The mail rows are the per-recipient delivery records.
 */
async function recordAndQueue(
  tx: RequestContext,
  record: CommunicationRecord,
  items: Array<{ recipient: MailRecipient; mail: RenderedMail }>,
  fromName: string,
): Promise<Communication> {
  const user = organizerOf(tx);
  const communication = await tx.manager.save(
    tx.manager.create(Communication, {
      ...record,
      senderUserId: user.id,
      sender: fullName(user) || user.email,
      senderEmail: user.email,
      recipientsCount: items.length,
    }),
  );
  const mailIds = await queueMails(
    tx.manager,
    items.map(({ recipient, mail }) => ({
      to: recipient.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: record.replyTo,
      fromName,
      organizationId: record.organizationId,
      language: textLanguage(recipient.language),
    })),
  );
  await tx.manager.query(
    `INSERT INTO communication_recipient (communication_id, volunteer_id, mail_id, name, email, language)
     SELECT $1, t.volunteer_id, t.mail_id, t.name, t.email, t.language
       FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[]) AS t(volunteer_id, mail_id, name, email, language)`,
    [
      communication.id,
      items.map(({ recipient }) => recipient.volunteerId),
      mailIds,
      items.map(({ recipient }) => recipient.name),
      items.map(({ recipient }) => recipient.email),
      items.map(({ recipient }) => textLanguage(recipient.language)),
    ],
  );
  tx.afterCommit(() => tx.app.nudgeJobs());
  return communication;
}

/** A mailing about to be sent: whom to, how each recipient's mail renders, its history record and sender name. */
interface Mailing {
  recipients: MailRecipient[];
  renderFor: (recipient: MailRecipient) => RenderedMail;
  record: CommunicationRecord;
  fromName: string;
}

/**
 * The send flow of event and campaign mailings, in one transaction: `prepare` gathers the mailing;
 * onlyOwner sends it, rendered for the first recipient, to the organizer alone (no history record);
 * otherwise every recipient's mail is recorded and queued (nobody to mail is refused).
 */
async function sendMailing(ctx: RequestContext, onlyOwner: boolean, prepare: (tx: RequestContext) => Promise<Mailing>): Promise<MailingResult> {
  const user = organizerOf(ctx);
  return withTransaction(ctx, async (tx) => {
    const { recipients, renderFor, record, fromName } = await prepare(tx);
    if (onlyOwner) {
      const sample = sampleRecipient(tx, recipients);
      const mail = renderFor(sample);
      await queueMail(tx.manager, {
        to: user.email,
        ...mail,
        replyTo: record.replyTo,
        fromName,
        organizationId: record.organizationId,
        language: textLanguage(sample.language),
      });
      tx.afterCommit(() => tx.app.nudgeJobs());
      return { onlyOwner: true, recipientsCount: recipients.length, communication: null, sentTo: user.email };
    }
    if (recipients.length === 0) throw new AppError('BAD_USER_INPUT', 'communications.noRecipients');
    const communication = await recordAndQueue(
      tx,
      record,
      recipients.map((recipient) => ({ recipient, mail: renderFor(recipient) })),
      fromName,
    );
    return { onlyOwner: false, recipientsCount: recipients.length, communication, sentTo: null };
  });
}

/** A preview's subject and body as written (unchecked: a preview shows the draft as it stands). */
const draftOf = (data: { subject?: string | null; body?: string | null }): MailingTemplate => ({ subject: (data.subject ?? '').trim(), body: data.body ?? '' });

/** A preview: the mail rendered for the chosen or first recipient (a sample when nobody matches), and who would receive it. */
function previewFor(
  ctx: RequestContext,
  recipients: MailRecipient[],
  volunteerId: string | number | null | undefined,
  renderFor: (recipient: MailRecipient) => RenderedMail,
): MailPreviewResult {
  const sample = sampleRecipient(ctx, recipients, volunteerId);
  return {
    ...renderFor(sample),
    to: recipients.length > 0 ? summaryOfRecipient(sample) : null,
    recipientsCount: recipients.length,
    recipients: recipients.map(summaryOfRecipient),
  };
}

function storedFilters(filters: EventMailFilters): StoredFilters {
  return {
    days: filters.days,
    positionIds: filters.positionIds,
    subscriptionDateStart: filters.subscriptionDateStart?.toISOString() ?? null,
    statuses: filters.statuses,
  };
}

const templateSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(200, messageKey('validation.maxLength', { max: 200 })),
  subject: yup.string().trim().max(SUBJECT_MAX, messageKey('validation.maxLength', { max: SUBJECT_MAX })).default(''),
  body: yup.string().max(BODY_MAX, messageKey('validation.maxLength', { max: BODY_MAX })).default(''),
});

export const communicationsService = {
  /** The mailing rendered for one recipient (the first, or `volunteerId`), and who would receive it. */
  async previewEventMail(ctx: RequestContext, eventId: string | number, data: EventMailData, volunteerId?: string | number | null): Promise<MailPreviewResult> {
    const event = await eventsService.require(ctx, eventId);
    const template = draftOf(data);
    const filters = await resolveFilters(ctx, event, data);
    const recipients = await eventRecipients(ctx, event, filters);
    const organization = await ctx.loaders.organizations.byId.load(event.organizationId);
    const context = eventContext(event, organization);
    return previewFor(ctx, recipients, volunteerId, (sample) => render(ctx, template, context, sample, event.timeZone));
  },

  /**
   * Spec 7 send_mail: one mail per selected volunteer, queued with the history record in one
   * transaction; onlyOwner sends the mailing, rendered for the first recipient, to the organizer alone.
   */
  async sendEventMail(ctx: RequestContext, eventId: string | number, data: EventMailData): Promise<MailingResult> {
    return sendMailing(ctx, Boolean(data.onlyOwner), async (tx) => {
      const event = await eventsService.require(tx, eventId);
      await assertNeedsVolunteers(tx, event);
      const template = checkTemplate(data);
      const filters = await resolveFilters(tx, event, data);
      const recipients = await eventRecipients(tx, event, filters);
      const organization = await tx.loaders.organizations.byId.load(event.organizationId);
      const context = eventContext(event, organization);
      return {
        recipients,
        renderFor: (recipient) => render(tx, template, context, recipient, event.timeZone),
        record: {
          organizationId: event.organizationId,
          eventId: event.id,
          eventName: event.name,
          kind: 'event',
          subject: template.subject || '',
          text: template.body,
          filters: storedFilters(filters),
          replyTo: addressOrNull(event.email),
        },
        fromName: senderName(organization),
      };
    });
  },

  /**
   * Spec 7 test_send_mail: the event's confirmation e-mail (its registrationEmailText, or `text` being
   * edited) as a volunteer would receive it, sent to the logged-in organizer with their name and a
   * sample of the event's slots.
   */
  async testSendEventMail(ctx: RequestContext, eventId: string | number, text?: string | null): Promise<string> {
    const user = organizerOf(ctx);
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, eventId);
      await assertNeedsVolunteers(tx, event);
      const configuration = configurationOf(event);
      const slots = await slotsService.needingVolunteers(tx, event.id, 2);
      const positions = await positionsService.byIds(tx, slots.map((slot) => slot.positionId));
      const positionName = (slot: TimeSlot) => positions.find((position) => position.id === slot.positionId)?.name ?? '';
      const organization = await tx.loaders.organizations.byId.load(event.organizationId);
      await queueRegistrationMail(tx, {
        event: {
          ...event,
          configuration: {
            ...configuration,
            registrationEmailText: text ?? configuration.registrationEmailText,
            // The test goes to the organizer alone, never as a copy to the event's contact.
            sendMeCopyOfRegistration: false,
          },
        },
        organization,
        volunteer: { token: SAMPLE_TOKEN },
        person: {
          firstName: user.firstName || translate(ctx.language, 'communications.sample.volunteerName'),
          lastName: user.firstName ? user.lastName : '',
          email: user.email,
        },
        language: textLanguage(user.language || ctx.language),
        lines: slots.map((slot) => ({
          positionName: positionName(slot),
          startTime: slot.startTime,
          endTime: slot.endTime,
          nbParticipants: 1,
          status: ParticipationStatus.ACCEPTED,
        })),
      });
      return user.email;
    });
  },

  /**
   * Spec 7 send_resume_mail: a participation's volunteer gets the summary of their active registrations
   * in the event, with the event's confirmation text (placeholders filled). Recorded in the history.
   */
  async sendResumeMail(ctx: RequestContext, eventId: string | number, participationId: string | number): Promise<Communication> {
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, eventId);
      await assertNeedsVolunteers(tx, event);
      const participation = await participationsService.require(tx, participationId);
      if (participation.eventId !== event.id) throw AppError.notFound('participations.notFound');
      const [volunteer = null] = participation.volunteerId ? await volunteersService.byIds(tx, [participation.volunteerId]) : [];
      const email = (volunteer?.email ?? participation.email).trim();
      if (!isMailable(email)) throw AppError.field('participation', 'validation.email');
      const mine = await participationsService.activeInEvent(
        tx,
        event.id,
        volunteer ? { volunteerId: volunteer.id } : { email: participation.email },
      );
      // Every slot, then every position, in one loader batch each (not one statement per participation).
      const slots = await Promise.all(mine.map((own) => tx.loaders.slots.byId.load(own.timeSlotId)));
      const positions = await Promise.all(slots.map((slot) => (slot ? tx.loaders.positions.byId.load(slot.positionId) : null)));
      const lines: SummaryLine[] = [];
      mine.forEach((own, index) => {
        const slot = slots[index];
        if (!slot) return;
        lines.push({
          positionName: positions[index]?.name ?? '',
          startTime: slot.startTime,
          endTime: slot.endTime,
          nbParticipants: own.nbParticipants,
          status: own.validationStatus,
        });
      });
      lines.sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
      const language = textLanguage(participation.language || volunteer?.language);
      const recipient: MailRecipient = {
        volunteerId: volunteer?.id ?? null,
        email,
        name: volunteer ? `${volunteer.firstName} ${volunteer.lastName}`.trim() : `${participation.firstName} ${participation.lastName}`.trim(),
        language,
        token: volunteer?.token ?? null,
        lines,
      };
      const organization = await tx.loaders.organizations.byId.load(event.organizationId);
      const body = registrationEmailTemplate(configurationOf(event).registrationEmailText, language);
      const summary = lines.length > 0 ? registrationSummary(lines, event.timeZone, language) : translate(language, 'communications.mail.noRegistration');
      const subject = translate(language, 'communications.mail.resume.subject', { eventName: event.name });
      // The summary is the point of this mail: appended when the text does not place it.
      const withSummary = placeholdersIn(body).includes('registrationSummary') ? body : `${body}\n\n{registrationSummary}`;
      const mail = renderMailing({ subject, body: withSummary }, eventContext(event, organization), {
        volunteerName: recipient.name,
        language,
        registrationSummary: summary,
        portalLink: portalLinkOf(tx, recipient),
      });
      return recordAndQueue(
        tx,
        {
          organizationId: event.organizationId,
          eventId: event.id,
          eventName: event.name,
          kind: 'resume',
          subject,
          text: withSummary,
          filters: { volunteerIds: volunteer ? [volunteer.id] : [] },
          replyTo: addressOrNull(event.email),
        },
        [{ recipient, mail }],
        senderName(organization),
      );
    });
  },

  /** A campaign mail rendered for one of its recipients (the first, or `volunteerId`), and who would receive it. */
  async previewCampaignMail(ctx: RequestContext, campaignId: string | number, data: CampaignMailData, volunteerId?: string | number | null): Promise<MailPreviewResult> {
    const campaign = await campaignsService.require(ctx, campaignId);
    const recipients = await campaignRecipients(ctx, campaign, data.registrationIds ?? null);
    const organization = await ctx.loaders.organizations.byId.load(campaign.organizationId);
    const template = draftOf(data);
    const context = campaignContext(campaign, organization);
    return previewFor(ctx, recipients, volunteerId, (sample) => renderCampaignMail(ctx, template, context, sample));
  },

  /**
   * Spec 7 campaigns/{id}/send_mail/: one mail per volunteer of the campaign's registrations (all, or
   * the chosen ones), Reply-To the campaign's contact, queued with the history record (kind campaign,
   * naming the campaign) in one transaction. onlyOwner, as for an event mailing, sends the mail rendered
   * for the first recipient to the organizer alone, without a history record.
   */
  async sendCampaignMail(ctx: RequestContext, campaignId: string | number, data: CampaignMailData): Promise<MailingResult> {
    return sendMailing(ctx, Boolean(data.onlyOwner), async (tx) => {
      const campaign = await campaignsService.require(tx, campaignId);
      const template = checkTemplate(data);
      const chosen = data.registrationIds ?? null;
      const recipients = await campaignRecipients(tx, campaign, chosen);
      const organization = await tx.loaders.organizations.byId.load(campaign.organizationId);
      const context = campaignContext(campaign, organization);
      return {
        recipients,
        renderFor: (recipient) => renderCampaignMail(tx, template, context, recipient),
        record: {
          organizationId: campaign.organizationId,
          eventId: null,
          eventName: '',
          campaignId: campaign.id,
          campaignName: campaign.name,
          kind: 'campaign',
          subject: template.subject,
          text: template.body,
          // The chosen registrations' volunteers; none stored: the mail went to every registration.
          filters: chosen === null ? {} : { volunteerIds: recipients.flatMap((recipient) => (recipient.volunteerId === null ? [] : [recipient.volunteerId])) },
          replyTo: addressOrNull(campaign.contactEmail),
        },
        fromName: senderName(organization),
      };
    });
  },

  /** The free mail to chosen volunteers, rendered for one of them (the first, or `volunteerId`). */
  async previewVolunteersMail(ctx: RequestContext, data: VolunteersMailData, volunteerId?: string | number | null): Promise<MailPreviewResult> {
    const organizationId = await organizationService.scope(ctx, data.organizationId);
    const recipients = data.volunteerIds.length > 0 ? await chosenVolunteers(ctx, organizationId, data.volunteerIds) : [];
    const organization = await ctx.loaders.organizations.byId.load(organizationId);
    return previewFor(ctx, recipients, volunteerId, (sample) => render(ctx, draftOf(data), volunteersContext(ctx, organization, data), sample, DEFAULT_TIME_ZONE));
  },

  /** Spec 7 send_mail_to_vol: one mail per chosen volunteer, Reply-To replyToEmail (default the sender). */
  async sendVolunteersMail(ctx: RequestContext, data: VolunteersMailData): Promise<Communication> {
    const user = organizerOf(ctx);
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizationService.scope(tx, data.organizationId);
      const template = checkTemplate(data);
      const replyTo = data.replyToEmail?.trim() ? data.replyToEmail.trim() : user.email;
      if (!isMailable(replyTo)) throw AppError.field('replyToEmail', 'validation.email');
      const recipients = await chosenVolunteers(tx, organizationId, data.volunteerIds);
      if (recipients.length === 0) throw new AppError('BAD_USER_INPUT', 'communications.noRecipients');
      const organization = await tx.loaders.organizations.byId.load(organizationId);
      const context = volunteersContext(tx, organization, { ...data, replyToEmail: replyTo });
      return recordAndQueue(
        tx,
        {
          organizationId,
          eventId: null,
          eventName: '',
          kind: 'volunteers',
          subject: template.subject,
          text: template.body,
          filters: { volunteerIds: recipients.flatMap((recipient) => (recipient.volunteerId === null ? [] : [recipient.volunteerId])) },
          replyTo,
        },
        recipients.map((recipient) => ({ recipient, mail: render(tx, template, context, recipient, DEFAULT_TIME_ZONE) })),
        senderName(organization),
      );
    });
  },

  /** Gives the failed deliveries of a communication another round of attempts (the delivery records keep the rest from going twice). */
  async retryFailed(ctx: RequestContext, id: string | number): Promise<Communication> {
    return withTransaction(ctx, async (tx) => {
      const communication = await communicationsService.get(tx, id);
      const mails: Array<{ mail_id: number }> = await tx.manager.query(
        `SELECT mail_id FROM communication_recipient WHERE communication_id = $1 AND mail_id IS NOT NULL`,
        [communication.id],
      );
      const requeued = await requeueFailedMails(tx.manager, mails.map((row) => Number(row.mail_id)));
      if (requeued.length === 0) throw new AppError('BAD_USER_INPUT', 'communications.nothingToRetry');
      tx.afterCommit(() => tx.app.nudgeJobs());
      return communication;
    });
  },

  /** The organization's communications, newest first (spec 7 GET /organization/{orgId}/communication/). */
  async list(
    ctx: RequestContext,
    filter: { organizationId?: number | null; eventId?: string | number | null; campaignId?: string | number | null } = {},
  ): Promise<Communication[]> {
    const organizationId = await organizationService.scope(ctx, filter.organizationId);
    const eventId = optionalId(filter.eventId, 'eventId');
    const campaignId = optionalId(filter.campaignId, 'campaignId');
    return ctx.manager.find(Communication, {
      where: { organizationId, ...(eventId !== null ? { eventId } : {}), ...(campaignId !== null ? { campaignId } : {}) },
      order: { sentAt: 'DESC', id: 'DESC' },
    });
  },

  async get(ctx: RequestContext, id: string | number): Promise<Communication> {
    const organizationId = await organizationService.scope(ctx);
    const communication = await ctx.manager.findOneBy(Communication, { id: parseId(id, 'communications.notFound'), organizationId });
    if (!communication) throw AppError.notFound('communications.notFound');
    return communication;
  },

  /** The mails a volunteer received from organizers, newest first (the token is the credential). */
  async forToken(ctx: RequestContext, token: string, communicationId?: string | number): Promise<VolunteerCommunicationView[]> {
    const volunteer = await volunteersService.byToken(ctx, token);
    const id = communicationId === undefined ? null : parseId(communicationId, 'communications.notFound');
    const received = await receivedBy(ctx, volunteer.id, id);
    if (id !== null && received.length === 0) throw AppError.notFound('communications.notFound');
    return received;
  },

  templates: {
    async list(ctx: RequestContext, organizationId?: number | null): Promise<CommunicationTemplate[]> {
      const scope = await organizationService.scope(ctx, organizationId);
      return ctx.manager.find(CommunicationTemplate, { where: { organizationId: scope }, order: { name: 'ASC', id: 'ASC' } });
    },

    async create(ctx: RequestContext, input: TemplateData): Promise<CommunicationTemplate> {
      return withTransaction(ctx, async (tx) => {
        const organizationId = await organizationService.scope(tx, input.organizationId);
        const values = await validateInput(templateSchema, input);
        await assertNameFree(tx, organizationId, values.name, null);
        return tx.manager.save(tx.manager.create(CommunicationTemplate, { organizationId, ...values }));
      });
    },

    async update(ctx: RequestContext, id: string | number, input: TemplateData): Promise<CommunicationTemplate> {
      return withTransaction(ctx, async (tx) => {
        const template = await requireTemplate(tx, id);
        const values = await validateInput(templateSchema, {
          name: input.name ?? template.name,
          subject: input.subject ?? template.subject,
          body: input.body ?? template.body,
        });
        await assertNameFree(tx, template.organizationId, values.name, template.id);
        Object.assign(template, values);
        return tx.manager.save(template);
      });
    },

    async remove(ctx: RequestContext, id: string | number): Promise<boolean> {
      return withTransaction(ctx, async (tx) => {
        const template = await requireTemplate(tx, id);
        await tx.manager.delete(CommunicationTemplate, { id: template.id });
        return true;
      });
    },
  },
};

function volunteersContext(ctx: RequestContext, organization: Organization | null, data: VolunteersMailData): MailingContext {
  const user = organizerOf(ctx);
  return {
    organizationName: senderName(organization),
    eventName: '',
    coordinatorName: fullName(user) || senderName(organization),
    coordinatorEmail: data.replyToEmail?.trim() || user.email,
  };
}

async function requireTemplate(tx: RequestContext, id: string | number): Promise<CommunicationTemplate> {
  const organizationId = await organizationService.scope(tx);
  const template = await tx.manager.findOneBy(CommunicationTemplate, { id: parseId(id, 'communications.templateNotFound'), organizationId });
  if (!template) throw AppError.notFound('communications.templateNotFound');
  return template;
}

async function assertNameFree(tx: RequestContext, organizationId: number, name: string, exceptId: number | null): Promise<void> {
  const other = await tx.manager.findOneBy(CommunicationTemplate, { organizationId, name });
  if (other && other.id !== exceptId) throw AppError.field('name', 'communications.templateNameTaken');
}
