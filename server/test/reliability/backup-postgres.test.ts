import 'reflect-metadata';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/data-source';
import { listColumns, listTables, tableFingerprint, tableFingerprints, type TableFingerprint } from '../../src/db/fingerprint';
import { startTestApp, type TestApp } from '../harness';
import { seedTenant } from '../isolation/seed';
import { createDatabase, runCli } from '../cluster/cluster';
import { seedFestival, seedOrganizer, seedVolunteers } from '../cluster/festival';

/**
 * Issue 20 "Data safety" on PostgreSQL, as the README tells an operator to do it: `pg_dump` of a
 * seeded festival database while the server serves it, `pg_restore` into a fresh database, then
 * `npm run admin -- checksums` on both (every table's rows and checksum) must print the same. The
 * restored copy then takes the migrations back and forward, with the data in it.
 */
const postgres = process.env.DATABASE_URL;
const toolsAvailable = ['pg_dump', 'pg_restore'].every((tool) => fs.existsSync(`/usr/bin/${tool}`) || process.env.PATH?.split(':').some((dir) => fs.existsSync(path.join(dir, tool))));
if (!postgres) console.warn('Skipping the PostgreSQL backup and migration tests: they need PostgreSQL (DATABASE_URL) and pg_dump/pg_restore.');
const describePostgres = postgres && toolsAvailable ? describe : describe.skip;

/** Runs a command; resolves with its output, rejects with it when it fails. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

async function openCopy(url: string): Promise<Database> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, SECRET_KEY: 'x'.repeat(32) });
  return openDatabase(config, { holder: 'test', inMemory: true, poolSize: 2 });
}

const byTable = (list: TableFingerprint[]) => new Map(list.map((f) => [f.table, f]));

describePostgres('PostgreSQL: pg_dump while serving, pg_restore, checksums; migrations back and forward on the copy', () => {
  let t: TestApp;
  let restored: { url: string; drop(): Promise<void> };
  let sourceUrl: string;
  let dumpDir: string;

  beforeAll(async () => {
    t = await startTestApp();
    // Two tenants with something in (nearly) every table: events, slots, volunteers, participations,
    // campaigns, shop, vouchers, badges, operators, managers, mailings, swaps, webhooks, audit…
    await seedTenant(t, 'A');
    await seedTenant(t, 'B');
    // And a festival's volume: 1,500 slots on 30 positions, 2,000 volunteers with a shift each.
    const organizer = await seedOrganizer(t.db.database, t.server.url, 'Festival');
    const festival = await seedFestival(t.db.database, t.server.url, organizer, { positions: 30, slots: 1500, places: 3 });
    await seedVolunteers(t.db.database, organizer, 2000, { festival });
    sourceUrl = t.db.config.databaseUrl!;
    restored = await createDatabase(postgres!);
    dumpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-dump-'));
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await restored?.drop();
    if (dumpDir) fs.rmSync(dumpDir, { recursive: true, force: true });
  });

  const query = (db: Database) => (sql: string, parameters?: unknown[]) => db.dataSource.query(sql, parameters);

  /** The fingerprints once the seed's jobs (mails, documents, points) are done: two readings alike. */
  async function settled(db: Database): Promise<TableFingerprint[]> {
    let previous = await tableFingerprints(query(db));
    for (let i = 0; i < 40; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = await tableFingerprints(query(db));
      if (JSON.stringify(now) === JSON.stringify(previous)) return now;
      previous = now;
    }
    throw new Error('the seeded database kept changing');
  }

  it('restores a dump taken while the server answers into a fresh database: the same rows and checksums, table by table', async () => {
    const source = await settled(t.db.database);
    const cliEnv = { LOG_LEVEL: 'silent', REDIS_URL: '', SECRET_KEY: 'x'.repeat(32), DATA_DIR: dumpDir };
    const file = path.join(dumpDir, 'benevo.dump');
    // The server keeps answering during the dump (pg_dump reads one snapshot and blocks no one).
    let reads = 0;
    let dumping = true;
    const reader = (async () => {
      while (dumping) {
        const res = await fetch(`${t.server.url}/readyz`);
        expect(res.status).toBe(200);
        reads += 1;
      }
    })();
    await run('pg_dump', ['--format=custom', `--file=${file}`, sourceUrl]);
    dumping = false;
    await reader;
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restored.url}`, file]);

    // As an operator compares them (README): the same `checksums` output from both databases.
    const [fromSource, fromRestored] = await Promise.all([
      runCli(['checksums'], { ...cliEnv, DATABASE_URL: sourceUrl }),
      runCli(['checksums'], { ...cliEnv, DATABASE_URL: restored.url }),
    ]);
    expect(fromSource.status).toBe(0);
    expect(fromRestored.stdout).toBe(fromSource.stdout);
    const tables = fromSource.stdout.trim().split('\n').length - 1;
    const copy = await openCopy(restored.url);
    try {
      expect(await tableFingerprints(query(copy))).toEqual(source);
    } finally {
      await copy.close();
    }
    const filled = source.filter((f) => f.rows > 0);
    expect(tables).toBe(source.length);
    expect(filled.length).toBeGreaterThan(40);
    console.log(
      `pg_dump/pg_restore: ${tables} tables (${filled.length} with rows, ${filled.reduce((sum, f) => sum + f.rows, 0)} rows) restored with the same counts and checksums; ` +
        `dump ${(fs.statSync(file).size / 1024).toFixed(0)} kB, ${reads} requests answered during the dump`,
    );
  }, 120_000);

  it('takes every migration back and forward on the restored festival: the data of what stays is kept, the schema ends as the entities say', async () => {
    const copy = await openCopy(restored.url);
    try {
      const { dataSource } = copy;
      const total = dataSource.migrations.length;
      // Back to the four first migrations (foundation, jobs and mail, events, volunteers): every later
      // one reverted, on data (each down must cope with the rows the seed left).
      const keep = 4;
      for (let i = total; i > keep; i -= 1) await dataSource.undoLastMigration();
      // The columns a table has at both ends (a later migration may have moved one elsewhere, which its
      // down migration brings back).
      const topColumns = await listColumns(query(t.db.database));
      const lowColumns = new Map([...(await listColumns(query(copy))).entries()].map(([table, columns]) => [table, columns.filter((c) => topColumns.get(table)?.includes(c))]));
      const lowTables = (await listTables(query(copy))).filter((table) => table !== 'migrations' && topColumns.has(table));
      // What stayed must be as in the source (still at the last migration), row for row, with one
      // difference expected: the events relying on the private name display have it written out (the down
      // of PrivateNamesByDefault), and the display they get is the same.
      const display = `SELECT id, "configuration" - 'volunteerNameDisplay' AS rest, COALESCE("configuration"->>'volunteerNameDisplay', 'last_name_abbreviated') AS shown FROM "event" ORDER BY id`;
      const kept = async (db: Database) => {
        const fingerprints = new Map<string, TableFingerprint>();
        for (const table of lowTables) {
          const columns = lowColumns.get(table)!.filter((column) => table !== 'event' || column !== 'configuration');
          fingerprints.set(table, await tableFingerprint(query(db), table, columns));
        }
        return { fingerprints, events: await db.dataSource.query(display) };
      };
      const source = await kept(t.db.database);
      const low = await kept(copy);
      expect(low).toEqual(source);
      expect([...low.fingerprints.values()].filter((f) => f.rows > 0).length).toBeGreaterThan(5);
      expect(source.events.filter((row: { shown: string }) => row.shown === 'last_name_abbreviated').length).toBeGreaterThan(0);

      // Forward again: nothing left to build, and what stayed is as it was.
      await dataSource.runMigrations();
      expect(await dataSource.showMigrations()).toBe(false);
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
      expect(await kept(copy)).toEqual(source);

      // All the way down (the first migrations too, on their data), then up on the empty database.
      for (let i = total; i > 0; i -= 1) await dataSource.undoLastMigration();
      expect((await listTables(query(copy))).filter((table) => table !== 'migrations')).toEqual([]);
      await dataSource.runMigrations();
      expect((await dataSource.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
      const before = byTable(await tableFingerprints(query(t.db.database)));
      console.log(
        `Migrations on the restored festival: ${total - keep} reverted and re-applied keeping ${lowTables.length} tables' ${[...low.fingerprints.values()].reduce((sum, f) => sum + f.rows, 0)} rows intact ` +
          `(of ${before.size} tables), then all ${total} down and up`,
      );
    } finally {
      await copy.close();
    }
  }, 180_000);
});
