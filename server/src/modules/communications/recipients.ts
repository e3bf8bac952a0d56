import { isRowId } from '../../common/ids';
import {
  ACTIVE_PARTICIPATION_STATUSES,
  ParticipationStatus,
  localDate,
  textLanguage,
  zonedInstant,
} from '@benevo/schema';
import type { RequestContext } from '../../context';
import { AppError, type FieldErrors } from '../../errors/app-error';
import type { Event } from '../events/event.entity';
import { isMailable } from '../mail/mail.service';
import { registrationSummary, type SummaryLine } from '../participations/registration-mail';
import { volunteersService } from '../volunteers/volunteers.service';

// Read model: a mailing's recipients come from participations, their slots and positions and the
// volunteers' current profiles in one statement, whatever the number of recipients (a festival mails
// thousands), a campaign mailing's from the campaign's registrations and their volunteers the same way,
// and a volunteer's received mails from the history with their delivery rows; only reads.

/** The filters of an event mailing as a caller gives them (spec 7 send_mail). */
export interface EventMailFilterInput {
  /** `YYYY-MM-DD` (an event day starting that date, in the event's time zone) or an event day id. */
  days?: Array<string | number> | null;
  positionIds?: Array<string | number> | null;
  /** Participations created at or after: an ISO date-time, or a date (midnight in the event's time zone). */
  subscriptionDateStart?: string | Date | null;
  /** Default: the active statuses (0, 1, 6). */
  statuses?: ParticipationStatus[] | null;
}

/** Filters checked against the event. */
export interface EventMailFilters {
  days: string[];
  dayRanges: Array<{ startsAt: Date; endsAt: Date }>;
  positionIds: number[];
  subscriptionDateStart: Date | null;
  statuses: ParticipationStatus[];
}

/** One person a mailing goes to, with what the placeholders need. */
export interface MailRecipient {
  volunteerId: number | null;
  email: string;
  name: string;
  language: string;
  token: string | null;
  /** Their participations the filters selected, for {registrationSummary}. */
  lines: SummaryLine[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A serial id PostgreSQL can hold (an integer column). */
const STATUS_VALUES = new Set<number>([0, 1, 2, 3, 4, 5, 6]);

/** Checks the filters against the event: unknown days, positions or statuses are field errors. */
export async function resolveFilters(tx: RequestContext, event: Event, input: EventMailFilterInput): Promise<EventMailFilters> {
  const errors: FieldErrors = {};
  const eventDays = await tx.loaders.events.days.load(event.id);
  const dayRanges: EventMailFilters['dayRanges'] = [];
  const days: string[] = [];
  for (const value of input.days ?? []) {
    const text = String(value).trim();
    if (text === '') continue;
    const matching = DATE.test(text)
      ? eventDays.filter((day) => localDate(day.startsAt, event.timeZone) === text)
      : eventDays.filter((day) => String(day.id) === text);
    if (matching.length === 0) {
      errors.days = ['communications.unknownDay'];
      continue;
    }
    for (const day of matching) {
      const date = localDate(day.startsAt, event.timeZone);
      if (!days.includes(date)) days.push(date);
      dayRanges.push({ startsAt: day.startsAt, endsAt: day.endsAt });
    }
  }

  const positionIds: number[] = [];
  const requested = (input.positionIds ?? []).map((id) => String(id).trim()).filter((id) => id !== '');
  if (requested.length > 0) {
    const ids = requested.map(Number);
    const known: Array<{ id: number }> = ids.every(isRowId)
      ? await tx.manager.query(`SELECT id FROM position WHERE event_id = $1 AND id = ANY($2::int[])`, [event.id, ids])
      : [];
    if (known.length !== new Set(ids).size) errors.positionIds = ['communications.unknownPosition'];
    else positionIds.push(...[...new Set(ids)].sort((a, b) => a - b));
  }

  let subscriptionDateStart: Date | null = null;
  const start = input.subscriptionDateStart;
  if (start instanceof Date) {
    subscriptionDateStart = start;
  } else if (typeof start === 'string' && start.trim() !== '') {
    const text = start.trim();
    if (DATE.test(text)) {
      const [year, month, day] = text.split('-').map(Number);
      subscriptionDateStart = zonedInstant({ year, month, day, hour: 0, minute: 0, second: 0 }, event.timeZone);
    } else {
      subscriptionDateStart = new Date(text);
    }
  }
  if (subscriptionDateStart && Number.isNaN(subscriptionDateStart.getTime())) errors.subscriptionDateStart = ['validation.date'];

  const statuses = input.statuses && input.statuses.length > 0 ? [...new Set(input.statuses)] : [...ACTIVE_PARTICIPATION_STATUSES];
  if (statuses.some((status) => !STATUS_VALUES.has(Number(status)))) errors.statuses = ['validation.unknownReference'];

  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return { days, dayRanges, positionIds, subscriptionDateStart, statuses: statuses.sort((a, b) => a - b) };
}

interface ParticipationRow {
  id: number;
  volunteer_id: number | null;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
  nb_participants: number;
  validation_status: number;
  created_ms: number;
  start_ms: number;
  end_ms: number;
  position_name: string;
  v_email: string | null;
  v_first_name: string | null;
  v_last_name: string | null;
  v_language: string | null;
  v_token: string | null;
}

/**
 * The people an event mailing goes to: one per address among the participations the filters select
 * (day ranges of the event, positions, created since, statuses), each with their selected slots. The
 * address, names and token are the volunteer's (their current profile); a participation without a
 * volunteer uses what was submitted. The language is the one of their latest selected sign-up.
 * One statement, whatever the number of recipients.
 */
export async function eventRecipients(tx: RequestContext, event: Event, filters: EventMailFilters): Promise<MailRecipient[]> {
  const rows: ParticipationRow[] = await tx.manager.query(
    `SELECT p.id, p.volunteer_id, p.email, p.first_name, p.last_name, p.language, p.nb_participants, p.validation_status,
            floor(extract(epoch FROM p.created_at) * 1000)::float8 AS created_ms,
            floor(extract(epoch FROM ts.start_time) * 1000)::float8 AS start_ms,
            floor(extract(epoch FROM ts.end_time) * 1000)::float8 AS end_ms,
            pos.name AS position_name,
            v.email AS v_email, v.first_name AS v_first_name, v.last_name AS v_last_name, v.language AS v_language, v.token AS v_token
       FROM participation p
       JOIN time_slot ts ON ts.id = p.time_slot_id
       JOIN position pos ON pos.id = ts.position_id
       LEFT JOIN volunteer v ON v.id = p.volunteer_id
      WHERE p.event_id = $1 AND p.organization_id = $2
        AND p.validation_status = ANY($3::int[])
        AND (cardinality($4::int[]) = 0 OR ts.position_id = ANY($4::int[]))
        AND ($5::timestamptz IS NULL OR p.created_at >= $5::timestamptz)
        AND (cardinality($6::timestamptz[]) = 0 OR EXISTS (
              SELECT 1 FROM unnest($6::timestamptz[], $7::timestamptz[]) AS d(starts_at, ends_at)
               WHERE ts.start_time >= d.starts_at AND ts.start_time < d.ends_at))
      ORDER BY ts.start_time, p.id`,
    [
      event.id,
      event.organizationId,
      filters.statuses,
      filters.positionIds,
      filters.subscriptionDateStart?.toISOString() ?? null,
      filters.dayRanges.map((day) => day.startsAt.toISOString()),
      filters.dayRanges.map((day) => day.endsAt.toISOString()),
    ],
  );
  const byAddress = new Map<string, MailRecipient & { latestMs: number }>();
  for (const row of rows) {
    const email = (row.v_email ?? row.email ?? '').trim();
    if (!isMailable(email)) continue;
    const key = email.toLowerCase();
    const line: SummaryLine = {
      positionName: row.position_name,
      startTime: new Date(Number(row.start_ms)),
      endTime: new Date(Number(row.end_ms)),
      nbParticipants: Number(row.nb_participants),
      status: Number(row.validation_status) as ParticipationStatus,
    };
    const existing = byAddress.get(key);
    if (existing) {
      existing.lines.push(line);
      if (Number(row.created_ms) > existing.latestMs) {
        existing.latestMs = Number(row.created_ms);
        existing.language = row.language || existing.language;
      }
      continue;
    }
    const firstName = row.volunteer_id !== null ? row.v_first_name ?? row.first_name : row.first_name;
    const lastName = row.volunteer_id !== null ? row.v_last_name ?? row.last_name : row.last_name;
    byAddress.set(key, {
      volunteerId: row.volunteer_id,
      email,
      name: `${firstName} ${lastName}`.trim(),
      language: row.language || row.v_language || 'fr',
      token: row.v_token,
      lines: [line],
      latestMs: Number(row.created_ms),
    });
  }
  return [...byAddress.values()].map(({ latestMs: _latest, ...recipient }) => recipient);
}

interface VolunteerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
  token: string;
}

/** Chosen volunteers of the organization (a free mail); an id of another organization is a field error. */
export async function chosenVolunteers(tx: RequestContext, organizationId: number, ids: Array<string | number>): Promise<MailRecipient[]> {
  const numbers = [...new Set(ids.map((id) => Number(id)))];
  if (numbers.length === 0) throw AppError.field('volunteerIds', 'communications.noVolunteerSelected');
  if (!numbers.every(isRowId)) throw AppError.field('volunteerIds', 'validation.unknownReference');
  const rows: VolunteerRow[] = await tx.manager.query(
    `SELECT id, email, first_name, last_name, language, token FROM volunteer
      WHERE organization_id = $1 AND id = ANY($2::int[]) ORDER BY last_name, first_name, id`,
    [organizationId, numbers],
  );
  if (rows.length !== numbers.length) throw AppError.field('volunteerIds', 'validation.unknownReference');
  return rows
    .filter((row) => isMailable(row.email))
    .map((row) => ({
      volunteerId: row.id,
      email: row.email.trim(),
      name: `${row.first_name} ${row.last_name}`.trim(),
      language: row.language || 'fr',
      token: row.token,
      lines: [],
    }));
}

/** One person a campaign mailing goes to: a recipient and the registration that brings them. */
export interface CampaignMailRecipient extends MailRecipient {
  registrationId: number;
}

/**
 * The people a campaign mailing goes to: the volunteers of the campaign's registrations (all of them,
 * or the chosen `registrationIds`), each with their current profile, in the registrations' order. A
 * chosen id that is not a registration of this campaign (another campaign's, another organization's,
 * or none) is a field error: a mailing never leaves for a selection the organizer did not make. A
 * volunteer without a deliverable address is left out. One statement, whatever the number.
 */
export async function campaignRecipients(
  tx: RequestContext,
  campaign: { id: number; organizationId: number },
  registrationIds: Array<string | number> | null,
): Promise<CampaignMailRecipient[]> {
  const chosen = registrationIds === null ? null : [...new Set(registrationIds.map((id) => Number(id)))];
  if (chosen !== null && chosen.length === 0) throw AppError.field('registrationIds', 'communications.noVolunteerSelected');
  if (chosen !== null && !chosen.every(isRowId)) throw AppError.field('registrationIds', 'validation.unknownReference');
  const rows: Array<VolunteerRow & { registration_id: number }> = await tx.manager.query(
    `SELECT r.id AS registration_id, v.id, v.email, v.first_name, v.last_name, v.language, v.token
       FROM campaign_registration r
       JOIN volunteer v ON v.id = r.volunteer_id
      WHERE r.campaign_id = $1 AND r.organization_id = $2 AND v.organization_id = $2
        AND ($3::int[] IS NULL OR r.id = ANY($3::int[]))
      ORDER BY r.created_at, r.id`,
    [campaign.id, campaign.organizationId, chosen],
  );
  if (chosen !== null && rows.length !== chosen.length) throw AppError.field('registrationIds', 'validation.unknownReference');
  return rows
    .filter((row) => isMailable(row.email))
    .map((row) => ({
      registrationId: Number(row.registration_id),
      volunteerId: Number(row.id),
      email: row.email.trim(),
      name: `${row.first_name} ${row.last_name}`.trim(),
      language: row.language || 'fr',
      token: row.token,
      lines: [],
    }));
}

/** The summary of a recipient's selected slots, in their language and the event's time zone. */
export function summaryOf(recipient: MailRecipient, timeZone: string): string {
  return registrationSummary(recipient.lines, timeZone, textLanguage(recipient.language));
}

export function portalLinkOf(tx: RequestContext, recipient: Pick<MailRecipient, 'token'>): string | null {
  return recipient.token ? volunteersService.portalLink(tx, { token: recipient.token }) : null;
}

/** An organizer's mail as a volunteer sees it in their space (token). */
export interface VolunteerCommunicationView {
  id: number;
  eventId: number | null;
  eventName: string;
  organizationName: string;
  subject: string;
  text: string;
  html: string;
  sentAt: Date;
}

/** The mails a volunteer received from organizers (one, when `communicationId` is given), newest first; failed deliveries left out. */
export async function receivedBy(ctx: RequestContext, volunteerId: number, communicationId: number | null): Promise<VolunteerCommunicationView[]> {
  const rows: Array<{
    id: number;
    event_id: number | null;
    event_name: string;
    organization_name: string;
    subject: string;
    text: string;
    html: string;
    sent_at: Date;
  }> = await ctx.manager.query(
    `SELECT c.id, c.event_id, c.event_name, COALESCE(NULLIF(o.public_name, ''), o.name) AS organization_name,
            m.subject, m.text, m.html, c.sent_at
       FROM communication_recipient r
       JOIN communication c ON c.id = r.communication_id
       JOIN organization o ON o.id = c.organization_id
       JOIN mail m ON m.id = r.mail_id
      WHERE r.volunteer_id = $1 AND m.status <> 'failed' AND ($2::int IS NULL OR c.id = $2::int)
      ORDER BY c.sent_at DESC, c.id DESC`,
    [volunteerId, communicationId],
  );
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    eventName: row.event_name,
    organizationName: row.organization_name,
    subject: row.subject,
    text: row.text,
    html: row.html,
    sentAt: new Date(row.sent_at),
  }));
}
