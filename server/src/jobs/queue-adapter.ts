import type { DataSource } from 'typeorm';
import type { Logger } from '../logger';
import type { ClaimedJob } from './outbox-store';
export type JobProcessor = (
  payload: Record<string, unknown>,
  job: { id: number; attempt: number; dataSource: DataSource; logger: Logger },
) => Promise<void>;

/** Job kind -> processor. Each module exports its own (`<module>.jobs.ts`); processors.ts merges them. */
export type ProcessorMap = Record<string, JobProcessor>;

/** What the dispatcher needs from a queue backend. */
export interface QueueAdapter {
  readonly backend: 'bull' | 'in-process';
  /** How many more jobs it takes now; the dispatcher claims no more rows than that. */
  capacity(): number;
  /** Hands claimed jobs over; throws when the queue cannot take them (they go back to pending). */
  dispatch(jobs: ClaimedJob[]): Promise<void>;
  isReady(): Promise<boolean>;
  /** Waits for running jobs; returns the ids it had accepted but not started, to give back. */
  stop(): Promise<number[]>;
}
