import type { RequestContext } from '../../context';
import { idNumber, isRowId } from '../../common/ids';
import { AppError } from '../../errors/app-error';
import { auditLogPage, type AuditLogRow } from '../audit/audit-log.read-model';
import { AUDIT_ACTIONS } from '../audit/audit.service';
import { organizationService } from '../organizations/organization.service';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

/** The audit log's filters as both doors read them (strings from the facade's query, typed from GraphQL). */
export interface AuditLogFilter {
  organizationId?: string | number | null;
  action?: string | null;
  from?: Date | string | null;
  to?: Date | string | null;
  first?: number | string | null;
  after?: string | null;
}

export interface AuditLogPage {
  entries: AuditLogRow[];
  totalCount: number;
  hasNextPage: boolean;
  /** The last entry's id: pass it as `after` for the next page. */
  endCursor: string | null;
}

const isStaff = (ctx: RequestContext) => !!ctx.auth && (ctx.auth.user.isStaff || ctx.auth.user.isSuperUser);

function dateOf(value: Date | string | null | undefined, field: string): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw AppError.field(field, 'validation.date');
  return date;
}

function pageSize(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return AUDIT_PAGE_DEFAULT;
  const size = idNumber(value);
  if (!Number.isInteger(size) || size < 1) throw AppError.field('first', 'validation.integer');
  return Math.min(size, AUDIT_PAGE_MAX);
}

export const auditLogService = {
  /**
   * The audit log (issue 16). A member reads the entries of the organization it works on (the active
   * one, or `organizationId` when it is a member of it: FORBIDDEN otherwise); staff read any
   * organization's entries, or every entry (organizationId omitted) including those of no organization.
   */
  async list(ctx: RequestContext, filter: AuditLogFilter): Promise<AuditLogPage> {
    if (!ctx.auth) throw AppError.unauthenticated();
    const requested = filter.organizationId === null || filter.organizationId === undefined || filter.organizationId === '' ? null : idNumber(filter.organizationId);
    if (requested !== null && !isRowId(requested)) throw AppError.field('organizationId', 'validation.unknownReference');
    const organizationId = isStaff(ctx) ? requested : await organizationService.scope(ctx, requested);
    const action = filter.action ? filter.action : null;
    if (action !== null && !(AUDIT_ACTIONS as readonly string[]).includes(action)) throw AppError.field('action', 'infos.auditActionInvalid');
    const from = dateOf(filter.from, 'from');
    const to = dateOf(filter.to, 'to');
    if (from && to && to.getTime() <= from.getTime()) throw AppError.field('to', 'infos.auditRangeInvalid');
    let afterId: number | null = null;
    if (filter.after !== null && filter.after !== undefined && filter.after !== '') {
      afterId = idNumber(filter.after);
      if (!isRowId(afterId)) throw AppError.field('after', 'infos.auditCursorInvalid');
    }
    const page = await auditLogPage(ctx.manager, { organizationId, action, from, to, afterId, limit: pageSize(filter.first) });
    return {
      entries: page.rows,
      totalCount: page.totalCount,
      hasNextPage: page.hasNextPage,
      endCursor: page.rows.length ? String(page.rows[page.rows.length - 1].id) : null,
    };
  },
};
