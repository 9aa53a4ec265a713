/**
 * The calls behind a bearer token: balance (401 for missing, unknown, expired and revoked tokens),
 * user show (403 for another player's id), logout (revokes login and exchange tokens) and the
 * short-lived access token.
 */
import { describe, expect, it } from 'vitest';
import { accountMessages, userShowResponseSchema } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { bearer, logInAgain, signUpAndLogIn } from '../../testing/players.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { refusalBody } from '../../testing/refusal.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile();

function balance(headers: Record<string, string> = {}) {
  return harness.app.inject({ method: 'POST', url: '/api/balance', headers });
}

describe(`bearer sessions on ${testDialect}`, () => {
  it('answers 401 without a token, with an unknown token and with a malformed header', async () => {
    for (const headers of [
      {},
      bearer('not-a-real-token'),
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
    ]) {
      const response = await balance(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(refusalBody(accountMessages.unauthenticated));
    }
  });

  it('answers 401 once the session has expired', async () => {
    const player = await signUpAndLogIn(harness.app);
    expect((await balance(bearer(player.token))).statusCode).toBe(200);
    await harness.context.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(player.token))
      .execute();
    expect((await balance(bearer(player.token))).statusCode).toBe(401);
  });

  it('logout revokes the login token and its exchange token', async () => {
    const player = await signUpAndLogIn(harness.app);
    const exchangeToken = player.exchange[0]!.token;
    const logout = await postAs(harness, player.token, '/api/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: accountMessages.loggedOut });
    expect((await balance(bearer(player.token))).statusCode).toBe(401);
    const revoked = await harness.context.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(exchangeToken))
      .executeTakeFirstOrThrow();
    expect(revoked.revoked_at).not.toBeNull();
    const again = await postAs(harness, player.token, '/api/logout');
    expect(again.statusCode).toBe(401);
  });

  it('logging out one device leaves the other signed in', async () => {
    const player = await signUpAndLogIn(harness.app);
    const secondToken = await logInAgain(harness.app, player);
    await harness.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(player.token) });
    expect((await balance(bearer(secondToken))).statusCode).toBe(200);
  });

  it('the exchange token is not a login token', async () => {
    const player = await signUpAndLogIn(harness.app);
    expect((await balance(bearer(player.exchange[0]!.token))).statusCode).toBe(401);
  });
});

describe(`user show on ${testDialect}`, () => {
  it("answers the caller's own profile with balance and referral code", async () => {
    const player = await signUpAndLogIn(harness.app, { name: 'Rahim Uddin' });
    const response = await getAs(
      harness,
      player.token,
      `/api/user/show?remote_id=${player.remote_id}`,
    );
    expect(response.statusCode).toBe(200);
    const body = userShowResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({
      id: player.remote_id,
      username: player.username,
      name: 'Rahim Uddin',
      balance: 0,
      cash_bonus: 0,
      vip_coin: 0,
      session_id: '0',
    });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it("answers 403 for another player's id", async () => {
    const alice = await signUpAndLogIn(harness.app);
    const bob = await signUpAndLogIn(harness.app);
    const response = await getAs(harness, alice.token, `/api/user/show?remote_id=${bob.remote_id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusalBody(accountMessages.forbidden));
  });

  it('answers 422 for a missing or malformed remote_id and 401 without a token', async () => {
    const player = await signUpAndLogIn(harness.app);
    for (const query of ['', '?remote_id=abc', '?remote_id=-1']) {
      const response = await getAs(harness, player.token, `/api/user/show${query}`);
      expect(response.statusCode).toBe(422);
      expect(
        response.json<{ errors: Record<string, string[]> }>().errors['remote_id'],
      ).toBeDefined();
    }
    const anonymous = await harness.app.inject({
      method: 'GET',
      url: `/api/user/show?remote_id=${player.remote_id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe(`player-login on ${testDialect}`, () => {
  it('issues a short-lived access token that cannot be used as a login token', async () => {
    const player = await signUpAndLogIn(harness.app);
    const response = await postAs(harness, player.token, '/api/player-login', {
      user_id: player.remote_id,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string; expires_in: number }>();
    expect(body.expires_in).toBe(harness.context.config.accessTokenTtlSeconds);
    expect(body.access_token).not.toBe(player.token);
    expect((await balance(bearer(body.access_token))).statusCode).toBe(401);
    const row = await harness.context.db
      .selectFrom('sessions')
      .select(['kind', 'expires_at'])
      .where('token_hash', '=', hashToken(body.access_token))
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('access');
    expect(Date.parse(row.expires_at) - Date.now()).toBeLessThanOrEqual(body.expires_in * 1000);
  });

  it("answers 403 for another player's user_id and 401 without a token", async () => {
    const player = await signUpAndLogIn(harness.app);
    const other = await postAs(harness, player.token, '/api/player-login', {
      user_id: player.remote_id + 1000,
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await harness.app.inject({
      method: 'POST',
      url: '/api/player-login',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('access tokens die with the login session', async () => {
    const player = await signUpAndLogIn(harness.app);
    const issued = (await postAs(harness, player.token, '/api/player-login', {})).json<{
      access_token: string;
    }>();
    await harness.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(player.token) });
    const row = await harness.context.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(issued.access_token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });
});
