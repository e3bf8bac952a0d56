import { tagDisplayName } from '@benevo/schema';
import type { RequestContext } from '../../context';
import type { Tag } from './tag.entity';

/** The facade's Tag (spec 3): category and nested tags as {id, name}; the passkey never (tag_passkeys/ has it). */
export async function serializeTag(ctx: RequestContext, tag: Tag) {
  const [category, nested] = await Promise.all([
    tag.categoryId === null ? null : ctx.loaders.tags.byId.load(tag.categoryId),
    ctx.loaders.tags.byCategoryId.load(tag.id),
  ]);
  return {
    id: tag.id,
    name: tag.name,
    displayName: tagDisplayName(tag.name, category?.name),
    category: category ? { id: category.id, name: category.name } : null,
    visibility: tag.visibility,
    color: tag.color,
    tags: nested.map((t) => ({ id: t.id, name: t.name })),
    createdAt: tag.createdAt,
  };
}
