/**
 * The browser tests' SMTP sink: a real SMTP server (the server tests' sink) that the Benevo under test
 * sends to (SMTP_URL), and a loopback HTTP endpoint the tests read what it received from.
 *   SINK_SMTP_PORT (default 2525), SINK_HTTP_PORT (default 2580); GET /mails -> [{to, subject, text}]
 * Run by .ci/run: node -r @swc-node/register clients/e2e/sink/mail-sink.ts
 */
import http from 'node:http';
import { startSmtpSink, type ReceivedMail } from '../../../server/test/jobs/smtp-sink';

export interface SinkMail {
  to: string[];
  subject: string;
  /** The whole message, transfer encodings undone, for the tests to search. */
  text: string;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?) as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_all, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

/** Quoted-printable bodies: soft line breaks joined, =XX bytes decoded as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function asSinkMail(mail: ReceivedMail): SinkMail {
  return { to: mail.envelopeTo, subject: decodeWords(mail.headers.subject ?? ''), text: decodeQuotedPrintable(mail.raw) };
}

async function main(): Promise<void> {
  const sink = await startSmtpSink(Number(process.env.SINK_SMTP_PORT ?? 2525));
  const httpPort = Number(process.env.SINK_HTTP_PORT ?? 2580);
  http
    .createServer((req, res) => {
      if (req.url !== '/mails') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sink.received.map(asSinkMail)));
    })
    .listen(httpPort, '127.0.0.1', () => console.log(`mail sink: ${sink.url}, http://127.0.0.1:${httpPort}/mails`));
}

void main();
