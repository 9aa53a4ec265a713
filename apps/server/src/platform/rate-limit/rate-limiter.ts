/**
 * Fixed-window counters for abuse limits (login, signup). In memory by default; in Redis when
 * REDIS_URL is set, so every server instance counts against the same window.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

const KEY_LENGTH_MAX = 120;
/** How many hits between sweeps of expired windows, so old keys cannot pile up in memory. */
const SWEEP_EVERY_HITS = 1000;

/** Keys carry client-chosen text (usernames); a long one is stored as its hash, never as sent. */
export function boundedKey(key: string): string {
  if (key.length <= KEY_LENGTH_MAX) return key;
  return `${key.slice(0, 40)}#${createHash('sha256').update(key).digest('hex')}`;
}

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
  let hitsSinceSweep = 0;
  const sweep = () => {
    const nowMs = clock();
    for (const [key, window] of windows) if (window.resetAtMs <= nowMs) windows.delete(key);
  };
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
    hit(rawKey, windowSeconds) {
      const key = boundedKey(rawKey);
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        sweep();
      }
      let window = live(key);
      if (!window) {
        window = { count: 0, resetAtMs: clock() + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve(toHit(window));
    },
    peek(key) {
      return Promise.resolve(toHit(live(boundedKey(key))));
    },
    reset(key) {
      windows.delete(boundedKey(key));
      return Promise.resolve();
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix = 'khela:rate:'): RateLimiter {
  return {
    async hit(key, windowSeconds) {
      const fullKey = prefix + boundedKey(key);
      const [[, count], [, ttl]] = (await redis.multi().incr(fullKey).ttl(fullKey).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) await redis.expire(fullKey, windowSeconds);
      return { count, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    async peek(key) {
      const fullKey = prefix + boundedKey(key);
      const [count, ttl] = await Promise.all([redis.get(fullKey), redis.ttl(fullKey)]);
      return { count: Number(count ?? 0), retryAfterSeconds: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + boundedKey(key));
    },
  };
}

/**
 * The shared counters, and this instance's own while they cannot be reached: a sign-in must not
 * fail because Redis is restarting, and guessing stays limited meanwhile (per instance, so two
 * instances allow twice the limit until Redis is back). `onUnreachable` hears the first failure
 * of each outage, not every call.
 */
export function withLocalFallback(
  shared: RateLimiter,
  local: RateLimiter,
  onUnreachable: (error: unknown) => void,
): RateLimiter {
  let failing = false;
  const either = async <T>(call: (limiter: RateLimiter) => Promise<T>): Promise<T> => {
    try {
      const answer = await call(shared);
      failing = false;
      return answer;
    } catch (error) {
      if (!failing) onUnreachable(error);
      failing = true;
      return call(local);
    }
  };
  return {
    hit: (key, windowSeconds) => either((limiter) => limiter.hit(key, windowSeconds)),
    peek: (key) => either((limiter) => limiter.peek(key)),
    reset: (key) => either((limiter) => limiter.reset(key)),
  };
}
