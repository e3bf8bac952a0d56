import type { EntityManager } from 'typeorm';
import { enqueueJob } from '../../jobs/outbox';
import { textToMailHtml } from './html';
import { Mail } from './mail.entity';

export const MAIL_SEND_JOB = 'mail.send';

export interface QueueMailInput {
  to: string;
  subject: string;
  text: string;
  /** Built from the text when not given. Organizer-written HTML must be sanitized before (DESIGN.md). */
  html?: string;
  /** The event's or campaign's contact address. */
  replyTo?: string | null;
  /** The organization's name, shown as the sender's name; default "Benevo". */
  fromName?: string;
  organizationId?: number | null;
  language?: string;
}

const ADDRESS = /^[^\s@<>",]+@[^\s@<>",]+$/;

function address(value: string, field: string): string {
  const trimmed = value.trim();
  if (!ADDRESS.test(trimmed)) throw new Error(`queueMail: ${field} is not a single e-mail address: "${value}"`);
  return trimmed;
}

/** Header values on one line: a line break would end the header (header injection). */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * Queues a mail: the mail row and its `mail.send` outbox job, both through the caller's entity
 * manager, so they commit or roll back with the change that causes them. Every mail goes through
 * here. The From address (MAIL_FROM) is set by the process that sends it. Returns the mail id.
 */
export async function queueMail(manager: EntityManager, input: QueueMailInput): Promise<number> {
  const subject = oneLine(input.subject);
  const language = input.language ?? 'fr';
  const mail = manager.create(Mail, {
    organizationId: input.organizationId ?? null,
    toAddress: address(input.to, 'to'),
    fromName: oneLine(input.fromName ?? '') || 'Benevo',
    replyTo: input.replyTo ? address(input.replyTo, 'replyTo') : null,
    subject,
    text: input.text,
    html: input.html ?? textToMailHtml(input.text, { subject, language }),
    language,
    status: 'queued',
  });
  const { id } = await manager.save(mail);
  await enqueueJob(manager, MAIL_SEND_JOB, { mailId: id });
  return id;
}
