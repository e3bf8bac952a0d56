import { SESSION_COOKIE } from '@benevo/schema';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { AppServices } from '../../context';
import { authService } from '../auth/auth.service';
import { organizationService } from '../organizations/organization.service';
import { mailboxRouter, type MailboxViewer } from './mailbox.router';

export const DEV_MAILBOX_PATH = '/dev/mailbox';

/**
 * The development mailbox of the embedded defaults: mounted when mails are kept in the database (no
 * SMTP_URL) and never in production (the configuration refuses production without SMTP_URL), for
 * signed-in staff and superuser accounts.
 */
export function devMailbox(app: AppServices): Array<{ path: string; router: express.Router }> {
  if (app.config.smtpUrl || app.config.nodeEnv === 'production') return [];
  const router = express.Router();
  router.use(cookieParser());
  router.use(
    mailboxRouter(app.dataSource, async (req): Promise<MailboxViewer | null> => {
      const manager = app.dataSource.manager;
      const auth = await authService.authenticate(app, manager, {
        authorization: req.headers.authorization,
        sessionId: req.cookies?.[SESSION_COOKIE] as string | undefined,
      });
      if (!auth) return null;
      const { user } = auth;
      return {
        email: user.email,
        isStaff: user.isStaff,
        isSuperUser: user.isSuperUser,
        organizationIds: await organizationService.memberOrganizationIds(manager, user.id),
      };
    }),
  );
  return [{ path: DEV_MAILBOX_PATH, router }];
}
