/** Publish reaches every subscriber of the channel and no one else, in process and through Redis. */
import { describe, expect, it } from 'vitest';
import {
  createChannelPubSub,
  createMemoryPubSub,
  createRedisPubSub,
  type PubSub,
  type RedisConnections,
} from './pubsub.js';

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

/**
 * Connections that answer only when the test says, and that track, as Redis does, whether the
 * channel is subscribed from the order of the commands sent.
 */
function slowRedis() {
  const waiting: (() => void)[] = [];
  const subscribedChannels = new Set<string>();
  let deliver: (channel: string, message: string) => void = () => undefined;
  const command = (apply: () => void) => {
    apply();
    return new Promise<unknown>((resolve) => waiting.push(() => resolve('OK')));
  };
  const connections: RedisConnections = {
    publisher: {
      publish: (channel, message) => {
        if (subscribedChannels.has(channel)) deliver(channel, message);
        return Promise.resolve(1);
      },
      quit: () => Promise.resolve('OK'),
    },
    subscriber: {
      subscribe: (channel) => command(() => subscribedChannels.add(channel)),
      unsubscribe: (channel) => command(() => subscribedChannels.delete(channel)),
      on: (_event, listener) => {
        deliver = listener;
      },
      quit: () => Promise.resolve('OK'),
    },
  };
  return {
    connections,
    /** Redis answers the oldest command still waiting. */
    answerNext: async () => {
      waiting.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('redis pub/sub channel bookkeeping', () => {
  it('keeps the channel subscribed when a listener leaves while another is still joining', async () => {
    const redis = slowRedis();
    const pubsub = createChannelPubSub(redis.connections);
    const heard: string[] = [];
    // Two streams open on one channel at once; the first one's client is already gone, so its
    // stream unsubscribes the moment it is subscribed, before Redis has answered the second.
    const first = pubsub.subscribe('exchange-event:1', () => undefined);
    const second = pubsub.subscribe('exchange-event:1', (message) => heard.push(message));
    await redis.answerNext();
    const leaveFirst = await first;
    const leaving = leaveFirst();
    await redis.answerNext();
    await redis.answerNext();
    await leaving;
    await second;
    await pubsub.publish('exchange-event:1', 'odds moved');
    expect(heard).toEqual(['odds moved']);
    await pubsub.close();
  });
});
