import { ParticipationStatus } from '@benevo/schema';
import type { RequestContext } from '../../context';
import { asBody, param, read, renamed, type Body, type FacadeRoute } from '../../rest/facade';
import type { TimeSlot } from '../slots/time-slot.entity';
import { serializeSlot, type Audience } from '../slots/slots.rest';
import type { Position } from './position.entity';
import { positionsService, type PositionData } from './positions.service';

/**
 * The facade's Position (spec 3): tags as tag ids, the status as its number, the sector's name and
 * description beside its id. `timeSlots` defaults to all of the position's slots.
 */
export async function serializePosition(ctx: RequestContext, position: Position, audience: Audience = 'organizer', timeSlots?: TimeSlot[]) {
  const [tags, sector, event, required, slots] = await Promise.all([
    ctx.loaders.positions.tags.load(position.id),
    position.sectorId === null ? null : ctx.loaders.events.sectorById.load(position.sectorId),
    ctx.loaders.events.byId.load(position.eventId),
    ctx.loaders.positions.required.load(position.id),
    timeSlots ?? ctx.loaders.slots.byPosition.load({ positionId: position.id, from: null, to: null }),
  ]);
  return {
    id: position.id,
    eventId: position.eventId,
    name: position.name,
    order: position.order,
    description: position.description,
    sectorId: position.sectorId,
    sectorName: sector?.name ?? null,
    sectorDescription: sector?.description ?? null,
    tags: tags.map((tag) => tag.id),
    defaultParticipationValidationStatus: position.defaultParticipationValidationStatus,
    maxParticipantsAtTime: position.maxParticipantsAtTime,
    latitude: position.latitude,
    longitude: position.longitude,
    eventTimeZone: event?.timeZone ?? null,
    nbrVolunteersRequired: required,
    timeSlots: await Promise.all(slots.map((slot) => serializeSlot(ctx, slot, audience))),
  };
}

/** A participation status given as its number (0..6) or its name (DESIGN.md). */
export function statusOf(value: unknown): ParticipationStatus | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && value in ParticipationStatus && Number.isNaN(Number(value))) {
    return ParticipationStatus[value as keyof typeof ParticipationStatus];
  }
  return Number(value);
}

const positionFieldName = (field: string) => ({ eventId: 'event_id', tagIds: 'tags' })[field] ?? field;

function positionData(body: Body): PositionData {
  return {
    eventId: read.id(body, 'event_id'),
    name: read.string(body, 'name'),
    order: read.number(body, 'order'),
    description: read.string(body, 'description'),
    sectorId: read.id(body, 'sectorId'),
    tagIds: read.list(body, 'tags')?.map((id) => (typeof id === 'number' ? id : String(id))),
    defaultParticipationValidationStatus: statusOf(body.defaultParticipationValidationStatus),
    maxParticipantsAtTime: read.number(body, 'maxParticipantsAtTime'),
    latitude: body.latitude === null ? null : read.number(body, 'latitude'),
    longitude: body.longitude === null ? null : read.number(body, 'longitude'),
  };
}

export const positionRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: 'positions/',
    guard: 'organizer',
    async handle(ctx, req) {
      const position = await renamed(positionsService.create(ctx, positionData(asBody(req.body))), positionFieldName);
      return { status: 201, body: await serializePosition(ctx, position) };
    },
  },
  {
    method: 'PUT',
    path: 'positions/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      const { eventId: _e, ...fields } = positionData(asBody(req.body));
      const position = await renamed(positionsService.update(ctx, param(req, 'id'), fields), positionFieldName);
      return { body: await serializePosition(ctx, position) };
    },
  },
  {
    method: 'DELETE',
    path: 'positions/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      await positionsService.remove(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
];
