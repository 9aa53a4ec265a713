/** The fixed-window limiter counts, reports time left and resets, in memory and on Redis. */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
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

if (redis) behavesLikeALimiter('redis rate limiter', () => createRedisRateLimiter(redis));
