/**
 * A withdrawal's approve step (docs/decisions.md, Money queues): finance approves, sends the
 * payout and marks it paid. Approval records who and when and is audited, moves no money, leaves
 * the player's row pending, happens once, and is refused to support; the queue names the provider
 * even when the player sent only its name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditListResponseSchema,
  queueResponseSchema,
  walletOperationMessages,
  type QueueItem,
} from '@khela/contract';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import { fundPlayer, settleStakes, walletPlayer, type WalletPlayer } from '../../testing/wallet.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile({ seedDemoData: true });
const tokens = { finance: '', owner: '', support: '' };
let keySequence = 0;

beforeAll(async () => {
  for (const role of ['finance', 'owner', 'support'] as const) {
    tokens[role] = (await signInOperator(harness, role)).token;
  }
});

function operatorPost(role: keyof typeof tokens, url: string, payload: object = {}) {
  return harness.app.inject({
    method: 'POST',
    url: `/admin-api${url}`,
    headers: { ...bearer(tokens[role]), 'idempotency-key': `approval-${(keySequence += 1)}` },
    payload,
  });
}

async function withdrawingPlayer(): Promise<{ player: WalletPlayer; id: string }> {
  const player = await walletPlayer(harness);
  await fundPlayer(harness, player, 2000);
  await settleStakes(harness, player.remote_id, 20_000);
  const submitted = await postAs(harness, player.token, '/api/submit-withdraw', {
    remote_id: player.remote_id,
    amount: 700,
    account_number: player.phone,
    provider: 'bkash',
    payment_id: 0,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const item = await queueItemOf(player);
  return { player, id: item.transaction_id };
}

async function queueItemOf(player: WalletPlayer, status = 'pending'): Promise<QueueItem> {
  const response = await getAs(
    harness,
    tokens.support,
    `/admin-api/withdrawals?status=${status}&limit=200`,
  );
  const item = queueResponseSchema
    .parse(response.json())
    .data.find((row) => row.user_id === player.remote_id);
  if (!item) throw new Error('no withdrawal in the queue');
  return item;
}

const held = (player: WalletPlayer) =>
  playerBalancePaisa(harness.context.db, player.remote_id, 'player_withdrawal_hold');

describe(`withdrawal approval on ${testDialect}`, () => {
  it('approves once, audited, without moving money; then pays', async () => {
    const { player, id } = await withdrawingPlayer();
    const before = await queueItemOf(player);
    expect(before.approved_at).toBeNull();
    // The player named only the provider; the queue still says which wallet to pay through.
    expect(before.payment_method).toMatchObject({ name: 'bKash', type: 'Personal' });

    expect((await operatorPost('support', `/withdrawals/${id}/approve`)).statusCode).toBe(403);
    const approved = await operatorPost('finance', `/withdrawals/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      success: true,
      message: walletOperationMessages.withdrawalApproved,
    });
    const again = await operatorPost('owner', `/withdrawals/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(walletOperationMessages.alreadyApproved);

    const after = await queueItemOf(player);
    expect(after.key).toBe('0');
    expect(after.approved_at).not.toBeNull();
    expect(after.approved_by).toMatch(/^finance/);
    expect(await held(player)).toBe(70_000);

    const audit = await getAs(
      harness,
      tokens.owner,
      `/admin-api/audit?target_type=wallet_transaction&target_id=${id}`,
    );
    const [entry] = auditListResponseSchema.parse(audit.json()).data;
    expect(entry).toMatchObject({
      action: 'withdrawal.approve',
      detail: { amount_paisa: 70_000, before: { approved_at: null } },
    });

    const paid = await operatorPost('finance', `/withdrawals/${id}/pay`, { reference: 'PAYOUT77' });
    expect(paid.statusCode).toBe(200);
    expect(await held(player)).toBe(0);
    const done = await queueItemOf(player, 'success');
    expect(done.reference).toBe('PAYOUT77');
    expect((await operatorPost('finance', `/withdrawals/${id}/approve`)).statusCode).toBe(409);
    await checkLedger(harness.context.db);
  });

  it('an approved withdrawal can still be rejected (the payout failed): the money goes back', async () => {
    const { player, id } = await withdrawingPlayer();
    expect((await operatorPost('owner', `/withdrawals/${id}/approve`)).statusCode).toBe(200);
    const rejected = await operatorPost('finance', `/withdrawals/${id}/reject`, {
      reason: 'The wallet refused the transfer.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await held(player)).toBe(0);
    expect(await playerBalancePaisa(harness.context.db, player.remote_id, 'player_main')).toBe(
      200_000,
    );
  });

  it('answers 404 for a transaction that is not a withdrawal', async () => {
    expect((await operatorPost('finance', '/withdrawals/WNOTHERE99/approve')).statusCode).toBe(404);
  });
});
