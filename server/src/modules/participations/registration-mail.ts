import { ParticipationStatus, registrationEmailTemplate, registrationMailAppendix, translate, wallTime, type PlaceholderValues } from '@benevo/schema';
import type { RequestContext } from '../../context';
import type { Event } from '../events/event.entity';
import { configurationOf } from '../events/events.service';
import { renderMailTemplate } from '../mail/html';
import { addressOrNull, queueMail, senderName } from '../mail/mail.service';
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
export function weekdayOf(instant: Date, language: string, timeZone: string): string {
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

export interface RegistrationMailInput {
  event: Event;
  organization: Organization | null;
  volunteer: Pick<Volunteer, 'token'>;
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
  const appendix = registrationMailAppendix(template, language, { summary, portalLink });
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
