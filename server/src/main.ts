import 'reflect-metadata';
import { ConfigError, loadConfig } from './config';
import { DEMO_LOGIN } from './db/seed-demo';
import { EmbeddedDatabaseBusyError } from './db/embedded-lock';
import { startServer } from './app';
import { DEV_MAILBOX_PATH } from './modules/mail/dev-mailbox';
import { exitGracefullyOnSignals } from './shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  const publicUrl = config.publicUrl;
  console.log(`\nBenevo is running on ${publicUrl} (database: ${server.database.kind}, jobs: ${server.jobs.backend})`);
  if (server.seeded) {
    console.log(`Demo organization created. Organizer login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  }
  if (!config.smtpUrl) {
    console.log(
      `Mails are kept in the database: open ${publicUrl}${DEV_MAILBOX_PATH} signed in as a staff account ` +
        `(the demo login sees its organizations' mails; a superuser, \`npm run admin -- create-user ... --superuser\`, sees all).`,
    );
  }
  // SIGTERM/SIGINT: in-flight requests and running jobs finish within SHUTDOWN_TIMEOUT_MS (issue 20).
  exitGracefullyOnSignals({
    logger: server.services.logger,
    timeoutMs: config.shutdownTimeoutMs,
    stop: () => server.close(),
    unfinished: () => server.unfinished(),
    onSignal: (signal) =>
      console.log(`\n${signal} received, stopping Benevo (up to ${Math.ceil(config.shutdownTimeoutMs / 1000)} s for the requests and jobs under way)...`),
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseBusyError) {
    console.error(error.message);
  } else {
    console.error('Benevo could not start:', error);
  }
  process.exit(1);
});
