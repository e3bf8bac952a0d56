import { sectorSchema } from '@benevo/schema';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { organizationService } from '../organizations/organization.service';
import { eventsService } from './events.service';
import { parseId } from '../../common/ids';
import { copyRows, type CopyTarget } from '../../common/copies';
import { Sector } from './sector.entity';

export interface SectorData {
  eventId?: string | number | null;
  name?: string;
  description?: string;
  order?: number;
}

async function requireSector(ctx: RequestContext, id: string | number): Promise<Sector> {
  const organizationId = await organizationService.scope(ctx);
  const sector = await ctx.manager.findOneBy(Sector, { id: parseId(id), organizationId });
  if (!sector) throw AppError.notFound();
  return sector;
}

export const sectorsService = {
  require: requireSector,

  async create(ctx: RequestContext, input: SectorData): Promise<Sector> {
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, input.eventId ?? '');
      const valid = await validateInput(sectorSchema, input);
      const order = valid.order ?? (await tx.manager.count(Sector, { where: { eventId: event.id } }));
      return tx.manager.save(
        tx.manager.create(Sector, {
          organizationId: event.organizationId,
          eventId: event.id,
          name: valid.name,
          description: valid.description ?? '',
          order,
        }),
      );
    });
  },

  async update(ctx: RequestContext, id: string | number, input: SectorData): Promise<Sector> {
    return withTransaction(ctx, async (tx) => {
      const sector = await requireSector(tx, id);
      const valid = await validateInput(sectorSchema, { ...sector, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) });
      await tx.manager.update(Sector, { id: sector.id }, { name: valid.name, description: valid.description ?? '', order: valid.order ?? sector.order });
      return tx.manager.findOneByOrFail(Sector, { id: sector.id });
    });
  },

  /** Its positions stay, without a sector. */
  async remove(ctx: RequestContext, id: string | number): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const sector = await requireSector(tx, id);
      await tx.manager.delete(Sector, { id: sector.id });
      return true;
    });
  },

  /** The sectors of an event (the caller has checked the event). */
  listOfEvent(ctx: RequestContext, eventId: number): Promise<Sector[]> {
    return ctx.manager.find(Sector, { where: { eventId } });
  },

  /** Whether `id` is a sector of the event (a position's reference). */
  existsInEvent(ctx: RequestContext, id: number, eventId: number): Promise<boolean> {
    return ctx.manager.existsBy(Sector, { id, eventId });
  },

  /** A sector named by a planning sheet: the import checks the whole sheet first, the name as given. */
  createImported(ctx: RequestContext, event: CopyTarget, name: string, order: number): Promise<Sector> {
    return ctx.manager.save(ctx.manager.create(Sector, { organizationId: event.organizationId, eventId: event.id, name, description: '', order }));
  },

  /** Copies the sectors of an event into `target`; answers the map from their ids to the copies'. */
  async copyToEvent(ctx: RequestContext, sourceEventId: number, target: CopyTarget): Promise<Map<number, number>> {
    const own = { organizationId: target.organizationId, eventId: target.id };
    return copyRows(ctx.manager, Sector, await ctx.manager.find(Sector, { where: { eventId: sourceEventId } }), ({ id: _id, ...row }) => ({ ...row, ...own }));
  },
};
