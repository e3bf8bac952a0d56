import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { auditLogService } from './audit-log.service';
import { infosService } from './infos.service';
import { AuditLogPageType, SupportContactInput } from './infos.objects';
import { auditLogPageView } from './infos.views';

/** The organizer's infos area: the contact form to the platform's support, and the audit log. */
@Resolver()
export class InfosResolver {
  @Authorized('organizer')
  @Mutation(() => Boolean, { description: "Mails the platform's support address, Reply-To the writer (attempt-limited per user)" })
  contactSupport(@Arg('input') input: SupportContactInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    return infosService.contactSupport(ctx, input);
  }

  @Authorized('organizer')
  @Query(() => AuditLogPageType, {
    description:
      "Security events, newest first: a member reads its organization's (the active one, or organizationId when a member of it); " +
      'staff read any organization, or every entry without organizationId. from is inclusive, to exclusive; after is the previous endCursor.',
  })
  async auditLog(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => ID, { nullable: true }) organizationId: string | null,
    @Arg('action', () => String, { nullable: true }) action: string | null,
    @Arg('from', () => Date, { nullable: true }) from: Date | null,
    @Arg('to', () => Date, { nullable: true }) to: Date | null,
    @Arg('first', () => Int, { nullable: true, description: 'Page size: 50 by default, 200 at most' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<AuditLogPageType> {
    return auditLogPageView(await auditLogService.list(ctx, { organizationId, action, from, to, first, after }));
  }
}
