import path from 'node:path';
import { DataSource, type DataSourceOptions, type Migration } from 'typeorm';
import type { Config } from '../config';
import { serveSnapshots, type SnapshotChannel } from './backup-channel';
import { assertNoInterruptedRestore } from './restore-marker';
import { acquireEmbeddedLock } from './embedded-lock';
import { entities } from './entities';
import { migrations } from './migrations';
import { SnakeNamingStrategy } from './naming';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  dataSource: DataSource;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Who opens the embedded database, named in the refusal others get ("server", "admin CLI"). */
  holder: string;
  /** Embedded only: an in-memory database (tests), no lock and no files. */
  inMemory?: boolean;
  poolSize?: number;
}

function baseOptions(poolSize: number): Pick<DataSourceOptions, 'entities' | 'migrations' | 'synchronize' | 'namingStrategy'> & {
  extra: { max: number };
} {
  return { entities, migrations, synchronize: false, namingStrategy: new SnakeNamingStrategy(), extra: { max: poolSize } };
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite served over the Postgres wire protocol
 * on loopback by pglite-socket, so TypeORM talks to both through the same `pg` driver. (The
 * typeorm-pglite shim shares one session between connections and loses concurrent updates: STACK.md.)
 */
export async function openDatabase(config: Config, options: OpenDatabaseOptions): Promise<Database> {
  const poolSize = options.poolSize ?? 10;
  if (config.databaseUrl) {
    const dataSource = new DataSource({ type: 'postgres', url: config.databaseUrl, ...baseOptions(poolSize) });
    await dataSource.initialize();
    return { dataSource, kind: 'postgres', close: () => dataSource.destroy() };
  }
  // One connection: pglite-socket interleaves the protocol messages of concurrent connections when one
  // of them is in a transaction (electric-sql/pglite#1046), which loses rows without an error.
  return openEmbedded(config, options, 1);
}

async function openEmbedded(config: Config, options: OpenDatabaseOptions, poolSize: number): Promise<Database> {
  // A restore cut short leaves a marker: no process opens what it may have left half-swapped.
  if (!options.inMemory) assertNoInterruptedRestore(config.dataDir);
  const release = options.inMemory ? () => undefined : acquireEmbeddedLock(config.dataDir, options.holder);
  let channel: SnapshotChannel | null = null;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const db = options.inMemory ? new PGlite() : new PGlite(path.join(config.dataDir, 'pglite'));
    await db.waitReady;
    // Whoever holds DATA_DIR answers `npm run admin -- backup` with a consistent snapshot (backup-channel.ts).
    channel = options.inMemory ? null : await serveSnapshots(config.dataDir, db, options.holder);
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await server.start();
    const [host, port] = server.getServerConn().split(':');
    const dataSource = new DataSource({
      type: 'postgres',
      host,
      port: Number(port),
      username: 'postgres',
      database: 'postgres',
      ...baseOptions(poolSize),
    });
    await dataSource.initialize();
    return {
      dataSource,
      kind: 'pglite',
      close: async () => {
        await channel?.close();
        await dataSource.destroy();
        await server.stop();
        await db.close();
        release();
      },
    };
  } catch (error) {
    await channel?.close();
    release();
    throw error;
  }
}

/** The advisory lock key under which PostgreSQL databases are migrated ("benevo" + "mig"). */
const MIGRATION_LOCK = 0x62656e65766f;

/**
 * Runs the pending migrations. On PostgreSQL under an advisory lock: API processes starting together
 * (docker compose --scale api=3) migrate once, the others wait for it and find nothing left to run.
 */
export async function migrate(database: Database): Promise<Migration[]> {
  if (database.kind !== 'postgres') return database.dataSource.runMigrations({ transaction: 'each' });
  const lock = database.dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await database.dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
}
