import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/data-source';
import { createTestDatabase, type TestDatabase } from '../database';

/**
 * createTestDatabase() for the job tests. On PostgreSQL (DATABASE_URL) it is exactly that. On embedded
 * PGlite it opens the in-memory database with a pool of ONE connection: pglite-socket 0.2.17 interleaves
 * the extended-protocol messages of a connection outside a transaction with another connection's
 * transaction, which fails parameterized queries at random ('portal "" does not exist', 'unnamed
 * prepared statement does not exist') or returns empty results (electric-sql/pglite#1046). The runner
 * queries while tests commit, so with the shared pool these tests would flake on that bug rather than
 * test the runner. One connection keeps every message of one query together.
 */
export async function createJobsTestDatabase(env: Record<string, string | undefined> = {}): Promise<TestDatabase> {
  if (process.env.DATABASE_URL) return createTestDatabase(env);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const database = await openDatabase(config, { holder: 'test', inMemory: true, poolSize: 1 });
  await database.dataSource.runMigrations();
  return { config, database, close: () => database.close() };
}
