/**
 * Delivers sandbox callbacks into a Fastify app through app.inject, for tests that build the app
 * without a listening socket. Only the callback URL's path and query are used.
 */
import type { FastifyInstance } from 'fastify';
import type { CallbackDeliverer } from './sandbox-callbacks.js';

export function createInjectDeliverer(app: FastifyInstance): CallbackDeliverer {
  return async (url, headers, body) => {
    const target = new URL(url);
    const response = await app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      payload: body,
    });
    return { status: response.statusCode };
  };
}
