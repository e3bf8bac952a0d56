import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

export interface SmtpSender {
  /** Resolves once the SMTP server has accepted the message; returns its Message-ID. */
  send(message: SendMailOptions): Promise<{ messageId: string }>;
}

/**
 * Settings of the pooled transport, unless SMTP_URL's query string sets them: a hung server fails an
 * attempt in well under a minute, far below the outbox's stale delay, so a job is never re-dispatched
 * while its attempt still runs.
 */
const POOL_DEFAULTS: Record<string, string> = {
  pool: 'true',
  maxConnections: '3',
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '30000',
};

/**
 * One pooled SMTP transport for a burst of mails (a campaign reuses its connections). Processors have
 * no shutdown hook, so the pool closes itself once idle for `idleCloseMs`, and the next mail opens a
 * new one: open sockets never keep a stopping process (or jest) alive.
 */
export function createSmtpSender(smtpUrl: string, idleCloseMs: number): SmtpSender {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(POOL_DEFAULTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  let transport: Transporter | null = null;
  let inFlight = 0;
  let idleTimer: NodeJS.Timeout | null = null;

  function closeWhenIdle(): void {
    inFlight -= 1;
    if (inFlight > 0) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      transport?.close();
      transport = null;
    }, idleCloseMs);
    // The timer alone must not keep the process up; the pool's sockets do until it fires.
    idleTimer.unref();
  }

  return {
    send: async (message) => {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      transport ??= nodemailer.createTransport(url.toString());
      inFlight += 1;
      try {
        const info: { messageId: string } = await transport.sendMail(message);
        return { messageId: info.messageId };
      } finally {
        closeWhenIdle();
      }
    },
  };
}
