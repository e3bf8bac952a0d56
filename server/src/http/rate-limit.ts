import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { MessageKey } from '@benevo/schema';
import { AppError } from '../errors/app-error';

/**
 * Counts attempts on the login-like doors (login, API token, reset link, contact, portal links);
 * shared through Redis when there is one.
 *
 * An attempt is counted before it is checked, in one atomic step (an INCR with expiry on Redis, a
 * synchronous update in memory): reading the counter, verifying and then incrementing let parallel
 * requests all pass the read before any of them counted (issue 9).
 */
export interface AttemptLimiter {
  /** Counts one attempt for the key; throws TOO_MANY_REQUESTS (with the wait) when none is left. */
  consume(key: string): Promise<void>;
  /** Forgets the key's attempts (a successful login). */
  reset(key: string): Promise<void>;
}

export function createAttemptLimiter(
  options: {
    points: number;
    durationSeconds: number;
    prefix: string;
    /** The refusal's message (plural on `minutes`); "Trop de tentatives…" by default. */
    messageKey?: MessageKey;
  },
  redis: Redis | null,
): AttemptLimiter {
  const settings = { points: options.points, duration: options.durationSeconds, keyPrefix: options.prefix };
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...settings, storeClient: redis })
    : new RateLimiterMemory(settings);
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw AppError.tooManyRequests(error.msBeforeNext / 1000, options.messageKey);
        throw error;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

