/** Claim All: the minimum with its message, the whole bonus moved once, even when claimed twice at once. */
import { describe, expect, it } from 'vitest';
import { referralMessages, takaToPaisa } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { expectStoredAnswer, replayedAfterDeathAtCommit } from '../../testing/die-after-commit.js';
import { mainBalance, walletPlayer, type WalletPlayer } from '../../testing/wallet.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { move } from '../../platform/ledger/move.js';
import { refusalBody } from '../../testing/refusal.js';
import { countRows } from '../../testing/row-count.js';
import { getAs, postAs } from '../../testing/requests.js';
import { postWithKey } from '../../testing/keyed-calls.js';

const harness = testAppPerFile();

/** Credits cash bonus the way referral rewards will. */
async function grantCashBonus(player: WalletPlayer, taka: number, key: string) {
  await harness.context.db.transaction().execute((trx) =>
    move(trx, {
      from: { kind: 'bonus_funding' },
      to: { kind: 'player_cash_bonus', userId: player.remote_id },
      currency: 'BDT',
      amountPaisa: takaToPaisa(taka),
      code: 'bonus',
      idempotencyKey: key,
    }),
  );
}

const claim = (player: WalletPlayer) => postAs(harness, player.token, '/api/cash-claim', {});

describe(`cash claim on ${testDialect}`, () => {
  it('refuses less than 10 with the spec message', async () => {
    const player = await walletPlayer(harness);
    await grantCashBonus(player, 9.99, `grant-${player.remote_id}`);
    const response = await claim(player);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusalBody(referralMessages.claimMinimum));
  });

  it('moves the whole bonus to the Main Wallet once, even when two claims race', async () => {
    const player = await walletPlayer(harness);
    await grantCashBonus(player, 25.5, `grant-${player.remote_id}`);
    const results = await Promise.all([claim(player), claim(player)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
    const ok = results.find((result) => result.statusCode === 200);
    expect(ok?.json()).toEqual({
      success: true,
      message: referralMessages.claimSuccess,
      amount: 25.5,
      balance: 25.5,
    });
    expect(await mainBalance(harness, player)).toBe(25.5);
    expect(
      await playerBalancePaisa(harness.context.db, player.remote_id, 'player_cash_bonus'),
    ).toBe(0);
    const list = await getAs(
      harness,
      player.token,
      `/api/transaction/show?remote_id=${player.remote_id}`,
    );
    expect(list.json<{ data: { action: string; key: string; amount: number }[] }>().data).toEqual([
      expect.objectContaining({ action: 'bonus', key: '1', amount: 25.5 }),
    ]);
  });

  it('claims once when the process dies after the commit, and answers the keyed retry', async () => {
    const player = await walletPlayer(harness);
    await grantCashBonus(player, 30, `grant-${player.remote_id}`);
    await grantCashBonus(player, 0.5, `grant-later-${player.remote_id}`);
    const send = () =>
      postWithKey(harness, player.token, '/api/cash-claim', {}, 'claim-dies-after-commit');
    const retried = await replayedAfterDeathAtCommit(harness.context.db, send);
    expect(retried.json()).toEqual({
      success: true,
      message: referralMessages.claimSuccess,
      amount: 30.5,
      balance: 30.5,
    });
    expect(
      await countRows(harness.context.db, 'wallet_transactions', {
        user_id: player.remote_id,
        source: 'cash_claim',
      }),
    ).toBe(1);
    await expectStoredAnswer(harness.context.db, 'claim-dies-after-commit', {
      scope: `user:${player.remote_id}`,
    });
  });
});
