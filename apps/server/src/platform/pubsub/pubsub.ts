/**
 * Live events (balance, odds, chat, inbox) fan out through this. In-process by default; Redis
 * when REDIS_URL is set, so several server instances behind a load balancer see the same events.
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { reportOutages, type OutageLog } from '../redis/connection-outages.js';

export type Listener = (message: string) => void;

/** Hears whether every message published reaches this instance's subscriptions. */
export type DeliveryListener = (delivering: boolean) => void;

export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  /** Returns a function that removes the listener. */
  subscribe(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /**
   * Whether messages reach this instance now: false from the moment the connection that
   * receives them is lost (messages published meanwhile are gone for good) until it is back and
   * its subscriptions are in place again. In-process: always.
   */
  isDelivering(): boolean;
  /** Calls `listener` at each turn of isDelivering; returns a function that stops it. */
  onDeliveryChange(listener: DeliveryListener): () => void;
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
    isDelivering: () => true,
    onDeliveryChange: () => () => undefined,
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

export function createRedisPubSub(
  redisUrl: string,
  log?: OutageLog,
  /** Names the two connections `{name}:publisher` and `{name}:subscriber` (CLIENT LIST). */
  name = 'khela:pubsub',
): PubSub {
  // A connection in subscriber mode cannot publish, hence the second one.
  const publisher = new Redis(redisUrl, {
    lazyConnect: false,
    maxRetriesPerRequest: 3,
    connectionName: `${name}:publisher`,
  });
  const subscriber = new Redis(redisUrl, {
    lazyConnect: false,
    maxRetriesPerRequest: 3,
    connectionName: `${name}:subscriber`,
  });
  if (log) {
    reportOutages(publisher, 'pub/sub publisher', log);
    reportOutages(subscriber, 'pub/sub subscriber', log);
  }
  return createChannelPubSub({ publisher, subscriber }, subscriber);
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

/** The receiving connection's turns (ioredis events), and a round trip on it. */
export interface SubscriberConnection {
  on(event: 'close' | 'ready', listener: () => void): unknown;
  ping(): Promise<unknown>;
}

/**
 * Follows whether messages reach the subscriber connection. Down at 'close' (ioredis then
 * reconnects on its own). Up again only when a PING sent after 'ready' is answered: ioredis sends
 * the SUBSCRIBE commands of the channels it had before 'ready' is emitted, and Redis answers a
 * connection's commands in order, so by then every subscription is in place again.
 */
function followDelivery(connection: SubscriberConnection) {
  const listeners = new Set<DeliveryListener>();
  let delivering = false;
  let turn = 0;
  const set = (value: boolean) => {
    if (value === delivering) return;
    delivering = value;
    for (const listener of listeners) listener(value);
  };
  connection.on('close', () => {
    turn += 1;
    set(false);
  });
  connection.on('ready', () => {
    turn += 1;
    const readyTurn = turn;
    connection.ping().then(
      () => {
        // Not if the connection was lost again while the PING was on its way.
        if (turn === readyTurn) set(true);
      },
      () => undefined,
    );
  });
  return {
    isDelivering: () => delivering,
    onDeliveryChange(listener: DeliveryListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    stop() {
      listeners.clear();
      turn += 1;
      set(false);
    },
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
export function createChannelPubSub(
  { publisher, subscriber }: RedisConnections,
  connection?: SubscriberConnection,
): PubSub {
  // Without the connection's events (a fake in tests), delivery is taken as always on.
  const delivery = connection ? followDelivery(connection) : undefined;
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
    isDelivering: () => delivery?.isDelivering() ?? true,
    onDeliveryChange: (listener) => delivery?.onDeliveryChange(listener) ?? (() => undefined),
    async close() {
      delivery?.stop();
      local.removeAllListeners();
      subscribed.clear();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
