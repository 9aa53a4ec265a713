/**
 * The JSON nesting limit: a body nested deeper than any call reads is refused with a 400 and our
 * message before it reaches a handler (it used to reach the idempotency hash and answer 500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';
import { JSON_NESTING_DEPTH_MAX, jsonNestingDepth, jsonTooDeepMessage } from './json-body.js';
import { refusalBody } from '../../testing/refusal.js';
import { postRaw } from '../../testing/requests.js';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('jsonNestingDepth', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1);
    expect(jsonNestingDepth(nested(10_000))).toBe(10_000);
  });
});

describe('the JSON body parser', () => {
  let harness: TestApp;
  let token: string;
  beforeAll(async () => {
    harness = await buildTestApp();
    token = (await signUpAndLogIn(harness.app)).token;
  });
  afterAll(() => harness.close());

  it('refuses a deeply nested body on an idempotent money call with a 400, not a 500', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/cash-claim',
      headers: {
        ...bearer(token),
        'content-type': 'application/json',
        'idempotency-key': 'deep-1',
      },
      payload: nested(10_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusalBody(jsonTooDeepMessage));
  });

  it('still parses bodies at the limit, and still refuses prototype keys', async () => {
    const atLimit = await harness.app.inject({
      method: 'POST',
      url: '/api/cash-claim',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: nested(JSON_NESTING_DEPTH_MAX),
    });
    expect(atLimit.json()).not.toEqual(refusalBody(jsonTooDeepMessage));
    const poisoned = await postRaw(
      harness,
      '/api/login',
      'application/json',
      '{"__proto__":{"isAdmin":true},"username":"a","password":"b"}',
    );
    expect(poisoned.statusCode).toBe(400);
  });
});
