import crypto from 'node:crypto';
import { DEFAULT_TAG_COLOR, DEFAULT_TAG_VISIBILITY, tagSchema } from '@benevo/schema';
import { In } from 'typeorm';
import { copyRows, type CopyTarget } from '../../common/copies';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { eventsService } from '../events/events.service';
import { optionalId, parseId } from '../../common/ids';
import { organizationService } from '../organizations/organization.service';
import { Tag } from './tag.entity';

export interface TagData {
  eventId?: string | number | null;
  name?: string;
  /** A negative or absent id means none (spec 3: unsaved tags have negative ids). */
  categoryId?: string | number | null;
  visibility?: number;
  color?: string;
}

async function requireTag(ctx: RequestContext, id: string | number): Promise<Tag> {
  const organizationId = await organizationService.scope(ctx);
  const tag = await ctx.manager.findOneBy(Tag, { id: parseId(id), organizationId });
  if (!tag) throw AppError.notFound();
  return tag;
}

async function categoryOf(ctx: RequestContext, eventId: number, value: TagData['categoryId'], self?: number): Promise<number | null> {
  if (value !== undefined && value !== null && Number(value) < 0) return null;
  const id = optionalId(value, 'categoryId');
  if (id === null) return null;
  const category = await ctx.manager.findOneBy(Tag, { id, eventId });
  if (!category || id === self) throw AppError.field('categoryId', 'validation.unknownReference');
  return id;
}

export const tagsService = {
  async list(ctx: RequestContext, eventId: string | number): Promise<Tag[]> {
    const event = await eventsService.require(ctx, eventId);
    return ctx.loaders.tags.byEventId.load(event.id);
  },

  async create(ctx: RequestContext, input: TagData): Promise<Tag> {
    return withTransaction(ctx, async (tx) => {
      const event = await eventsService.require(tx, input.eventId ?? '');
      const valid = await validateInput(tagSchema, input);
      return tx.manager.save(
        tx.manager.create(Tag, {
          organizationId: event.organizationId,
          eventId: event.id,
          name: valid.name,
          categoryId: await categoryOf(tx, event.id, input.categoryId),
          visibility: valid.visibility ?? DEFAULT_TAG_VISIBILITY,
          color: valid.color ?? DEFAULT_TAG_COLOR,
          passkey: crypto.randomBytes(8).toString('hex'),
        }),
      );
    });
  },

  async update(ctx: RequestContext, id: string | number, input: TagData): Promise<Tag> {
    return withTransaction(ctx, async (tx) => {
      const tag = await requireTag(tx, id);
      const valid = await validateInput(tagSchema, {
        name: input.name ?? tag.name,
        visibility: input.visibility ?? tag.visibility,
        color: input.color ?? tag.color,
      });
      await tx.manager.update(Tag, { id: tag.id }, {
        name: valid.name,
        visibility: valid.visibility,
        color: valid.color,
        categoryId: input.categoryId === undefined ? tag.categoryId : await categoryOf(tx, tag.eventId, input.categoryId, tag.id),
      });
      return tx.manager.findOneByOrFail(Tag, { id: tag.id });
    });
  },

  async remove(ctx: RequestContext, id: string | number): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const tag = await requireTag(tx, id);
      await tx.manager.delete(Tag, { id: tag.id });
      return true;
    });
  },

  /** How many of `ids` are tags of the event (a position's references). */
  countInEvent(ctx: RequestContext, eventId: number, ids: number[]): Promise<number> {
    return ctx.manager.countBy(Tag, { id: In(ids), eventId });
  },

  /** The event's tags whose passkey is `passkey` (they unlock their positions' private slots). */
  async idsWithPasskey(ctx: RequestContext, eventId: number, passkey: string): Promise<number[]> {
    const tags = await ctx.manager.find(Tag, { where: { eventId, passkey }, select: { id: true } });
    return tags.map((tag) => tag.id);
  },

  /**
   * Copies the tags of an event into `target`, each with a new passkey and its category pointing at
   * the copied category; answers the map from their ids to the copies'.
   */
  async copyToEvent(ctx: RequestContext, sourceEventId: number, target: CopyTarget): Promise<Map<number, number>> {
    const own = { organizationId: target.organizationId, eventId: target.id };
    const tags = await ctx.manager.find(Tag, { where: { eventId: sourceEventId }, order: { id: 'ASC' } });
    const tagMap = await copyRows(ctx.manager, Tag, tags, ({ id: _id, createdAt: _c, ...row }) => ({
      ...row,
      ...own,
      categoryId: null,
      passkey: crypto.randomBytes(8).toString('hex'),
    }));
    for (const tag of tags.filter((t) => t.categoryId !== null)) {
      await ctx.manager.update(Tag, { id: tagMap.get(tag.id) }, { categoryId: tagMap.get(tag.categoryId!) ?? null });
    }
    return tagMap;
  },
};
