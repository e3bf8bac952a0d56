import type { RequestContext } from '../../context';
import { serializeSlot, type Audience } from '../slots/slots.serializer';
import type { TimeSlot } from '../slots/time-slot.entity';
import type { Position } from './position.entity';
import { positionsService } from './positions.service';

/**
 * The facade's Position (spec 3): tags as tag ids, the status as its number, the sector's name and
 * description beside its id. `timeSlots` defaults to all of the position's slots.
 */
export async function serializePosition(ctx: RequestContext, position: Position, audience: Audience = 'organizer', timeSlots?: TimeSlot[]) {
  const [tags, sector, event, required, slots] = await Promise.all([
    positionsService.tagsOf(ctx, position),
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
