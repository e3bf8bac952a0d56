import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { publicService } from './public.service';
import { ContactInput, PublicEvent, PublicEventSummary, PublicOrganization } from './public.types';

/** The public site's reads and its contact form: no login. */
@Resolver()
export class PublicResolver {
  @Query(() => PublicOrganization)
  publicOrganization(@Arg('slug') slug: string, @Ctx() ctx: RequestContext): Promise<PublicOrganization> {
    return publicService.organization(ctx, slug);
  }

  @Query(() => [PublicEventSummary], { description: 'Published events shown on the public page, newest first' })
  publicEvents(@Arg('organizationSlug') organizationSlug: string, @Ctx() ctx: RequestContext): Promise<PublicEventSummary[]> {
    return publicService.events(ctx, organizationSlug);
  }

  @Query(() => PublicEvent, { description: 'The sign-up page of a published event; from/to limit the slots to a window' })
  publicEvent(
    @Arg('uuid') uuid: string,
    @Ctx() ctx: RequestContext,
    @Arg('passkey', () => String, { nullable: true }) passkey?: string | null,
    @Arg('from', () => Date, { nullable: true }) from?: Date | null,
    @Arg('to', () => Date, { nullable: true }) to?: Date | null,
  ): Promise<PublicEvent> {
    return publicService.event(ctx, uuid, { passkey, from, to });
  }

  @Mutation(() => Boolean, { description: "Sends a message to the organization's contact address (attempt-limited)" })
  contactOrganization(@Arg('input') input: ContactInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    return publicService.contact(ctx, input);
  }
}
