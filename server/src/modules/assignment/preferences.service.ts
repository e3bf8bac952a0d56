import {
  eventAvailabilityDays,
  normalizeAvailability,
  volunteerPreferencesSchema,
  type AvailabilityWindow,
  type PreferencesContext,
} from '@benevo/schema';
import { In } from 'typeorm';
import { idNumber, isRowId, parseId } from '../../common/ids';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { eventsService } from '../events/events.service';
import { organizationService } from '../organizations/organization.service';
import { rightsService } from '../organizations/rights.service';
import { volunteersService } from '../volunteers/volunteers.service';
import { AssignmentPreference } from './assignment-preference.entity';
import { campaignOf, rankablePositionNames } from './preferences.read-model';

/** Whose preferences: an event's or a campaign's (already found in the organization by the caller). */
export type PreferenceOwner = { kind: 'event'; id: number; organizationId: number } | { kind: 'campaign'; id: number; organizationId: number };

/** What a sign-up or registration saves: only the fields its form asked (the others keep what was stored). */
export interface PreferencesToSave {
  organizationId: number;
  volunteerId: number;
  owner: PreferenceOwner;
  /** Asked: null/undefined = any time. Not asked: leave out. */
  availability?: AvailabilityWindow[] | null;
  /** Asked (event forms): ranked position ids. Not asked: leave out. */
  preferredPositionIds?: Array<string | number>;
  /** Asked (campaign forms): ranked position names. Not asked: leave out. */
  preferredPositionNames?: string[];
}

export interface PreferencesEdit {
  volunteerId: string | number;
  eventId?: string | number | null;
  campaignId?: string | number | null;
  availability?: AvailabilityWindow[] | null;
  preferredPositionIds?: Array<string | number> | null;
  preferredPositionNames?: string[] | null;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

function cleanWindows(windows: AvailabilityWindow[] | null | undefined): AvailabilityWindow[] | null {
  if (windows == null) return null;
  return normalizeAvailability(windows.map((window) => ({ day: window.day, from: window.from, to: window.to })));
}

/** The event or campaign of an organizer's request, in the caller's organization (NOT_FOUND otherwise). */
async function requireOwner(ctx: RequestContext, input: { eventId?: string | number | null; campaignId?: string | number | null }): Promise<PreferenceOwner & { timeZone: string }> {
  if (given(input.eventId) === given(input.campaignId)) throw AppError.field('eventId', 'preferences.ownerRequired');
  if (given(input.eventId)) {
    const event = await eventsService.require(ctx, input.eventId as string | number);
    return { kind: 'event', id: event.id, organizationId: event.organizationId, timeZone: event.timeZone };
  }
  const organizationId = await organizationService.scope(ctx);
  await organizationService.requireFeature(ctx, organizationId, 'enableCampaigns');
  await rightsService.require(ctx, organizationId, 'campaigns');
  const campaign = await campaignOf(ctx, organizationId, parseId(input.campaignId as string | number, 'campaigns.notFound'));
  if (!campaign) throw AppError.notFound('campaigns.notFound');
  return { kind: 'campaign', id: campaign.id, organizationId, timeZone: campaign.timeZone };
}

const ownerWhere = (owner: PreferenceOwner) => (owner.kind === 'event' ? { eventId: owner.id } : { campaignId: owner.id });

export const preferencesService = {
  /** What an event's sign-up may hold: the days volunteers may give and the ids of the positions they may rank. */
  async eventContext(ctx: RequestContext, event: { id: number; timeZone: string }): Promise<PreferencesContext> {
    const [days, positions] = await Promise.all([ctx.loaders.events.days.load(event.id), ctx.loaders.positions.byEventId.load(event.id)]);
    return { days: eventAvailabilityDays(days, event.timeZone), positionIds: positions.map((position) => String(position.id)) };
  },

  /** The position names a campaign's volunteers may rank: distinct names of the organization's positions in published events. */
  campaignPositionNames: (ctx: RequestContext, organizationId: number): Promise<string[]> => rankablePositionNames(ctx, organizationId),

  /**
   * Keeps what a sign-up or campaign registration gave, inside its transaction (validated by the caller
   * with registrationSchema). Nothing asked: nothing written. A field not asked keeps its stored value.
   */
  async save(tx: RequestContext, data: PreferencesToSave): Promise<void> {
    const askedAvailability = 'availability' in data;
    const askedIds = data.preferredPositionIds !== undefined;
    const askedNames = data.preferredPositionNames !== undefined;
    if (!askedAvailability && !askedIds && !askedNames) return;
    const values = {
      availability: cleanWindows(data.availability),
      preferredPositionIds: (data.preferredPositionIds ?? []).map(idNumber).filter(isRowId),
      preferredPositionNames: (data.preferredPositionNames ?? []).map((name) => name.trim()),
    };
    const params: unknown[] = [data.organizationId, data.volunteerId, data.owner.id];
    const updated: string[] = [];
    const value = (column: string, asked: boolean, given: unknown, cast: string, fallback: string) => {
      if (!asked) return fallback;
      params.push(given);
      updated.push(`"${column}" = EXCLUDED."${column}"`);
      return `$${params.length}${cast}`;
    };
    const availability = value('availability', askedAvailability, values.availability === null ? null : JSON.stringify(values.availability), '::jsonb', 'NULL');
    const ids = value('preferred_position_ids', askedIds, values.preferredPositionIds, '::integer[]', `'{}'`);
    const names = value('preferred_position_names', askedNames, values.preferredPositionNames, '::text[]', `'{}'`);
    const ownerColumn = data.owner.kind === 'event' ? 'event_id' : 'campaign_id';
    await tx.manager.query(
      `INSERT INTO assignment_preference (organization_id, volunteer_id, ${ownerColumn}, availability, preferred_position_ids, preferred_position_names)
       VALUES ($1, $2, $3, ${availability}, ${ids}, ${names})
       ON CONFLICT (volunteer_id, ${ownerColumn}) WHERE ${ownerColumn} IS NOT NULL
       DO UPDATE SET ${[...updated, '"updated_at" = now()'].join(', ')}`,
      params,
    );
  },

  /** One volunteer's preferences for an event or campaign already checked by the caller, or null. */
  find(ctx: RequestContext, volunteerId: number, owner: PreferenceOwner): Promise<AssignmentPreference | null> {
    return ctx.manager.findOneBy(AssignmentPreference, { volunteerId, organizationId: owner.organizationId, ...ownerWhere(owner) });
  },

  /** Removes one volunteer's preferences for an event or a campaign (e.g. their campaign registration is deleted). */
  async forget(tx: RequestContext, volunteerId: number, owner: PreferenceOwner): Promise<void> {
    await tx.manager.delete(AssignmentPreference, { volunteerId, organizationId: owner.organizationId, ...ownerWhere(owner) });
  },

  /**
   * A campaign registration moved to another volunteer or campaign: its preferences follow it, unless
   * the target already has some (theirs are kept, the moved ones dropped).
   */
  async move(tx: RequestContext, from: { volunteerId: number; owner: PreferenceOwner }, to: { volunteerId: number; owner: PreferenceOwner }): Promise<void> {
    if (from.volunteerId === to.volunteerId && from.owner.kind === to.owner.kind && from.owner.id === to.owner.id) return;
    const existing = await preferencesService.find(tx, to.volunteerId, to.owner);
    const where = { volunteerId: from.volunteerId, organizationId: from.owner.organizationId, ...ownerWhere(from.owner) };
    if (existing) await tx.manager.delete(AssignmentPreference, where);
    else await tx.manager.update(AssignmentPreference, where, { volunteerId: to.volunteerId, ...ownerWhere(to.owner), updatedAt: new Date() });
  },

  /** Every volunteer's preferences for an event or a campaign already checked by the caller (exports). */
  byOwner(ctx: RequestContext, owner: PreferenceOwner): Promise<AssignmentPreference[]> {
    return ctx.manager.find(AssignmentPreference, { where: { organizationId: owner.organizationId, ...ownerWhere(owner) }, order: { volunteerId: 'ASC' } });
  },

  /** Organizer: a volunteer's preferences for an event or a campaign of the organization, or null when none. */
  async get(ctx: RequestContext, input: { volunteerId: string | number; eventId?: string | number | null; campaignId?: string | number | null }): Promise<AssignmentPreference | null> {
    const owner = await requireOwner(ctx, input);
    const volunteer = await volunteersService.require(ctx, input.volunteerId, owner.organizationId);
    return preferencesService.find(ctx, volunteer.id, owner);
  },

  /** Organizer: every volunteer's preferences for an event or a campaign of the organization (the registrations list). */
  async list(ctx: RequestContext, input: { eventId?: string | number | null; campaignId?: string | number | null; volunteerIds?: Array<string | number> | null }): Promise<AssignmentPreference[]> {
    const owner = await requireOwner(ctx, input);
    const ids = (input.volunteerIds ?? []).map(idNumber).filter(isRowId);
    if (input.volunteerIds && ids.length === 0) return [];
    return ctx.manager.find(AssignmentPreference, {
      where: { organizationId: owner.organizationId, ...ownerWhere(owner), ...(input.volunteerIds ? { volunteerId: In(ids) } : {}) },
      order: { volunteerId: 'ASC' },
    });
  },

  /**
   * Organizer: replaces a volunteer's preferences for an event (days within the event's, positions of
   * the event) or a campaign (position names of the organization). One transaction; every error at once.
   */
  async set(ctx: RequestContext, input: PreferencesEdit): Promise<AssignmentPreference> {
    return withTransaction(ctx, async (tx) => {
      const owner = await requireOwner(tx, input);
      const volunteer = await volunteersService.require(tx, input.volunteerId, owner.organizationId);
      const context: PreferencesContext =
        owner.kind === 'event'
          ? await preferencesService.eventContext(tx, { id: owner.id, timeZone: owner.timeZone })
          : { positionNames: await rankablePositionNames(tx, owner.organizationId) };
      const values = await validateInput(volunteerPreferencesSchema(owner.kind, context), {
        availability: input.availability ?? null,
        preferredPositionIds: (input.preferredPositionIds ?? []).map(String),
        preferredPositionNames: input.preferredPositionNames ?? [],
      });
      await preferencesService.save(tx, {
        organizationId: owner.organizationId,
        volunteerId: volunteer.id,
        owner,
        availability: (values.availability as AvailabilityWindow[] | null | undefined) ?? null,
        preferredPositionIds: owner.kind === 'event' ? ((values.preferredPositionIds ?? []) as string[]) : [],
        preferredPositionNames: owner.kind === 'campaign' ? ((values.preferredPositionNames ?? []) as string[]) : [],
      });
      return (await preferencesService.find(tx, volunteer.id, owner)) as AssignmentPreference;
    });
  },
};
