import { tagDisplayName } from '@benevo/schema';
import type { RequestContext } from '../../context';
import { asBody, param, read, renamed, type FacadeRoute } from '../../rest/facade';
import type { Tag } from './tag.entity';
import { tagsService } from './tags.service';

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

export const tagRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'events/:id/tags/',
    guard: 'organizer',
    async handle(ctx, req) {
      const tags = await tagsService.list(ctx, param(req, 'id'));
      return { body: await Promise.all(tags.map((tag) => serializeTag(ctx, tag))) };
    },
  },
  {
    method: 'POST',
    path: 'events/:id/tags/',
    guard: 'organizer',
    async handle(ctx, req) {
      const body = asBody(req.body);
      const tag = await renamed(
        tagsService.create(ctx, {
          eventId: param(req, 'id'),
          name: read.string(body, 'name'),
          categoryId: read.id(body, 'category') ?? read.id(asBody(body.category), 'id'),
          visibility: read.number(body, 'visibility'),
          color: read.string(body, 'color'),
        }),
        (field) => (field === 'categoryId' ? 'category' : field),
      );
      return { status: 201, body: await serializeTag(ctx, tag) };
    },
  },
  {
    method: 'GET',
    path: 'events/:id/tag_passkeys/',
    guard: 'organizer',
    // The passkeys unlock private slots on the public page (publicevent/?passkey=).
    async handle(ctx, req) {
      const tags = await tagsService.list(ctx, param(req, 'id'));
      return { body: tags.map((tag) => ({ id: tag.id, name: tag.name, passkey: tag.passkey })) };
    },
  },
];
