import { ParticipationStatus, positionSchema } from '@benevo/schema';
import { In } from 'typeorm';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { copyRows, type CopyTarget } from '../../common/copies';
import type { Event } from '../events/event.entity';
import { configurationOf, eventsService } from '../events/events.service';
import { optionalId, parseId } from '../../common/ids';
import { sectorsService } from '../events/sectors.service';
import { organizationService } from '../organizations/organization.service';
import type { TimeSlot } from '../slots/time-slot.entity';
import type { Tag } from '../tags/tag.entity';
import { tagsService } from '../tags/tags.service';
import { Position, PositionTag } from './position.entity';

/** A participation status given as its number (0..6) or its name (DESIGN.md), as the facade reads it. */
export function participationStatusOf(value: unknown): ParticipationStatus | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && value in ParticipationStatus && Number.isNaN(Number(value))) {
    return ParticipationStatus[value as keyof typeof ParticipationStatus];
  }
  return Number(value);
}

/** The planning window (from, to) an event's position list hands down to each position's slots. */
export interface SlotWindow {
  from: Date | null;
  to: Date | null;
}

// The window travels on the copies of the positions the list answers (never on the loaders' shared
// rows), so it lasts as long as the request's answer and no module-level map keeps it.
const WINDOW = Symbol('slotWindow');
type WindowedPosition = Position & { [WINDOW]?: SlotWindow };

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
  if (sectorId !== null && !(await sectorsService.existsInEvent(ctx, sectorId, event.id))) {
    throw AppError.field('sectorId', 'validation.unknownReference');
  }
  if (input.tagIds && input.tagIds.length > 0) {
    const ids = [...new Set(input.tagIds.map((id) => optionalId(id, 'tagIds')))] as number[];
    const found = await tagsService.countInEvent(ctx, event.id, ids);
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

  /** A position of the caller's organization, or null. */
  async find(ctx: RequestContext, id: number): Promise<Position | null> {
    return ctx.manager.findOneBy(Position, { id, organizationId: await organizationService.scope(ctx) });
  },

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

  /**
   * An event's positions for the planning: in their order, or those with slots in the window first
   * (configuration positionOrdering). Each carries the window for its timeSlots (timeSlotsOf).
   */
  async planning(ctx: RequestContext, event: Event, window: SlotWindow): Promise<Position[]> {
    const positions = (await ctx.loaders.positions.byEventId.load(event.id)).map(
      (p): WindowedPosition => Object.assign(new Position(), p, { [WINDOW]: { from: window.from, to: window.to } }),
    );
    if (configurationOf(event).positionOrdering !== 'prefer_positions_with_slots') return positions;
    const slots = await Promise.all(positions.map((p) => ctx.loaders.slots.byPosition.load({ positionId: p.id, ...window })));
    const withSlots = positions.filter((_, i) => slots[i].length > 0);
    return [...withSlots, ...positions.filter((_, i) => slots[i].length === 0)];
  },

  /** A position's slots overlapping [from, to); a bound not given is the one of the planning list it came with. */
  timeSlotsOf(ctx: RequestContext, position: Position, window: Partial<SlotWindow>): Promise<TimeSlot[]> {
    const inherited = (position as WindowedPosition)[WINDOW];
    return ctx.loaders.slots.byPosition.load({
      positionId: position.id,
      from: window.from ?? inherited?.from ?? null,
      to: window.to ?? inherited?.to ?? null,
    });
  },

  /** A position's tags, by name (one statement per batch for the links, one for the event's tags). */
  async tagsOf(ctx: RequestContext, position: Position): Promise<Tag[]> {
    const [links, tags] = await Promise.all([ctx.loaders.positions.tagLinks.load(position.id), ctx.loaders.tags.byEventId.load(position.eventId)]);
    const ids = new Set(links.map((link) => link.tagId));
    return tags.filter((tag) => ids.has(tag.id));
  },

  /**
   * The public event page: positions in their order with the slots overlapping [from, to). Private
   * slots show only to a caller holding the passkey of a tag of their position.
   */
  async publicPlanning(
    ctx: RequestContext,
    uuid: string,
    options: { passkey?: string | null; from?: Date | null; to?: Date | null },
  ): Promise<{ event: Event; positions: Array<{ position: Position; timeSlots: TimeSlot[] }> }> {
    const event = await eventsService.getPublic(ctx, uuid);
    const unlocked = options.passkey ? await positionsService.unlockedBy(ctx, event.id, options.passkey) : new Set<number>();
    const positions = await ctx.loaders.positions.byEventId.load(event.id);
    const slots = await Promise.all(
      positions.map((p) => ctx.loaders.slots.byPosition.load({ positionId: p.id, from: options.from ?? null, to: options.to ?? null })),
    );
    return {
      event,
      positions: positions.map((position, i) => ({
        position,
        timeSlots: slots[i].filter((slot) => !slot.isPrivate || unlocked.has(position.id)),
      })),
    };
  },

  /** The positions of an event in their order (the caller has checked the event). */
  listOfEvent(ctx: RequestContext, eventId: number): Promise<Position[]> {
    return ctx.manager.find(Position, { where: { eventId }, order: { order: 'ASC', id: 'ASC' } });
  },

  /** A position named by a planning sheet: the import checks the whole sheet first, the name as given. */
  createImported(
    ctx: RequestContext,
    event: CopyTarget,
    values: Pick<Position, 'name' | 'order' | 'description' | 'sectorId'>,
  ): Promise<Position> {
    return ctx.manager.save(ctx.manager.create(Position, { organizationId: event.organizationId, eventId: event.id, ...values }));
  },

  /**
   * Copies the positions of an event (with their tags) after those of `target`, pointing at the
   * copied sectors and tags; answers the map from their ids to the copies'.
   */
  async copyToEvent(
    ctx: RequestContext,
    sourceEventId: number,
    target: CopyTarget,
    copies: { sectors: Map<number, number>; tags: Map<number, number> },
  ): Promise<Map<number, number>> {
    const own = { organizationId: target.organizationId, eventId: target.id };
    const targetPositions = await ctx.manager.count(Position, { where: { eventId: target.id } });
    const positions = await ctx.manager.find(Position, { where: { eventId: sourceEventId } });
    const positionMap = await copyRows(ctx.manager, Position, positions, ({ id: _id, ...row }) => ({
      ...row,
      ...own,
      order: row.order + targetPositions,
      sectorId: row.sectorId === null ? null : copies.sectors.get(row.sectorId) ?? null,
    }));
    const positionTags = positions.length > 0 ? await ctx.manager.find(PositionTag, { where: { positionId: In(positions.map((p) => p.id)) } }) : [];
    if (positionTags.length > 0) {
      await ctx.manager.insert(
        PositionTag,
        positionTags.map((pt) => ({ positionId: positionMap.get(pt.positionId)!, tagId: copies.tags.get(pt.tagId)! })),
      );
    }
    return positionMap;
  },

  /** Positions by id, in id order, limited to an event when given; unknown ids are left out. */
  async byIds(ctx: RequestContext, ids: number[], scope: { eventId?: number } = {}): Promise<Position[]> {
    if (ids.length === 0) return [];
    const where = { id: In([...new Set(ids)]) };
    return ctx.manager.find(Position, { where: scope.eventId === undefined ? where : { ...where, eventId: scope.eventId }, order: { id: 'ASC' } });
  },

  /** The event's positions whose private slots `passkey` opens: those of its tags with that passkey. */
  async unlockedBy(ctx: RequestContext, eventId: number, passkey: string): Promise<Set<number>> {
    const tagIds = await tagsService.idsWithPasskey(ctx, eventId, passkey);
    const links = tagIds.length > 0 ? await ctx.manager.find(PositionTag, { where: { tagId: In(tagIds) } }) : [];
    return new Set(links.map((link) => link.positionId));
  },
};
