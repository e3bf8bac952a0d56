import type { ClaimedJob } from './outbox-store';

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
