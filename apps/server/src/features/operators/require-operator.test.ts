/**
 * The role check of requireOperator, on a small app with one route per role set: an operator of
 * another role gets 403 with our message, an allowed one passes, and a bad token is still a 401.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorMessages, type OperatorRole } from '@khela/contract';
import { installErrorHandler } from '../../platform/errors/error-handler.js';
import { buildTestApp, testDialect, type TestApp } from '../../testing/build-test-app.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import { operatorOf, requireOperator } from './service.js';
import { refusalBody } from '../../testing/refusal.js';

let harness: TestApp;
let guarded: FastifyInstance;
beforeAll(async () => {
  harness = await buildTestApp();
  guarded = Fastify();
  installErrorHandler(guarded);
  const scopes: Record<string, readonly OperatorRole[]> = {
    '/finance-only': ['finance'],
    '/owner-or-finance': ['owner', 'finance'],
  };
  for (const [url, roles] of Object.entries(scopes)) {
    // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
    await guarded.register(async (scope) => {
      requireOperator(scope, harness.context.db, roles);
      scope.get(url, (request) => operatorOf(request));
    });
  }
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await harness.close();
});

describe(`operator roles on ${testDialect}`, () => {
  it('lets an allowed role through with its identity', async () => {
    const finance = await signInOperator(harness, 'finance');
    const response = await guarded.inject({ url: '/finance-only', headers: bearer(finance.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ operatorId: finance.operatorId, role: 'finance' });
  });

  it('answers 403 to a role the scope does not admit', async () => {
    const support = await signInOperator(harness, 'support');
    const owner = await signInOperator(harness, 'owner');
    for (const [url, token] of [
      ['/finance-only', support.token],
      ['/finance-only', owner.token],
      ['/owner-or-finance', support.token],
    ] as const) {
      const response = await guarded.inject({ url, headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusalBody(operatorMessages.forbidden));
    }
    const ownerAllowed = await guarded.inject({
      url: '/owner-or-finance',
      headers: bearer(owner.token),
    });
    expect(ownerAllowed.statusCode).toBe(200);
  });

  it('checks the token before the role', async () => {
    const response = await guarded.inject({ url: '/finance-only', headers: bearer('nope') });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refusalBody(operatorMessages.unauthenticated));
  });
});
