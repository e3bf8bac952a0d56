import type { AvailabilityWindow } from '@benevo/schema';
import { asBody, param, read, type Body, type FacadeRoute } from '../../rest/facade';
import { preferencesService, type PreferencesEdit } from './preferences.service';
import { serializePreferences } from './preferences.types';

/** The body of a PUT: the whole preferences (absent availability = any time, absent lists = none). */
function editOf(body: Body): Omit<PreferencesEdit, 'volunteerId' | 'eventId' | 'campaignId'> {
  return {
    availability: (read.list(body, 'availability') as AvailabilityWindow[] | undefined) ?? null,
    preferredPositionIds: (read.list(body, 'preferredPositionIds') as Array<string | number> | undefined) ?? [],
    preferredPositionNames: (read.list(body, 'preferredPositionNames') as string[] | undefined) ?? [],
  };
}

/**
 * The GET and PUT of one scope's volunteer preferences: an event's (positions by id) or a campaign's
 * (positions by name, behind the campaigns right).
 */
function scopeRoutes(scope: 'events' | 'campaigns'): FacadeRoute[] {
  const path = `${scope}/:id/volunteers/:volunteerId/preferences/`;
  const right = scope === 'campaigns' ? ({ right: 'campaigns' } as const) : {};
  const target = (req: Parameters<FacadeRoute['handle']>[1]) =>
    scope === 'events' ? { volunteerId: param(req, 'volunteerId'), eventId: param(req, 'id') } : { volunteerId: param(req, 'volunteerId'), campaignId: param(req, 'id') };
  return [
    {
      method: 'GET',
      path,
      guard: 'organizer',
      ...right,
      // The preferences, or null when the volunteer gave none.
      async handle(ctx, req) {
        return { body: serializePreferences(await preferencesService.get(ctx, target(req))) };
      },
    },
    {
      method: 'PUT',
      path,
      guard: 'organizer',
      ...right,
      // {availability: [{day, from, to}] | null, preferredPositionIds: [id...] (event) | preferredPositionNames: [name...] (campaign)}
      async handle(ctx, req) {
        return { body: serializePreferences(await preferencesService.set(ctx, { ...editOf(asBody(req.body)), ...target(req) })) };
      },
    },
  ];
}

/** Issue 18, twins of volunteerPreferences / setVolunteerPreferences: an event's or a campaign's volunteer. */
export const preferenceRoutes: FacadeRoute[] = [...scopeRoutes('events'), ...scopeRoutes('campaigns')];
