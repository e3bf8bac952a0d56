import crypto from 'node:crypto';
import type { Database } from '../../src/db/data-source';
import { startRedisServer, redisServerAvailable, type RedisServer } from '../jobs/redis-server';
import { startSmtpSink, type SmtpSink } from '../jobs/smtp-sink';
import { sleep, waitFor } from '../jobs/wait';
import { createDatabase, deploymentEnv, startApiProcess, startWorkerProcess, type DeploymentEnv, type Processes } from '../cluster/cluster';
import { ok, openDeploymentDatabase, seedFestival, seedOrganizer, SIGN_UP, signUpInput } from '../cluster/festival';

/**
 * Issue 20 "graceful shutdown", the worker's side (`npm run worker` as a process of its own, bull on a
 * redis-server of the test's own): SIGTERM while a job is sending a mail to a slow SMTP server. The job
 * finishes (the mail is accepted once, its outbox row done), no new job is taken meanwhile, and the
 * worker exits 0; the job queued after the signal waits for the next worker, which sends it once.
 * (The API process's side is test/limits/shutdown.test.ts; a worker killed outright, the delivery test.)
 */
const postgres = process.env.DATABASE_URL;
if (!postgres) console.warn('Skipping the worker shutdown test: it needs PostgreSQL (DATABASE_URL) shared by its processes.');
const describeShutdown = postgres && redisServerAvailable() ? describe : describe.skip;

describeShutdown('SIGTERM on a worker in the middle of a job', () => {
  let redis: RedisServer;
  let smtp: SmtpSink;
  let dropDatabase: () => Promise<void>;
  let env: DeploymentEnv;
  let api: Processes;
  const workers: Processes[] = [];
  let database: Database;

  beforeAll(async () => {
    // Every message is answered 2.5 s after its data: long enough to stop a worker mid-send.
    [redis, smtp] = await Promise.all([startRedisServer(), startSmtpSink(0, { delayMs: 2500 })]);
    const created = await createDatabase(postgres!);
    dropDatabase = created.drop;
    env = deploymentEnv(created.url, redis.url, { SMTP_URL: smtp.url, SHUTDOWN_TIMEOUT_MS: '15000', JOB_BACKOFF_MS: '200', SWEEP_INTERVAL_MS: '500' });
    api = await startApiProcess(env);
    database = await openDeploymentDatabase(created.url);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([api, ...workers].filter(Boolean).map((p) => p.stop('SIGKILL')));
    await database?.close();
    await dropDatabase?.();
    await smtp?.close();
    await redis?.stop();
  }, 60_000);

  it('finishes the mail under way, takes nothing new, exits 0; the next worker sends what was left, once', async () => {
    const organizer = await seedOrganizer(database, api.url!, 'Arrêt');
    const festival = await seedFestival(database, api.url!, organizer, { positions: 1, slots: 2, places: 10 });
    const run = crypto.randomBytes(3).toString('hex');
    const first = await startWorkerProcess(env);
    workers.push(first);

    await ok(api.url!, SIGN_UP, { input: signUpInput(festival.uuid, festival.slotIds[0], `${run}-first`) });
    await waitFor('the confirmation mail to be under way', async () => smtp.answering() === 1, 30_000);
    const stopped = first.stop('SIGTERM');
    // Queued once the worker said it takes no new job (a job arriving in the moment between the signal
    // and that line is still taken, and finished, as one running).
    await waitFor('the worker to stop taking jobs', async () => first.output().includes('no new job is taken'), 10_000);
    await ok(api.url!, SIGN_UP, { input: signUpInput(festival.uuid, festival.slotIds[1], `${run}-second`) });
    const started = Date.now();
    expect(await stopped).toBe(0);
    const tookMs = Date.now() - started;
    const to = (key: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(`volunteer-${run}-${key}@example.org`)).length;
    expect(to('first')).toBe(1);
    expect(to('second')).toBe(0);
    expect(first.output()).toContain('stopped cleanly');
    // This deployment's database holds only this test's rows.
    const outbox = async () =>
      Object.fromEntries(
        (await database.dataSource.query(`SELECT status, COUNT(*)::int AS n FROM outbox GROUP BY status`)).map((row: { status: string; n: number }) => [row.status, row.n]),
      );
    const waiting = await outbox();
    expect((waiting.pending ?? 0) + (waiting.dispatched ?? 0)).toBeGreaterThan(0);

    // The next worker takes what was left, and sends it once.
    workers.push(await startWorkerProcess(env));
    await waitFor('the second confirmation', async () => to('second') === 1, 60_000);
    await waitFor('the outbox to be done', async () => {
      const rows = await outbox();
      return (rows.pending ?? 0) + (rows.dispatched ?? 0) === 0;
    }, 30_000);
    await sleep(1000);
    expect({ first: to('first'), second: to('second') }).toEqual({ first: 1, second: 1 });
    expect((await outbox()).failed).toBeUndefined();
    console.log(`Worker SIGTERM mid-send: the running mail finished in ${tookMs} ms after the signal, exit 0; the job queued meanwhile sent by the next worker; outbox ${JSON.stringify(await outbox())}`);
  }, 120_000);
});
