import type { DataSource } from 'typeorm';
import type { TestDatabase } from '../../test/database';
import { createJobsTestDatabase } from '../../test/jobs/jobs-test-database';
import { sleep, waitFor } from '../../test/jobs/wait';
import { createLogger } from '../logger';
import { createJobRunner, type JobRunner, type JobRunnerOptions, type ProcessorMap } from './job-runner';
import { enqueueJob } from './outbox';
import { OutboxJob } from './outbox.entity';

const BACKOFF_MS = 50;
const SWEEP_MS = 100;

let db: TestDatabase;
let dataSource: DataSource;
const runners: JobRunner[] = [];
const logger = createLogger('silent');

beforeAll(async () => {
  db = await createJobsTestDatabase({ JOB_ATTEMPTS: '3', JOB_BACKOFF_MS: String(BACKOFF_MS), SWEEP_INTERVAL_MS: String(SWEEP_MS) });
  dataSource = db.database.dataSource;
});

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

afterAll(async () => {
  await db.close();
});

async function startRunner(processors: ProcessorMap, options?: JobRunnerOptions): Promise<JobRunner> {
  const runner = createJobRunner({ config: db.config, dataSource, logger, processors, role: 'api', options });
  runners.push(runner);
  await runner.start();
  return runner;
}

async function enqueueCommitted(kind: string, payload: Record<string, unknown>, availableAt?: Date): Promise<number> {
  return dataSource.transaction((manager) => enqueueJob(manager, kind, payload, { availableAt }));
}

const row = (id: number): Promise<OutboxJob> => dataSource.getRepository(OutboxJob).findOneByOrFail({ id: String(id) });

const finished = (id: number, status: 'done' | 'failed') => async (): Promise<OutboxJob | undefined> => {
  const job = await row(id);
  return job.status === status ? job : undefined;
};

describe('in-process job runner', () => {
  it('reports the in-process backend, always ready', async () => {
    const runner = await startRunner({});
    expect(runner.backend).toBe('in-process');
    await expect(runner.isReady()).resolves.toBe(true);
  });

  it('never runs a job enqueued in a rolled-back transaction', async () => {
    const calls: unknown[] = [];
    const runner = await startRunner({ 'test.rollback': async (payload) => void calls.push(payload) });
    await expect(
      dataSource.transaction(async (manager) => {
        await enqueueJob(manager, 'test.rollback', { n: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    runner.nudge();
    await sleep(3 * SWEEP_MS);
    expect(calls).toEqual([]);
    expect(await dataSource.getRepository(OutboxJob).countBy({ kind: 'test.rollback' })).toBe(0);
  });

  it('runs a committed job once, with its payload', async () => {
    const calls: Array<{ payload: Record<string, unknown>; id: number; attempt: number }> = [];
    const runner = await startRunner({
      'test.once': async (payload, job) => void calls.push({ payload, id: job.id, attempt: job.attempt }),
    });
    const id = await enqueueCommitted('test.once', { volunteerId: 42, note: 'é' });
    runner.nudge();
    const done = await waitFor('the job to be done', finished(id, 'done'));
    await sleep(3 * SWEEP_MS);
    expect(calls).toEqual([{ payload: { volunteerId: 42, note: 'é' }, id, attempt: 1 }]);
    expect(done).toMatchObject({ attempts: 1, lastError: null });
    expect(done.dispatchedAt).toBeInstanceOf(Date);
    expect(done.doneAt).toBeInstanceOf(Date);
  });

  it('retries a failing job with exponential backoff, then marks it failed with the last error', async () => {
    const startedAt: number[] = [];
    const runner = await startRunner({
      'test.fails': async (_payload, job) => {
        startedAt.push(Date.now());
        throw new Error(`boom ${job.attempt}`);
      },
    });
    const id = await enqueueCommitted('test.fails', {});
    runner.nudge();
    const failed = await waitFor('the job to fail', finished(id, 'failed'));
    await sleep(3 * SWEEP_MS);
    expect(startedAt).toHaveLength(3);
    expect(failed).toMatchObject({ attempts: 3, lastError: 'boom 3' });
    // Backoff after attempt n is BACKOFF_MS * 2^(n-1); a few ms of slack for timer granularity.
    expect(startedAt[1] - startedAt[0]).toBeGreaterThanOrEqual(BACKOFF_MS - 5);
    expect(startedAt[2] - startedAt[1]).toBeGreaterThanOrEqual(2 * BACKOFF_MS - 5);
  });

  it('marks a job of an unknown kind failed at once', async () => {
    const runner = await startRunner({});
    const id = await enqueueCommitted('test.unknown-kind', {});
    runner.nudge();
    const failed = await waitFor('the job to fail', finished(id, 'failed'));
    expect(failed).toMatchObject({ attempts: 1, lastError: 'No processor for job kind "test.unknown-kind"' });
  });

  it('holds a job until its availableAt, then runs it without waiting for a sweep', async () => {
    const ranAt: number[] = [];
    const runner = await startRunner({ 'test.later': async () => void ranAt.push(Date.now()) });
    const availableAt = new Date(Date.now() + 300);
    const id = await enqueueCommitted('test.later', {}, availableAt);
    runner.nudge();
    await sleep(150);
    expect(ranAt).toEqual([]);
    await waitFor('the job to be done', finished(id, 'done'));
    expect(ranAt).toHaveLength(1);
    expect(ranAt[0]).toBeGreaterThanOrEqual(availableAt.getTime() - 5);
  });

  it('re-dispatches a row left dispatched by a process that died, and leaves a recent one alone', async () => {
    const calls: number[] = [];
    const stale = await enqueueCommitted('test.stale', { which: 'stale' });
    const recent = await enqueueCommitted('test.stale', { which: 'recent' });
    await dataSource.query(
      `UPDATE "outbox" SET "status" = 'dispatched', "dispatched_at" = now() - interval '1 hour' WHERE "id" = $1`,
      [stale],
    );
    await dataSource.query(`UPDATE "outbox" SET "status" = 'dispatched', "dispatched_at" = now() WHERE "id" = $1`, [recent]);
    await startRunner({ 'test.stale': async (_payload, job) => void calls.push(job.id) }, { staleAfterMs: 60_000 });
    await waitFor('the stale job to be done', finished(stale, 'done'));
    await sleep(3 * SWEEP_MS);
    expect(calls).toEqual([stale]);
    expect((await row(recent)).status).toBe('dispatched');
  });

  it('never starts an attempt beyond JOB_ATTEMPTS: a row left dispatched with none left is marked failed', async () => {
    const calls: number[] = [];
    const id = await enqueueCommitted('test.used-up', {});
    // As when a process died after the last attempt, before marking the row failed.
    await dataSource.query(
      `UPDATE "outbox" SET "status" = 'dispatched', "attempts" = $2, "last_error" = 'boom 3',
         "dispatched_at" = now() - interval '1 hour' WHERE "id" = $1`,
      [id, db.config.jobAttempts],
    );
    await startRunner({ 'test.used-up': async (_payload, job) => void calls.push(job.attempt) }, { staleAfterMs: 60_000 });
    const failed = await waitFor('the job to be marked failed', finished(id, 'failed'));
    await sleep(3 * SWEEP_MS);
    expect(calls).toEqual([]);
    expect(failed).toMatchObject({ attempts: db.config.jobAttempts, lastError: 'boom 3' });
  });

  it('stops after the running job and gives the jobs it had not started back to the outbox', async () => {
    const started: number[] = [];
    const runner = await startRunner(
      {
        'test.slow': async (_payload, job) => {
          started.push(job.id);
          await sleep(200);
        },
      },
      { concurrency: 1 },
    );
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1) ids.push(await enqueueCommitted('test.slow', { n }));
    runner.nudge();
    await waitFor('the first job to start', async () => started.length === 1);
    // What a shutdown past its deadline would report as cut: the job running, and only it.
    expect(runner.running()).toEqual([{ id: started[0], kind: 'test.slow', attempt: 1, forMs: expect.any(Number) }]);
    await runner.stop();
    expect(runner.running()).toEqual([]);
    const statuses = await Promise.all(ids.map(async (id) => (await row(id)).status));
    expect(statuses).toEqual(['done', 'pending', 'pending']);

    const next = await startRunner({ 'test.slow': async (_payload, job) => void started.push(job.id) });
    next.nudge();
    await waitFor('the others to be done', async () => (await row(ids[2])).status === 'done' && (await row(ids[1])).status === 'done');
    expect(started.sort((a, b) => a - b)).toEqual(ids);
  });

  it('shares the outbox between runners without running any job twice', async () => {
    const runs = new Map<number, number>();
    const processors: ProcessorMap = {
      'test.shared': async (_payload, job) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await sleep(5);
      },
    };
    const first = await startRunner(processors, { batchSize: 3, concurrency: 2 });
    const second = await startRunner(processors, { batchSize: 3, concurrency: 2 });
    const ids = await dataSource.transaction(async (manager) => {
      const created: number[] = [];
      for (let n = 0; n < 30; n += 1) created.push(await enqueueJob(manager, 'test.shared', { n }));
      return created;
    });
    first.nudge();
    second.nudge();
    await waitFor(
      'all jobs to be done',
      async () => (await dataSource.getRepository(OutboxJob).countBy({ kind: 'test.shared', status: 'done' })) === 30,
    );
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});
