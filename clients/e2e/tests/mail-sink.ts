import type { SinkMail } from '../sink/mail-sink';

const SINK_URL = (process.env.E2E_MAIL_SINK_URL ?? 'http://127.0.0.1:2580').replace(/\/$/, '');

/** Mails the SMTP sink received for an address, waiting (up to `timeoutMs`) until `count` have arrived. */
export async function mailsTo(address: string, count = 1, timeoutMs = 20_000): Promise<SinkMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${SINK_URL}/mails`);
    const mails = ((await response.json()) as SinkMail[]).filter((mail) => mail.to.includes(address));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
