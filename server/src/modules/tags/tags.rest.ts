import { asBody, param, read, renamed, type FacadeRoute } from '../../rest/facade';
import { serializeTag } from './tags.serializer';
import { tagsService } from './tags.service';

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
