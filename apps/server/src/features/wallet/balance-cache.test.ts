/**
 * POST /api/balance answers from the balance cache (platform/balance-cache) and is never stale:
 * a repeated poll runs no statement; every way a session ends (logout, an operator's revoke, a
 * password change, a suspension, its expiry) is refused on the very next poll; every money
 * movement (deposit approval, exchange bet, casino round, withdrawal) shows in the very next
 * poll; and a poll whose read a commit overtook does not leave its old answer in the cache. With
 * TEST_REDIS_URL, the same across two instances sharing one database and one Redis: the other
 * instance's next poll once the change's invalidation has reached it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountMessages, housePlayResponseSchema, paisaToTaka } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { BALANCE_CACHE_CHANNEL } from '../../platform/balance-cache/cache-channel.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { seedDemoData } from '../../seed-demo-data.js';
import { buildTestApp, testDialect, type TestApp } from '../../testing/build-test-app.js';
import { casinoPlayer, launchHouseGame } from '../../testing/casino.js';
import { buildTestInstances, type TestInstances } from '../../testing/instances.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';
import {
  fundPlayer,
  reportManualDeposit,
  settleStakes,
  submitWithdrawal,
  walletPlayer,
  type WalletPlayer,
} from '../../testing/wallet.js';
import { createMatchOddsMarket } from '../exchange/trading/markets.js';
import { refusalBody } from '../../testing/refusal.js';
import { postAs } from '../../testing/requests.js';

interface Player {
  token: string;
  remote_id: number;
}

async function poll(harness: TestApp, player: Player) {
  const response = await postAs(harness, player.token, '/api/balance');
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** Whether the next poll would be answered from the cache alone. */
function cached(harness: TestApp, player: Player): boolean {
  const cache = harness.context.balanceCache;
  const session = cache.session(hashToken(player.token));
  return session !== undefined && cache.balance(session.userId) !== undefined;
}

/** Polls until the cache holds the player (at once, unless an instance is still subscribing). */
async function pollCached(harness: TestApp, player: Player) {
  await expect
    .poll(async () => {
      await poll(harness, player);
      return cached(harness, player);
    })
    .toBe(true);
}

/** The player's Main Wallet in taka as the database holds it: what the poll must answer. */
async function mainTaka(context: AppContext, player: Player): Promise<number> {
  return paisaToTaka(await playerBalancePaisa(context.db, player.remote_id, 'player_main'));
}

/** The player's next poll answers the database's balance without running a statement. */
async function expectAnsweredFromCache(harness: TestApp, player: Player) {
  const balance = await mainTaka(harness.context, player);
  const statements = vi.spyOn(harness.context.db, 'executeQuery');
  try {
    expect(await poll(harness, player)).toEqual({ status: 200, body: { balance } });
    expect(statements).not.toHaveBeenCalled();
  } finally {
    statements.mockRestore();
  }
}

const refused = {
  status: 401,
  body: refusalBody(accountMessages.unauthenticated),
};

async function sessionIdOf(harness: TestApp, token: string): Promise<number> {
  const row = await harness.context.db
    .selectFrom('sessions')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
  return row.id;
}

let marketSequence = 0;
async function newMarket(harness: TestApp): Promise<string> {
  marketSequence += 1;
  const marketId = `7.${Date.now() % 100_000}${marketSequence}`;
  await createMatchOddsMarket(harness.context, {
    eventId: `poll-cache-${marketId}`,
    eventName: `Sylhet v Rangpur ${marketId}`,
    sport: 'cricket',
    openDate: new Date().toISOString(),
    marketId,
    runners: [
      { selectionId: 1, name: 'Sylhet' },
      { selectionId: 2, name: 'Rangpur' },
    ],
  });
  return marketId;
}

let keySequence = 0;
const nextKey = () => `poll-cache-${Date.now()}-${(keySequence += 1)}`;

/** The money movements the poll must show at once, each made on `on`. */
const movements: Record<string, (on: TestApp, player: WalletPlayer) => Promise<void>> = {
  'a deposit approval': async (on, player) => {
    await fundPlayer(on, player, 500);
  },
  'an exchange bet': async (on, player) => {
    const response = await on.app.inject({
      method: 'POST',
      url: '/api/exchange/bets',
      headers: { ...bearer(player.token), 'idempotency-key': nextKey() },
      payload: {
        market_id: await newMarket(on),
        selection_id: 1,
        side: 'back',
        odds: 2,
        stake: 100,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  },
  'a casino round': async (on, player) => {
    const launch = await launchHouseGame(on, player, 'slots');
    // A spin that pays the stake back leaves the balance where it was: spin until one moves it
    // (the odds of twenty such spins in a row are nil).
    for (let spin = 0; spin < 20; spin += 1) {
      const response = await on.app.inject({
        method: 'POST',
        url: '/api/house/slots/spin',
        headers: { ...bearer(launch), 'idempotency-key': nextKey() },
        payload: { stake: 5 },
      });
      expect(response.statusCode, response.body).toBe(200);
      if (housePlayResponseSchema.parse(response.json()).bet.payout !== 5) return;
    }
    throw new Error('twenty spins all paid the stake back');
  },
  'a withdrawal': async (on, player) => {
    await settleStakes(on, player.remote_id, 100_000);
    const response = await submitWithdrawal(on, player);
    expect(response.statusCode, response.body).toBe(200);
  },
};

/** A player with money in the Main Wallet, deposited and approved through the API. */
async function fundedPlayer(harness: TestApp): Promise<WalletPlayer> {
  const player = await walletPlayer(harness);
  await fundPlayer(harness, player, 2000);
  return player;
}

const redisUrl = process.env['TEST_REDIS_URL'];
/** On PostgreSQL the cache needs Redis (create-context.ts): without it, it stays off. */
const cacheOn = testDialect === 'sqlite' || Boolean(redisUrl);

describe.runIf(!cacheOn)(`the balance poll without Redis on ${testDialect}`, () => {
  it('keeps the cache off, so instances that cannot hear each other read the database', async () => {
    const harness = await buildTestApp();
    try {
      const player = await casinoPlayer(harness, 15);
      for (let poll = 0; poll < 3; poll += 1) {
        const response = await postAs(harness, player.token, '/api/balance');
        expect(response.json()).toEqual({ balance: 15 });
      }
      expect(harness.context.balanceCache.isTrusted).toBe(false);
      expect(cached(harness, player)).toBe(false);
    } finally {
      await harness.close();
    }
  });
});

describe.runIf(cacheOn)(`the balance poll's cache on ${testDialect}`, () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await buildTestApp(redisUrl ? { REDIS_URL: redisUrl } : {});
    await seedDemoData(harness.context);
  });
  afterAll(() => harness.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a repeated poll without a statement', async () => {
    const player = await casinoPlayer(harness, 40);
    await pollCached(harness, player);
    await expectAnsweredFromCache(harness, player);
  });

  it('refuses a session on the very next poll however it ended', async () => {
    const ends: Record<
      string,
      (player: Awaited<ReturnType<typeof signUpAndLogIn>>) => Promise<void>
    > = {
      logout: async (player) => {
        const response = await postAs(harness, player.token, '/api/logout');
        expect(response.statusCode).toBe(200);
      },
      "an operator's revoke of the sign-in": async (player) => {
        const support = await signInOperator(harness, 'support');
        const sessionId = await sessionIdOf(harness, player.token);
        const response = await postAs(
          harness,
          support.token,
          `/admin-api/players/${player.remote_id}/sessions/${sessionId}/revoke`,
          {},
        );
        expect(response.statusCode, response.body).toBe(200);
      },
      "an operator's revoke of every sign-in": async (player) => {
        const support = await signInOperator(harness, 'support');
        const response = await postAs(
          harness,
          support.token,
          `/admin-api/players/${player.remote_id}/sessions/revoke-all`,
          {},
        );
        expect(response.statusCode, response.body).toBe(200);
      },
      'a password change': async (player) => {
        const response = await postAs(harness, player.token, '/api/user-pwd', {
          old_password: player.password,
          new_password: 'another2025',
          new_password_confirmation: 'another2025',
        });
        expect(response.statusCode, response.body).toBe(200);
      },
      // No call suspends a player yet; whatever writes the status, the cache hears it.
      'a suspension written to the database': async (player) => {
        await harness.context.db
          .updateTable('users')
          .set({ status: 'suspended' })
          .where('id', '=', player.remote_id)
          .execute();
      },
    };
    for (const [end, endSession] of Object.entries(ends)) {
      const player = await signUpAndLogIn(harness.app);
      await pollCached(harness, player);
      await endSession(player);
      expect(await poll(harness, player), end).toEqual(refused);
    }
  });

  it('honours the session’s expiry while the session is cached', async () => {
    const player = await signUpAndLogIn(harness.app);
    await pollCached(harness, player);
    const expiresAt = await harness.context.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('token_hash', '=', hashToken(player.token))
      .executeTakeFirstOrThrow();
    // Only the wall clock moves: the cache's entry is still young by its own clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(expiresAt.expires_at) + 1);
    expect(await poll(harness, player)).toEqual(refused);
  });

  for (const [movement, move] of Object.entries(movements)) {
    it(`shows ${movement} in the very next poll`, async () => {
      const player = await fundedPlayer(harness);
      await pollCached(harness, player);
      const before = await mainTaka(harness.context, player);
      await move(harness, player);
      const after = await mainTaka(harness.context, player);
      expect(after).not.toBe(before);
      expect(await poll(harness, player)).toEqual({ status: 200, body: { balance: after } });
    });
  }

  for (const movement of ['an exchange bet', 'a casino round']) {
    it(`drops only the moved player's cached balance after ${movement}`, async () => {
      const mover = await fundedPlayer(harness);
      const bystander = await fundedPlayer(harness);
      await pollCached(harness, mover);
      await pollCached(harness, bystander);
      await movements[movement]!(harness, mover);
      expect(harness.context.balanceCache.balance(mover.remote_id)).toBeUndefined();
      expect(await poll(harness, mover)).toEqual({
        status: 200,
        body: { balance: await mainTaka(harness.context, mover) },
      });
      // The batch and the round said which accounts they moved: the others stay cached.
      expect(cached(harness, bystander)).toBe(true);
      await expectAnsweredFromCache(harness, bystander);
    });
  }

  it('does not keep the answer of a poll whose read a commit overtook', async () => {
    const player = await fundedPlayer(harness);
    const { transactionId } = await reportManualDeposit(harness, player, { amount: 300 });
    const finance = await signInOperator(harness, 'finance');
    const before = await mainTaka(harness.context, player);
    const db = harness.context.db;
    let caught: () => void = () => undefined;
    const readDone = new Promise<void>((resolve) => {
      caught = resolve;
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let armed = true;
    const executeQuery = db.executeQuery.bind(db);
    // The poll's read (its one statement: the token and the balance, or the balance alone when
    // the session guard of the deposit's routes left the session cached) runs, then waits while
    // the deposit is approved.
    const held = vi.spyOn(db, 'executeQuery').mockImplementation(async (query) => {
      const result = await executeQuery(query);
      const sqlText = 'sql' in query ? query.sql : '';
      if (armed && /^select .*"balance_paisa".* from "(sessions|ledger_accounts)"/.test(sqlText)) {
        armed = false;
        caught();
        await gate;
      }
      return result;
    });
    try {
      const overtaken = poll(harness, player);
      await readDone;
      const approve = await postAs(
        harness,
        finance.token,
        `/admin-api/deposits/${transactionId}/approve`,
      );
      expect(approve.statusCode, approve.body).toBe(200);
      release();
      // Its read started before the approval: the old balance is a true answer for it.
      expect(await overtaken).toEqual({ status: 200, body: { balance: before } });
    } finally {
      held.mockRestore();
    }
    expect(await poll(harness, player)).toEqual({ status: 200, body: { balance: before + 300 } });
  });
});

/**
 * Waits until `to` has heard every invalidation `from` published so far. Both share this test's
 * process, so the other instance's Redis socket may not have been read yet when the call that
 * changed something answers (across machines it has been long before the player's next poll
 * arrives). A marker published after them on `from`'s connection comes after them, and `to`'s
 * cache hears each message before this test's listener, subscribed later, hears it.
 */
async function heardEverything(from: TestApp, to: TestApp): Promise<void> {
  const marker = `marker-${randomUUID()}`;
  let heard: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const stop = await to.context.pubsub.subscribe(BALANCE_CACHE_CHANNEL, (message) => {
    if (message.includes(marker)) heard();
  });
  try {
    await from.context.pubsub.publish(
      BALANCE_CACHE_CHANNEL,
      JSON.stringify({ origin: marker, changes: {} }),
    );
    await arrived;
  } finally {
    await stop();
  }
}

describe.runIf(redisUrl)(`the balance poll's cache across two instances on ${testDialect}`, () => {
  let pair: TestInstances;
  beforeAll(async () => {
    pair = await buildTestInstances({ REDIS_URL: redisUrl ?? '' });
    await seedDemoData(pair.first.context);
  });
  afterAll(() => pair.close());

  it('refuses on one instance a session ended on the other, on the very next poll', async () => {
    const player = await signUpAndLogIn(pair.first.app);
    await pollCached(pair.first, player);
    await pollCached(pair.second, player);
    const logout = await pair.first.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(player.token),
    });
    expect(logout.statusCode).toBe(200);
    await heardEverything(pair.first, pair.second);
    expect(await poll(pair.second, player)).toEqual(refused);
    expect(await poll(pair.first, player)).toEqual(refused);

    const other = await signUpAndLogIn(pair.first.app);
    await pollCached(pair.first, other);
    await pollCached(pair.second, other);
    const support = await signInOperator(pair.second, 'support');
    const revoke = await pair.second.app.inject({
      method: 'POST',
      url: `/admin-api/players/${other.remote_id}/sessions/revoke-all`,
      headers: bearer(support.token),
      payload: {},
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    await heardEverything(pair.second, pair.first);
    expect(await poll(pair.first, other)).toEqual(refused);
  });

  for (const [movement, move] of Object.entries(movements)) {
    it(`shows ${movement} made on one instance in the very next poll of both`, async () => {
      const player = await fundedPlayer(pair.first);
      const bystander = await fundedPlayer(pair.first);
      await pollCached(pair.first, player);
      await pollCached(pair.second, player);
      await pollCached(pair.second, bystander);
      await move(pair.first, player);
      const after = await mainTaka(pair.first.context, player);
      const answer = { status: 200, body: { balance: after } };
      await heardEverything(pair.first, pair.second);
      expect(await poll(pair.second, player)).toEqual(answer);
      expect(await poll(pair.first, player)).toEqual(answer);
      // What the other instance heard named the moved accounts, not every balance.
      if (movement === 'an exchange bet' || movement === 'a casino round') {
        await expectAnsweredFromCache(pair.second, bystander);
      }
    });
  }
});
