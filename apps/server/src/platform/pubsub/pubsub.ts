/**
 * Live events (balance, odds, chat, inbox) fan out through this. In-process by default; Redis
 * when REDIS_URL is set, so several server instances behind a load balancer see the same events.
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { reportOutages, type OutageLog } from '../redis/connection-outages.js';

export type Listener = (message: string) => void;

export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  /** Returns a function that removes the listener. */
  subscribe(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createMemoryPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(channel, message) {
      emitter.emit(channel, message);
      return Promise.resolve();
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return Promise.resolve(() => {
        emitter.off(channel, listener);
        return Promise.resolve();
      });
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

export function createRedisPubSub(redisUrl: string, log?: OutageLog): PubSub {
  // A connection in subscriber mode cannot publish, hence the second one.
  const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  if (log) {
    reportOutages(publisher, 'pub/sub publisher', log);
    reportOutages(subscriber, 'pub/sub subscriber', log);
  }
  return createChannelPubSub({ publisher, subscriber });
}

/** The calls the Redis pub/sub makes on its two connections (ioredis; a fake in tests). */
export interface RedisConnections {
  publisher: {
    publish(channel: string, message: string): Promise<unknown>;
    quit(): Promise<unknown>;
  };
  subscriber: {
    subscribe(channel: string): Promise<unknown>;
    unsubscribe(channel: string): Promise<unknown>;
    on(event: 'message', listener: (channel: string, message: string) => void): unknown;
    quit(): Promise<unknown>;
  };
}

/**
 * One Redis subscription per channel, shared by all of this instance's listeners on it. A
 * listener counts from the moment it asks, before Redis has answered: SUBSCRIBE is sent when the
 * count goes from 0 to 1 and UNSUBSCRIBE when it goes back to 0, so the last command sent always
 * matches whether anyone listens. (Counting only answered listeners let a listener that left
 * while another was still joining unsubscribe the channel under it, leaving that one deaf.)
 * Listeners that join while the SUBSCRIBE is on its way wait for the same answer.
 */
export function createChannelPubSub({ publisher, subscriber }: RedisConnections): PubSub {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const subscribed = new Map<string, Promise<unknown>>();
  subscriber.on('message', (channel: string, message: string) => local.emit(channel, message));
  const leave = async (channel: string, listener: Listener): Promise<void> => {
    local.off(channel, listener);
    if (local.listenerCount(channel) > 0) return;
    subscribed.delete(channel);
    await subscriber.unsubscribe(channel);
  };
  return {
    async publish(channel, message) {
      await publisher.publish(channel, message);
    },
    async subscribe(channel, listener) {
      local.on(channel, listener);
      let subscribing = subscribed.get(channel);
      if (subscribing === undefined) {
        subscribing = subscriber.subscribe(channel);
        subscribed.set(channel, subscribing);
      }
      try {
        await subscribing;
      } catch (error) {
        // Redis refused or is down: this listener is not subscribed; a later one asks again.
        local.off(channel, listener);
        if (subscribed.get(channel) === subscribing) subscribed.delete(channel);
        throw error;
      }
      return () => leave(channel, listener);
    },
    async close() {
      local.removeAllListeners();
      subscribed.clear();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
