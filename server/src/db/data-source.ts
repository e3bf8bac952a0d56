import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { Config } from '../config';
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
  const release = options.inMemory ? () => undefined : acquireEmbeddedLock(config.dataDir, options.holder);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const db = options.inMemory ? new PGlite() : new PGlite(path.join(config.dataDir, 'pglite'));
    await db.waitReady;
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
        await dataSource.destroy();
        await server.stop();
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
