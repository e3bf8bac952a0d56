/**
 * The time as the two-factor module sees it (e-mail code expiry, TOTP steps, pending logins). Tests move
 * it forward (`clock.set`) instead of waiting; production never sets it.
 */
let offsetMs = 0;
let fixed: number | null = null;

export const clock = {
  now(): Date {
    return new Date(fixed ?? Date.now() + offsetMs);
  },
  /** Milliseconds since the epoch, as Date.now(). */
  nowMs(): number {
    return fixed ?? Date.now() + offsetMs;
  },
  /** Tests only: freezes the clock at a date (null returns to the real time). */
  set(date: Date | null): void {
    fixed = date ? date.getTime() : null;
  },
  /** Tests only: moves the clock by some milliseconds (relative to the real or the frozen time). */
  advance(ms: number): void {
    if (fixed !== null) fixed += ms;
    else offsetMs += ms;
  },
  /** Tests only: back to the real time. */
  reset(): void {
    offsetMs = 0;
    fixed = null;
  },
};
