/**
 * Fixed-window counters for abuse limits (login, signup). In memory by default; in Redis when
 * REDIS_URL is set, so every server instance counts against the same window.
 */
import type { Redis } from 'ioredis';

export interface RateLimitHit {
  count: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, windowSeconds: number): Promise<RateLimitHit>;
  peek(key: string): Promise<RateLimitHit>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(clock: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAtMs: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAtMs <= clock()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const toHit = (window: { count: number; resetAtMs: number } | undefined): RateLimitHit => ({
    count: window?.count ?? 0,
    retryAfterSeconds: window ? Math.max(1, Math.ceil((window.resetAtMs - clock()) / 1000)) : 0,
  });
  return {
    hit(key, windowSeconds) {
      let window = live(key);
      if (!window) {
        window = { count: 0, resetAtMs: clock() + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve(toHit(window));
    },
    peek(key) {
      return Promise.resolve(toHit(live(key)));
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix = 'khela:rate:'): RateLimiter {
  return {
    async hit(key, windowSeconds) {
      const fullKey = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(fullKey).ttl(fullKey).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.expire(fullKey, windowSeconds);
      return { count, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    async peek(key) {
      const fullKey = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(fullKey), redis.ttl(fullKey)]);
      return { count: Number(count ?? 0), retryAfterSeconds: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
