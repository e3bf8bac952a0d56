/**
 * The SMTP sink of the mail-throughput bench, in a process of its own (forked by mail-throughput.ts)
 * so that receiving mails does not share the bench's event loop. It accepts everything, keeps only
 * counts (per subject and recipient), and answers the parent's `stats` requests over IPC.
 */
import { SMTPServer } from 'smtp-server';

type Request = { type: 'stats'; subject: string } | { type: 'reset' } | { type: 'close' };

/** subject -> recipient -> messages received. */
const received = new Map<string, Map<string, number>>();
let total = 0;

function subjectOf(head: string): string {
  const match = /^subject:[ \t]*(.*(?:\r?\n[ \t].*)*)/im.exec(head);
  return match ? match[1].replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 10 * 1024 * 1024,
  maxClients: 200,
  onData(stream, session, callback) {
    let head = '';
    let headDone = false;
    stream.on('data', (chunk: Buffer) => {
      if (headDone) return;
      head += chunk.toString('utf8');
      const end = head.search(/\r?\n\r?\n/);
      if (end >= 0) {
        head = head.slice(0, end);
        headDone = true;
      }
    });
    stream.on('end', () => {
      const subject = subjectOf(head);
      const perRecipient = received.get(subject) ?? new Map<string, number>();
      received.set(subject, perRecipient);
      for (const rcpt of session.envelope.rcptTo) perRecipient.set(rcpt.address, (perRecipient.get(rcpt.address) ?? 0) + 1);
      total += 1;
      callback();
    });
  },
});

server.listen(0, '127.0.0.1', () => {
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ type: 'listening', port });
});

process.on('message', (request: Request) => {
  if (request.type === 'stats') {
    const perRecipient = received.get(request.subject) ?? new Map<string, number>();
    let messages = 0;
    let duplicates = 0;
    for (const count of perRecipient.values()) {
      messages += count;
      duplicates += count - 1;
    }
    process.send?.({ type: 'stats', messages, recipients: perRecipient.size, duplicates, total, addresses: [...perRecipient.keys()] });
  } else if (request.type === 'reset') {
    received.clear();
    total = 0;
    process.send?.({ type: 'reset' });
  } else if (request.type === 'close') {
    server.close(() => process.exit(0));
  }
});
