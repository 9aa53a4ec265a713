/**
 * Money calls as a client sends them: a POST under an Idempotency-Key no other call in the run has
 * used, so each is a new request; or under a key the test chose, to send it again.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
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
  return postWithKey(harness, token, url, payload, `test-${process.pid}-${keys}`);
}

/** The same POST under the key the test chose, to send it again or to race it. */
export function postWithKey(
  harness: TestApp,
  token: string,
  url: string,
  payload: InjectOptions['payload'],
  key: string,
): Promise<LightMyRequestResponse> {
  return harness.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'idempotency-key': key },
    payload,
  });
}
