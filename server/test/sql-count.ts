import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';

/**
 * Counts the SQL statements TypeORM sends, by wrapping the query runner's `query` method: the N+1
 * guard of the tests and the statements-per-request figure of the benches. Counts every statement of
 * the process: run nothing else meanwhile.
 */
export function startStatementCounter(onQuery?: (sql: string) => void, ignore?: RegExp): { readonly count: number; stop(): void } {
  const original = PostgresQueryRunner.prototype.query;
  let count = 0;
  PostgresQueryRunner.prototype.query = function (this: PostgresQueryRunner, ...args: Parameters<typeof original>) {
    if (ignore?.test(args[0])) return original.apply(this, args);
    count += 1;
    onQuery?.(args[0]);
    return original.apply(this, args);
  } as typeof original;
  return {
    get count() {
      return count;
    },
    stop() {
      PostgresQueryRunner.prototype.query = original;
    },
  };
}

/**
 * The outbox's own statements: the dispatcher and sweeper run on timers in the same process, so a
 * count of a read that should not depend on them ignores them.
 */
export const BACKGROUND_JOB_STATEMENTS = /"outbox"/;

/** The statements sent while `work` runs (less those matching `ignore`). */
export async function countStatements(work: () => Promise<unknown>, onQuery?: (sql: string) => void, ignore?: RegExp): Promise<number> {
  const counter = startStatementCounter(onQuery, ignore);
  try {
    await work();
  } finally {
    counter.stop();
  }
  return counter.count;
}
