import crypto from 'node:crypto';
import { Client } from 'pg';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/data-source';

export interface TestDatabase {
  config: Config;
  database: Database;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file, migrated: a new PostgreSQL database on the server of
 * DATABASE_URL (as CI runs), or an in-memory PGlite otherwise. Test files never share state.
 */
export async function createTestDatabase(env: Record<string, string | undefined> = {}): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async (): Promise<void> => undefined;
  if (baseUrl) {
    const name = `benevo_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: undefined,
    SMTP_URL: undefined,
    JOB_BACKOFF_MS: '20',
    SWEEP_INTERVAL_MS: '200',
    // Test files sign up hundreds of people from 127.0.0.1 (the concurrency tests); the sign-up limit
    // per address has its own tests (test/limits), which set it low.
    SIGNUP_RATE_LIMIT: '1000000',
    SECRET_KEY: crypto.randomBytes(24).toString('hex'),
    ...env,
    DATABASE_URL: databaseUrl,
  });
  const database = await openDatabase(config, { holder: 'test', inMemory: true });
  await database.dataSource.runMigrations();
  return {
    config,
    database,
    close: async () => {
      await database.close();
      await dropDatabase();
    },
  };
}
