import { sectorSchema } from '@benevo/schema';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { organizationService } from '../organizations/organization.service';
import { eventsService } from './events.service';
import { parseId } from '../../common/ids';
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
};
