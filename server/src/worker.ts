import 'reflect-metadata';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/data-source';
import { createJobRunner } from './jobs/job-runner';
import { allProcessors } from './jobs/processors';
import { createLogger } from './logger';
import { exitGracefullyOnSignals } from './shutdown';

/**
 * `npm run worker`: runs the job processors off the bull queue, next to API processes started with
 * RUN_WORKERS=false. It needs the shared state of a scaled deployment: PostgreSQL and Redis (the
 * embedded database belongs to the one server process).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl || !config.redisUrl) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL) and REDIS_URL (Redis): without them the server ' +
        'runs the jobs itself (npm start), with the embedded database and the in-process runner.',
    );
    process.exitCode = 1;
    return;
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, { holder: 'worker' });
  const runner = createJobRunner({
    config,
    dataSource: database.dataSource,
    logger,
    processors: allProcessors(config, logger),
    role: 'worker',
  });
  await runner.start();
  logger.info({ role: 'worker', jobs: runner.backend }, 'worker ready');

  // SIGTERM/SIGINT: no new job is taken, running ones finish within SHUTDOWN_TIMEOUT_MS, then exit 0.
  // Past it: the cut jobs are logged, exit 1; bull hands a job whose worker died to another (stalled).
  exitGracefullyOnSignals({
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    stop: async () => {
      await runner.stop();
      await database.close();
    },
    unfinished: () => ({ requests: [], jobs: runner.running() }),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
