import crypto from 'node:crypto';
import type { Database } from '../../src/db/data-source';
import { startRedisServer, redisServerAvailable, type RedisServer } from '../jobs/redis-server';
import { startSmtpSink, type SmtpSink } from '../jobs/smtp-sink';
import { sleep, waitFor } from '../jobs/wait';
import {
  createDatabase,
  deploymentEnv,
  startApiProcess,
  startRoundRobin,
  startWorkerProcess,
  type DeploymentEnv,
  type Processes,
  type RoundRobin,
} from '../cluster/cluster';
import {
  bookings,
  graphql,
  login,
  ok,
  openDeploymentDatabase,
  seedFestival,
  seedOrganizer,
  SIGN_UP,
  signUpInput,
  type Organizer,
} from '../cluster/festival';

/**
 * Issue 20 "Scale-out": two API processes and one job worker on one PostgreSQL and one Redis, behind a
 * loopback round-robin, as docker-compose runs them (`--scale api=3`). Nothing a process keeps for
 * itself may decide anything: sessions, attempt limits, jobs and places live in PostgreSQL and Redis.
 */
const postgres = process.env.DATABASE_URL;
if (!postgres) console.warn('Skipping the scale-out tests: they need PostgreSQL (DATABASE_URL) shared by several processes.');
const describeScaleOut = postgres && redisServerAvailable() ? describe : describe.skip;

describeScaleOut('two API processes and a worker on one PostgreSQL and Redis', () => {
  let redis: RedisServer;
  let smtp: SmtpSink;
  let dropDatabase: () => Promise<void>;
  let env: DeploymentEnv;
  const apis: Processes[] = [];
  let worker: Processes;
  let balancer: RoundRobin;
  let database: Database;
  let organizer: Organizer;

  beforeAll(async () => {
    [redis, smtp] = await Promise.all([startRedisServer(), startSmtpSink()]);
    const created = await createDatabase(postgres!);
    dropDatabase = created.drop;
    env = deploymentEnv(created.url, redis.url, {
      SMTP_URL: smtp.url,
      LOGIN_RATE_LIMIT: '4',
      // 500 sign-ups from the test's addresses: the per-address limit is tested on its own.
      SIGNUP_RATE_LIMIT: '100000',
      JOB_BACKOFF_MS: '200',
      SWEEP_INTERVAL_MS: '500',
    });
    // Both start at once on the empty database, as `docker compose up --scale api=2` does: one migrates
    // under the advisory lock, the other waits for it and finds nothing left to run.
    apis.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
    worker = await startWorkerProcess(env);
    balancer = await startRoundRobin(apis.map((api) => api.url!));
    database = await openDeploymentDatabase(created.url);
    organizer = await seedOrganizer(database, balancer.url, 'Scale');
  }, 180_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all([...apis, ...(worker ? [worker] : [])].map((p) => p.stop()));
    await database?.close();
    await dropDatabase?.();
    await smtp?.close();
    await redis?.stop();
  }, 60_000);

  const ME = '{ me { id email } }';

  it('a session made on one process works on the other', async () => {
    const session = await login(apis[0].url!, organizer.email, organizer.password);
    const one = await ok(apis[0].url!, ME, {}, session);
    const other = await ok(apis[1].url!, ME, {}, session);
    expect(other.me).toEqual(one.me);
    expect(other.me.email).toBe(organizer.email);
    // Signed out on the second: refused on the first too.
    await ok(apis[1].url!, 'mutation { logout }', {}, session);
    const after = await graphql(apis[0].url!, ME, {}, { session });
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shares the login attempt limit between processes', async () => {
    const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { id } }';
    const attempt = (url: string, password: string) => graphql(url, LOGIN, { input: { email: organizer.email, password } });
    // LOGIN_RATE_LIMIT=4: four wrong passwords, alternating processes, use them all.
    for (let i = 0; i < 4; i += 1) {
      const answer = await attempt(apis[i % 2].url!, 'wrong-password-123');
      expect(answer.errors?.[0]?.extensions?.code).not.toBe('TOO_MANY_REQUESTS');
    }
    for (const api of apis) {
      const refused = await attempt(api.url!, organizer.password);
      expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
  });

  it('holds capacity across processes: 500 concurrent sign-ups, no overbooking, one confirmation mail each', async () => {
    // 50 slots of 5 places: ten volunteers per slot race for five places, through both processes.
    const festival = await seedFestival(database, balancer.url, organizer, { positions: 5, slots: 50, places: 5 });
    const run = crypto.randomBytes(3).toString('hex');
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        graphql(balancer.url, SIGN_UP, { input: signUpInput(festival.uuid, festival.slotIds[i % 50], `${run}-${i}`) }, { client: `10.20.${i >> 8}.${i & 255}` }),
      ),
    );
    expect(balancer.hits[0]).toBeGreaterThanOrEqual(250);
    expect(balancer.hits[1]).toBeGreaterThanOrEqual(250);
    const failures = answers.filter((a) => a.errors);
    const codes = [...new Set(failures.map((a) => a.errors![0].extensions?.code))];
    // Refusals are the full slot's conflict, never a server error.
    expect(codes.filter((code) => code !== 'CONFLICT' && code !== 'BAD_USER_INPUT')).toEqual([]);
    expect(answers.every((a) => a.status > 0 && a.status < 500)).toBe(true);
    const accepted = answers.length - failures.length;
    const booked = await bookings(database, festival.eventId);
    expect(booked).toEqual({ overbookedSlots: 0, held: accepted, participations: accepted, doubled: 0 });
    expect(accepted).toBe(250);

    // The worker sends each confirmation once, whichever process took the sign-up.
    const confirmations = () => smtp.received.filter((mail) => mail.envelopeTo.some((to) => to.startsWith(`volunteer-${run}-`)));
    await waitFor('the confirmation mails', async () => confirmations().length >= accepted, 60_000);
    await sleep(1500);
    const perAddress = new Map<string, number>();
    for (const mail of confirmations()) for (const to of mail.envelopeTo) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    expect([...perAddress.values()].filter((n) => n > 1)).toEqual([]);
    expect(perAddress.size).toBe(accepted);
  }, 180_000);

  it('runs a mailing once on the worker, and what one process writes the other reads at once', async () => {
    const festival = await seedFestival(database, balancer.url, organizer, { positions: 1, slots: 1, places: 30 });
    const run = crypto.randomBytes(3).toString('hex');
    for (let i = 0; i < 12; i += 1) {
      await ok(apis[i % 2].url!, SIGN_UP, { input: signUpInput(festival.uuid, festival.slotIds[0], `${run}-m${i}`) });
    }
    const subject = `Consignes ${run}`;
    const sent = await ok(
      apis[0].url!,
      'mutation($eventId: ID!, $input: EventMailInput!) { sendEventMail(eventId: $eventId, input: $input) { recipientsCount } }',
      { eventId: String(festival.eventId), input: { subject, body: '<p>Bonjour {volunteerName}</p>' } },
      organizer.session,
    );
    expect(sent.sendEventMail.recipientsCount).toBe(12);
    const mailing = () => smtp.received.filter((mail) => mail.headers.subject === subject);
    await waitFor('the mailing', async () => mailing().length >= 12, 60_000);
    await sleep(1500);
    expect(mailing().flatMap((m) => m.envelopeTo).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `volunteer-${run}-m${i}@example.org`).sort());
    // The worker sent them, not an API process (RUN_WORKERS=false there).
    expect(worker.child.exitCode).toBeNull();

    // Renamed through the first process, read through the second: no process caches it.
    const name = `Renommé ${run}`;
    await ok(apis[0].url!, 'mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }', {
      id: String(festival.eventId),
      input: {
        name,
        description: 'Festival de test',
        responsable: 'Anne Martin',
        email: 'anne@example.org',
        days: [{ startsAt: '2030-07-01T06:00:00.000Z', endsAt: '2030-07-01T21:00:00.000Z' }],
      },
    }, organizer.session);
    const read = await ok(apis[1].url!, 'query($uuid: String!) { publicEvent(uuid: $uuid) { name } }', { uuid: festival.uuid });
    expect(read.publicEvent.name).toBe(name);
  }, 120_000);
});
