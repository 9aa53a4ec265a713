/**
 * The aggregator's signed seamless-wallet callbacks, POST /api/provider-wallet/{provider}/{action}:
 * signatures and their clock window, the launch token balance and debit need, repeats answering
 * the first result, refusals with the balance, and signed answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  gameRunResponseSchema,
  PROVIDER_WALLET_SIGNATURE_HEADER,
  PROVIDER_WALLET_TIMESTAMP_HEADER,
  providerWalletErrorSchema,
  providerWalletSuccessSchema,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { casinoPlayer, configureTestAggregator, sendWalletCallback } from '../../testing/casino.js';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { walletSignature } from './wallet-signature.js';
import { postAs, postRaw } from '../../testing/requests.js';
import { uniqueId } from '../../testing/unique-ids.js';

const harness = testAppPerFile({ seedDemoData: true });
let aggregator: { platform: string; secret: string };

beforeAll(async () => {
  aggregator = await configureTestAggregator(harness, 'MEGHNA');
});

/** A funded player with a launch token for one of the aggregator's games. */
async function launchedPlayer(taka = 100) {
  const player = await casinoPlayer(harness, taka);
  const response = await postAs(harness, player.token, '/api/game-run', {
    userId: player.remote_id,
    gameCode: 'tea-garden-treasure',
    gameType: 'SLOT',
    platform: aggregator.platform,
  });
  const url = new URL(gameRunResponseSchema.parse(response.json()).url);
  return { ...player, launchToken: url.searchParams.get('token') ?? '' };
}

function send(
  action: 'balance' | 'debit' | 'credit' | 'rollback',
  body: Record<string, unknown>,
  options: { secret?: string; nowMs?: number } = {},
) {
  return sendWalletCallback(harness, {
    platform: aggregator.platform,
    action,
    secret: options.secret ?? aggregator.secret,
    body: { request_id: uniqueId('req'), ...body },
    ...(options.nowMs === undefined ? {} : { nowMs: options.nowMs }),
  });
}

const money = <T extends Record<string, unknown>>(player: { remote_id: number }, extra: T) => ({
  user_id: player.remote_id,
  currency: 'BDT',
  game_code: 'tea-garden-treasure',
  ...extra,
});

describe(`provider wallet callbacks on ${testDialect}`, () => {
  it('answers the balance in minor units, signed', async () => {
    const player = await launchedPlayer(123.45);
    const response = await send('balance', {
      user_id: player.remote_id,
      token: player.launchToken,
    });
    expect(response.statusCode).toBe(200);
    const body = providerWalletSuccessSchema.parse(response.json());
    expect(body).toMatchObject({ balance: 12_345, currency: 'BDT', repeated: false });
    const timestamp = String(response.headers[PROVIDER_WALLET_TIMESTAMP_HEADER]);
    expect(response.headers[PROVIDER_WALLET_SIGNATURE_HEADER]).toBe(
      walletSignature(aggregator.secret, timestamp, response.body),
    );
  });

  it('refuses unsigned, wrongly signed, stale and unknown-provider calls', async () => {
    const player = await launchedPlayer();
    const body = { user_id: player.remote_id, token: player.launchToken };
    const wrong = await send('balance', body, { secret: 'f'.repeat(64) });
    expect(wrong.statusCode).toBe(401);
    expect(providerWalletErrorSchema.parse(wrong.json()).error).toBe('signature_invalid');
    const stale = await send('balance', body, { nowMs: Date.now() - 10 * 60_000 });
    expect(stale.json()).toMatchObject({ error: 'signature_invalid' });
    const unsigned = await postRaw(
      harness,
      `/api/provider-wallet/${aggregator.platform}/balance`,
      'application/json',
      JSON.stringify({ request_id: 'r', ...body }),
    );
    expect(unsigned.statusCode).toBe(401);
    const unknown = await sendWalletCallback(harness, {
      platform: 'NOSUCH',
      action: 'balance',
      secret: aggregator.secret,
      body: { request_id: 'r', ...body },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'provider_unknown', request_id: 'r' });
    // The house provider plays in-process; it takes no callbacks.
    const house = await sendWalletCallback(harness, {
      platform: 'KHELA',
      action: 'balance',
      secret: aggregator.secret,
      body: { request_id: 'r', ...body },
    });
    expect(house.statusCode).toBe(404);
  });

  it('needs a live launch token of this player for balance and debit', async () => {
    const player = await launchedPlayer();
    const other = await launchedPlayer();
    for (const token of [undefined, 'nope', other.launchToken]) {
      const response = await send('debit', {
        ...money(player, { round_id: uniqueId('r'), transaction_id: uniqueId('t'), amount: 100 }),
        ...(token ? { token } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'session_expired' });
    }
  });

  it('bets, repeats, wins and rolls back with the first answers repeated', async () => {
    const player = await launchedPlayer(100);
    const round = uniqueId('round');
    const bet = money(player, {
      token: player.launchToken,
      round_id: round,
      transaction_id: uniqueId('bet'),
      amount: 2_000,
    });
    const first = providerWalletSuccessSchema.parse((await send('debit', bet)).json());
    expect(first).toMatchObject({ balance: 8_000, repeated: false });
    const repeat = providerWalletSuccessSchema.parse((await send('debit', bet)).json());
    expect(repeat).toMatchObject({ balance: 8_000, repeated: true });

    // A win after the launch token is gone is still paid.
    await harness.context.db.deleteFrom('casino_launch_sessions').execute();
    const win = money(player, { round_id: round, transaction_id: uniqueId('win'), amount: 5_000 });
    const paid = providerWalletSuccessSchema.parse((await send('credit', win)).json());
    expect(paid).toMatchObject({ balance: 13_000, repeated: false });
    expect(providerWalletSuccessSchema.parse((await send('credit', win)).json())).toMatchObject({
      balance: 13_000,
      repeated: true,
    });
    const late = await send(
      'rollback',
      money(player, {
        round_id: round,
        transaction_id: uniqueId('rb'),
        reference_transaction_id: bet.transaction_id,
      }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'not_rollbackable', balance: 13_000 });
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('refuses a bet beyond the balance with the balance, and bad bodies', async () => {
    const player = await launchedPlayer(10);
    const response = await send(
      'debit',
      money(player, {
        token: player.launchToken,
        round_id: uniqueId('round'),
        transaction_id: uniqueId('bet'),
        amount: 1_001,
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(providerWalletErrorSchema.parse(response.json())).toMatchObject({
      error: 'insufficient_funds',
      balance: 1_000,
    });
    for (const amount of [0, 1.5, -1, '100']) {
      const bad = await send(
        'debit',
        money(player, {
          token: player.launchToken,
          round_id: uniqueId('round'),
          transaction_id: uniqueId('bet'),
          amount,
        }),
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ error: 'invalid_request' });
    }
    const notJson = await sendWalletCallback(harness, {
      platform: aggregator.platform,
      action: 'credit',
      secret: aggregator.secret,
      body: {},
    });
    expect(notJson.json()).toMatchObject({ error: 'invalid_request', request_id: null });
  });

  it('records a rollback that arrives first, so its late bet is refused', async () => {
    const player = await launchedPlayer(100);
    const round = uniqueId('round');
    const betId = uniqueId('bet');
    const rollback = await send(
      'rollback',
      money(player, {
        round_id: round,
        transaction_id: uniqueId('rb'),
        reference_transaction_id: betId,
      }),
    );
    expect(rollback.json()).toMatchObject({ status: 'ok', balance: 10_000 });
    const bet = await send(
      'debit',
      money(player, {
        token: player.launchToken,
        round_id: round,
        transaction_id: betId,
        amount: 500,
      }),
    );
    expect(bet.statusCode).toBe(409);
    expect(bet.json()).toMatchObject({ error: 'bet_rolled_back', balance: 10_000 });
  });
});
