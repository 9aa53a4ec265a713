/**
 * Withdrawals through the API: the pre-check's reasons in order with the [contract: Error texts] body, the submit's
 * field checks, the hold that leaves the Main Wallet at once, one pending at a time, and the
 * operator paying or rejecting it (money returned), each once.
 */
import { describe, expect, it } from 'vitest';
import { isDateOfBirthError, withdrawMessages, walletOperationMessages } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { operatorPerFile, testAppPerFile } from '../../testing/test-app-per-file.js';
import { signInOperator } from '../../testing/operators.js';
import { upsertSettingForTest as setSiteSetting } from '../../testing/site-settings.js';
import {
  fundPlayer,
  mainBalance,
  pendingWithdrawalId,
  settleStakes,
  submitWithdrawal,
  walletPlayer,
  withdrawablePlayer,
  type WalletPlayer,
} from '../../testing/wallet.js';
import { addVerifiedExtraPhone, uniquePhone } from '../../testing/verification.js';
import { expectStoredAnswer, replayedAfterDeathAtCommit } from '../../testing/die-after-commit.js';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { codeOf } from '../../testing/refusal.js';
import { getAs, postAs } from '../../testing/requests.js';
import { postWithKey } from '../../testing/keyed-calls.js';

const harness = testAppPerFile({ seedDemoData: true });
const finance = operatorPerFile(harness, 'finance');

function check(player: WalletPlayer) {
  return getAs(harness, player.token, `/api/userwithdrawcheck?remote_id=${player.remote_id}`);
}

const submit = (player: WalletPlayer, payload: Record<string, unknown> = {}) =>
  submitWithdrawal(harness, player, payload);

/** The player's withdrawal rows, as stored. */
function withdrawalsOf(player: WalletPlayer) {
  return harness.context.db
    .selectFrom('wallet_transactions')
    .select(['transaction_id', 'account_number'])
    .where('user_id', '=', player.remote_id)
    .where('action', '=', 'withdraw')
    .execute();
}

function refusalBody(message: string) {
  return { success: false, code: codeOf(message), message, error: message };
}

describe(`withdrawal pre-check on ${testDialect}`, () => {
  it('names the birthday first, with a message the screen links to the profile', async () => {
    const player = await walletPlayer(harness, { birthday: null });
    const response = await check(player);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusalBody(withdrawMessages.dateOfBirthRequired));
    expect(isDateOfBirthError(withdrawMessages.dateOfBirthRequired)).toBe(true);
  });

  it('refuses while a deposit turnover is unfinished, and passes once stakes complete it', async () => {
    const player = await walletPlayer(harness);
    await fundPlayer(harness, player, 1000);
    expect((await check(player)).json()).toEqual(refusalBody(withdrawMessages.turnoverIncomplete));
    await settleStakes(harness, player.remote_id, 999.99);
    expect((await check(player)).statusCode).toBe(400);
    await settleStakes(harness, player.remote_id, 0.01);
    expect((await check(player)).statusCode).toBe(200);
  });

  it('refuses an unverified phone and switched-off withdrawals', async () => {
    const unverified = await walletPlayer(harness, { phoneVerified: false });
    expect((await check(unverified)).json()).toEqual(
      refusalBody(withdrawMessages.phoneNotVerified),
    );
    const player = await walletPlayer(harness);
    await setSiteSetting(harness, 'withdrawal_status', 0);
    try {
      expect((await check(player)).json()).toEqual(refusalBody(withdrawMessages.disabled));
      expect((await submit(player)).json()).toEqual(refusalBody(withdrawMessages.disabled));
    } finally {
      await setSiteSetting(harness, 'withdrawal_status', 1);
    }
  });

  it("refuses another player's remote_id", async () => {
    const [alice, bob] = [await walletPlayer(harness), await walletPlayer(harness)];
    const response = await getAs(
      harness,
      alice.token,
      `/api/userwithdrawcheck?remote_id=${bob.remote_id}`,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe(`withdrawal submit on ${testDialect}`, () => {
  it('checks amount, account number and method in order, with the range and own numbers', async () => {
    const player = await withdrawablePlayer(harness, 2000);
    const empty = await postAs(harness, player.token, '/api/submit-withdraw', {
      remote_id: player.remote_id,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ message: string }>().message).toBe(withdrawMessages.amountRequired);
    expect((await submit(player, { account_number: '' })).json<{ message: string }>().message).toBe(
      withdrawMessages.accountNumberRequired,
    );
    expect((await submit(player, { provider: '' })).json<{ message: string }>().message).toBe(
      withdrawMessages.paymentMethodRequired,
    );
    expect((await submit(player, { amount: 499 })).json<{ message: string }>().message).toBe(
      withdrawMessages.amountOutOfRange,
    );
    const notMine = await submit(player, { account_number: '01999999999' });
    expect(notMine.json<{ errors: Record<string, string[]> }>().errors['account_number']).toEqual([
      withdrawMessages.accountNotVerified,
    ]);
    const unknownMethod = await submit(player, { provider: 'PayPal' });
    expect(unknownMethod.json<{ errors: Record<string, string[]> }>().errors['provider']).toEqual([
      withdrawMessages.paymentMethodRequired,
    ]);
    const tooMuch = await submit(player, { amount: 2000.01 });
    expect(tooMuch.json()).toEqual(refusalBody(withdrawMessages.insufficientBalance));
    expect(await mainBalance(harness, player)).toBe(2000);
  });

  it('holds the amount at once and allows one pending withdrawal, even from two tabs', async () => {
    const player = await withdrawablePlayer(harness, 2000);
    const results = await Promise.all([submit(player), submit(player)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
    const ok = results.find((result) => result.statusCode === 200);
    expect(ok?.json()).toEqual({ success: true, message: withdrawMessages.success });
    expect(await mainBalance(harness, player)).toBe(1400);
    expect(
      await playerBalancePaisa(harness.context.db, player.remote_id, 'player_withdrawal_hold'),
    ).toBe(60_000);
    expect((await check(player)).json()).toEqual(refusalBody(withdrawMessages.pendingWithdraw));
  });

  it('takes the account number as the player types their phone (+880, spaces, dashes)', async () => {
    const player = await withdrawablePlayer(harness, 2000);
    // 01712345678 typed "+880 1712-345-678" (Bangla digits: the contract's tests).
    const typed = `+880 ${player.phone.slice(1, 5)}-${player.phone.slice(5, 8)}-${player.phone.slice(8)}`;
    const taken = await submit(player, { account_number: typed });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await withdrawalsOf(player)).map((row) => row.account_number)).toEqual([player.phone]);
  });

  it('pays out to a verified extra phone, even with the primary phone unverified', async () => {
    const player = await walletPlayer(harness, { phoneVerified: false });
    const verifiedExtra = await addVerifiedExtraPhone(harness, player);
    const unverifiedExtra = uniquePhone();
    await postAs(harness, player.token, '/api/add/number', { phone: unverifiedExtra });
    await fundPlayer(harness, player, 2000);
    await settleStakes(harness, player.remote_id, 20_000);
    expect((await check(player)).statusCode).toBe(200);
    for (const accountNumber of [unverifiedExtra, player.phone]) {
      const refused = await submit(player, { account_number: accountNumber });
      expect(refused.json<{ errors: Record<string, string[]> }>().errors['account_number']).toEqual(
        [withdrawMessages.accountNotVerified],
      );
    }
    expect((await submit(player, { account_number: verifiedExtra })).statusCode).toBe(200);
  });

  it('an operator pays it once; the hold leaves and the record says Success', async () => {
    const player = await withdrawablePlayer(harness, 2000);
    expect((await submit(player, { amount: 500 })).statusCode).toBe(200);
    const id = await pendingWithdrawalId(harness, player);
    const pay = () =>
      postAs(harness, finance.token, `/admin-api/withdrawals/${id}/pay`, {
        reference: 'BKASH8XY12',
      });
    const results = await Promise.all([pay(), pay()]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect(await mainBalance(harness, player)).toBe(1500);
    expect(
      await playerBalancePaisa(harness.context.db, player.remote_id, 'player_withdrawal_hold'),
    ).toBe(0);
    const list = await getAs(
      harness,
      player.token,
      `/api/transaction/show?remote_id=${player.remote_id}`,
    );
    const withdrawal = list
      .json<{ data: { action: string; key: string; completed_at: string | null }[] }>()
      .data.find((row) => row.action === 'withdraw');
    expect(withdrawal?.key).toBe('1');
    expect(withdrawal?.completed_at).toBeTruthy();
    expect((await check(player)).statusCode).toBe(200);
  });

  it('an operator rejects it with a reason; the amount returns and the player is told', async () => {
    const player = await withdrawablePlayer(harness, 2000);
    expect((await submit(player, { amount: 700 })).statusCode).toBe(200);
    const id = await pendingWithdrawalId(harness, player);
    const noReason = await postAs(
      harness,
      finance.token,
      `/admin-api/withdrawals/${id}/reject`,
      {},
    );
    expect(noReason.json<{ message: string }>().message).toBe(
      walletOperationMessages.reasonRequired,
    );
    const reject = await postAs(harness, finance.token, `/admin-api/withdrawals/${id}/reject`, {
      reason: 'The wallet number is not registered.',
    });
    expect(reject.statusCode).toBe(200);
    expect(await mainBalance(harness, player)).toBe(2000);
    const inbox = await harness.context.db
      .selectFrom('inbox_messages')
      .select(['title', 'message'])
      .where('user_id', '=', player.remote_id)
      .where('title', '=', 'Withdrawal rejected')
      .executeTakeFirstOrThrow();
    expect(inbox.message).toContain('The wallet number is not registered.');
    const support = await signInOperator(harness, 'support');
    const forbidden = await postAs(harness, support.token, `/admin-api/withdrawals/${id}/pay`);
    expect(forbidden.statusCode).toBe(403);
    expect(await checkLedger(harness.context.db)).toEqual(expect.objectContaining({ ok: true }));
  });
});

describe(`keyed withdrawal calls that die after their commit, on ${testDialect}`, () => {
  it('holds once and pays once, answering each keyed retry with the stored answer', async () => {
    const player = await withdrawablePlayer(harness, 2000);
    const request = () =>
      submitWithdrawal(harness, player, {}, { 'idempotency-key': 'withdraw-dies' });
    const held = await replayedAfterDeathAtCommit(harness.context.db, request);
    expect(held.json()).toEqual({ success: true, message: withdrawMessages.success });
    const withdrawals = await withdrawalsOf(player);
    expect(withdrawals).toHaveLength(1);
    expect(await mainBalance(harness, player)).toBe(1400);
    await expectStoredAnswer(harness.context.db, 'withdraw-dies', {
      scope: `user:${player.remote_id}`,
    });

    const id = withdrawals[0]!.transaction_id;
    const pay = () =>
      postWithKey(
        harness,
        finance.token,
        `/admin-api/withdrawals/${id}/pay`,
        { reference: 'BK123' },
        'pay-dies',
      );
    const paid = await replayedAfterDeathAtCommit(harness.context.db, pay);
    expect(paid.json()).toEqual({ success: true, message: walletOperationMessages.paid });
    expect(
      await playerBalancePaisa(harness.context.db, player.remote_id, 'player_withdrawal_hold'),
    ).toBe(0);
    expect(await mainBalance(harness, player)).toBe(1400);
    expect(await checkLedger(harness.context.db)).toEqual(expect.objectContaining({ ok: true }));
  });
});
