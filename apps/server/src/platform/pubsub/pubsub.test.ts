/** Publish reaches every subscriber of the channel and no one else, in process and through Redis. */
import { describe, expect, it } from 'vitest';
import { createMemoryPubSub, createRedisPubSub, type PubSub } from './pubsub.js';

const redisUrl = process.env['TEST_REDIS_URL'];

async function nextMessage(
  pubsub: PubSub,
  channel: string,
): Promise<{ message: Promise<string>; stop: () => Promise<void> }> {
  let resolve: (value: string) => void = () => undefined;
  const message = new Promise<string>((done) => {
    resolve = done;
  });
  const stop = await pubsub.subscribe(channel, resolve);
  return { message, stop };
}

function behavesLikePubSub(name: string, make: () => PubSub) {
  describe(name, () => {
    it('delivers to subscribers of the channel only, until they unsubscribe', async () => {
      const publisher = make();
      const subscriber = make();
      const wanted = await nextMessage(subscriber, 'balance:1');
      const other: string[] = [];
      const stopOther = await subscriber.subscribe('balance:2', (message) => other.push(message));
      await publisher.publish('balance:1', 'hello');
      await expect(wanted.message).resolves.toBe('hello');
      expect(other).toEqual([]);
      await wanted.stop();
      await stopOther();
      await publisher.close();
      await subscriber.close();
    });
  });
}

describe('in-process pub/sub', () => {
  it('delivers to subscribers of the channel only', async () => {
    const pubsub = createMemoryPubSub();
    const wanted = await nextMessage(pubsub, 'balance:1');
    const other: string[] = [];
    await pubsub.subscribe('balance:2', (message) => other.push(message));
    await pubsub.publish('balance:1', 'hello');
    await expect(wanted.message).resolves.toBe('hello');
    expect(other).toEqual([]);
    await wanted.stop();
    await pubsub.publish('balance:1', 'again');
    await pubsub.close();
  });
});
if (redisUrl) behavesLikePubSub('redis pub/sub', () => createRedisPubSub(redisUrl));
