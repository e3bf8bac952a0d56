import { startTestApp, type TestApp } from './harness';

/**
 * The concurrency tests' frame: real concurrency needs PostgreSQL (DATABASE_URL); the embedded PGlite
 * serves one connection, so its transactions never race. On PGlite the file says it is skipped and
 * why; on PostgreSQL it gets a started app. Call at the top of the file.
 */
export function onPostgres(file: string): { enabled: boolean; describe: jest.Describe; app: () => TestApp } {
  const enabled = Boolean(process.env.DATABASE_URL);
  if (!enabled) {
    console.log(`Skipped ${file}: the concurrency tests need PostgreSQL (DATABASE_URL); PGlite runs one connection, so changes cannot race there.`);
  }
  let t: TestApp | undefined;
  beforeAll(async () => {
    if (enabled) t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  return {
    enabled,
    describe: enabled ? describe : describe.skip,
    app: () => {
      if (!t) throw new Error('the app starts in beforeAll');
      return t;
    },
  };
}
