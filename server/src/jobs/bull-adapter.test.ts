import crypto from 'node:crypto';
import Bull from 'bull';
import type { DataSource } from 'typeorm';
import type { TestDatabase } from '../../test/database';
import { createJobsTestDatabase } from '../../test/jobs/jobs-test-database';
import { reachableRedisUrl } from '../../test/jobs/redis';
import { sleep, waitFor } from '../../test/jobs/wait';
import type { Config } from '../config';
import { createLogger } from '../logger';
import { createJobRunner, type JobRunner, type JobRunnerOptions, type ProcessorMap } from './job-runner';
import { enqueueJob } from './outbox';
import { OutboxJob } from './outbox.entity';

const redisUrl = reachableRedisUrl();
const describeWithRedis = redisUrl ? describe : describe.skip;

const BACKOFF_MS = 50;
const SWEEP_MS = 100;
// One queue namespace per test file run, so parallel files and earlier runs never meet.
const prefix = `benevo-test-${crypto.randomBytes(4).toString('hex')}`;
const queueName = 'jobs';
const logger = createLogger('silent');

describeWithRedis('bull job runner (REDIS_URL)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let inspect: Bull.Queue;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    db = await createJobsTestDatabase({
      JOB_ATTEMPTS: '3',
      JOB_BACKOFF_MS: String(BACKOFF_MS),
      SWEEP_INTERVAL_MS: String(SWEEP_MS),
    });
    dataSource = db.database.dataSource;
    inspect = new Bull(queueName, String(redisUrl), { prefix });
  });

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });

  afterAll(async () => {
    await inspect.obliterate({ force: true });
    await inspect.close();
    await db.close();
  });

  /** role 'api' with RUN_WORKERS=false only adds jobs; role 'worker' runs them. */
  async function startRunner(role: 'api' | 'worker', processors: ProcessorMap, options?: JobRunnerOptions): Promise<JobRunner> {
    const config: Config = { ...db.config, redisUrl, runWorkers: false };
    const runner = createJobRunner({ config, dataSource, logger, processors, role, options: { queueName, redisPrefix: prefix, ...options } });
    runners.push(runner);
    await runner.start();
    return runner;
  }

  const enqueueCommitted = (kind: string, payload: Record<string, unknown>): Promise<number> =>
    dataSource.transaction((manager) => enqueueJob(manager, kind, payload));

  const row = (id: number): Promise<OutboxJob> => dataSource.getRepository(OutboxJob).findOneByOrFail({ id: String(id) });

  const withStatus = (id: number, status: OutboxJob['status']) => async (): Promise<OutboxJob | undefined> => {
    const job = await row(id);
    return job.status === status ? job : undefined;
  };

  it('goes through Redis to a worker process, which marks the outbox row done', async () => {
    const apiCalls: unknown[] = [];
    const workerCalls: Array<{ payload: Record<string, unknown>; attempt: number }> = [];
    const api = await startRunner('api', { 'test.bull': async (payload) => void apiCalls.push(payload) });
    await startRunner('worker', { 'test.bull': async (payload, job) => void workerCalls.push({ payload, attempt: job.attempt }) });
    expect(api.backend).toBe('bull');
    await expect(api.isReady()).resolves.toBe(true);

    const id = await enqueueCommitted('test.bull', { eventId: 7 });
    api.nudge();
    const done = await waitFor('the job to be done', withStatus(id, 'done'));
    await sleep(3 * SWEEP_MS);
    expect(workerCalls).toEqual([{ payload: { eventId: 7 }, attempt: 1 }]);
    expect(apiCalls).toEqual([]);
    expect(done.attempts).toBe(1);
    expect(await inspect.getJob(String(id))).toBeNull();
  });

  it('treats a re-dispatch of a job still in Redis as a no-op, and re-adds one Redis lost', async () => {
    const api = await startRunner('api', {}, { staleAfterMs: 200 });
    const kept = await enqueueCommitted('test.redispatch', { which: 'kept' });
    const lost = await enqueueCommitted('test.redispatch', { which: 'lost' });
    api.nudge();
    await waitFor('both jobs in Redis', async () => (await inspect.getWaitingCount()) === 2);
    // Redis restarted without its data: this job is gone from the queue, its row still says dispatched.
    await (await inspect.getJob(String(lost)))?.remove();
    const firstDispatch = (await row(kept)).dispatchedAt;
    await waitFor('a sweep to re-dispatch the stale rows', async () => {
      const [keptRow, lostRow] = await Promise.all([row(kept), row(lost)]);
      return (keptRow.dispatchedAt?.getTime() ?? 0) > (firstDispatch?.getTime() ?? 0) && lostRow.status === 'dispatched';
    });
    await waitFor('the lost job back in Redis', async () => (await inspect.getJob(String(lost))) !== null);
    expect(await inspect.getWaitingCount()).toBe(2);

    const calls: unknown[] = [];
    await startRunner('worker', { 'test.redispatch': async (payload) => void calls.push(payload) });
    await waitFor('both jobs done', async () => (await row(kept)).status === 'done' && (await row(lost)).status === 'done');
    expect(calls).toHaveLength(2);
    expect(calls).toEqual(expect.arrayContaining([{ which: 'kept' }, { which: 'lost' }]));
  });

  it('lets bull retry a failing job with backoff, then marks the row failed with the last error', async () => {
    const startedAt: number[] = [];
    const api = await startRunner('api', {});
    await startRunner('worker', {
      'test.bull-fails': async (_payload, job) => {
        startedAt.push(Date.now());
        throw new Error(`refused ${job.attempt}`);
      },
    });
    const id = await enqueueCommitted('test.bull-fails', {});
    api.nudge();
    const failed = await waitFor('the job to fail', withStatus(id, 'failed'));
    await sleep(3 * SWEEP_MS);
    expect(startedAt).toHaveLength(3);
    expect(failed).toMatchObject({ attempts: 3, lastError: 'refused 3' });
    expect(startedAt[1] - startedAt[0]).toBeGreaterThanOrEqual(BACKOFF_MS - 5);
    expect(startedAt[2] - startedAt[1]).toBeGreaterThanOrEqual(2 * BACKOFF_MS - 5);
    expect(await inspect.getJob(String(id))).toBeNull();
  });
});
