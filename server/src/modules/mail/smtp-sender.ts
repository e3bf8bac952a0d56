import net from 'node:net';
import tls from 'node:tls';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

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

type SocketCallback = (error: Error | null, socketOptions?: { connection: net.Socket; secured: boolean }) => void;

/**
 * Opens the pool's connections with TCP_NODELAY. nodemailer leaves Nagle's algorithm on, so the end of
 * each message (".", a small write after the body) waits for the server's delayed ACK: about 50 ms per
 * mail and connection, 20 mails/s per connection to a local server (server/bench/README.md). smtps
 * connections are opened with TLS here (the URL's `tls.*` options apply); STARTTLS upgrades the plain
 * socket later, as nodemailer does with its own.
 *
 * The socket is handed over while it still connects, never failed through the callback: nodemailer's
 * pool does not release a connection whose getSocket failed (it stays busy for good, and once
 * maxConnections of them pile up every later mail waits forever). A refused or failing connection
 * surfaces instead as the socket's error, a hung one as the greeting timeout, both through nodemailer's
 * own handlers, which drop the connection from the pool.
 */
export function connectWithoutDelay(options: SMTPPool.Options, callback: SocketCallback): void {
  const host = options.host ?? 'localhost';
  const port = Number(options.port) || (options.secure ? 465 : 587);
  const socket: net.Socket = options.secure
    ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host, ...options.tls })
    : net.connect({ host, port });
  socket.setNoDelay(true);
  socket.setKeepAlive(true);
  callback(null, { connection: socket, secured: options.secure === true });
}

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
      transport ??= nodemailer.createTransport({ ...parseConnectionUrl(url.toString()), pool: true, getSocket: connectWithoutDelay });
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
