import type { Request } from 'express';
import { parseId } from '../../common/ids';
import { translate, type ParticipationStatus } from '@benevo/schema';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { asBody, type Body, type FacadeRoute, paged, param, queryString, read, renamed } from '../../rest/facade';
import { optionalId } from '../../common/ids';
import { organizationService } from '../organizations/organization.service';
import { participationStatusOf } from '../positions/positions.service';
import type { Communication } from './communication.entity';
import { communicationsService, type CampaignMailData, type EventMailData, type MailPreviewResult, type MailingResult, type VolunteerCommunicationView } from './communications.service';

/** The service's field names -> the facade's documented ones (spec 7 Communication). */
const FIELD_NAMES: Record<string, string> = {
  body: 'emailBody',
  positionIds: 'positions',
  statuses: 'participationValidationStatuses',
  volunteerIds: 'vols',
  volunteerId: 'volunteer',
  registrationIds: 'registrations',
};
const facadeField = (field: string) => FIELD_NAMES[field] ?? field;

/** A list of ids as numbers, strings or `{id}` objects. */
function ids(value: unknown[] | undefined): Array<string | number> {
  return (value ?? []).map((item) => {
    if (typeof item === 'number' || typeof item === 'string') return item;
    const id = asBody(item).id;
    return typeof id === 'number' || typeof id === 'string' ? id : '';
  });
}

/** Truthy as JSON or form values send it (true, "true", 1, "on"). */
function flag(body: Body, name: string): boolean {
  const value = body[name];
  return value === true || value === 1 || (typeof value === 'string' && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()));
}

/** spec 7 send_mail / preview_mail body: emailBody, onlyOwner, days, positions, subscriptionDateStart, participationValidationStatuses. */
function eventMailData(body: Body): EventMailData {
  const statuses = read.list(body, 'participationValidationStatuses');
  return {
    subject: read.string(body, 'subject'),
    body: read.string(body, 'emailBody') ?? read.string(body, 'body') ?? '',
    onlyOwner: flag(body, 'onlyOwner'),
    days: ids(read.list(body, 'days')),
    positionIds: ids(read.list(body, 'positions')),
    subscriptionDateStart: read.string(body, 'subscriptionDateStart'),
    // A number or a name; anything else (NaN) is refused by the service as an unknown status.
    statuses: statuses?.map(participationStatusOf).filter((status): status is ParticipationStatus => status !== undefined),
  };
}

/**
 * spec 7 campaigns/{id}/send_mail/ and preview_mail/ body: emailBody (or body), onlyOwner, subject, and
 * `registrations` (or `registrationIds`): the chosen registrations; absent, every registration.
 */
function campaignMailData(body: Body): CampaignMailData {
  const chosen = read.list(body, 'registrations') ?? read.list(body, 'registrationIds');
  return {
    subject: read.string(body, 'subject'),
    body: read.string(body, 'emailBody') ?? read.string(body, 'body') ?? '',
    onlyOwner: flag(body, 'onlyOwner'),
    registrationIds: chosen === undefined ? null : ids(chosen),
  };
}

/** Spec 3 Communication record, each recipient with their delivery state (recipientsList; its length is the count). */
export async function serializeCommunication(ctx: RequestContext, communication: Communication) {
  const [recipients, delivery] = await Promise.all([
    ctx.loaders.communications.recipients.load(communication.id),
    ctx.loaders.communications.deliveryCounts.load(communication.id),
  ]);
  const filters = communication.filters ?? {};
  return {
    id: communication.id,
    eventId: communication.eventId,
    eventName: communication.eventName,
    campaignId: communication.campaignId,
    campaignName: communication.campaignName,
    kind: communication.kind,
    sender: communication.sender,
    senderEmail: communication.senderEmail,
    subject: communication.subject,
    text: communication.text,
    replyTo: communication.replyTo,
    filters: {
      days: filters.days ?? [],
      positions: filters.positionIds ?? [],
      subscriptionDateStart: filters.subscriptionDateStart ?? null,
      participationValidationStatuses: filters.statuses ?? [],
      vols: filters.volunteerIds ?? [],
    },
    recipientsList: recipients.map((recipient) => ({
      id: recipient.id,
      volunteerId: recipient.volunteerId,
      name: recipient.name,
      email: recipient.email,
      status: recipient.status,
      attempts: recipient.attempts,
      error: recipient.status === 'failed' ? translate(ctx.language, 'communications.sendFailedTo', { recipient: recipient.email }) : null,
      lastError: recipient.lastError,
      sentAt: recipient.sentAt,
    })),
    recipientsCount: communication.recipientsCount,
    delivery,
    sentAt: communication.sentAt,
  };
}

function serializePreview(preview: MailPreviewResult) {
  return {
    subject: preview.subject,
    html: preview.html,
    text: preview.text,
    to: preview.to,
    recipientsCount: preview.recipientsCount,
    recipients: preview.recipients,
  };
}

const serializeVolunteerCommunication = (view: VolunteerCommunicationView) => ({ ...view });

/** A send_mail answer: 201 with the history record, or 200 saying where the onlyOwner test mail went. */
async function sentAnswer(ctx: RequestContext, result: MailingResult) {
  if (!result.communication) {
    return {
      body: {
        onlyOwner: true,
        recipientsCount: result.recipientsCount,
        sentTo: result.sentTo,
        detail: translate(ctx.language, 'communications.ownerSent', { email: result.sentTo ?? '' }),
      },
    };
  }
  return { status: 201, body: { ...(await serializeCommunication(ctx, result.communication)), onlyOwner: false } };
}

/**
 * A preview_mail answer: the send_mail body (`data` reads it); `volunteer` chooses whom to render it
 * for (default the first recipient).
 */
async function previewAnswer<T>(
  req: Request,
  data: (body: Body) => T,
  preview: (data: T, volunteer: string | number | null) => Promise<MailPreviewResult>,
) {
  const body = asBody(req.body);
  const volunteer = read.id(body, 'volunteer');
  return { body: serializePreview(await renamed(preview(data(body), volunteer ?? null), facadeField)) };
}

const volunteerCommunicationRoutes: FacadeRoute[] = ['volunteers/by-token/:token/communications/:id', 'volunteers/by-token/:token/communications/:id/'].map(
  (path): FacadeRoute => ({
    method: 'GET',
    path,
    guard: 'volunteer',
    async handle(ctx, req) {
      const [found] = await communicationsService.forToken(ctx, param(req, 'token'), param(req, 'id'));
      return { body: serializeVolunteerCommunication(found) };
    },
  }),
);

/**
 * Spec 7 "Communication". The campaign paths need the organization's campaigns switched on (checked
 * by the service). The by-token routes are guarded `volunteer`: the token is the credential, checked
 * by the service.
 */
export const communicationRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: 'events/:id/test_send_mail/',
    guard: 'organizer',
    async handle(ctx, req) {
      const text = read.string(asBody(req.body), 'registrationEmailText');
      const email = await communicationsService.testSendEventMail(ctx, param(req, 'id'), text);
      return { body: { detail: translate(ctx.language, 'communications.testSent', { email }) } };
    },
  },
  {
    method: 'POST',
    path: 'events/:id/send_resume_mail/',
    guard: 'organizer',
    async handle(ctx, req) {
      const body = asBody(req.body);
      const participation = read.id(body, 'participation') ?? read.id(body, 'participationId');
      if (participation === undefined || participation === null || participation === '') {
        throw AppError.field('participation', 'validation.required');
      }
      const communication = await communicationsService.sendResumeMail(ctx, param(req, 'id'), participation);
      return { status: 201, body: await serializeCommunication(ctx, communication) };
    },
  },
  {
    method: 'POST',
    path: 'events/:id/send_mail/',
    guard: 'organizer',
    async handle(ctx, req) {
      return sentAnswer(ctx, await renamed(communicationsService.sendEventMail(ctx, param(req, 'id'), eventMailData(asBody(req.body))), facadeField));
    },
  },
  {
    method: 'POST',
    path: 'events/:id/preview_mail/',
    guard: 'organizer',
    async handle(ctx, req) {
      return previewAnswer(req, eventMailData, (data, volunteer) => communicationsService.previewEventMail(ctx, param(req, 'id'), data, volunteer));
    },
  },
  {
    method: 'POST',
    path: 'campaigns/:id/send_mail/',
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      return sentAnswer(ctx, await renamed(communicationsService.sendCampaignMail(ctx, param(req, 'id'), campaignMailData(asBody(req.body))), facadeField));
    },
  },
  {
    method: 'POST',
    path: 'campaigns/:id/preview_mail/',
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      return previewAnswer(req, campaignMailData, (data, volunteer) => communicationsService.previewCampaignMail(ctx, param(req, 'id'), data, volunteer));
    },
  },
  {
    method: 'POST',
    path: 'volunteers/send_mail_to_vol/',
    guard: 'organizer',
    async handle(ctx, req) {
      const body = asBody(req.body);
      const communication = await renamed(
        communicationsService.sendVolunteersMail(ctx, {
          organizationId: optionalId(read.id(body, 'organizationId') ?? queryString(req, 'organizationId'), 'organizationId'),
          volunteerIds: ids(read.list(body, 'vols')),
          subject: read.string(body, 'subject'),
          body: read.string(body, 'emailBody') ?? '',
          replyToEmail: read.string(body, 'replyToEmail'),
        }),
        facadeField,
      );
      return { status: 201, body: await serializeCommunication(ctx, communication) };
    },
  },
  {
    method: 'GET',
    path: 'organization/:org/communication/',
    guard: 'organizer',
    // Optional ?event= keeps one event's communications, ?campaign= one campaign's.
    async handle(ctx, req) {
      const organizationId = parseId(param(req, 'org'));
      await organizationService.scope(ctx, organizationId);
      const communications = await communicationsService.list(ctx, {
        organizationId,
        eventId: queryString(req, 'event') ?? queryString(req, 'eventId'),
        campaignId: queryString(req, 'campaign') ?? queryString(req, 'campaignId'),
      });
      return { body: paged(req, await Promise.all(communications.map((c) => serializeCommunication(ctx, c)))) };
    },
  },
  {
    method: 'GET',
    path: 'volunteers/by-token/:token/communications/',
    guard: 'volunteer',
    async handle(ctx, req) {
      return { body: (await communicationsService.forToken(ctx, param(req, 'token'))).map(serializeVolunteerCommunication) };
    },
  },
  ...volunteerCommunicationRoutes,
];
