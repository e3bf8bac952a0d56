import type { AuditLogRow } from '../audit/audit-log.read-model';
import type { AuditLogPage } from './audit-log.service';
import type { AuditDetailType, AuditEntryType, AuditLogPageType } from './infos.objects';

/** An entry's details as key/value pairs, in the stored order (values that are not strings as JSON text). */
export function detailPairs(detail: Record<string, unknown>): AuditDetailType[] {
  return Object.entries(detail).map(([key, value]) => ({ key, value: typeof value === 'string' ? value : JSON.stringify(value) }));
}

export function auditEntryView(row: AuditLogRow): AuditEntryType {
  return { ...row, detail: detailPairs(row.detail) };
}

export function auditLogPageView(page: AuditLogPage): AuditLogPageType {
  return { ...page, entries: page.entries.map(auditEntryView) };
}
