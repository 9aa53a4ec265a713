/**
 * The deposit queue warns finance of a TRX id reported on another deposit (here one player's bKash
 * TRX id reported again by another player on Nagad, which each wallet's own check lets through)
 * and of a sending number other players' deposits came from too. Withdrawals carry no warnings.
 */
import { describe, expect, it } from 'vitest';
import { ewalletDepositResponseSchema, queueResponseSchema, type QueueItem } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { operatorPerFile, testAppPerFile } from '../../testing/test-app-per-file.js';
import { uniqueTrxId, walletPlayer, type WalletPlayer } from '../../testing/wallet.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile({ seedDemoData: true });
const finance = operatorPerFile(harness, 'finance');

/** A manual deposit reported with this TRX id, sent from this number. */
async function report(
  player: WalletPlayer,
  options: { provider: string; trxId: string; from?: string },
): Promise<void> {
  const request = await postAs(harness, player.token, '/api/ewa/request', {
    amount: 500,
    provider: options.provider,
    type: 'Personal',
  });
  expect(request.statusCode, request.body).toBe(200);
  const { transaction } = ewalletDepositResponseSchema.parse(request.json());
  const confirm = await postAs(harness, player.token, '/api/ewa/confirm', {
    trx_id: transaction,
    trxid: options.trxId,
    number: options.from ?? player.phone,
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
}

async function pendingOf(player: WalletPlayer): Promise<QueueItem> {
  const queue = queueResponseSchema.parse(
    (await getAs(harness, finance.token, '/admin-api/deposits?status=pending')).json(),
  );
  const item = queue.data.find((row) => row.user_id === player.remote_id);
  if (!item) throw new Error(`no pending deposit of ${player.username}`);
  return item;
}

describe(`deposit warnings on ${testDialect}`, () => {
  it('links two deposits with one TRX id across wallets, and names players sharing a sender', async () => {
    const first = await walletPlayer(harness);
    const second = await walletPlayer(harness);
    const third = await walletPlayer(harness);
    const trxId = uniqueTrxId();
    await report(first, { provider: 'bKash', trxId });
    // Another wallet's check alone lets the same id through.
    await report(second, { provider: 'Nagad', trxId });
    await report(third, { provider: 'Rocket', trxId: uniqueTrxId(), from: first.phone });

    const firstItem = await pendingOf(first);
    const secondItem = await pendingOf(second);
    const thirdItem = await pendingOf(third);
    expect(secondItem.warnings).toContainEqual({
      kind: 'trx_reused',
      transaction_id: firstItem.transaction_id,
      user_id: first.remote_id,
      username: first.username,
    });
    expect(firstItem.warnings).toContainEqual({
      kind: 'trx_reused',
      transaction_id: secondItem.transaction_id,
      user_id: second.remote_id,
      username: second.username,
    });
    expect(thirdItem.warnings).toEqual([
      { kind: 'sender_shared', players: [{ user_id: first.remote_id, username: first.username }] },
    ]);
    expect(firstItem.warnings).toContainEqual({
      kind: 'sender_shared',
      players: [{ user_id: third.remote_id, username: third.username }],
    });
  });

  it('warns of nothing for a deposit with its own TRX id and number', async () => {
    const player = await walletPlayer(harness);
    await report(player, { provider: 'bKash', trxId: uniqueTrxId() });
    expect((await pendingOf(player)).warnings).toEqual([]);
  });
});
