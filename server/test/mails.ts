import type { DataSource } from 'typeorm';

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
}

/** Mails queued for an address, oldest first (read from the mail table the outbox delivers from). */
export async function mailsTo(dataSource: DataSource, address: string): Promise<StoredMail[]> {
  const rows: Array<{ to_address: string; subject: string; text: string }> = await dataSource.query(
    'SELECT to_address, subject, text FROM mail WHERE to_address = $1 ORDER BY id',
    [address],
  );
  return rows.map((row) => ({ to: row.to_address, subject: row.subject, text: row.text }));
}

/** The user_id, timestamp and signature of the account link in a mail. */
export function linkIn(mail: StoredMail): { path: string; userId: string; timestamp: number; signature: string } {
  const match = /(https?:\/\/\S+)/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  const url = new URL(match[1]);
  return {
    path: url.pathname,
    userId: url.searchParams.get('user_id') ?? '',
    timestamp: Number(url.searchParams.get('timestamp')),
    signature: url.searchParams.get('signature') ?? '',
  };
}
