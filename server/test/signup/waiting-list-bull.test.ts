import crypto from 'node:crypto';
import Bull from 'bull';
import type { Config } from '../../src/config';
import { enqueueJob } from '../../src/jobs/outbox';
import { createJobRunner, type JobRunner } from '../../src/jobs/job-runner';
import { allProcessors } from '../../src/jobs/processors';
import { createLogger } from '../../src/logger';
import { organizationService } from '../../src/modules/organizations/organization.service';
import { WAITING_LIST_LAPSE_JOB } from '../../src/modules/waiting-list/waiting-list.service';
import type { TestDatabase } from '../database';
import { createJobsTestDatabase } from '../jobs/jobs-test-database';
import { reachableRedisUrl } from '../jobs/redis';
import { waitFor } from '../jobs/wait';

/**
 * The waiting list's lapse job runs on bull as it does in-process (waiting-list.test.ts): written to the
 * outbox with the offer, due at its expiry, handed to whichever backend runs the jobs.
 */
const redisUrl = reachableRedisUrl();
const describeWithRedis = redisUrl ? describe : describe.skip;
// A queue namespace of this file's own: other test files and helpers share the Redis.
const prefix = `benevo-test-${crypto.randomBytes(4).toString('hex')}`;
const logger = createLogger('silent');

describeWithRedis('waiting-list lapse job on bull (REDIS_URL)', () => {
  let db: TestDatabase;
  let runner: JobRunner | null = null;

  beforeAll(async () => {
    db = await createJobsTestDatabase({ SWEEP_INTERVAL_MS: '100', JOB_BACKOFF_MS: '50' });
  });
  afterAll(async () => {
    await runner?.stop();
    const queue = new Bull('jobs', String(redisUrl), { prefix });
    await queue.obliterate({ force: true });
    await queue.close();
    await db.close();
  });

  it('lapses an expired offer and offers the place to the next entry, with its mail', async () => {
    const { dataSource } = db.database;
    const manager = dataSource.manager;
    const organization = await organizationService.create(manager, { name: 'Bull Waiting', licenseType: 'club' });
    const [{ id: eventId }] = await manager.query(
      `INSERT INTO event (uuid, organization_id, name, overview_secret, status, email) VALUES ($1, $2, 'Fête', 'secret', 1, 'anne@example.org') RETURNING id`,
      [crypto.randomUUID(), organization.id],
    );
    const [{ id: positionId }] = await manager.query(`INSERT INTO position (organization_id, event_id, name) VALUES ($1, $2, 'Bar') RETURNING id`, [
      organization.id,
      eventId,
    ]);
    const [{ id: slotId }] = await manager.query(
      `INSERT INTO time_slot (organization_id, event_id, position_id, start_time, end_time, required_volunteer_count)
       VALUES ($1, $2, $3, '2030-07-01T06:00:00Z', '2030-07-01T08:00:00Z', 1) RETURNING id`,
      [organization.id, eventId, positionId],
    );
    const entry = async (rank: number, status: string, expires: string | null) => {
      const email = `attente${rank}@example.org`;
      const [{ id: volunteerId }] = await manager.query(
        `INSERT INTO volunteer (organization_id, token, email, first_name, last_name) VALUES ($1, $2, $3, 'Attente', $4) RETURNING id`,
        [organization.id, crypto.randomBytes(24).toString('base64url'), email, String(rank)],
      );
      const [{ id }] = await manager.query(
        `INSERT INTO waiting_list_entry (organization_id, event_id, time_slot_id, volunteer_id, rank, status, offer_token, offer_expires_at, first_name, last_name, email)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Attente', $9, $10) RETURNING id`,
        [organization.id, eventId, slotId, volunteerId, rank, status, status === 'offered' ? crypto.randomBytes(24).toString('base64url') : null, expires, String(rank), email],
      );
      return id as number;
    };
    const lapsing = await entry(1, 'offered', new Date(Date.now() - 60_000).toISOString());
    const next = await entry(2, 'waiting', null);
    await dataSource.transaction((tx) => enqueueJob(tx, WAITING_LIST_LAPSE_JOB, { entryId: lapsing }));

    const config: Config = { ...db.config, redisUrl, runWorkers: true };
    runner = createJobRunner({ config, dataSource, logger, processors: allProcessors(config, logger), role: 'worker', options: { queueName: 'jobs', redisPrefix: prefix } });
    expect(runner.backend).toBe('bull');
    await runner.start();
    runner.nudge();

    await waitFor('the next offer', async () => {
      const [row] = await manager.query(`SELECT status FROM waiting_list_entry WHERE id = $1`, [next]);
      return row.status === 'offered';
    });
    expect((await manager.query(`SELECT status FROM waiting_list_entry WHERE id = $1`, [lapsing]))[0].status).toBe('lapsed');
    const [mail] = await manager.query(`SELECT subject FROM mail WHERE to_address = 'attente2@example.org'`);
    expect(mail.subject).toBe("Une place s'est libérée : Fête");
    // The new offer schedules its own lapse job, due at its expiry.
    const jobs = await manager.query(`SELECT payload->>'entryId' AS entry FROM outbox WHERE kind = $1 ORDER BY id`, [WAITING_LIST_LAPSE_JOB]);
    expect(jobs.map((job: { entry: string }) => Number(job.entry))).toEqual([lapsing, next]);
  });
});
