import type { AddressInfo } from 'node:net';
import express from 'express';
import type { DataSource } from 'typeorm';
import type { TestDatabase } from '../../../test/database';
import { createJobsTestDatabase } from '../../../test/jobs/jobs-test-database';
import { freePort, startSmtpSink, type SmtpSink } from '../../../test/jobs/smtp-sink';
import { sleep, waitFor } from '../../../test/jobs/wait';
import type { Config } from '../../config';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from '../../jobs/job-runner';
import { OutboxJob } from '../../jobs/outbox.entity';
import { createLogger } from '../../logger';
import { mailboxRouter } from './mailbox.router';
import { Mail, type MailStatus } from './mail.entity';
import { mailProcessors } from './mail.jobs';
import { queueMail, type QueueMailInput } from './mail.service';

const SWEEP_MS = 100;
const logger = createLogger('silent');

let db: TestDatabase;
let dataSource: DataSource;
const runners: JobRunner[] = [];
const sinks: SmtpSink[] = [];

beforeAll(async () => {
  db = await createJobsTestDatabase({
    JOB_ATTEMPTS: '6',
    JOB_BACKOFF_MS: '50',
    SWEEP_INTERVAL_MS: String(SWEEP_MS),
    MAIL_FROM: 'noreply@benevo.test',
  });
  dataSource = db.database.dataSource;
});

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await Promise.all(sinks.splice(0).map((sink) => sink.close()));
});

afterAll(async () => {
  await db.close();
});

async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port);
  sinks.push(started);
  return started;
}

async function startRunner(smtpUrl: string | null, options?: JobRunnerOptions): Promise<JobRunner> {
  const config: Config = { ...db.config, smtpUrl };
  const runner = createJobRunner({
    config,
    dataSource,
    logger,
    processors: mailProcessors(config, logger, { smtpIdleCloseMs: 20 }),
    role: 'api',
    options,
  });
  runners.push(runner);
  await runner.start();
  return runner;
}

const queue = (input: QueueMailInput): Promise<number> => dataSource.transaction((manager) => queueMail(manager, input));

const mailWithStatus = (id: number, status: MailStatus) => async (): Promise<Mail | undefined> => {
  const mail = await dataSource.getRepository(Mail).findOneByOrFail({ id });
  return mail.status === status ? mail : undefined;
};

async function outboxOf(mailId: number): Promise<OutboxJob> {
  const rows = await dataSource.getRepository(OutboxJob).find({ where: { kind: 'mail.send' } });
  const job = rows.find((row) => row.payload.mailId === mailId);
  if (!job) throw new Error(`no mail.send job for mail ${mailId}`);
  return job;
}

const deliveredTo = (smtp: SmtpSink, address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

describe('mail delivery through the outbox', () => {
  it('writes nothing when the transaction that queues a mail rolls back', async () => {
    await expect(
      dataSource.transaction(async (manager) => {
        await queueMail(manager, { to: 'rolled-back@example.org', subject: 'Never', text: 'Never sent' });
        throw new Error('the registration failed');
      }),
    ).rejects.toThrow('the registration failed');
    expect(await dataSource.getRepository(Mail).countBy({ toAddress: 'rolled-back@example.org' })).toBe(0);
    expect(await dataSource.getRepository(OutboxJob).countBy({ kind: 'mail.send' })).toBe(0);
  });

  it('delivers a queued mail once, from the organization name, with its Reply-To', async () => {
    const smtp = await sink();
    const runner = await startRunner(smtp.url);
    const id = await queue({
      to: 'anna@example.org',
      subject: 'Votre inscription',
      text: 'Bonjour Anna,\n\nVotre lien : https://benevo.test/portal/t/abc',
      fromName: 'Club Alpin Test',
      replyTo: 'contact@club-alpin.test',
      organizationId: null,
    });
    runner.nudge();
    const sent = await waitFor('the mail to be sent', mailWithStatus(id, 'sent'));
    await sleep(3 * SWEEP_MS);

    const received = deliveredTo(smtp, 'anna@example.org');
    expect(received).toHaveLength(1);
    const { headers, envelopeFrom } = received[0];
    expect(envelopeFrom).toBe('noreply@benevo.test');
    expect(headers.from).toMatch(/^"?Club Alpin Test"? <noreply@benevo\.test>$/);
    expect(headers['reply-to']).toBe('contact@club-alpin.test');
    expect(headers.to).toBe('anna@example.org');
    expect(headers.subject).toBe('Votre inscription');
    expect(headers['message-id']).toBe(sent.messageId);
    expect(headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(received[0].raw).toContain('https://benevo.test/portal/t/abc');
    expect(sent).toMatchObject({ attempts: 1, fromAddress: 'noreply@benevo.test', lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect((await outboxOf(id)).status).toBe('done');
  });

  it('does not send a mail twice when its job is dispatched again after it was sent', async () => {
    const smtp = await sink();
    const runner = await startRunner(smtp.url);
    const id = await queue({ to: 'bruno@example.org', subject: 'Rappel', text: 'Demain 8h.' });
    runner.nudge();
    await waitFor('the mail to be sent', mailWithStatus(id, 'sent'));
    const first = await outboxOf(id);

    // As after a crash between the send and the outbox update: the job is pending again.
    await dataSource.query(`UPDATE "outbox" SET "status" = 'pending', "done_at" = NULL WHERE "id" = $1`, [first.id]);
    runner.nudge();
    const again = await waitFor('the job to be done again', async () => {
      const job = await outboxOf(id);
      return job.status === 'done' ? job : undefined;
    });
    await sleep(3 * SWEEP_MS);
    expect(again.attempts).toBe(first.attempts + 1);
    expect(deliveredTo(smtp, 'bruno@example.org')).toHaveLength(1);
    expect((await dataSource.getRepository(Mail).findOneByOrFail({ id })).attempts).toBe(1);
  });

  it('retries while the SMTP server is down and delivers once it is up, exactly once', async () => {
    const port = await freePort();
    const runner = await startRunner(`smtp://127.0.0.1:${port}`);
    const id = await queue({ to: 'chloe@example.org', subject: 'Planning', text: 'Voici votre planning.' });
    runner.nudge();
    const failedOnce = await waitFor('a failed attempt', async () => {
      const mail = await dataSource.getRepository(Mail).findOneByOrFail({ id });
      return mail.attempts >= 1 ? mail : undefined;
    });
    expect(failedOnce.status).toBe('queued');
    expect(failedOnce.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await sink(port);
    const sent = await waitFor('the mail to be sent', mailWithStatus(id, 'sent'));
    await sleep(3 * SWEEP_MS);
    expect(deliveredTo(smtp, 'chloe@example.org')).toHaveLength(1);
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.lastError).toBeNull();
    expect((await outboxOf(id)).status).toBe('done');
  });

  it('delivers, through the sweeper, a mail whose job a killed process left dispatched', async () => {
    const smtp = await sink();
    const id = await queue({ to: 'david@example.org', subject: 'Badge', text: 'Votre badge est prêt.' });
    const job = await outboxOf(id);
    await dataSource.query(
      `UPDATE "outbox" SET "status" = 'dispatched', "dispatched_at" = now() - interval '10 minutes' WHERE "id" = $1`,
      [job.id],
    );
    await startRunner(smtp.url, { staleAfterMs: 60_000 });
    await waitFor('the mail to be sent', mailWithStatus(id, 'sent'));
    await sleep(3 * SWEEP_MS);
    expect(deliveredTo(smtp, 'david@example.org')).toHaveLength(1);
  });

  it('marks a mail failed with the last error once the attempts are used up', async () => {
    const port = await freePort();
    const runner = await startRunner(`smtp://127.0.0.1:${port}`);
    const id = await queue({ to: 'eve@example.org', subject: 'Jamais', text: 'Personne n’écoute.' });
    runner.nudge();
    await waitFor('the mail to fail', mailWithStatus(id, 'failed'), 20_000);
    // The processor marks the mail failed, then the runner marks the outbox row failed: two statements,
    // so the row may still be dispatched when the mail is seen failed. Wait for the row, then check that
    // nothing runs the job again.
    const job = await waitFor('the outbox job to fail', async () => {
      const row = await outboxOf(id);
      return row.status === 'failed' ? row : undefined;
    });
    await sleep(3 * SWEEP_MS);
    const failed = await dataSource.getRepository(Mail).findOneByOrFail({ id });
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(db.config.jobAttempts);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(job.attempts).toBe(db.config.jobAttempts);
    expect(job.lastError).toBe(failed.lastError);
    expect(await outboxOf(id)).toMatchObject({ status: 'failed', attempts: db.config.jobAttempts });
  });
});

describe('embedded mailbox (no SMTP_URL)', () => {
  it('stores the mail and shows it through the mailbox pages and JSON API', async () => {
    const runner = await startRunner(null);
    const id = await queue({
      to: 'Fanny@Example.org',
      subject: 'Confirmez <votre> adresse',
      text: 'Bonjour,\n\nCliquez ici : https://benevo.test/account/verify-user?token=a&b=1.\nMerci <3',
      fromName: 'Les Amis',
      language: 'fr',
    });
    await queue({ to: 'someone-else@example.org', subject: 'Autre', text: 'Autre' });
    runner.nudge();
    const stored = await waitFor('the mail to be stored', mailWithStatus(id, 'stored'));
    expect(stored).toMatchObject({ attempts: 1, fromAddress: 'noreply@benevo.test', sentAt: null });

    const app = express();
    const superuser = { email: 'root@benevo.test', isStaff: false, isSuperUser: true, organizationIds: [] };
    app.use('/dev/mailbox', mailboxRouter(dataSource, async () => superuser));
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dev/mailbox`;
    try {
      const api = await fetch(`${base}/api/messages?to=${encodeURIComponent('fanny@example.org')}`);
      expect(api.status).toBe(200);
      const messages = (await api.json()) as Array<Record<string, unknown>>;
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({
        id,
        to: 'Fanny@Example.org',
        subject: 'Confirmez <votre> adresse',
        status: 'stored',
        text: expect.stringContaining('https://benevo.test/account/verify-user?token=a&b=1.'),
      });
      expect(new Date(String(messages[0].createdAt)).getTime()).toBe(stored.createdAt.getTime());
      expect(messages[0].html).toContain(
        '<a href="https://benevo.test/account/verify-user?token=a&amp;b=1" style="color:#1a5fb4">https://benevo.test/account/verify-user?token=a&amp;b=1</a>.',
      );
      expect(messages[0].html).toContain('Merci &lt;3');

      const list = await fetch(base);
      const listHtml = await list.text();
      expect(list.status).toBe(200);
      expect(listHtml).toContain('Confirmez &lt;votre&gt; adresse');
      expect(listHtml).not.toContain('<votre>');
      expect(listHtml).toContain(`href="/dev/mailbox/${id}"`);
      expect(listHtml).toContain('Conservé');

      const detail = await fetch(`${base}/${id}`);
      const detailHtml = await detail.text();
      expect(detail.status).toBe(200);
      expect(detailHtml).toContain('Les Amis &lt;noreply@benevo.test&gt;');
      expect(detailHtml).toMatch(/<iframe sandbox title="Version HTML" srcdoc="&lt;!DOCTYPE html&gt;/);
      expect((await fetch(`${base}/999999`)).status).toBe(404);
      expect((await fetch(`${base}/abc`)).status).toBe(404);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
