/**
 * Operator sessions behind /admin-api: 401 without, with unknown, expired and revoked tokens and
 * for a disabled operator; logout ends one session only; player and operator tokens are never
 * accepted in each other's API; unknown /admin-api paths answer a JSON 404.
 */
import { describe, expect, it } from 'vitest';
import { accountMessages, operatorMessages } from '@khela/contract';
import { hashToken } from '../../platform/auth/tokens.js';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { newOperator, signInOperator } from '../../testing/operators.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';
import { refusalBody } from '../../testing/refusal.js';
import { countRows } from '../../testing/row-count.js';
import { postAs } from '../../testing/requests.js';

const harness = testAppPerFile();

function me(headers: Record<string, string> = {}) {
  return harness.app.inject({ url: '/admin-api/me', headers });
}

async function expectUnauthenticated(headers: Record<string, string>) {
  const response = await me(headers);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual(refusalBody(operatorMessages.unauthenticated));
}

describe(`operator sessions on ${testDialect}`, () => {
  it('answers 401 without a token, with an unknown token and with a malformed header', async () => {
    for (const headers of [
      {},
      bearer('not-a-real-token'),
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
    ]) {
      await expectUnauthenticated(headers);
    }
  });

  it('answers 401 once the session has expired', async () => {
    const { token } = await signInOperator(harness);
    expect((await me(bearer(token))).statusCode).toBe(200);
    await harness.context.db
      .updateTable('operator_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    await expectUnauthenticated(bearer(token));
  });

  it('gives sessions the configured operator lifetime', async () => {
    const before = Date.now();
    const { token } = await signInOperator(harness);
    const session = await harness.context.db
      .selectFrom('operator_sessions')
      .select('expires_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    const lifetimeMs = Date.parse(session.expires_at) - before;
    const configuredMs = harness.context.config.operatorSessionTtlSeconds * 1000;
    expect(lifetimeMs).toBeGreaterThanOrEqual(configuredMs);
    expect(lifetimeMs).toBeLessThan(configuredMs + 60_000);
  });

  it('logout revokes that session and leaves the operator signed in elsewhere', async () => {
    const operator = await newOperator(harness, 'support');
    const signIn = async () => {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/admin-api/login',
        payload: { username: operator.username, password: operator.password },
      });
      return response.json<{ token: string }>().token;
    };
    const first = await signIn();
    const second = await signIn();
    const logout = await postAs(harness, first, '/admin-api/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: operatorMessages.loggedOut });
    await expectUnauthenticated(bearer(first));
    expect((await me(bearer(second))).statusCode).toBe(200);
    const again = await postAs(harness, first, '/admin-api/logout');
    expect(again.statusCode).toBe(401);
    expect(
      await countRows(harness.context.db, 'audit_log', {
        operator_id: operator.operatorId,
        action: 'operator.logout',
      }),
    ).toBe(1);
  });

  it('ends every session of an operator who is disabled', async () => {
    const { token, operatorId } = await signInOperator(harness);
    await harness.context.db
      .updateTable('operators')
      .set({ status: 'disabled' })
      .where('id', '=', operatorId)
      .execute();
    await expectUnauthenticated(bearer(token));
  });

  it('refuses player tokens on /admin-api and operator tokens on /api', async () => {
    const player = await signUpAndLogIn(harness.app);
    await expectUnauthenticated(bearer(player.token));
    await expectUnauthenticated(bearer(player.exchange[0]!.token));

    const { token } = await signInOperator(harness);
    const balance = await postAs(harness, token, '/api/balance');
    expect(balance.statusCode).toBe(401);
    expect(balance.json()).toEqual(refusalBody(accountMessages.unauthenticated));
    const playerLogout = await postAs(harness, token, '/api/logout');
    expect(playerLogout.statusCode).toBe(401);
  });

  it('answers unknown /admin-api paths with a JSON 404, signed in or not', async () => {
    const { token } = await signInOperator(harness);
    for (const request of [
      { method: 'GET' as const, url: '/admin-api/no-such-call' },
      { method: 'POST' as const, url: '/admin-api/no-such/1/approve', headers: bearer(token) },
      { method: 'GET' as const, url: '/admin-api', headers: { accept: 'text/html' } },
    ]) {
      const response = await harness.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual(refusalBody(operatorMessages.notFound));
    }
  });
});
