import 'reflect-metadata';
import { createTestDatabase, type TestDatabase } from './database';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('migrations', () => {
  it('build exactly the schema the entities describe (no synchronize needed)', async () => {
    const pending = await db.database.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('can be reverted and applied again', async () => {
    const { dataSource } = db.database;
    for (let i = 0; i < dataSource.migrations.length; i += 1) await dataSource.undoLastMigration();
    expect(await dataSource.query(`SELECT to_regclass('public.app_user') AS t`)).toEqual([{ t: null }]);
    await dataSource.runMigrations();
    expect(await dataSource.showMigrations()).toBe(false);
  });
});
