import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import type { Config } from './config';
import type { AppServices } from './context';
import { migrate, openDatabase, type Database } from './db/data-source';
import { seedDemo } from './db/seed-demo';
import { createApolloServer } from './graphql/apollo';
import { createHttpApp } from './http/app';
import { createAttemptLimiter } from './http/rate-limit';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { allProcessors } from './jobs/processors';
import { createLogger, type Logger } from './logger';
import { facadePrefixes } from './rest/routes';
import { devMailbox } from './modules/mail/dev-mailbox';
import { remindersService } from './modules/reminders/reminders.service';
import { trackRequests, type Unfinished } from './shutdown';

export interface BenevoServer {
  url: string;
  services: AppServices;
  database: Database;
  jobs: JobRunner;
  /** Whether the demo organization was seeded at this start. */
  seeded: boolean;
  /**
   * Stops gracefully (issue 20): /readyz answers 503, no new connection is taken, idle keep-alive ones
   * are closed, in-flight requests and running jobs finish (requests are cut after SHUTDOWN_TIMEOUT_MS),
   * then Redis and the database are closed. Calling it again returns the same promise.
   */
  close(): Promise<void>;
  /** The requests and jobs under way (what a shutdown past its deadline cuts). */
  unfinished(): Unfinished;
}

export interface StartOptions {
  /** An already open database (tests); otherwise opened from the config and closed with the server. */
  database?: Database;
  logger?: Logger;
}

/** Boot: config -> database (migrated) -> queues -> HTTP (GraphQL, REST facade, clients). */
export async function startServer(config: Config, options: StartOptions = {}): Promise<BenevoServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = options.database ?? (await openDatabase(config, { holder: 'server' }));
  const ownsDatabase = !options.database;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  let jobs: JobRunner | null = null;
  try {
    await migrate(database);
    const seeded = config.seedDemo ? (await seedDemo(database.dataSource.manager)).seeded : false;
    // Shift reminders run as a self-rescheduling job: (re)start its chain when events need it (after a
    // restore, or reminder delays written while no chain was pending); a chain already pending is kept.
    await remindersService.scheduleNext(database.dataSource, new Date(), null);

    jobs = createJobRunner({
      config,
      dataSource: database.dataSource,
      logger,
      processors: allProcessors(config, logger),
      role: 'api',
    });
    const runner = jobs;
    const services: AppServices = {
      config,
      dataSource: database.dataSource,
      logger,
      nudgeJobs: () => runner.nudge(),
      attempts: createAttemptLimiter(
        { ...config.loginRateLimit, prefix: `${config.redisPrefix}-login` },
        redis,
      ),
      // Both sign-up doors count here; with Redis every API process shares the count (issue 20).
      signups: createAttemptLimiter({ ...config.signupRateLimit, prefix: `${config.redisPrefix}-signup`, messageKey: 'limits.signupRate' }, redis),
    };
    await runner.start();

    const httpServer = http.createServer();
    const requestsInFlight = trackRequests(httpServer);
    let draining = false;
    const apollo = createApolloServer(httpServer, logger, { jit: config.graphqlJit, stopGracePeriodMillis: config.shutdownTimeoutMs });
    await apollo.start();
    const expressApp = createHttpApp({
      app: services,
      apollo,
      facade: facadePrefixes,
      extraRouters: devMailbox(services),
      draining: () => draining,
      isReady: async () => ({
        database: await database.dataSource
          .query('SELECT 1')
          .then(() => true)
          .catch(() => false),
        queue: await runner.isReady(),
        ...(redis ? { redis: await redis.ping().then((r) => r === 'PONG').catch(() => false) } : {}),
      }),
    });
    httpServer.on('request', expressApp);
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, resolve);
    });
    const { port } = httpServer.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    logger.info({ url, database: database.kind, jobs: runner.backend }, 'Benevo is listening');

    let closing: Promise<void> | null = null;
    return {
      url,
      services,
      database,
      jobs: runner,
      seeded,
      close() {
        closing ??= (async () => {
          draining = true;
          // Apollo's drain (drainHttpServer) closes the listener and the idle connections, lets in-flight
          // requests finish (cut after SHUTDOWN_TIMEOUT_MS), then stops Apollo; the jobs finish alongside.
          // A job a request queues meanwhile stays in the outbox for the next process (the runner stops).
          await Promise.all([apollo.stop(), runner.stop()]);
          redis?.disconnect();
          if (ownsDatabase) await database.close();
        })();
        return closing;
      },
      unfinished: () => ({ requests: requestsInFlight(), jobs: runner.running() }),
    };
  } catch (error) {
    await jobs?.stop();
    redis?.disconnect();
    if (ownsDatabase) await database.close();
    throw error;
  }
}
