import crypto from 'node:crypto';
import { translate } from '@benevo/schema';
import type { EntityManager } from 'typeorm';
import { parseId } from '../../common/ids';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { configurationOf } from '../events/events.service';
import type { Participation } from '../participations/participation.entity';
import type { Volunteer } from '../volunteers/volunteer.entity';
import { volunteersService } from '../volunteers/volunteers.service';
import { buildCalendar, shiftFingerprint, type CalendarShift } from './calendar-ics';
import { CalendarFeed } from './calendar.entity';

/** Where the facade serves a feed (calendar.rest.ts): under the organizer API prefix, as every volunteer route. */
export const FEED_PATH = '/apis/organizer/v1/calendar/';

export interface CalendarFeedInfo {
  /** https address to subscribe to (Google "From URL", Outlook "Subscribe from web"). */
  url: string;
  /** The same as webcal:// (Apple Calendar and Outlook desktop open it as a subscription). */
  webcalUrl: string;
  createdAt: Date;
}

export interface IcsFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

const newFeedToken = (): string => crypto.randomBytes(32).toString('base64url');
const FEED_TOKEN = /^[A-Za-z0-9_-]{32,100}$/;

function infoOf(ctx: RequestContext, feed: CalendarFeed): CalendarFeedInfo {
  const url = `${ctx.app.config.publicUrl}${FEED_PATH}${feed.token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://'), createdAt: feed.rotatedAt ?? feed.createdAt };
}

/** The UID domain: the public host, so that two installations never share UIDs. */
const uidDomain = (ctx: RequestContext): string => {
  try {
    return new URL(ctx.app.config.publicUrl).hostname || 'benevo';
  } catch {
    return 'benevo';
  }
};

/**
 * The shifts of participations as the feed shows them, read through the loaders (no N+1), with the
 * SEQUENCE of each: one statement stores the new fingerprints and bumps the sequence of those that changed.
 */
async function shiftsOf(ctx: RequestContext, participations: Participation[]): Promise<CalendarShift[]> {
  const drafts = (
    await Promise.all(
      participations.map(async (participation) => {
        const [slot, event] = await Promise.all([
          ctx.loaders.slots.byId.load(participation.timeSlotId),
          ctx.loaders.events.byId.load(participation.eventId),
        ]);
        if (!slot || !event) return null;
        const position = await ctx.loaders.positions.byId.load(slot.positionId);
        const sector = position?.sectorId ? await ctx.loaders.events.sectorById.load(position.sectorId) : null;
        return {
          participationId: participation.id,
          status: participation.validationStatus,
          start: slot.startTime,
          end: slot.endTime,
          eventName: event.name,
          positionName: position?.name ?? '',
          positionDescription: position?.description ?? '',
          sectorName: sector?.name ?? null,
          slotDescription: slot.description ?? '',
          nbParticipants: participation.nbParticipants,
          latitude: position?.latitude ?? null,
          longitude: position?.longitude ?? null,
          reminderDelaysHours: [...configurationOf(event).reminderDelaysHours].sort((a, b) => b - a),
        };
      }),
    )
  ).filter((draft): draft is NonNullable<typeof draft> => draft !== null);
  if (drafts.length === 0) return [];
  const ids = drafts.map((draft) => draft.participationId);
  const rows: Array<{ participation_id: number; sequence: number; changed_at: Date }> = await ctx.manager.query(
    `WITH given AS (SELECT * FROM unnest($1::int[], $2::text[]) AS g(participation_id, fingerprint)),
     stored AS (
       INSERT INTO calendar_sequence (participation_id, fingerprint) SELECT participation_id, fingerprint FROM given
       ON CONFLICT (participation_id) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, sequence = calendar_sequence.sequence + 1, changed_at = now()
         WHERE calendar_sequence.fingerprint <> EXCLUDED.fingerprint
       RETURNING participation_id, sequence, changed_at)
     SELECT participation_id, sequence, changed_at FROM stored
     UNION ALL
     SELECT participation_id, sequence, changed_at FROM calendar_sequence
       WHERE participation_id = ANY($1::int[]) AND participation_id NOT IN (SELECT participation_id FROM stored)`,
    [ids, drafts.map(shiftFingerprint)],
  );
  const sequences = new Map(rows.map((row) => [Number(row.participation_id), row]));
  return drafts.map((draft) => {
    const row = sequences.get(draft.participationId);
    return { ...draft, sequence: row ? Number(row.sequence) : 0, changedAt: row ? new Date(row.changed_at) : new Date() };
  });
}

function calendarOptions(ctx: RequestContext, volunteer: Volunteer, organizationName: string) {
  const language = volunteer.language || 'fr';
  return {
    language,
    name: translate(language, 'calendar.feedName', { organization: organizationName }),
    description: translate(language, 'calendar.feedDescription', { name: `${volunteer.firstName} ${volunteer.lastName}`.trim() }),
    uidDomain: uidDomain(ctx),
    // The portal's home, never the personal link: a feed address is often shared (family calendar) and
    // must not hand out the token that opens the volunteer's space.
    portalLink: `${ctx.app.config.publicUrl}/portal`,
  };
}

async function organizationName(ctx: RequestContext, organizationId: number): Promise<string> {
  const organization = await ctx.loaders.organizations.byId.load(organizationId);
  return organization?.publicName || organization?.name || 'Benevo';
}

/** The volunteer's participations of their own organization, every status, slot start ascending. */
async function participationsOf(ctx: RequestContext, volunteer: Volunteer): Promise<Participation[]> {
  const participations = await ctx.loaders.participations.byVolunteerId.load(volunteer.id);
  return participations.filter((participation) => participation.organizationId === volunteer.organizationId);
}

const safeFileName = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'shift';

export const calendarService = {
  /** The volunteer's feed address (personal token), created on first ask. */
  async myFeed(ctx: RequestContext, token: string): Promise<CalendarFeedInfo> {
    const volunteer = await volunteersService.byToken(ctx, token);
    return withTransaction(ctx, async (tx) => {
      // Two first asks at once: ON CONFLICT keeps the first feed, both answer it.
      await tx.manager.query(
        `INSERT INTO calendar_feed (organization_id, volunteer_id, token) VALUES ($1, $2, $3) ON CONFLICT (volunteer_id) DO NOTHING`,
        [volunteer.organizationId, volunteer.id, newFeedToken()],
      );
      return infoOf(tx, await tx.manager.findOneByOrFail(CalendarFeed, { volunteerId: volunteer.id }));
    });
  },

  /** A new feed address: the old one answers NOT_FOUND at once (a forwarded address stops working). */
  async rotateFeed(ctx: RequestContext, token: string): Promise<CalendarFeedInfo> {
    const volunteer = await volunteersService.byToken(ctx, token);
    return withTransaction(ctx, async (tx) => {
      await tx.manager.query(
        `INSERT INTO calendar_feed (organization_id, volunteer_id, token) VALUES ($1, $2, $3)
         ON CONFLICT (volunteer_id) DO UPDATE SET token = EXCLUDED.token, rotated_at = now()`,
        [volunteer.organizationId, volunteer.id, newFeedToken()],
      );
      return infoOf(tx, await tx.manager.findOneByOrFail(CalendarFeed, { volunteerId: volunteer.id }));
    });
  },

  /** The feed's iCalendar text; an unknown or rotated secret answers NOT_FOUND. */
  async feedIcs(ctx: RequestContext, secret: string): Promise<string> {
    const value = (secret ?? '').trim();
    const feed = FEED_TOKEN.test(value) ? await ctx.manager.findOneBy(CalendarFeed, { token: value }) : null;
    if (!feed) throw AppError.notFound('calendar.feedNotFound');
    // The feed's secret is the credential of this volunteer's organization (common/tenant.ts).
    ctx.tenant.open(feed.organizationId);
    const volunteer = await ctx.loaders.volunteers.byId.load(feed.volunteerId);
    if (!volunteer) throw AppError.notFound('calendar.feedNotFound');
    const shifts = await shiftsOf(ctx, await participationsOf(ctx, volunteer));
    return buildCalendar(shifts, calendarOptions(ctx, volunteer, await organizationName(ctx, volunteer.organizationId)));
  },

  /** One shift as an .ics file; another volunteer's participation (or none) answers NOT_FOUND. */
  async participationIcs(ctx: RequestContext, token: string, id: string | number): Promise<IcsFile> {
    const volunteer = await volunteersService.byToken(ctx, token);
    const participationId = parseId(id);
    const participation = (await participationsOf(ctx, volunteer)).find((p) => p.id === participationId);
    if (!participation) throw AppError.notFound();
    const shifts = await shiftsOf(ctx, [participation]);
    if (shifts.length === 0) throw AppError.notFound();
    const text = buildCalendar(shifts, calendarOptions(ctx, volunteer, await organizationName(ctx, volunteer.organizationId)));
    return {
      fileName: `${safeFileName(`${shifts[0].positionName}-${shifts[0].start.toISOString().slice(0, 10)}`)}.ics`,
      mimeType: 'text/calendar; charset=utf-8',
      content: Buffer.from(text, 'utf8'),
    };
  },

  /** Forgets a volunteer's feed (the privacy erasure calls it): its address stops working. */
  async forgetVolunteer(manager: EntityManager, volunteerId: number): Promise<void> {
    await manager.delete(CalendarFeed, { volunteerId });
  },
};
