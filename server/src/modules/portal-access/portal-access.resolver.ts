import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { portalAccessService } from './portal-access.service';
import { PortalAccessToken, PortalOrganization } from './portal-access.types';

/** The volunteer portal's access (issue 17): the home's organization picker, e-mail login links, token rotation. */
@Resolver()
export class PortalAccessResolver {
  @Query(() => [PortalOrganization], { description: 'Public: organizations whose name contains every word of search (2 characters at least), 20 at most' })
  portalOrganizations(@Arg('search') search: string, @Ctx() ctx: RequestContext): Promise<PortalOrganization[]> {
    return portalAccessService.organizations(ctx, search);
  }

  @Query(() => PortalOrganization, { description: 'Public: an organization by id or slug (a portal link ?organization=)' })
  portalOrganization(@Arg('organization') organization: string, @Ctx() ctx: RequestContext): Promise<PortalOrganization> {
    return portalAccessService.organization(ctx, organization);
  }

  @Mutation(() => Boolean, {
    description:
      'Public: a known address of the organization (id or slug) receives a one-time login link (15 minutes); the answer is the same for any address (attempt-limited per caller and per address)',
  })
  async requestPortalLogin(
    @Arg('organization') organization: string,
    @Arg('email') email: string,
    @Ctx() ctx: RequestContext,
    @Arg('language', () => String, { nullable: true }) language?: string | null,
  ): Promise<boolean> {
    await portalAccessService.requestLogin(ctx, { organization, email, language });
    return true;
  }

  @Mutation(() => PortalAccessToken, { description: 'Public: exchanges a mailed login code for the portal token, once, before it expires (attempt-limited)' })
  portalLogin(@Arg('code') code: string, @Ctx() ctx: RequestContext): Promise<PortalAccessToken> {
    return portalAccessService.exchange(ctx, code);
  }

  @Mutation(() => PortalAccessToken, { description: 'Volunteer token: a new personal token; the old one stops working and the new link is mailed' })
  rotatePortalToken(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<PortalAccessToken> {
    return portalAccessService.rotateToken(ctx, token);
  }
}
