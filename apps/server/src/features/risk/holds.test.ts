/**
 * Withdrawal holds through the API: placed with a reason and audited, refused twice (also at once),
 * a withdrawal refused under a hold in words the player reads, a withdrawal racing a hold, approval
 * refused while held, rejection still open, and the release.
 */
import { describe, expect, it } from 'vitest';
import {
  holdChangeResponseSchema,
  riskAdminMessages,
  riskMessages,
  withdrawalHoldResponseSchema,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { signInOperator } from '../../testing/operators.js';
import { refusalBody } from '../../testing/refusal.js';
import { getAs, postAs } from '../../testing/requests.js';
import { operatorPerFile, testAppPerFile } from '../../testing/test-app-per-file.js';
import {
  mainBalance,
  pendingWithdrawalId,
  submitWithdrawal,
  walletPlayer,
  withdrawablePlayer,
} from '../../testing/wallet.js';
import { bearer } from '../../testing/players.js';

const harness = testAppPerFile({ seedDemoData: true });
const finance = operatorPerFile(harness, 'finance');

const holdUrl = (userId: number) => `/admin-api/players/${userId}/withdrawal-hold`;

function placeHold(userId: number, reason = 'Shares a sender number with another account.') {
  return postAs(harness, finance.token, holdUrl(userId), { reason });
}

function releaseHold(userId: number, reason = 'Checked with the player: the number is theirs.') {
  return postAs(harness, finance.token, `${holdUrl(userId)}/release`, { reason });
}

// The deposit's turnover, played through, so only the hold stands in the way.
const fundedPlayer = () => withdrawablePlayer(harness, 2000, 2000);

function auditActions(userId: number) {
  return harness.context.db
    .selectFrom('audit_log')
    .select(['action', 'detail'])
    .where('target_type', '=', 'user')
    .where('target_id', '=', String(userId))
    .where('action', 'like', 'player.withdrawal_hold%')
    .orderBy('id')
    .execute();
}

describe(`withdrawal holds on ${testDialect}`, () => {
  it('holds with a reason, refuses the withdrawal in the player’s words, and releases', async () => {
    const player = await fundedPlayer();
    const placed = await placeHold(player.remote_id);
    expect(placed.statusCode).toBe(200);
    const answer = holdChangeResponseSchema.parse(placed.json());
    expect(answer.message).toBe(riskAdminMessages.holdPlaced);
    expect(answer.hold?.reason).toBe('Shares a sender number with another account.');

    const check = await harness.app.inject({
      method: 'GET',
      url: `/api/userwithdrawcheck?remote_id=${player.remote_id}`,
      headers: bearer(player.token),
    });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toMatchObject({ message: riskMessages.withdrawalsHeld });
    const refused = await submitWithdrawal(harness, player);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(refusalBody(riskMessages.withdrawalsHeld));
    expect(await mainBalance(harness, player)).toBe(2000);

    const released = await releaseHold(player.remote_id);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ message: riskAdminMessages.holdReleased, hold: null });
    const read = await getAs(harness, finance.token, holdUrl(player.remote_id));
    expect(withdrawalHoldResponseSchema.parse(read.json()).hold).toBeNull();
    expect((await submitWithdrawal(harness, player)).statusCode).toBe(200);

    const entries = await auditActions(player.remote_id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'player.withdrawal_hold',
      'player.withdrawal_hold_release',
    ]);
    expect(JSON.parse(entries[0]!.detail)).toMatchObject({
      before: { held: false },
      after: { held: true, reason: 'Shares a sender number with another account.' },
    });
  });

  it('refuses a hold without a reason, a second hold, and a release with nothing held', async () => {
    const player = await walletPlayer(harness);
    const blank = await postAs(harness, finance.token, holdUrl(player.remote_id), { reason: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json<{ errors: Record<string, string[]> }>().errors['reason']).toEqual([
      riskAdminMessages.reasonRequired,
    ]);
    const short = await placeHold(player.remote_id, 'odd');
    expect(short.json<{ errors: Record<string, string[]> }>().errors['reason']).toEqual([
      riskAdminMessages.reasonLength,
    ]);
    const nothing = await releaseHold(player.remote_id);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ message: riskAdminMessages.notHeld });

    expect((await placeHold(player.remote_id)).statusCode).toBe(200);
    const again = await placeHold(player.remote_id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: riskAdminMessages.alreadyHeld });
    expect(await auditActions(player.remote_id)).toHaveLength(1);
  });

  it('keeps one of two holds placed at once, with one audit entry', async () => {
    const player = await walletPlayer(harness);
    const answers = await Promise.all([placeHold(player.remote_id), placeHold(player.remote_id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const holds = await harness.context.db
      .selectFrom('withdrawal_holds')
      .select('id')
      .where('user_id', '=', player.remote_id)
      .execute();
    expect(holds).toHaveLength(1);
    expect(await auditActions(player.remote_id)).toHaveLength(1);
  });

  it('settles a withdrawal racing a hold one way or the other, never around it', async () => {
    for (let round = 0; round < 4; round += 1) {
      const player = await fundedPlayer();
      const [withdrawal, hold] = await Promise.all([
        submitWithdrawal(harness, player),
        placeHold(player.remote_id),
      ]);
      expect(hold.statusCode).toBe(200);
      if (withdrawal.statusCode === 200) {
        // The withdrawal came first: it waits under the hold, and approval is refused.
        const transactionId = await pendingWithdrawalId(harness, player);
        const approve = await postAs(
          harness,
          finance.token,
          `/admin-api/withdrawals/${transactionId}/approve`,
        );
        expect(approve.statusCode).toBe(409);
        expect(approve.json()).toMatchObject({ message: riskAdminMessages.approvalHeld });
      } else {
        expect(withdrawal.statusCode).toBe(400);
        expect(withdrawal.json()).toMatchObject(refusalBody(riskMessages.withdrawalsHeld));
        expect(await mainBalance(harness, player)).toBe(2000);
      }
    }
  });

  it('refuses approving a held player’s pending withdrawal but lets finance reject it', async () => {
    const player = await fundedPlayer();
    expect((await submitWithdrawal(harness, player)).statusCode).toBe(200);
    const transactionId = await pendingWithdrawalId(harness, player);
    expect((await placeHold(player.remote_id)).statusCode).toBe(200);

    const approve = await postAs(
      harness,
      finance.token,
      `/admin-api/withdrawals/${transactionId}/approve`,
    );
    expect(approve.statusCode).toBe(409);
    const row = await harness.context.db
      .selectFrom('wallet_transactions')
      .select('approved_at')
      .where('transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow();
    expect(row.approved_at).toBeNull();

    const reject = await postAs(
      harness,
      finance.token,
      `/admin-api/withdrawals/${transactionId}/reject`,
      { reason: 'Held for review.' },
    );
    expect(reject.statusCode).toBe(200);
    expect(await mainBalance(harness, player)).toBe(2000);
  });

  it('answers 404 for an unknown player and refuses support', async () => {
    const missing = await placeHold(99_999_999);
    expect(missing.statusCode).toBe(404);
    const support = await signInOperator(harness, 'support');
    const player = await walletPlayer(harness);
    const refused = await getAs(harness, support.token, holdUrl(player.remote_id));
    expect(refused.statusCode).toBe(403);
  });
});
