import { asBody, param, read, type FacadeRoute } from '../../rest/facade';
import { personalTokensService, type PersonalTokenView } from './personal-tokens.service';

/** A personal token on the wire: never the token, except `token` in the creation's answer. */
function serializeToken(token: PersonalTokenView) {
  return {
    id: token.id,
    name: token.name,
    scopes: token.scopes,
    createdAt: token.createdAt.toISOString(),
    expiresAt: token.expiresAt?.toISOString() ?? null,
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  };
}

/** Personal API tokens under /apis/authentication/v1/ (issue 16); joined to that prefix by rest/routes.ts. */
export const personalTokenRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'api-tokens/',
    guard: 'organizer',
    async handle(ctx) {
      return { body: (await personalTokensService.list(ctx)).map(serializeToken) };
    },
  },
  {
    method: 'POST',
    path: 'api-tokens/',
    guard: 'organizer',
    async handle(ctx, req) {
      const body = asBody(req.body);
      const created = await personalTokensService.create(ctx, {
        name: read.string(body, 'name'),
        scopes: read.list(body, 'scopes'),
        expiresAt: read.string(body, 'expiresAt') ?? null,
      });
      return { status: 201, body: { ...serializeToken(created.apiToken), token: created.token } };
    },
  },
  {
    method: 'DELETE',
    path: 'api-tokens/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      await personalTokensService.revoke(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
];
