import { textLanguage, translate, type MessageKey } from '@benevo/schema';
import type { RequestContext } from '../../context';
import { isMailable, queueMail } from '../mail/mail.service';
import { formatSlotTime } from '../participations/registration-mail';
import type { Volunteer } from '../volunteers/volunteer.entity';
import { volunteersService } from '../volunteers/volunteers.service';
import type { SwapRow } from './swaps.read-model';

/** What a volunteer shows of another volunteer: first name and the last name's initial. */
export const shortName = (person: { firstName: string; lastName: string }): string => {
  const last = person.lastName.trim();
  return `${person.firstName.trim()}${last ? ` ${last.charAt(0).toUpperCase()}.` : ''}`.trim();
};

export const fullName = (person: { firstName: string; lastName: string }): string => `${person.firstName} ${person.lastName}`.trim();

export type SwapMailKind = 'offered' | 'given' | 'taken' | 'pending' | 'refused';

/** "- Bar · Nord: lun. 01.07.2030 10:00-12:00", as the participations' mails write a shift. */
function shiftLine(row: SwapRow, language: string): string {
  const place = row.sectorName ? `${row.positionName} · ${row.sectorName}` : row.positionName;
  return `- ${place}: ${formatSlotTime(row.startTime, row.endTime, row.eventTimeZone, language)}`;
}

async function sender(tx: RequestContext, row: SwapRow) {
  const [event, organization] = await Promise.all([tx.loaders.events.byId.load(row.eventId), tx.loaders.organizations.byId.load(row.organizationId)]);
  return { replyTo: event && isMailable(event.email) ? event.email : null, fromName: organization?.publicName || organization?.name, event, organization };
}

/**
 * Tells a volunteer about a swap, in their language, with their portal link; queued in the caller's
 * transaction (outbox), sent right after the commit.
 */
export async function mailVolunteer(tx: RequestContext, volunteer: Volunteer, kind: SwapMailKind, row: SwapRow, message?: string | null): Promise<void> {
  if (!isMailable(volunteer.email)) return;
  const language = volunteer.language;
  const { replyTo, fromName, organization } = await sender(tx, row);
  const params = {
    eventName: row.eventName,
    offeredBy: shortName(row.offeredBy),
    takerName: row.taker ? shortName(row.taker) : '',
    shift: shiftLine(row, language),
  };
  const trimmed = message?.trim();
  const text = [
    translate(language, 'swaps.mail.greeting', { name: volunteer.firstName }).replace(' ,', ','),
    '',
    translate(language, `swaps.mail.${kind}.body` as MessageKey, params),
    ...(trimmed ? ['', translate(language, 'swaps.mail.reason', { message: trimmed })] : []),
    '',
    translate(language, 'swaps.mail.portal', { portalLink: volunteersService.portalLink(tx, volunteer) }),
    '',
    organization?.publicName || organization?.name || '',
  ].join('\n');
  await queueMail(tx.manager, {
    to: volunteer.email.trim(),
    subject: translate(language, `swaps.mail.${kind}.subject` as MessageKey, params),
    text,
    replyTo,
    fromName,
    organizationId: row.organizationId,
    language: textLanguage(language),
  });
  tx.afterCommit(() => tx.app.nudgeJobs());
}

/** Tells the event's contact address that a swap waits for approval (full names: the organizer knows them). */
export async function mailOrganizerPending(tx: RequestContext, row: SwapRow): Promise<void> {
  const { event, organization, fromName } = await sender(tx, row);
  if (!event || !isMailable(event.email)) return;
  const language = organization?.defaultLanguage ?? 'fr';
  const params = {
    eventName: row.eventName,
    offeredBy: fullName(row.offeredBy),
    takerName: row.taker ? fullName(row.taker) : '',
    shift: shiftLine(row, language),
  };
  await queueMail(tx.manager, {
    to: event.email.trim(),
    subject: translate(language, 'swaps.mail.organizerPending.subject', params),
    text: translate(language, 'swaps.mail.organizerPending.body', params),
    replyTo: row.taker && isMailable(row.taker.email) ? row.taker.email : null,
    fromName,
    organizationId: row.organizationId,
    language: textLanguage(language),
  });
  tx.afterCommit(() => tx.app.nudgeJobs());
}
