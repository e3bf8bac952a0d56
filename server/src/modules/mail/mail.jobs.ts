import { In } from 'typeorm';
import type { Config } from '../../config';
import type { ProcessorMap } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import { Mail } from './mail.entity';
import { MAIL_SEND_JOB } from './mail.service';
import { createSmtpSender } from './smtp-sender';

export interface MailProcessorOptions {
  /** How long the pooled SMTP connections stay open without mail to send. Default 5 s. */
  smtpIdleCloseMs?: number;
  /**
   * Called where a crash matters: right before the mail is handed to SMTP (or stored), and right after
   * its delivery record says sent, before the outbox row is marked done. Tests stop a worker there
   * (server/test/communications/crash-worker.ts); nothing else sets it.
   */
  checkpoint?: (point: MailCheckpoint, mailId: number) => void | Promise<void>;
}

export type MailCheckpoint = 'before-send' | 'after-record';

/** Statuses a mail can still be delivered from; `sent` and `stored` are final. */
const DELIVERABLE = In(['queued', 'failed']);

/**
 * A stable Message-ID per mail (id and creation time, at MAIL_FROM's domain): a duplicate sent in the
 * window described below carries the same Message-ID, which lets mail clients fold it.
 */
function messageIdFor(mail: Mail, mailFrom: string): string {
  return `<benevo.${mail.id}.${mail.createdAt.getTime()}@${mailFrom.split('@')[1]}>`;
}

function mailIdOf(payload: Record<string, unknown>): number {
  const mailId = payload.mailId;
  if (typeof mailId !== 'number' || !Number.isInteger(mailId)) {
    throw new Error(`${MAIL_SEND_JOB}: payload.mailId must be an integer (got ${JSON.stringify(mailId)})`);
  }
  return mailId;
}

/**
 * `mail.send {mailId}`. The mail row is the delivery record: once `sent` or `stored`, a retried or
 * re-dispatched job does nothing. With SMTP_URL the mail goes through one pooled SMTP transport;
 * without, it is marked `stored` and stays readable in the database (/dev/mailbox). A failed attempt
 * is counted on the mail and rethrown so the runner retries; the last one leaves it `failed`.
 */
export function mailProcessors(config: Config, logger: Logger, options: MailProcessorOptions = {}): ProcessorMap {
  const smtp = config.smtpUrl ? createSmtpSender(config.smtpUrl, options.smtpIdleCloseMs ?? 5000) : null;
  logger.debug({ delivery: smtp ? 'smtp' : 'stored' }, 'mail processors ready');

  return {
    [MAIL_SEND_JOB]: async (payload, job) => {
      const mailId = mailIdOf(payload);
      const mails = job.dataSource.getRepository(Mail);
      const mail = await mails.findOneBy({ id: mailId });
      if (!mail) {
        // Deleted with its organization after it was queued: nothing left to send.
        job.logger.warn({ mailId }, 'mail to send no longer exists');
        return;
      }
      if (mail.status === 'sent' || mail.status === 'stored') return;

      await options.checkpoint?.('before-send', mailId);
      if (!smtp) {
        await mails.update(
          { id: mailId, status: DELIVERABLE },
          { status: 'stored', fromAddress: config.mailFrom, attempts: () => '"attempts" + 1', lastError: null },
        );
        await options.checkpoint?.('after-record', mailId);
        return;
      }

      let messageId: string;
      try {
        ({ messageId } = await smtp.send({
          from: { name: mail.fromName, address: config.mailFrom },
          to: mail.toAddress,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: messageIdFor(mail, config.mailFrom),
          headers: { 'Content-Language': mail.language, 'Auto-Submitted': 'auto-generated' },
        }));
      } catch (error) {
        const final = job.attempt >= config.jobAttempts;
        await mails.update(
          { id: mailId, status: DELIVERABLE },
          {
            status: final ? 'failed' : 'queued',
            attempts: () => '"attempts" + 1',
            lastError: error instanceof Error ? error.message : String(error),
          },
        );
        throw error;
      }
      // The one window left: if this process dies (or the database is unreachable) after the SMTP
      // server accepted the message and before this update, the mail is still `queued`, the outbox row
      // is re-dispatched and the recipient gets it twice (with the same Message-ID). SMTP has no
      // two-phase commit; a duplicate beats a lost mail.
      await mails.update(
        { id: mailId },
        {
          status: 'sent',
          fromAddress: config.mailFrom,
          messageId,
          sentAt: () => 'now()',
          attempts: () => '"attempts" + 1',
          lastError: null,
        },
      );
      await options.checkpoint?.('after-record', mailId);
    },
  };
}
