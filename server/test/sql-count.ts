import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';

/**
 * Counts the SQL statements TypeORM sends, by wrapping the query runner's `query` method: the N+1
 * guard of the tests and the statements-per-request figure of the benches. Counts every statement of
 * the process: run nothing else meanwhile.
 */
export function startStatementCounter(onQuery?: (sql: string) => void): { readonly count: number; stop(): void } {
  const original = PostgresQueryRunner.prototype.query;
  let count = 0;
  PostgresQueryRunner.prototype.query = function (this: PostgresQueryRunner, ...args: Parameters<typeof original>) {
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

/** The statements sent while `work` runs. */
export async function countStatements(work: () => Promise<unknown>, onQuery?: (sql: string) => void): Promise<number> {
  const counter = startStatementCounter(onQuery);
  try {
    await work();
  } finally {
    counter.stop();
  }
  return counter.count;
}
