import type { RequestContext } from '../../context';
import { Event } from '../events/event.entity';
import { Sector } from '../events/sector.entity';
import { Position } from '../positions/position.entity';
import { TimeSlot } from '../slots/time-slot.entity';

/**
 * Read model (DESIGN.md "Module boundaries": a join across modules for speed, never a write): the slots
 * of a volunteer's shifts and waiting-list places with their positions, sectors and events, in one
 * statement, primed into the request's loaders. The portal's fields (timeSlot, positionName,
 * sectorName, eventName, eventTimeZone, cancellableUntil…) then read nothing more: one statement where
 * the slot, position, sector and event loaders sent four (issue 19, the volunteer portal read).
 *
 * The rows are the ones those loaders would return: whole entities, of the volunteer's organization
 * only (the request's tenant has opened it through the token), so priming changes no answer.
 */
export async function primeShiftContext(ctx: RequestContext, organizationId: number, slotIds: number[]): Promise<void> {
  const wanted = [...new Set(slotIds)];
  if (wanted.length === 0) return;
  const allowed = await ctx.tenant.organizationIds();
  if (allowed !== null && !allowed.includes(organizationId)) return;
  const slots = await ctx.manager
    .createQueryBuilder(TimeSlot, 's')
    .leftJoinAndMapOne('s.primedPosition', Position, 'p', 'p.id = s.positionId AND p.organizationId = s.organizationId')
    .leftJoinAndMapOne('s.primedSector', Sector, 'sec', 'sec.id = p.sectorId AND sec.organizationId = s.organizationId')
    .leftJoinAndMapOne('s.primedEvent', Event, 'e', 'e.id = s.eventId AND e.organizationId = s.organizationId')
    .where('s.id IN (:...ids) AND s.organizationId = :organizationId', { ids: wanted, organizationId })
    .getMany();
  for (const slot of slots as Array<TimeSlot & { primedPosition?: Position; primedSector?: Sector; primedEvent?: Event }>) {
    const { primedPosition: position, primedSector: sector, primedEvent: event } = slot;
    delete slot.primedPosition;
    delete slot.primedSector;
    delete slot.primedEvent;
    ctx.loaders.slots.byId.prime(slot.id, slot);
    if (position) ctx.loaders.positions.byId.prime(position.id, position);
    if (sector) ctx.loaders.events.sectorById.prime(sector.id, sector);
    if (event) ctx.loaders.events.byId.prime(event.id, event);
  }
}
