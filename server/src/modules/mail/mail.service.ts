import type { EntityManager } from 'typeorm';
import { enqueueJob } from '../../jobs/outbox';
import type { Organization } from '../organizations/organization.entity';
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

/** The characters of an address part: no space, `@`, brackets, quotes or commas (one address, no list). */
const PART = String.raw`[^\s@<>",]+`;
/** A single address: what the mail headers accept. */
const ADDRESS = new RegExp(`^${PART}@${PART}$`);
/** A single address whose domain has a dot: what a mail is sent to (stored addresses may be anything). */
const MAILABLE = new RegExp(`^${PART}@${PART}\\.${PART}$`);

export const isMailable = (email: string | null | undefined): email is string => !!email && MAILABLE.test(email.trim());

/** A single address or null (an event's contact e-mail is optional on old rows). */
export const addressOrNull = (value: string | null | undefined): string | null => (value && ADDRESS.test(value.trim()) ? value.trim() : null);

/** The organization's name as the sender's display name (DESIGN.md "Mail sender"). */
export const senderName = (organization: Pick<Organization, 'publicName' | 'name'> | null): string =>
  organization?.publicName || organization?.name || 'Benevo';

function address(value: string, field: string): string {
  const trimmed = value.trim();
  if (!ADDRESS.test(trimmed)) throw new Error(`queueMail: ${field} is not a single e-mail address: "${value}"`);
  return trimmed;
}

/** Header values on one line: a line break would end the header (header injection). */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

/** A mail row's values, checked: single addresses, one-line headers, the HTML part. */
function prepare(input: QueueMailInput) {
  const subject = oneLine(input.subject);
  const language = input.language ?? 'fr';
  return {
    organizationId: input.organizationId ?? null,
    toAddress: address(input.to, 'to'),
    fromName: oneLine(input.fromName ?? '') || 'Benevo',
    replyTo: input.replyTo ? address(input.replyTo, 'replyTo') : null,
    subject,
    text: input.text,
    html: input.html ?? textToMailHtml(input.text, { subject, language }),
    language,
  };
}

/**
 * Queues a mail: the mail row and its `mail.send` outbox job, both through the caller's entity
 * manager, so they commit or roll back with the change that causes them. Every mail goes through
 * here (or queueMails). The From address (MAIL_FROM) is set by the process that sends it. Returns the
 * mail id.
 */
export async function queueMail(manager: EntityManager, input: QueueMailInput): Promise<number> {
  const mail = manager.create(Mail, { ...prepare(input), status: 'queued' });
  const { id } = await manager.save(mail);
  await enqueueJob(manager, MAIL_SEND_JOB, { mailId: id });
  return id;
}

/** Rows per statement of queueMails: a few megabytes of HTML at most. */
const BULK_ROWS = 500;

/**
 * queueMail for a whole mailing: the same mail rows and one `mail.send` job per mail, in the caller's
 * transaction, written with three statements per 500 mails instead of two per mail. Every input is
 * checked before anything is written. Returns the mail ids in the order of `inputs`.
 */
export async function queueMails(manager: EntityManager, inputs: QueueMailInput[]): Promise<number[]> {
  const rows = inputs.map(prepare);
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BULK_ROWS) {
    const batch = rows.slice(start, start + BULK_ROWS);
    // Ids first, so each row's id is known without relying on the order of RETURNING.
    const allocated: Array<{ id: number }> = await manager.query(
      `SELECT nextval(pg_get_serial_sequence('mail', 'id'))::integer AS "id" FROM generate_series(1, $1)`,
      [batch.length],
    );
    const batchIds = allocated.map((row) => Number(row.id)).sort((a, b) => a - b);
    const column = <K extends keyof (typeof batch)[number]>(key: K) => batch.map((row) => row[key]);
    await manager.query(
      `INSERT INTO "mail" ("id", "organization_id", "to_address", "from_name", "reply_to", "subject", "text", "html", "language", "status")
       SELECT "id", "organization_id", "to_address", "from_name", "reply_to", "subject", "text", "html", "language", 'queued'
       FROM unnest($1::integer[], $2::integer[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
         AS t("id", "organization_id", "to_address", "from_name", "reply_to", "subject", "text", "html", "language")`,
      [
        batchIds,
        column('organizationId'),
        column('toAddress'),
        column('fromName'),
        column('replyTo'),
        column('subject'),
        column('text'),
        column('html'),
        column('language'),
      ],
    );
    await manager.query(
      `INSERT INTO "outbox" ("kind", "payload")
       SELECT $1, jsonb_build_object('mailId', t."id") FROM unnest($2::integer[]) WITH ORDINALITY AS t("id", "n") ORDER BY t."n"`,
      [MAIL_SEND_JOB, batchIds],
    );
    ids.push(...batchIds);
  }
  return ids;
}

/**
 * Gives failed mails among `mailIds` a new `mail.send` job (a new round of attempts). Mails already
 * sent or still queued are left alone: their delivery record keeps them from going twice. Returns the
 * ids of the mails queued again.
 */
export async function requeueFailedMails(manager: EntityManager, mailIds: number[]): Promise<number[]> {
  if (mailIds.length === 0) return [];
  // An UPDATE answers [rows, affected count] through TypeORM's postgres driver.
  const [rows]: [Array<{ id: number }>, number] = await manager.query(
    `UPDATE "mail" SET "status" = 'queued', "last_error" = NULL WHERE "status" = 'failed' AND "id" = ANY($1::integer[]) RETURNING "id"`,
    [mailIds],
  );
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  await manager.query(
    `INSERT INTO "outbox" ("kind", "payload") SELECT $1, jsonb_build_object('mailId', t."id") FROM unnest($2::integer[]) AS t("id")`,
    [MAIL_SEND_JOB, ids],
  );
  return ids;
}
