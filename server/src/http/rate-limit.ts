import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error';

/** Counts failed attempts on the login and reset doors; shared through Redis when there is one. */
export interface AttemptLimiter {
  /** Throws TOO_MANY_REQUESTS when the key has no attempts left. */
  check(key: string): Promise<void>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createAttemptLimiter(
  options: { points: number; durationSeconds: number; prefix: string },
  redis: Redis | null,
): AttemptLimiter {
  const settings = { points: options.points, duration: options.durationSeconds, keyPrefix: options.prefix };
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...settings, storeClient: redis })
    : new RateLimiterMemory(settings);
  return {
    async check(key) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= options.points) {
        throw AppError.tooManyRequests(Math.ceil(state.msBeforeNext / 1000));
      }
    },
    async fail(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) return; // Already over the limit: check() refuses next time.
        throw error;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
