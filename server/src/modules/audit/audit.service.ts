import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../context';

/** The security events the audit log keeps (issue 16); the screens translate them as `audit.action.<name>`. */
export const AUDIT_ACTIONS = [
  'login.succeeded',
  'login.failed',
  'login.otpFailed',
  'otp.deviceAdded',
  'otp.deviceRemoved',
  'otp.backupCodesGenerated',
  'otp.backupCodeUsed',
  'apiToken.created',
  'apiToken.revoked',
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'organization.licenceChanged',
  'organization.flagsChanged',
  'staff.switchedIn',
  'ticketing.settingsChanged',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditRecord {
  action: AuditAction;
  organizationId?: number | null;
  userId?: number | null;
  /** Who acted, when not the user itself (staff, an admin). */
  actorId?: number | null;
  /** Non-secret details only: never a password, code, secret or token. */
  detail?: Record<string, unknown>;
}

export const auditService = {
  /**
   * Appends one entry. Pass the transaction's manager so the entry commits (or rolls back) with the
   * change it records; a refused attempt (failed login) is recorded outside any transaction.
   */
  async record(ctx: Pick<RequestContext, 'manager' | 'clientIp'>, entry: AuditRecord, manager: EntityManager = ctx.manager): Promise<void> {
    await manager.query(
      `INSERT INTO audit_entry (action, organization_id, user_id, actor_id, detail, ip_address) VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
      [entry.action, entry.organizationId ?? null, entry.userId ?? null, entry.actorId ?? null, JSON.stringify(entry.detail ?? {}), ctx.clientIp ?? ''],
    );
  },
};
