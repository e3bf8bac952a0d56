import { ParticipationStatus, positionSchema } from '@benevo/schema';
import { In } from 'typeorm';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import type { Event } from '../events/event.entity';
import { eventsService } from '../events/events.service';
import { optionalId, parseId } from '../../common/ids';
import { Sector } from '../events/sector.entity';
import { organizationService } from '../organizations/organization.service';
import { Tag } from '../tags/tag.entity';
import { Position, PositionTag } from './position.entity';

export interface PositionData {
  eventId?: string | number | null;
  name?: string;
  order?: number;
  description?: string;
  sectorId?: string | number | null;
  tagIds?: Array<string | number>;
  defaultParticipationValidationStatus?: ParticipationStatus;
  maxParticipantsAtTime?: number;
  latitude?: number | null;
  longitude?: number | null;
}

export async function requirePosition(ctx: RequestContext, id: string | number): Promise<Position> {
  const organizationId = await organizationService.scope(ctx);
  const position = await ctx.manager.findOneBy(Position, { id: parseId(id), organizationId });
  if (!position) throw AppError.notFound();
  return position;
}

async function checkReferences(ctx: RequestContext, event: Event, input: PositionData): Promise<void> {
  const sectorId = optionalId(input.sectorId, 'sectorId');
  if (sectorId !== null && !(await ctx.manager.existsBy(Sector, { id: sectorId, eventId: event.id }))) {
    throw AppError.field('sectorId', 'validation.unknownReference');
  }
  if (input.tagIds && input.tagIds.length > 0) {
    const ids = [...new Set(input.tagIds.map((id) => optionalId(id, 'tagIds')))] as number[];
    const found = await ctx.manager.countBy(Tag, { id: In(ids), eventId: event.id });
    if (found !== ids.length) throw AppError.field('tagIds', 'validation.unknownReference');
  }
}

async function setTags(ctx: RequestContext, positionId: number, tagIds: PositionData['tagIds']): Promise<void> {
  if (!tagIds) return;
  await ctx.manager.delete(PositionTag, { positionId });
  const ids = [...new Set(tagIds.map(Number))];
  if (ids.length > 0) await ctx.manager.insert(PositionTag, ids.map((tagId) => ({ positionId, tagId })));
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export const positionsService = {
  require: requirePosition,

  async create(ctx: RequestContext, input: PositionData): Promise<Position> {
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, input.eventId ?? '');
      const valid = await validateInput(positionSchema, input);
      await checkReferences(tx, event, input);
      const order = valid.order ?? (await tx.manager.count(Position, { where: { eventId: event.id } }));
      const position = await tx.manager.save(
        tx.manager.create(Position, {
          organizationId: event.organizationId,
          eventId: event.id,
          sectorId: optionalId(input.sectorId, 'sectorId'),
          name: valid.name,
          order,
          description: valid.description ?? '',
          defaultParticipationValidationStatus: valid.defaultParticipationValidationStatus ?? ParticipationStatus.ACCEPTED,
          maxParticipantsAtTime: valid.maxParticipantsAtTime ?? 0,
          latitude: valid.latitude ?? null,
          longitude: valid.longitude ?? null,
        }),
      );
      await setTags(tx, position.id, input.tagIds);
      return position;
    });
  },

  async update(ctx: RequestContext, id: string | number, input: PositionData): Promise<Position> {
    return withTransaction(ctx, async (tx) => {
      const position = await requirePosition(tx, id);
      const event = await eventsService.require(tx, position.eventId);
      const valid = await validateInput(positionSchema, { ...position, ...defined(input) });
      await checkReferences(tx, event, input);
      await tx.manager.update(Position, { id: position.id }, {
        name: valid.name,
        order: valid.order,
        description: valid.description ?? '',
        defaultParticipationValidationStatus: valid.defaultParticipationValidationStatus,
        maxParticipantsAtTime: valid.maxParticipantsAtTime,
        latitude: valid.latitude ?? null,
        longitude: valid.longitude ?? null,
        sectorId: input.sectorId === undefined ? position.sectorId : optionalId(input.sectorId, 'sectorId'),
      });
      await setTags(tx, position.id, input.tagIds);
      return tx.manager.findOneByOrFail(Position, { id: position.id });
    });
  },

  async remove(ctx: RequestContext, id: string | number): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const position = await requirePosition(tx, id);
      await tx.manager.delete(Position, { id: position.id });
      return true;
    });
  },

  /** Sets the order of an event's positions: the given ids first, in that order, then the others. */
  async reorder(ctx: RequestContext, eventId: string | number, positionIds: Array<string | number>): Promise<Position[]> {
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, eventId);
      const positions = await tx.manager.find(Position, { where: { eventId: event.id }, order: { order: 'ASC', id: 'ASC' } });
      const ids = positionIds.map(Number);
      if (ids.some((id) => !positions.some((p) => p.id === id))) throw AppError.field('positionIds', 'validation.unknownReference');
      const ordered = [...ids.map((id) => positions.find((p) => p.id === id)!), ...positions.filter((p) => !ids.includes(p.id))];
      for (const [index, position] of ordered.entries()) {
        if (position.order !== index) await tx.manager.update(Position, { id: position.id }, { order: index });
        position.order = index;
      }
      return ordered;
    });
  },
};
