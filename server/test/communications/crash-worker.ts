/**
 * A job worker (as `npm run worker`) that the delivery tests run as a child process and may kill
 * itself at a controlled point of a mailing: CRASH_POINT (before-send | after-record) of the
 * CRASH_AT-th mail, with SIGKILL, so nothing of it runs afterwards (no finally, no shutdown hook).
 * Settings come from the environment: DATABASE_URL, REDIS_URL, SMTP_URL, JOB_*, and
 * WORKER_QUEUE_NAME, WORKER_REDIS_PREFIX, WORKER_CONCURRENCY, WORKER_LOCK_MS, WORKER_STALLED_MS.
 *
 * Run: node -r @swc-node/register test/communications/crash-worker.ts (cwd server/)
 */
import 'reflect-metadata';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/data-source';
import { createJobRunner } from '../../src/jobs/job-runner';
import { createLogger } from '../../src/logger';
import { mailProcessors, type MailCheckpoint } from '../../src/modules/mail/mail.jobs';

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const logger = createLogger(process.env.WORKER_LOG_LEVEL ?? 'silent');
  const database = await openDatabase(config, { holder: 'worker', poolSize: 4 });
  const crashPoint = process.env.CRASH_POINT as MailCheckpoint | undefined;
  const crashAt = Number(process.env.CRASH_AT ?? 0);
  let reached = 0;
  const runner = createJobRunner({
    config,
    dataSource: database.dataSource,
    logger,
    processors: mailProcessors(config, logger, {
      smtpIdleCloseMs: 50,
      checkpoint: (point, mailId) => {
        if (point !== crashPoint) return;
        reached += 1;
        if (reached === crashAt) {
          process.stdout.write(`crash ${point} ${mailId}\n`);
          process.kill(process.pid, 'SIGKILL');
        }
      },
    }),
    role: 'worker',
    options: {
      queueName: process.env.WORKER_QUEUE_NAME,
      redisPrefix: process.env.WORKER_REDIS_PREFIX,
      concurrency: Number(process.env.WORKER_CONCURRENCY ?? 1),
      bullSettings: {
        lockDuration: Number(process.env.WORKER_LOCK_MS ?? 30_000),
        stalledInterval: Number(process.env.WORKER_STALLED_MS ?? 30_000),
      },
    },
  });
  await runner.start();
  process.stdout.write('ready\n');
  process.on('SIGTERM', () => {
    runner
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0), () => process.exit(1));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
