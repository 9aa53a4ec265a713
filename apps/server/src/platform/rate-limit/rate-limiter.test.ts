/**
 * The fixed-window limiter counts, reports time left and resets, in memory and on Redis, and falls
 * back to local counters while Redis is unreachable.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  boundedKey,
  createMemoryRateLimiter,
  createRedisRateLimiter,
  withLocalFallback,
  type RateLimiter,
} from './rate-limiter.js';

const redisUrl = process.env['TEST_REDIS_URL'];
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(async () => {
  await redis?.quit();
});

function behavesLikeALimiter(name: string, make: () => RateLimiter) {
  describe(name, () => {
    it('counts hits in a window, peeks without counting, and resets', async () => {
      const limiter = make();
      const key = `test:${randomBytes(4).toString('hex')}`;
      expect((await limiter.peek(key)).count).toBe(0);
      expect((await limiter.hit(key, 60)).count).toBe(1);
      const second = await limiter.hit(key, 60);
      expect(second.count).toBe(2);
      expect(second.retryAfterSeconds).toBeGreaterThan(0);
      expect(second.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect((await limiter.peek(key)).count).toBe(2);
      await limiter.reset(key);
      expect((await limiter.peek(key)).count).toBe(0);
    });
  });
}

behavesLikeALimiter('memory rate limiter', () => createMemoryRateLimiter());

describe('memory rate limiter windows', () => {
  it('starts a new window once the old one ends', async () => {
    let nowMs = 1_000_000;
    const limiter = createMemoryRateLimiter(() => nowMs);
    await limiter.hit('k', 10);
    await limiter.hit('k', 10);
    nowMs += 10_001;
    expect((await limiter.hit('k', 10)).count).toBe(1);
  });
});

describe('rate limiter keys', () => {
  it('stores a long client-chosen key as a short hash, still counting it apart from others', async () => {
    const limiter = createMemoryRateLimiter();
    const long = `login:user:${'a'.repeat(1_000_000)}`;
    expect(boundedKey(long).length).toBeLessThan(120);
    expect(boundedKey(long)).not.toBe(boundedKey(`${long}b`));
    await limiter.hit(long, 60);
    expect((await limiter.hit(long, 60)).count).toBe(2);
    expect((await limiter.peek(`${long}b`)).count).toBe(0);
  });

  it('sweeps expired windows, so one-off keys do not accumulate', async () => {
    let nowMs = 0;
    const limiter = createMemoryRateLimiter(() => nowMs);
    for (let index = 0; index < 999; index += 1) await limiter.hit(`once:${index}`, 1);
    nowMs += 2000;
    await limiter.hit('trigger', 1);
    // The sweep ran on the thousandth hit: the old keys are gone, the live one remains.
    expect((await limiter.peek('once:5')).count).toBe(0);
    expect((await limiter.peek('trigger')).count).toBe(1);
  });
});

if (redis) behavesLikeALimiter('redis rate limiter', () => createRedisRateLimiter(redis));

describe('withLocalFallback', () => {
  function flakyShared() {
    const counters = createMemoryRateLimiter();
    let down = false;
    const guard = <T>(answer: () => Promise<T>) =>
      down ? Promise.reject(new Error('Connection is closed.')) : answer();
    const limiter: RateLimiter = {
      hit: (key, windowSeconds) => guard(() => counters.hit(key, windowSeconds)),
      peek: (key) => guard(() => counters.peek(key)),
      reset: (key) => guard(() => counters.reset(key)),
    };
    return { limiter, setDown: (value: boolean) => (down = value) };
  }

  it('counts on the shared limiter while it answers, locally while it does not, and says so once per outage', async () => {
    const shared = flakyShared();
    const outages: unknown[] = [];
    const limiter = withLocalFallback(shared.limiter, createMemoryRateLimiter(), (error) =>
      outages.push(error),
    );
    expect((await limiter.hit('login:1.2.3.4', 60)).count).toBe(1);
    expect((await limiter.hit('login:1.2.3.4', 60)).count).toBe(2);
    shared.setDown(true);
    // Still limited while the shared counters are away: the local window counts on its own.
    expect((await limiter.hit('login:1.2.3.4', 60)).count).toBe(1);
    expect((await limiter.hit('login:1.2.3.4', 60)).count).toBe(2);
    expect((await limiter.peek('login:1.2.3.4')).count).toBe(2);
    expect(outages).toHaveLength(1);
    shared.setDown(false);
    expect((await limiter.hit('login:1.2.3.4', 60)).count).toBe(3);
    shared.setDown(true);
    await limiter.reset('login:1.2.3.4');
    expect(outages).toHaveLength(2);
  });
});
