/**
 * `bearerToken` reads the Authorization header without splitting it; it must take exactly what
 * the split-based reading it replaced took, refusals included.
 */
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearerToken } from './require-player.js';

/** The reading before: the header split on spaces, its first two parts the scheme and token. */
function splitReading(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return undefined;
  return token.trim();
}

const headers = [
  undefined,
  '',
  'Bearer',
  'Bearer ',
  'Bearer  abc',
  'Bearer abc',
  'bearer abc',
  'BEARER abc',
  'BeArEr abc',
  'Bearer abc def',
  'Bearer abc ',
  'Bearer\tabc',
  'Bearer \tabc\t',
  'Bearer \t',
  'Basic abc',
  'Bearerx abc',
  'Beare abc',
  ' Bearer abc',
  'Bearer a',
  'Bearer 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
];

describe('bearerToken', () => {
  it('reads every header as the split-based reading did', () => {
    for (const header of headers) {
      const request = { headers: { authorization: header } } as unknown as FastifyRequest;
      expect(bearerToken(request), JSON.stringify(header)).toBe(splitReading(header));
    }
    expect(bearerToken({ headers: {} } as unknown as FastifyRequest)).toBeUndefined();
  });
});
