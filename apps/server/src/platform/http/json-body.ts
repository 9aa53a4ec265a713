/**
 * The JSON body parser: Fastify's own (which refuses `__proto__` and `constructor` keys), behind a
 * nesting limit. V8 parses a body nested thousands of levels deep without complaint, but
 * JSON.stringify of the result overflows the stack, so such a body reached the idempotency hash
 * and answered 500. No call's schema nests deeper than a few levels.
 */
import type { FastifyInstance } from 'fastify';
import { generalMessages } from '@khela/contract';
import { DomainError } from '../errors/domain-error.js';

export const JSON_NESTING_DEPTH_MAX = 32;
export const jsonTooDeepMessage = generalMessages.jsonTooDeep;

/** The deepest nesting of objects and arrays in JSON text, read without recursion. */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (character === 0x22) inString = false;
    } else if (character === 0x22) {
      inString = true;
    } else if (character === 0x7b || character === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (character === 0x7d || character === 0x5d) {
      depth -= 1;
    }
  }
  return deepest;
}

/** Replaces the root JSON parser; scopes that parse JSON their own way still may. */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestingDepth(text) > JSON_NESTING_DEPTH_MAX) {
      done(new DomainError('bad_request', jsonTooDeepMessage), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
