/**
 * Calls declared in the contract: each is served where it says, refuses a caller without a
 * session when it needs one, and a handler whose answer strays from the declaration is caught.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { balanceCall, declaredCalls, defineCall, type CallAuth } from '@khela/contract';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';
import { onAnswerMismatch, registerCall } from './register-call.js';

let harness: TestApp;
/**
 * A session of the other side: a player's token opens no operator call, and the reverse; a house
 * game call takes its launch token only, never the player's own.
 */
let otherSide: Record<Exclude<CallAuth, 'public'>, string>;
beforeAll(async () => {
  harness = await buildTestApp();
  const operator = await signInOperator(harness, 'owner');
  const player = await signUpAndLogIn(harness.app);
  otherSide = { player: operator.token, operator: player.token, launch: player.token };
});
afterAll(() => harness.close());

describe('every declared call', () => {
  it.each(declaredCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s is served, and asks for a session when it needs one',
    async (_name, call) => {
      expect(harness.app.hasRoute({ method: call.method, url: call.path })).toBe(true);
      const response = await harness.app.inject({ method: call.method, url: call.path });
      if (call.auth === 'public') expect(response.statusCode).not.toBe(401);
      else expect(response.statusCode).toBe(401);
    },
  );

  it.each(
    declaredCalls
      .filter((call) => call.auth !== 'public')
      .map((call) => [`${call.method} ${call.path}`, call] as const),
  )('%s refuses a session of the other side', async (_name, call) => {
    // The filter above leaves no public call; it does not narrow the type.
    const token = otherSide[call.auth as Exclude<CallAuth, 'public'>];
    const response = await harness.app.inject({
      method: call.method,
      url: call.path,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
  });

  it('declares operator calls under /admin-api and player calls under /api', () => {
    for (const call of declaredCalls) {
      if (call.auth === 'operator') expect(call.path).toMatch(/^\/admin-api\//);
      if (call.auth === 'player' || call.auth === 'launch') expect(call.path).toMatch(/^\/api\//);
    }
  });
});

describe('registerCall', () => {
  const pingCall = defineCall({
    method: 'GET',
    path: '/api/ping',
    auth: 'public',
    query: z.object({ times: z.coerce.number().int().min(1) }),
    answer: z.object({ pong: z.number() }),
    idempotent: false,
  });

  async function serve(answer: unknown) {
    const app = Fastify();
    await app.register(
      (scope) => {
        registerCall(scope, pingCall, () => Promise.resolve(answer as { pong: number }));
        return Promise.resolve();
      },
      { prefix: '/api' },
    );
    return app;
  }

  it('parses the query with the declared schema', async () => {
    const app = await serve({ pong: 1 });
    expect((await app.inject('/api/ping?times=2')).statusCode).toBe(200);
    expect((await app.inject('/api/ping?times=0')).statusCode).toBe(422);
    await app.close();
  });

  it('reports an answer that does not match the declaration', async () => {
    const heard: string[] = [];
    onAnswerMismatch((call) => heard.push(call.path));
    const app = await serve({ pong: 'loud' });
    await app.inject('/api/ping?times=1');
    onAnswerMismatch(undefined);
    expect(heard).toEqual(['/api/ping']);
    await app.close();
  });

  it('reports a first-screen answer that strays from its answer shape, naming where', async () => {
    const heard: string[] = [];
    onAnswerMismatch((call, issues) => heard.push(`${call.path} ${issues}`));
    const app = Fastify();
    await app.register(
      (scope) => {
        registerCall(scope, balanceCall, () =>
          Promise.resolve({ balance: 'none' } as unknown as { balance: number }),
        );
        return Promise.resolve();
      },
      { prefix: '/api' },
    );
    await app.inject({ method: 'POST', url: '/api/balance' });
    onAnswerMismatch(undefined);
    expect(heard).toEqual(['/api/balance [{"message":"expected a number","path":["balance"]}]']);
    await app.close();
  });

  it('refuses a declaration outside the scope it is registered in', async () => {
    const app = Fastify();
    void app.register(
      async (scope) => {
        await Promise.resolve();
        registerCall(scope, { ...pingCall, path: '/admin-api/ping' }, () =>
          Promise.resolve({ pong: 1 }),
        );
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow('declared outside the scope /api');
    await app.close();
  });
});
