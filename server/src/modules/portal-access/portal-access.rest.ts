import { translate } from '@benevo/schema';
import { asBody, queryString, read, type FacadeRoute, portalTokenOf } from '../../rest/facade';
import { portalAccessService } from './portal-access.service';

/** Spec 7 POST /volunteers/login/ and the portal access routes of issue 17, under /apis/organizer/v1/ (rest/routes.ts). */


export const portalAccessRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: 'volunteers/login/',
    guard: 'public',
    // {organization (id or slug), email, language?}: the same answer whatever the address; a known
    // one receives a one-time login link (attempt-limited per caller and per address).
    async handle(ctx, req) {
      const body = asBody(req.body);
      await portalAccessService.requestLogin(ctx, {
        organization: read.id(body, 'organization') ?? undefined,
        email: read.string(body, 'email'),
        language: read.string(body, 'language'),
      });
      return { body: { detail: translate(ctx.language, 'portalAccess.linkSent') } };
    },
  },
  {
    method: 'POST',
    path: 'volunteers/login/confirm/',
    guard: 'public',
    // {code} -> {token}: once, before it expires (attempt-limited per caller).
    async handle(ctx, req) {
      return { body: await portalAccessService.exchange(ctx, read.string(asBody(req.body), 'code')) };
    },
  },
  {
    method: 'GET',
    path: 'volunteers/login/organizations/',
    guard: 'public',
    // ?search= : the portal home's organization picker (GraphQL portalOrganizations).
    async handle(ctx, req) {
      return { body: await portalAccessService.organizations(ctx, queryString(req, 'search')) };
    },
  },
  {
    method: 'POST',
    path: 'volunteers/token/rotate/',
    guard: 'volunteer',
    // ?token= (or X-Volunteer-Token): a new personal token, the old one dead at once, the new link mailed.
    async handle(ctx, req) {
      return { body: await portalAccessService.rotateToken(ctx, portalTokenOf(req)) };
    },
  },
];
