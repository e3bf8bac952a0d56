import {
  ParticipationStatus,
  escapeHtml,
  htmlToText,
  looksLikeHtml,
  placeholdersIn,
  registrationEmailTemplate,
  renderPlaceholders,
  translate,
  wallTime,
  type PlaceholderValues,
} from '@benevo/schema';
import sanitizeHtml from 'sanitize-html';
import type { RequestContext } from '../../context';
import type { Event } from '../events/event.entity';
import { configurationOf } from '../events/events.service';
import { textToMailHtml } from '../mail/html';
import { queueMail } from '../mail/mail.service';
import type { Organization } from '../organizations/organization.entity';
import type { Volunteer } from '../volunteers/volunteer.entity';
import { volunteersService } from '../volunteers/volunteers.service';

/** One line of the registration summary: a participation, or a place on a waiting list. */
export interface SummaryLine {
  positionName: string;
  startTime: Date;
  endTime: Date;
  nbParticipants: number;
  status?: ParticipationStatus;
  waitingRank?: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** The short weekday in a language and time zone (formatters are costly to build: one per pair). */
function weekdayOf(instant: Date, language: string, timeZone: string): string {
  const locale = { de: 'de-CH', en: 'en-GB' }[language.slice(0, 2)] ?? 'fr-CH';
  const key = `${locale}|${timeZone}`;
  let format = weekdayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone });
    weekdayFormats.set(key, format);
  }
  return format.format(instant);
}

/** "lun. 01.07.2030 08:00-10:00" in the event's time zone (the end's date too when it is another day). */
export function formatSlotTime(start: Date, end: Date, timeZone: string, language: string): string {
  const weekday = weekdayOf(start, language, timeZone);
  const from = wallTime(start, timeZone);
  const to = wallTime(end, timeZone);
  const day = (w: typeof from) => `${pad(w.day)}.${pad(w.month)}.${w.year}`;
  const time = (w: typeof from) => `${pad(w.hour)}:${pad(w.minute)}`;
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day;
  return `${weekday} ${day(from)} ${time(from)}-${sameDay ? '' : `${day(to)} `}${time(to)}`;
}

/** "Bar: lun. 01.07.2030 08:00-10:00 (groupe de 3, en attente de validation)", one line per slot. */
export function registrationSummary(lines: SummaryLine[], timeZone: string, language: string): string {
  return lines
    .map((line) => {
      const notes: string[] = [];
      if (line.nbParticipants > 1) notes.push(translate(language, 'signup.summary.group', { count: line.nbParticipants }));
      if (line.waitingRank !== undefined) notes.push(translate(language, 'signup.summary.waiting', { rank: line.waitingRank }));
      else if (line.status !== undefined && line.status !== ParticipationStatus.ACCEPTED) notes.push(translate(language, 'signup.summary.pending'));
      const when = formatSlotTime(line.startTime, line.endTime, timeZone, language);
      return `- ${line.positionName}: ${when}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
    })
    .join('\n');
}

/** The organization's name as the sender's display name (DESIGN.md "Mail sender"). */
export const senderName = (organization: Organization | null) => organization?.publicName || organization?.name || 'Benevo';

/** A single address or null (an event's contact e-mail is optional on old rows). */
export const addressOrNull = (value: string | null | undefined) => (value && /^[^\s@<>",]+@[^\s@<>",]+$/.test(value.trim()) ? value.trim() : null);

/** What organizers may write in a mail text: the usual formatting, links, no scripts, styles or images. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags,
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
};

/** Organizer-written HTML made safe for a mail (DESIGN.md: sanitized, never trusted). */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** The document around an HTML fragment, as textToMailHtml lays out plain texts. */
function htmlMailDocument(fragment: string, subject: string, language: string): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    '<body style="margin:0;padding:0;background:#f4f5f7">',
    '<div style="max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff;color:#1f2328;' +
      "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;" +
      'font-size:16px;line-height:1.5;word-wrap:break-word">',
    fragment,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * A mail text written by the organizer (plain or HTML) with its placeholders filled: the text part and
 * the HTML part. Values are HTML-escaped in the HTML part, and the whole HTML is sanitized after they
 * are in. `always` are appended when the template does not use them (the summary and the portal link
 * must be in every confirmation).
 */
export function renderMailTemplate(
  template: string,
  values: PlaceholderValues,
  options: { subject: string; language: string; appendix: string[] },
): { text: string; html: string } {
  const appendix = options.appendix.filter((block) => block.trim() !== '');
  if (!looksLikeHtml(template)) {
    const text = [renderPlaceholders(template, values), ...appendix].join('\n\n');
    return { text, html: textToMailHtml(text, options) };
  }
  const text = [renderPlaceholders(htmlToText(template), values), ...appendix].join('\n\n');
  const fragment = [
    renderPlaceholders(template, values, { html: true }),
    ...appendix.map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>\n')}</p>`),
  ].join('\n');
  return { text, html: htmlMailDocument(sanitizeMailHtml(fragment), options.subject, options.language) };
}

export interface RegistrationMailInput {
  event: Event;
  organization: Organization | null;
  volunteer: Volunteer;
  /** The names and address submitted (the participation's, DESIGN.md: the confirmation goes there). */
  person: { firstName: string; lastName: string; email: string };
  language: string;
  lines: SummaryLine[];
}

/**
 * The confirmation of a sign-up (or of a confirmed waiting-list offer): the event's
 * registrationEmailText (or the default text in the volunteer's language) with its placeholders, the
 * summary and the portal link; Reply-To the event's contact; a copy to that contact when the event
 * asks for it (sendMeCopyOfRegistration). Queued in the caller's transaction.
 */
export async function queueRegistrationMail(tx: RequestContext, input: RegistrationMailInput): Promise<void> {
  const { event, language } = input;
  const configuration = configurationOf(event);
  const template = registrationEmailTemplate(configuration.registrationEmailText, language);
  const portalLink = volunteersService.portalLink(tx, input.volunteer);
  const summary = registrationSummary(input.lines, event.timeZone, language);
  const volunteerName = `${input.person.firstName} ${input.person.lastName}`.trim();
  const values: PlaceholderValues = {
    volunteerName,
    eventName: event.name,
    campaignName: '',
    registrationSummary: summary,
    coordinatorName: event.responsable,
    coordinatorEmail: event.email,
    portalLink,
  };
  const used = placeholdersIn(template);
  const appendix = [
    used.includes('registrationSummary') ? '' : `${translate(language, 'signup.mail.summaryTitle')}\n${summary}`,
    used.includes('portalLink') ? '' : translate(language, 'signup.mail.portal', { portalLink }),
  ];
  const subject = translate(language, 'signup.mail.subject', { eventName: event.name });
  const { text, html } = renderMailTemplate(template, values, { subject, language, appendix });
  const common = { organizationId: event.organizationId, fromName: senderName(input.organization), language };
  const replyTo = addressOrNull(event.email);
  await queueMail(tx.manager, { ...common, to: input.person.email.trim(), replyTo, subject, text, html });
  if (configuration.sendMeCopyOfRegistration && replyTo) {
    const copySubject = translate(language, 'signup.mail.copySubject', { volunteerName, eventName: event.name });
    await queueMail(tx.manager, { ...common, to: replyTo, replyTo: input.person.email.trim(), subject: copySubject, text, html });
  }
  tx.afterCommit(() => tx.app.nudgeJobs());
}
