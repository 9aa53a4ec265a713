/**
 * The lazy request logger writes the very lines Fastify's own per-request child writes (same
 * request id, same levels, same fields), and makes no child for a request that writes nothing.
 */
import { Writable } from 'node:stream';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory } from './request-logger.js';

async function linesOf(
  level: string,
  childLoggerFactory?: FastifyServerOptions['childLoggerFactory'],
): Promise<{ lines: Record<string, unknown>[]; children: number }> {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = JSON.parse(chunk.toString()) as Record<string, unknown>;
      delete line['time'];
      delete line['responseTime'];
      lines.push(line);
      done();
    },
  });
  let requestId = 0;
  const app = Fastify({
    logger: { level, stream },
    genReqId: () => `request-${(requestId += 1)}`,
    ...(childLoggerFactory ? { childLoggerFactory } : {}),
  });
  let children = 0;
  const child = app.log.child.bind(app.log);
  app.log.child = (...args: Parameters<typeof child>) => {
    children += 1;
    return child(...args);
  };
  app.get('/quiet', () => ({ ok: true }));
  app.get('/noisy', (request) => {
    request.log.info({ step: 1 }, 'an info line');
    request.log.warn({ step: 2 }, 'a warning');
    request.log.child({ part: 'inner' }).error('an inner error');
    return { ok: true };
  });
  app.get('/fails', () => {
    throw new Error('broken');
  });
  for (const url of ['/quiet', '/noisy', '/fails', '/quiet']) await app.inject({ url });
  await app.close();
  return { lines, children };
}

describe('the lazy request logger', () => {
  it('writes what the per-request child writes, at each level', async () => {
    for (const level of ['warn', 'info', 'error']) {
      const made = await linesOf(level);
      const lazy = await linesOf(level, lazyChildLoggerFactory);
      expect(lazy.lines, level).toEqual(made.lines);
      expect(made.lines.length, level).toBeGreaterThan(0);
    }
  });

  it('makes a child only for a request that writes', async () => {
    const made = await linesOf('warn');
    const lazy = await linesOf('warn', lazyChildLoggerFactory);
    // A child's own children count too (pino's children inherit `child`): /noisy's inner one.
    expect(made.children).toBe(5);
    // /noisy writes a warning and /fails an error: their two children, and not the /quiet ones.
    expect(lazy.children).toBe(3);
  });
});
