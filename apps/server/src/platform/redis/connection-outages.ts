/**
 * ioredis reports every failed reconnection attempt as an 'error' event, and prints each one when
 * nobody listens: a Redis restart would fill the log. This says once that a connection was lost
 * and once that it is back.
 */
import type { Redis } from 'ioredis';

export interface OutageLog {
  warn(entry: object, message: string): void;
  info(entry: object, message: string): void;
}

export function reportOutages(client: Redis, name: string, log: OutageLog): void {
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err: error, connection: name }, 'Redis connection lost; reconnecting');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ connection: name }, 'Redis connection back');
  });
}
