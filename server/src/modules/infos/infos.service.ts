import { supportContactSchema, translate, type MessageKey, type SupportContactCategory } from '@benevo/schema';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { queueMail } from '../mail/mail.service';

/** What an organizer writes to the platform's support (/infos/contact). */
export interface SupportContactData {
  category: string;
  subject: string;
  message: string;
  /** The address the support answers to; the client fills in the user's own. */
  replyTo: string;
}

/** The support team reads French (the platform's default language); the writer's language is in the body. */
const SUPPORT_LANGUAGE = 'fr';

/** Every message counts, sent or refused by the limit: a user cannot flood the support's mailbox. */
const contactAttemptKey = (userId: number) => `support-contact:user:${userId}`;

export const infosService = {
  /**
   * Mails the platform's support address (SUPPORT_EMAIL) with Reply-To the writer, naming the user and
   * the active organization (its licence and support level, which decide the answer time). Limited per
   * user as the login doors are (LOGIN_RATE_LIMIT per LOGIN_RATE_WINDOW_SECONDS); a form with errors
   * does not use up an attempt.
   */
  async contactSupport(ctx: RequestContext, input: SupportContactData): Promise<boolean> {
    if (!ctx.auth) throw AppError.unauthenticated();
    const values = await validateInput(supportContactSchema, input);
    const { user, organizationId } = ctx.auth;
    await ctx.app.attempts.consume(contactAttemptKey(user.id));
    const organization = organizationId === null ? null : await ctx.loaders.organizations.byId.load(organizationId);
    const category = translate(SUPPORT_LANGUAGE, `infos.category.${values.category as SupportContactCategory}` as MessageKey);
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.email;
    await withTransaction(ctx, async (tx) => {
      await queueMail(tx.manager, {
        to: tx.app.config.supportEmail,
        replyTo: values.replyTo,
        fromName: 'Benevo',
        organizationId: organization?.id ?? null,
        language: SUPPORT_LANGUAGE,
        subject: translate(SUPPORT_LANGUAGE, 'infos.mail.contact.subject', { category, subject: values.subject }),
        text: translate(SUPPORT_LANGUAGE, 'infos.mail.contact.body', {
          name,
          email: user.email,
          userId: user.id,
          organization: organization?.name ?? translate(SUPPORT_LANGUAGE, 'infos.contactNoOrganization'),
          organizationId: organization?.id ?? '—',
          licence: organization?.licenseType ?? '—',
          support: organization?.supportType ?? '—',
          category,
          language: ctx.language,
          message: values.message,
        }),
      });
      tx.afterCommit(() => tx.app.nudgeJobs());
    });
    return true;
  },
};
