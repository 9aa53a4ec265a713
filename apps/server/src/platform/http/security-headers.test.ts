import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { installSecurityHeaders, LIVE_SOURCE_MARKER } from './security-headers.js';

function options(frameSource: string | (() => string)): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        frameSrc: ["'self'", frameSource],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

it('answers the headers @fastify/helmet answers, the live sources as they are at each request', async () => {
  let sources: readonly string[] = [];
  const theirs = Fastify();
  await theirs.register(
    helmet,
    options(() => sources.join(' ')),
  );
  theirs.get('/', () => ({ ok: true }));
  const ours = Fastify();
  await installSecurityHeaders(ours, () => sources, options(LIVE_SOURCE_MARKER));
  ours.get('/', () => ({ ok: true }));
  const headersOf = async (app: typeof ours) => {
    const { headers } = await app.inject({ method: 'GET', url: '/' });
    return { ...headers, date: undefined };
  };
  for (const next of [[], ['https://games.example'], ['https://a.example', 'https://b.example']]) {
    sources = next;
    const expected = await headersOf(theirs);
    expect(await headersOf(ours)).toEqual(expected);
    expect(expected['content-security-policy']).toContain(`frame-src 'self' ${next.join(' ')}`);
  }
  await Promise.all([theirs.close(), ours.close()]);
});
