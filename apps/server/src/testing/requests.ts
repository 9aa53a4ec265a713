/**
 * A signed-in caller's requests, a player's or an operator's: a GET, or a POST with its body,
 * under the caller's bearer token.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.js';
import { bearer } from './players.js';

export function getAs(
  harness: TestApp,
  token: string,
  url: string,
): Promise<LightMyRequestResponse> {
  return harness.app.inject({ method: 'GET', url, headers: bearer(token) });
}

export function postAs(
  harness: TestApp,
  token: string,
  url: string,
  payload?: InjectOptions['payload'],
): Promise<LightMyRequestResponse> {
  return harness.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A POST of a body as written, under its content type: how the server takes what clients send. */
export function postRaw(
  harness: TestApp,
  url: string,
  contentType: string,
  body: string,
): Promise<LightMyRequestResponse> {
  return harness.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    payload: body,
  });
}
