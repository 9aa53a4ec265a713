/**
 * Money calls as a client sends them: a POST under an Idempotency-Key no other call in the run has
 * used, so each is a new request (tests of retries choose their own keys).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.js';
import { bearer } from './players.js';

let keys = 0;

export function postWithNewKey(
  harness: TestApp,
  token: string,
  url: string,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  keys += 1;
  return harness.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'idempotency-key': `test-${process.pid}-${keys}` },
    payload,
  });
}
