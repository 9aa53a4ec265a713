/**
 * The security headers of every answer (helmet's), computed once rather than per response.
 * @fastify/helmet rebuilds helmet from its options on every request, re-parsing the
 * Content-Security-Policy directives: the /api/balance benchmark's profile showed it costing more
 * than a tenth of the app's busy time. Here helmet itself answers one request of a private Fastify
 * instance at start, with a marker where the live part of the policy goes (the game frame origins,
 * which change while the server runs); each request then gets those same headers, the marker
 * replaced by the current origins, formatted as helmet formats a directive's function value.
 */
import assert from 'node:assert/strict';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Stands in for the live value in the directives; a valid CSP source, so helmet accepts it. */
export const LIVE_SOURCE_MARKER = 'khela-live-source-marker';
const CSP_HEADER = 'content-security-policy';
/** Headers any answer of the probe carries, not helmet's. */
const NOT_HELMETS = new Set(['content-length', 'content-type', 'date', 'connection']);

/** Helmet's headers for `options`, as it sets them on an answer. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Map<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', (_request, reply) => reply.send());
    const answer = await probe.inject({ method: 'GET', url: '/' });
    assert.equal(answer.statusCode, 200, 'the security header probe failed');
    const headers = new Map<string, string>();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (NOT_HELMETS.has(name) || value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return headers;
  } finally {
    await probe.close();
  }
}

/**
 * Sets helmet's headers for `options` on every answer of `app` (and the scopes registered after),
 * `LIVE_SOURCE_MARKER` in the CSP replaced by `liveSources()` joined by spaces. The joined value
 * is recomputed only when `liveSources()` returns a different list.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  liveSources: () => readonly string[],
  options: FastifyHelmetOptions,
): Promise<void> {
  const headers = await helmetHeaders(options);
  const policyTemplate = headers.get(CSP_HEADER);
  assert.ok(policyTemplate, 'helmet set no Content-Security-Policy');
  assert.equal(
    policyTemplate.split(LIVE_SOURCE_MARKER).length,
    2,
    'the live source marker must appear once in the Content-Security-Policy',
  );
  // Helmet's order kept, the policy in its place.
  const names = [...headers.keys()];
  const values = [...headers.values()];
  const policyIndex = names.indexOf(CSP_HEADER);
  let lastSources: readonly string[] | undefined;
  app.addHook('onRequest', (_request, reply, done) => {
    const sources = liveSources();
    if (sources !== lastSources) {
      values[policyIndex] = policyTemplate.replace(LIVE_SOURCE_MARKER, sources.join(' '));
      lastSources = sources;
    }
    const response = reply.raw;
    for (let index = 0; index < names.length; index += 1) {
      response.setHeader(names[index]!, values[index]!);
    }
    done();
  });
}
