import { htmlToText, looksLikeHtml, placeholdersIn, renderPlaceholders, translate, type PlaceholderValues } from '@benevo/schema';
import { renderMailTemplate } from '../mail/html';

/** What a mailing says, as the organizer wrote it (placeholders included). */
export interface MailingTemplate {
  /** Empty: the default subject "{organization}: {event}" (or the organization's name alone). */
  subject: string;
  /** HTML from the editor, or plain text. */
  body: string;
}

/** The values every recipient of one mailing shares. */
export interface MailingContext {
  organizationName: string;
  eventName: string;
  /** A campaign mailing's campaign; empty (or absent) otherwise. */
  campaignName?: string;
  coordinatorName: string;
  coordinatorEmail: string;
}

/** The values of one recipient. */
export interface RecipientValues {
  volunteerName: string;
  language: string;
  registrationSummary: string;
  /** null when the recipient has no volunteer record (no personal token). */
  portalLink: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The spec's default subject: "{organization}: {event}" (a campaign mailing: "{organization}:
 * {campaign}"); a mail without event or campaign has the organization's name.
 */
export function defaultSubject(context: Pick<MailingContext, 'organizationName' | 'eventName' | 'campaignName'>): string {
  const about = context.eventName || context.campaignName;
  return about ? `${context.organizationName}: ${about}` : context.organizationName;
}

/** A body with something to say: its text (tags aside) is not blank. */
export function hasContent(body: string | null | undefined): body is string {
  if (!body) return false;
  return (looksLikeHtml(body) ? htmlToText(body) : body).trim() !== '';
}

/**
 * One recipient's mail: the subject and body with their placeholders filled (values HTML-escaped in
 * the HTML part, the organizer's HTML sanitized: renderMailTemplate), in the recipient's language for
 * what the product adds. Every mail to a volunteer carries their portal link (DESIGN.md): appended when
 * the body does not use {portalLink}.
 */
export function renderMailing(template: MailingTemplate, context: MailingContext, recipient: RecipientValues): RenderedMail {
  const values: PlaceholderValues = {
    volunteerName: recipient.volunteerName,
    eventName: context.eventName,
    campaignName: context.campaignName ?? '',
    registrationSummary: recipient.registrationSummary,
    coordinatorName: context.coordinatorName,
    coordinatorEmail: context.coordinatorEmail,
    portalLink: recipient.portalLink ?? '',
  };
  const subjectTemplate = template.subject.trim() || defaultSubject(context);
  const subject = renderPlaceholders(subjectTemplate, values).replace(/[\r\n]+/g, ' ').trim();
  const appendix =
    recipient.portalLink && !placeholdersIn(template.body).includes('portalLink')
      ? [translate(recipient.language, 'communications.mail.portal', { portalLink: recipient.portalLink })]
      : [];
  const { text, html } = renderMailTemplate(template.body, values, { subject, language: recipient.language, appendix });
  return { subject, text, html };
}
