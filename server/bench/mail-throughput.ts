/**
 * Mail throughput bench (issue 5 "Done when"): an event mailing to 10,000 volunteers, queued through
 * the outbox in one transaction, handed to bull and sent by a worker to a local SMTP sink (a process
 * of its own): mails per second, duplicates and lost mails, beside the raw nodemailer-to-sink rate on
 * the same machine (the ceiling).
 *
 * Run: npm run bench -- mail-throughput   (PostgreSQL when DATABASE_URL is set, else embedded PGlite;
 * Redis at REDIS_URL under a prefix of its own, else a redis-server this bench starts)
 * Tunables (environment): BENCH_MAILS (10000), BENCH_RAW_MAILS (BENCH_MAILS), BENCH_WORKERS
 * ("4" = one run with a worker running 4 jobs at once; "4,16:8" = two runs, the second with 16 jobs at
 * once and 8 pooled SMTP connections; default pool 3).
 */
import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import Bull from 'bull';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { Config } from '../src/config';
import { createJobRunner } from '../src/jobs/job-runner';
import { createLogger } from '../src/logger';
import { communicationsService } from '../src/modules/communications/communications.service';
import { mailProcessors } from '../src/modules/mail/mail.jobs';
import { connectWithoutDelay } from '../src/modules/mail/smtp-sender';
import { appServices, organizerContext, seedMailingEvent } from '../test/communications/seed';
import { createTestDatabase } from '../test/database';
import { startRedisServer, type RedisServer } from '../test/jobs/redis-server';
import { table } from './kit';

const MAILS = Number(process.env.BENCH_MAILS ?? 10_000);
const RAW_MAILS = Number(process.env.BENCH_RAW_MAILS ?? MAILS);
const WORKERS = (process.env.BENCH_WORKERS ?? '4,16:8').split(',').map((spec) => {
  const [concurrency, pool] = spec.split(':').map(Number);
  return { concurrency, pool: pool || 3 };
});
const BODY =
  '<p>Bonjour {volunteerName},</p><p>Merci pour votre inscription à <strong>{eventName}</strong>. Voici vos tranches :</p>' +
  '<p>{registrationSummary}</p><p>Rendez-vous 15 minutes avant au stand bénévoles. En cas d’empêchement, écrivez à ' +
  '{coordinatorName} ({coordinatorEmail}).</p><p>Votre espace : {portalLink}</p><p>À bientôt !</p>';

interface SinkStats {
  messages: number;
  recipients: number;
  duplicates: number;
  total: number;
  addresses: string[];
}

interface Sink {
  url: string;
  stats(subject: string): Promise<SinkStats>;
  close(): Promise<void>;
}

async function startSink(): Promise<Sink> {
  const child: ChildProcess = fork(path.join(__dirname, 'mail-throughput-sink.ts'), [], { execArgv: ['-r', '@swc-node/register'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { type: string; port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the sink exited (${code})`)));
  });
  const ask = <T>(request: object): Promise<T> =>
    new Promise((resolve) => {
      child.once('message', (message: T) => resolve(message));
      child.send(request);
    });
  return {
    url: `smtp://127.0.0.1:${port}`,
    stats: (subject) => ask<SinkStats>({ type: 'stats', subject }),
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send({ type: 'close' });
      }),
  };
}

/**
 * Raw nodemailer to the sink, the same message size, `pool` pooled connections kept busy: nodemailer's
 * own sockets (Nagle's algorithm on), or with TCP_NODELAY as the workers' sender opens them.
 */
async function rawRate(sink: Sink, count: number, pool: number, html: string, noDelay: boolean): Promise<{ seconds: number; rate: number; stats: SinkStats }> {
  const subject = `Raw ${crypto.randomBytes(4).toString('hex')}`;
  const url = `${sink.url}?pool=true&maxConnections=${pool}`;
  const transport = noDelay
    ? nodemailer.createTransport({ ...parseConnectionUrl(url), pool: true, getSocket: connectWithoutDelay })
    : nodemailer.createTransport(url);
  const text = html.replace(/<[^>]+>/g, '');
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: Math.max(pool * 4, 16) }, async () => {
      for (;;) {
        const n = next++;
        if (n >= count) return;
        await transport.sendMail({ from: 'Festival <noreply@benevo.local>', to: `raw${n}@example.org`, subject, text, html });
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  transport.close();
  return { seconds, rate: count / seconds, stats: await sink.stats(subject) };
}


export async function main(): Promise<void> {
  const logger = createLogger('silent');
  const cpus = os.cpus();
  let redis: RedisServer | null = null;
  const redisUrl = process.env.REDIS_URL || (redis = await startRedisServer()).url;
  const prefix = `bench-${crypto.randomBytes(3).toString('hex')}`;
  const db = await createTestDatabase({ REDIS_URL: redisUrl, JOB_ATTEMPTS: '5', JOB_BACKOFF_MS: '1000', SWEEP_INTERVAL_MS: '5000' });
  const sink = await startSink();
  const cleanup = async () => {
    const inspect = new Bull('benevo-jobs', redisUrl, { prefix });
    await inspect.obliterate({ force: true }).catch(() => undefined);
    await inspect.close();
    await sink.close();
    await db.close();
    await redis?.stop();
  };
  try {
    const dbKind = db.config.databaseUrl ? `PostgreSQL (${new URL(db.config.databaseUrl).host})` : 'PGlite (embedded)';
    console.log(
      `Environment: ${dbKind}; Redis ${redis ? `redis-server started by the bench (${redisUrl})` : redisUrl}; SMTP sink in its own process; ` +
        `Node ${process.version} (NODE_ENV=${process.env.NODE_ENV ?? ''}); ${cpus.length} CPU (${cpus[0]?.model.trim() ?? '?'}); ` +
        `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM; load average ${os.loadavg()[0].toFixed(1)}; ${new Date().toISOString()}`,
    );
    const rows: Array<Array<string | number>> = [];
    for (const { concurrency, pool } of WORKERS) {
      const seed = await seedMailingEvent(db.database.dataSource, MAILS);
      const config: Config = { ...db.config, smtpUrl: `${sink.url}?maxConnections=${pool}`, runWorkers: false };
      const api = createJobRunner({ config, dataSource: db.database.dataSource, logger, processors: {}, role: 'api', options: { redisPrefix: prefix } });
      const services = appServices(db.database.dataSource, config, logger, () => api.nudge());
      const subject = `Mailing ${crypto.randomBytes(4).toString('hex')}`;

      let t0 = process.hrtime.bigint();
      const result = await communicationsService.sendEventMail(organizerContext(services, seed.user, seed.organizationId), seed.eventId, {
        subject,
        body: BODY,
      });
      const queuedSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
      const communicationId = result.communication!.id;
      const [{ html }] = await db.database.dataSource.query(
        `SELECT m.html FROM communication_recipient r JOIN mail m ON m.id = r.mail_id WHERE r.communication_id = $1 LIMIT 1`,
        [communicationId],
      );

      const worker = createJobRunner({
        config,
        dataSource: db.database.dataSource,
        logger,
        processors: mailProcessors(config, logger),
        role: 'worker',
        options: { redisPrefix: prefix, concurrency },
      });
      t0 = process.hrtime.bigint();
      await api.start();
      await worker.start();
      api.nudge();
      let sent = 0;
      for (;;) {
        const [row] = await db.database.dataSource.query(
          `SELECT count(*) FILTER (WHERE m.status = 'sent') AS sent, count(*) FILTER (WHERE m.status = 'failed') AS failed
             FROM communication_recipient r JOIN mail m ON m.id = r.mail_id WHERE r.communication_id = $1`,
          [communicationId],
        );
        sent = Number(row.sent);
        if (sent + Number(row.failed) >= MAILS) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const sendSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
      await worker.stop();
      await api.stop();
      // Late duplicates would arrive now.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const stats = await sink.stats(subject);
      const expected = new Set(seed.volunteers.map((v) => v.email));
      const receivedAddresses = new Set(stats.addresses);
      const lost = [...expected].filter((address) => !receivedAddresses.has(address)).length;
      const [{ attempts }] = await db.database.dataSource.query(
        `SELECT sum(m.attempts) AS attempts FROM communication_recipient r JOIN mail m ON m.id = r.mail_id WHERE r.communication_id = $1`,
        [communicationId],
      );
      console.log(`bull mailing, ${concurrency} jobs at once, ${pool} SMTP connections: queued in ${queuedSeconds.toFixed(1)} s, sent in ${sendSeconds.toFixed(1)} s`);
      rows.push([
        `bull, ${concurrency} jobs at once, pool ${pool}`,
        MAILS,
        queuedSeconds.toFixed(1),
        sendSeconds.toFixed(1),
        (MAILS / sendSeconds).toFixed(0),
        stats.messages,
        stats.duplicates,
        lost,
        Number(attempts) - MAILS,
        Math.round(Buffer.byteLength(html) / 100) / 10 + ' kB',
      ]);
      // The ceiling on this machine: nodemailer alone, same transport settings, same message size.
      for (const noDelay of [true, false]) {
        // Nagle's algorithm caps nodemailer's own sockets at ~20 mails/s per connection here: fewer mails suffice.
        const count = noDelay ? RAW_MAILS : Math.min(RAW_MAILS, 2000);
        const raw = await rawRate(sink, count, pool, html, noDelay);
        rows.push([
          `raw nodemailer, pool ${pool}${noDelay ? ', TCP_NODELAY' : ', its own sockets'}`,
          count,
          '-',
          raw.seconds.toFixed(1),
          raw.rate.toFixed(0),
          raw.stats.messages,
          raw.stats.duplicates,
          count - raw.stats.recipients,
          '-',
          '',
        ]);
      }
    }
    console.log(
      table(
        ['run', 'mails', 'queued s', 'send s', 'mails/s', 'received', 'duplicates', 'lost', 'retries', 'html'],
        rows,
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
  } finally {
    await cleanup();
  }
}
