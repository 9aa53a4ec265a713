/**
 * Live events (balance, odds, chat, inbox) fan out through this. In-process by default; Redis
 * when REDIS_URL is set, so several server instances behind a load balancer see the same events.
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

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

export function createRedisPubSub(redisUrl: string): PubSub {
  const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // A connection in subscriber mode cannot publish, hence the second one.
  const subscriber = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  subscriber.on('message', (channel: string, message: string) => local.emit(channel, message));
  return {
    async publish(channel, message) {
      await publisher.publish(channel, message);
    },
    async subscribe(channel, listener) {
      if (local.listenerCount(channel) === 0) await subscriber.subscribe(channel);
      local.on(channel, listener);
      return async () => {
        local.off(channel, listener);
        if (local.listenerCount(channel) === 0) await subscriber.unsubscribe(channel);
      };
    },
    async close() {
      local.removeAllListeners();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
