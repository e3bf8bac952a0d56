import type { Request } from 'express';
import { asBody, queryString, read, type FacadeRoute } from '../../rest/facade';
import { auditLogService } from './audit-log.service';
import { infosService } from './infos.service';

function nextLink(req: Request, cursor: string): string {
  const url = new URL(req.originalUrl, 'http://local');
  url.searchParams.set('after', cursor);
  return `${url.pathname}${url.search}`;
}

/** Facade routes of the infos area, under /apis/organizer/v1/. */
export const infosRoutes: FacadeRoute[] = [
  {
    // {category, subject, message, replyTo}: mails the platform's support (attempt-limited per user).
    method: 'POST',
    path: 'contact/',
    guard: 'organizer',
    async handle(ctx, req: Request) {
      const body = asBody(req.body);
      await infosService.contactSupport(ctx, {
        category: read.string(body, 'category') ?? '',
        subject: read.string(body, 'subject') ?? '',
        message: read.string(body, 'message') ?? '',
        replyTo: read.string(body, 'replyTo') ?? read.string(body, 'reply_to') ?? '',
      });
      return { status: 201, body: { sent: true } };
    },
  },
  {
    // ?organization=&action=&from=&to=&first=&after= (staff may omit organization for every entry).
    method: 'GET',
    path: 'audit-log/',
    guard: 'organizer',
    async handle(ctx, req: Request) {
      const page = await auditLogService.list(ctx, {
        organizationId: queryString(req, 'organization') ?? queryString(req, 'organizationId'),
        action: queryString(req, 'action'),
        from: queryString(req, 'from'),
        to: queryString(req, 'to'),
        first: queryString(req, 'first') ?? queryString(req, 'page_size'),
        after: queryString(req, 'after'),
      });
      return {
        body: {
          count: page.totalCount,
          // The next page's address (the same filters, after the last entry), as DRF's `next`.
          next: page.hasNextPage && page.endCursor ? nextLink(req, page.endCursor) : null,
          endCursor: page.endCursor,
          results: page.entries.map((entry) => ({
            id: entry.id,
            organization: entry.organizationId,
            organizationName: entry.organizationName,
            user: entry.user,
            actor: entry.actor,
            action: entry.action,
            detail: entry.detail,
            ipAddress: entry.ipAddress,
            createdAt: entry.createdAt.toISOString(),
          })),
        },
      };
    },
  },
];
