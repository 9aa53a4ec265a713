/**
 * The session guard reads sessions through the balance cache: a signed-in route's second call
 * reads no session, and a session logged out, a player suspended or a password changed is
 * refused at once by every guarded route, though the guard had cached the session. A session of
 * another kind cached by the guard never answers the balance poll.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { getAs, postAs } from '../../testing/requests.js';

const redisUrl = process.env['TEST_REDIS_URL'];
/** On PostgreSQL the cache needs Redis (create-context.ts): without it, every call reads. */
const cacheOn = testDialect === 'sqlite' || Boolean(redisUrl);

const harness = testAppPerFile({ environment: redisUrl ? { REDIS_URL: redisUrl } : {} });
beforeAll(async () => {
  // With Redis, the cache is trusted once its subscription is up.
  for (let wait = 0; cacheOn && !harness.context.balanceCache.isTrusted && wait < 100; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

/** A signed-in route: the player's turnover requirements. */
function turnovers(player: { remote_id: number }, token: string) {
  return getAs(harness, token, `/api/turnovers?remote_id=${player.remote_id}`);
}

/** The statements that read the sessions table while `work` runs. */
async function sessionReads(work: () => Promise<unknown>): Promise<number> {
  const db = harness.context.db;
  const executeQuery = db.executeQuery.bind(db);
  let reads = 0;
  const spy = vi.spyOn(db, 'executeQuery').mockImplementation((query) => {
    const sqlText = 'sql' in query ? query.sql : '';
    if (/^select .* from "sessions"/.test(sqlText)) reads += 1;
    return executeQuery(query);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return reads;
}

describe(`the session guard on ${testDialect}`, () => {
  it('reads a session once, then answers from the cache (every time with the cache off)', async () => {
    const player = await signUpAndLogIn(harness.app);
    expect(await sessionReads(() => turnovers(player, player.token))).toBe(1);
    const again = await sessionReads(async () => {
      expect((await turnovers(player, player.token)).statusCode).toBe(200);
      expect((await turnovers(player, player.token)).statusCode).toBe(200);
    });
    expect(again).toBe(cacheOn ? 0 : 2);
  });

  it('refuses a cached session at once after logout', async () => {
    const player = await signUpAndLogIn(harness.app);
    expect((await turnovers(player, player.token)).statusCode).toBe(200);
    const logout = await postAs(harness, player.token, '/api/logout', {});
    expect(logout.statusCode).toBe(200);
    expect((await turnovers(player, player.token)).statusCode).toBe(401);
  });

  it('refuses a cached session at once when the player is suspended', async () => {
    const player = await signUpAndLogIn(harness.app);
    expect((await turnovers(player, player.token)).statusCode).toBe(200);
    await harness.context.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', player.remote_id)
      .execute();
    expect((await turnovers(player, player.token)).statusCode).toBe(401);
  });

  it('refuses a cached session at once after a password change', async () => {
    const player = await signUpAndLogIn(harness.app);
    expect((await turnovers(player, player.token)).statusCode).toBe(200);
    const change = await postAs(harness, player.token, '/api/user-pwd', {
      old_password: player.password,
      new_password: 'another9password',
      new_password_confirmation: 'another9password',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await turnovers(player, player.token)).statusCode).toBe(401);
  });

  it('never answers the balance poll with a cached session of another kind', async () => {
    const player = await signUpAndLogIn(harness.app);
    const exchangeToken = player.exchange[0]!.token;
    // The guard reads and caches the exchange session, then refuses it on a player route.
    expect((await turnovers(player, exchangeToken)).statusCode).toBe(401);
    const poll = await postAs(harness, exchangeToken, '/api/balance', {});
    expect(poll.statusCode).toBe(401);
    const own = await postAs(harness, player.token, '/api/balance', {});
    expect(own.statusCode).toBe(200);
  });
});
