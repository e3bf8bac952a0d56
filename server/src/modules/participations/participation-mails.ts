import { ParticipationStatus, textLanguage, translate, type MessageKey } from '@benevo/schema';
import type { RequestContext } from '../../context';
import type { Event } from '../events/event.entity';
import { isMailable, queueMail } from '../mail/mail.service';
import { volunteersService } from '../volunteers/volunteers.service';
import type { Participation } from './participation.entity';
import { formatSlotTime } from './registration-mail';

/** What a mail tells the volunteer: a new status, or a move to another slot. */
export type ParticipationMailKind =
  | 'accepted'
  | 'awaitingOrganizer'
  | 'awaitingVolunteer'
  | 'rejected'
  | 'cancelledByOrganizer'
  | 'cancelledByVolunteer'
  | 'moved';

const KIND_OF_STATUS: Record<ParticipationStatus, ParticipationMailKind | null> = {
  [ParticipationStatus.AWAITING_ORGANIZER_VALIDATION]: 'awaitingOrganizer',
  [ParticipationStatus.AWAITING_VOLUNTEER_VALIDATION]: 'awaitingVolunteer',
  [ParticipationStatus.REJECTED_BY_ORGANIZER]: 'rejected',
  // The volunteer's own answer: no organizer change sets it (participationsService refuses it), so there is no mail to send.
  [ParticipationStatus.REJECTED_BY_VOLUNTEER]: null,
  [ParticipationStatus.CANCELLED_BY_ORGANIZER]: 'cancelledByOrganizer',
  [ParticipationStatus.CANCELLED_BY_VOLUNTEER]: 'cancelledByVolunteer',
  [ParticipationStatus.ACCEPTED]: 'accepted',
};

export const mailKindOf = (status: ParticipationStatus): ParticipationMailKind | null => KIND_OF_STATUS[status];

/** One line per participation, as the sign-up's mail writes them: "- Bar: lun. 01.07.2030 10:00-12:00 (FC Lac, groupe de 3 personnes)". */
async function summary(tx: RequestContext, participations: Participation[], event: Event, language: string): Promise<string> {
  const lines = await Promise.all(
    participations.map(async (participation) => {
      const slot = await tx.loaders.slots.byId.load(participation.timeSlotId);
      if (!slot) return null;
      const position = await tx.loaders.positions.byId.load(slot.positionId);
      const group =
        participation.nbParticipants > 1
          ? ` (${participation.groupName ? `${participation.groupName}, ` : ''}${translate(language, 'participations.mail.group', { count: participation.nbParticipants })})`
          : '';
      return { start: slot.startTime.getTime(), text: `- ${position?.name ?? ''}: ${formatSlotTime(slot.startTime, slot.endTime, event.timeZone, language)}${group}` };
    }),
  );
  return lines
    .filter((line): line is { start: number; text: string } => line !== null)
    .sort((a, b) => a.start - b.start)
    .map((line) => line.text)
    .join('\n');
}

/**
 * Tells volunteers what happened to their participations: one mail per address, event and
 * language, in the language the volunteer signed up in, with their portal link. Queued through the
 * caller's transaction (outbox): a rolled-back change sends nothing.
 */
export async function mailVolunteers(
  tx: RequestContext,
  participations: Participation[],
  kind: ParticipationMailKind,
  message?: string | null,
): Promise<void> {
  const groups = new Map<string, Participation[]>();
  for (const participation of participations) {
    if (!isMailable(participation.email)) continue;
    const key = `${participation.email.trim().toLowerCase()}|${participation.eventId}|${textLanguage(participation.language)}`;
    groups.set(key, [...(groups.get(key) ?? []), participation]);
  }
  if (groups.size === 0) return;
  const volunteerIds = [...new Set(participations.map((p) => p.volunteerId).filter((id): id is number => id !== null))];
  const volunteers = await volunteersService.byIds(tx, volunteerIds);
  const volunteerById = new Map(volunteers.map((v) => [v.id, v]));

  for (const group of groups.values()) {
    const first = group[0];
    const language = first.language;
    const event = await tx.loaders.events.byId.load(first.eventId);
    if (!event) continue;
    const organization = await tx.loaders.organizations.byId.load(event.organizationId);
    const volunteer = first.volunteerId === null ? undefined : volunteerById.get(first.volunteerId);
    const trimmed = message?.trim();
    const text = [
      translate(language, 'participations.mail.greeting', { name: first.firstName || volunteer?.firstName || '' }).replace(' ,', ','),
      '',
      translate(language, `participations.mail.${kind}.intro` as MessageKey),
      await summary(tx, group, event, language),
      ...(trimmed ? ['', translate(language, 'participations.mail.message', { message: trimmed })] : []),
      ...(volunteer ? ['', translate(language, 'participations.mail.portal', { portalLink: volunteersService.portalLink(tx, volunteer) })] : []),
      '',
      organization?.publicName || organization?.name || '',
    ].join('\n');
    await queueMail(tx.manager, {
      to: first.email.trim(),
      subject: translate(language, `participations.mail.${kind}.subject` as MessageKey, { eventName: event.name }),
      text,
      replyTo: isMailable(event.email) ? event.email : null,
      fromName: organization?.publicName || organization?.name,
      organizationId: event.organizationId,
      language: textLanguage(language),
    });
  }
  // Sent right after the commit rather than at the next sweep.
  tx.afterCommit(() => tx.app.nudgeJobs());
}

/**
 * Tells the event's contact address what a volunteer did to a participation (`{volunteerName}`,
 * `{eventName}` in the subject; `{volunteerName}`, `{email}`, `{summary}` in the body), in the
 * organization's language, with the volunteer as the reply-to.
 */
async function mailEventContact(tx: RequestContext, participation: Participation, subjectKey: MessageKey, bodyKey: MessageKey): Promise<void> {
  const event = await tx.loaders.events.byId.load(participation.eventId);
  if (!event || !isMailable(event.email)) return;
  const organization = await tx.loaders.organizations.byId.load(event.organizationId);
  const language = organization?.defaultLanguage ?? 'fr';
  const volunteerName = `${participation.firstName} ${participation.lastName}`.trim();
  await queueMail(tx.manager, {
    to: event.email.trim(),
    subject: translate(language, subjectKey, { volunteerName, eventName: event.name }),
    text: translate(language, bodyKey, {
      volunteerName,
      email: participation.email,
      summary: await summary(tx, [participation], event, language),
    }),
    replyTo: isMailable(participation.email) ? participation.email : null,
    fromName: organization?.publicName || organization?.name,
    organizationId: event.organizationId,
    language: textLanguage(language),
  });
  tx.afterCommit(() => tx.app.nudgeJobs());
}

/** A volunteer's own cancellation also tells the event's contact address. */
export function mailOrganizerOfCancellation(tx: RequestContext, participation: Participation): Promise<void> {
  return mailEventContact(tx, participation, 'participations.mail.organizerCancelled.subject', 'participations.mail.organizerCancelled.body');
}

/** Issue 17: the volunteer accepted or declined a participation the organizer proposed: the event's contact address is told. */
export function mailOrganizerOfAnswer(tx: RequestContext, participation: Participation, answer: 'accepted' | 'declined'): Promise<void> {
  return mailEventContact(tx, participation, `portalShifts.mail.${answer}.subject`, `portalShifts.mail.${answer}.body`);
}
