import { freePort, startSmtpSink, type SmtpSink } from '../../../test/jobs/smtp-sink';
import { createSmtpSender } from './smtp-sender';

const sinks: SmtpSink[] = [];
afterEach(async () => {
  await Promise.all(sinks.splice(0).map((sink) => sink.close()));
});

const message = (n: number) => ({ from: 'noreply@benevo.test', to: `v${n}@example.org`, subject: `Mail ${n}`, text: 'Bonjour' });

describe('pooled SMTP sender', () => {
  it('keeps its pool usable after refused connections: more failures than connections, then the server is up', async () => {
    const port = await freePort();
    // The same pool serves both rounds (they follow each other well within the idle delay).
    const sender = createSmtpSender(`smtp://127.0.0.1:${port}?maxConnections=2`, 1000);
    const refused = await Promise.allSettled(Array.from({ length: 6 }, (_, n) => sender.send(message(n))));
    expect(refused.every((result) => result.status === 'rejected' && /ECONNREFUSED/.test(String(result.reason)))).toBe(true);

    const sink = await startSmtpSink(port);
    sinks.push(sink);
    const sent = await Promise.all(Array.from({ length: 6 }, (_, n) => sender.send(message(n + 10))));
    expect(sent).toHaveLength(6);
    expect(sink.received.map((mail) => mail.envelopeTo[0]).sort()).toEqual(Array.from({ length: 6 }, (_, n) => `v${n + 10}@example.org`).sort());
  });

});
