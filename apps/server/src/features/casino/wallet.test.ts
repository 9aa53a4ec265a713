/**
 * The seamless wallet's rules: a repeated or concurrent debit, credit or rollback moves money
 * once; insufficient funds; rounds owned by one player; rollbacks only of open bets, tombstones
 * for rollbacks that arrive first; settlement reported once; a whole round in one call writing
 * what a debit and a closing credit would; the ledger balanced throughout.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_PLATFORM } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { casinoPlayer, creditMain } from '../../testing/casino.js';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { setMarketBlock } from '../market-block/service.js';
import { houseWallet, roundSettlementId, type ProviderWallet } from './service.js';
import { countRows } from '../../testing/row-count.js';
import { uniqueId } from '../../testing/unique-ids.js';

const harness = testAppPerFile({ seedDemoData: true });
let wallet: ProviderWallet;

beforeAll(() => {
  wallet = houseWallet(harness.context);
});

const mainOf = (userId: number) => playerBalancePaisa(harness.context.db, userId, 'player_main');
const call = (userId: number, roundId: string, transactionId = uniqueId('tx')) => ({
  userId,
  gameCode: 'slots',
  roundId,
  transactionId,
});

async function roundRow(roundRef: string) {
  return harness.context.db
    .selectFrom('casino_rounds')
    .selectAll()
    .where('provider', '=', HOUSE_PLATFORM)
    .where('round_ref', '=', roundRef)
    .executeTakeFirstOrThrow();
}

async function expectLedgerBalanced() {
  expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
}

describe(`casino wallet on ${testDialect}`, () => {
  it('debits a bet, answers the balance, and a repeat answers the first result', async () => {
    const player = await casinoPlayer(harness, 100);
    const round = uniqueId('round');
    const debit = { ...call(player.remote_id, round), amountPaisa: 2_500 };
    const first = await wallet.debit(debit);
    expect(first).toMatchObject({ balancePaisa: 7_500, repeated: false, currency: 'BDT' });
    await creditMain(harness, player.remote_id, 10);
    const again = await wallet.debit(debit);
    // The first answer, though the balance has moved on since; no second debit.
    expect(again).toMatchObject({ balancePaisa: 7_500, repeated: true });
    expect(await mainOf(player.remote_id)).toBe(8_500);
    const row = await roundRow(round);
    expect(row).toMatchObject({ status: 'open', stake_paisa: 2_500, game_name: 'Slots' });
    expect(row.game_type).toBe('SLOT');
    await expectLedgerBalanced();
  });

  it('moves money once when the same debit and the same credit arrive many times at once', async () => {
    const player = await casinoPlayer(harness, 100);
    const round = uniqueId('round');
    const debit = { ...call(player.remote_id, round), amountPaisa: 1_000 };
    const debits = await Promise.all(Array.from({ length: 6 }, () => wallet.debit(debit)));
    expect(debits.filter((answer) => !answer.repeated)).toHaveLength(1);
    expect(await mainOf(player.remote_id)).toBe(9_000);
    const credit = { ...call(player.remote_id, round), amountPaisa: 3_000 };
    const credits = await Promise.all(Array.from({ length: 6 }, () => wallet.credit(credit)));
    expect(credits.filter((answer) => !answer.repeated)).toHaveLength(1);
    expect(await mainOf(player.remote_id)).toBe(12_000);
    await expectLedgerBalanced();
  });

  it('refuses a debit beyond the balance, answering the balance, and records nothing', async () => {
    const player = await casinoPlayer(harness, 10);
    const round = uniqueId('round');
    await expect(
      wallet.debit({ ...call(player.remote_id, round), amountPaisa: 1_001 }),
    ).rejects.toMatchObject({ reason: 'insufficient_funds', balancePaisa: 1_000, status: 422 });
    expect(await countRows(harness.context.db, 'casino_rounds', { round_ref: round })).toBe(0);
    expect(await mainOf(player.remote_id)).toBe(1_000);
  });

  it('refuses the same transaction id with other details', async () => {
    const player = await casinoPlayer(harness, 100);
    const round = uniqueId('round');
    const debit = { ...call(player.remote_id, round), amountPaisa: 500 };
    await wallet.debit(debit);
    await expect(wallet.debit({ ...debit, amountPaisa: 600 })).rejects.toMatchObject({
      reason: 'transaction_conflict',
    });
    await expect(wallet.credit({ ...debit, amountPaisa: 500 })).rejects.toMatchObject({
      reason: 'transaction_conflict',
    });
    expect(await mainOf(player.remote_id)).toBe(9_500);
  });

  it("refuses another player's round for every call", async () => {
    const owner = await casinoPlayer(harness, 100);
    const other = await casinoPlayer(harness, 100);
    const round = uniqueId('round');
    const bet = await wallet.debit({ ...call(owner.remote_id, round), amountPaisa: 1_000 });
    expect(bet.repeated).toBe(false);
    await expect(
      wallet.debit({ ...call(other.remote_id, round), amountPaisa: 1_000 }),
    ).rejects.toMatchObject({ reason: 'round_of_another_player', status: 403 });
    await expect(
      wallet.credit({ ...call(other.remote_id, round), amountPaisa: 5_000 }),
    ).rejects.toMatchObject({ reason: 'round_of_another_player' });
    await expect(
      wallet.rollback({ ...call(other.remote_id, round), rolledBackTransactionId: 'x' }),
    ).rejects.toMatchObject({ reason: 'round_of_another_player' });
    expect(await mainOf(other.remote_id)).toBe(10_000);
  });

  it('refuses a credit for an unknown round, and for a round without a live bet', async () => {
    const player = await casinoPlayer(harness, 100);
    await expect(
      wallet.credit({ ...call(player.remote_id, uniqueId('round')), amountPaisa: 100 }),
    ).rejects.toMatchObject({ reason: 'unknown_round', balancePaisa: 10_000, status: 404 });
    const round = uniqueId('round');
    const debitId = uniqueId('tx');
    await wallet.debit({ ...call(player.remote_id, round, debitId), amountPaisa: 700 });
    await wallet.rollback({ ...call(player.remote_id, round), rolledBackTransactionId: debitId });
    await expect(
      wallet.credit({ ...call(player.remote_id, round), amountPaisa: 100 }),
    ).rejects.toMatchObject({ reason: 'no_open_bet' });
    expect(await mainOf(player.remote_id)).toBe(10_000);
  });

  it('settles a round on its closing credit, reports the stake once, then refuses more calls', async () => {
    const player = await casinoPlayer(harness, 100);
    const round = uniqueId('round');
    await wallet.debit({ ...call(player.remote_id, round), amountPaisa: 1_000 });
    // A win that keeps the round open (a bonus feature), then another bet, then the close.
    await wallet.credit({ ...call(player.remote_id, round), amountPaisa: 400, closeRound: false });
    await wallet.debit({ ...call(player.remote_id, round), amountPaisa: 500 });
    const close = await wallet.credit({ ...call(player.remote_id, round), amountPaisa: 0 });
    expect(close.balancePaisa).toBe(10_000 - 1_000 + 400 - 500);
    const row = await roundRow(round);
    expect(row).toMatchObject({ status: 'settled', stake_paisa: 1_500, win_paisa: 400 });
    expect(row.settled_at).not.toBeNull();
    const settled = await harness.context.db
      .selectFrom('settled_stakes')
      .selectAll()
      .where('settlement_id', '=', roundSettlementId(row.id))
      .execute();
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({ user_id: player.remote_id, stake_paisa: 1_500 });

    await expect(
      wallet.debit({ ...call(player.remote_id, round), amountPaisa: 100 }),
    ).rejects.toMatchObject({ reason: 'round_closed', status: 409 });
    await expect(
      wallet.credit({ ...call(player.remote_id, round), amountPaisa: 100 }),
    ).rejects.toMatchObject({ reason: 'round_closed' });
    await expectLedgerBalanced();
  });

  it('rolls back an open bet once, whatever the repeats, and refuses a settled or a won one', async () => {
    const player = await casinoPlayer(harness, 100);
    const round = uniqueId('round');
    const debitId = uniqueId('tx');
    await wallet.debit({ ...call(player.remote_id, round, debitId), amountPaisa: 2_000 });
    const rollback = { ...call(player.remote_id, round), rolledBackTransactionId: debitId };
    const answers = await Promise.all([wallet.rollback(rollback), wallet.rollback(rollback)]);
    expect(answers.map((answer) => answer.repeated).sort()).toEqual([false, true]);
    expect(await mainOf(player.remote_id)).toBe(10_000);
    // Another rollback id for the same debit moves nothing more.
    const second = await wallet.rollback({ ...rollback, transactionId: uniqueId('tx') });
    expect(second).toMatchObject({ repeated: false, balancePaisa: 10_000 });
    expect((await roundRow(round)).stake_paisa).toBe(0);

    const settledRound = uniqueId('round');
    const settledDebit = uniqueId('tx');
    await wallet.debit({
      ...call(player.remote_id, settledRound, settledDebit),
      amountPaisa: 1_000,
    });
    const winId = uniqueId('tx');
    await wallet.credit({ ...call(player.remote_id, settledRound, winId), amountPaisa: 0 });
    await expect(
      wallet.rollback({
        ...call(player.remote_id, settledRound),
        rolledBackTransactionId: settledDebit,
      }),
    ).rejects.toMatchObject({ reason: 'not_rollbackable' });
    await expect(
      wallet.rollback({ ...call(player.remote_id, settledRound), rolledBackTransactionId: winId }),
    ).rejects.toMatchObject({ reason: 'not_rollbackable' });
    expect(await mainOf(player.remote_id)).toBe(9_000);
    await expectLedgerBalanced();
  });

  it('leaves a tombstone for a rollback that arrives before its bet, so the late bet is refused', async () => {
    const player = await casinoPlayer(harness, 100);
    const round = uniqueId('round');
    const lateDebit = uniqueId('tx');
    const answer = await wallet.rollback({
      ...call(player.remote_id, round),
      rolledBackTransactionId: lateDebit,
    });
    expect(answer).toMatchObject({ repeated: false, balancePaisa: 10_000 });
    await expect(
      wallet.debit({ ...call(player.remote_id, round, lateDebit), amountPaisa: 1_000 }),
    ).rejects.toMatchObject({ reason: 'bet_rolled_back', balancePaisa: 10_000 });
    // In another round too: the id is spent.
    await expect(
      wallet.debit({ ...call(player.remote_id, uniqueId('round'), lateDebit), amountPaisa: 1_000 }),
    ).rejects.toMatchObject({ reason: 'bet_rolled_back' });
    expect(await mainOf(player.remote_id)).toBe(10_000);
  });

  it('refuses bets while games are blocked, but still pays a running round', async () => {
    const player = await casinoPlayer(harness, 100);
    const round = uniqueId('round');
    await wallet.debit({ ...call(player.remote_id, round), amountPaisa: 1_000 });
    await setMarketBlock(harness.context.db, player.remote_id, {
      exchange_market: 1,
      cs_market: 0,
      status: 'inactive',
    });
    await expect(
      wallet.debit({ ...call(player.remote_id, uniqueId('round')), amountPaisa: 1_000 }),
    ).rejects.toMatchObject({ reason: 'market_blocked', status: 403 });
    const win = await wallet.credit({ ...call(player.remote_id, round), amountPaisa: 1_500 });
    expect(win.balancePaisa).toBe(10_500);
  });

  it('refuses amounts that are not whole positive paisa and another currency', async () => {
    const player = await casinoPlayer(harness, 100);
    for (const amountPaisa of [0, -5, 1.5, Number.NaN]) {
      await expect(
        wallet.debit({ ...call(player.remote_id, uniqueId('round')), amountPaisa }),
      ).rejects.toMatchObject({ reason: 'invalid_request' });
    }
    await expect(
      wallet.debit({
        ...call(player.remote_id, uniqueId('round')),
        amountPaisa: 100,
        currency: 'INR',
      }),
    ).rejects.toMatchObject({ reason: 'currency_mismatch' });
    await expect(wallet.balance(999_999)).rejects.toMatchObject({ reason: 'player_unavailable' });
    expect((await wallet.balance(player.remote_id)).balancePaisa).toBe(10_000);
  });

  it('plays a whole round in one call as a debit and a closing credit would record it', async () => {
    const player = await casinoPlayer(harness, 100);
    const roundRef = uniqueId('round');
    const roundCall = {
      userId: player.remote_id,
      gameCode: 'slots',
      roundId: roundRef,
      bet: { transactionId: uniqueId('bet'), amountPaisa: 2_000 },
      win: { transactionId: uniqueId('win'), amountPaisa: 5_000 },
    };
    const answer = await wallet.round(roundCall);
    expect(answer).toMatchObject({ balancePaisa: 13_000, repeated: false });
    const row = await roundRow(roundRef);
    expect(row).toMatchObject({
      status: 'settled',
      stake_paisa: 2_000,
      win_paisa: 5_000,
      game_name: 'Slots',
      game_type: 'SLOT',
    });
    const records = await harness.context.db
      .selectFrom('casino_transactions')
      .select(['transaction_ref', 'kind', 'status', 'amount_paisa', 'balance_after_paisa'])
      .where('round_id', '=', row.id)
      .orderBy('id')
      .execute();
    expect(records).toEqual([
      {
        transaction_ref: roundCall.bet.transactionId,
        kind: 'debit',
        status: 'applied',
        amount_paisa: 2_000,
        balance_after_paisa: 8_000,
      },
      {
        transaction_ref: roundCall.win.transactionId,
        kind: 'credit',
        status: 'applied',
        amount_paisa: 5_000,
        balance_after_paisa: 13_000,
      },
    ]);
    const settled = await harness.context.db
      .selectFrom('settled_stakes')
      .select('stake_paisa')
      .where('settlement_id', '=', roundSettlementId(row.id))
      .execute();
    expect(settled).toEqual([{ stake_paisa: 2_000 }]);

    // The same round again is its debit and credit again: both answer their first results.
    const again = await wallet.round(roundCall);
    expect(again).toMatchObject({ balancePaisa: 13_000, repeated: true });
    expect(await mainOf(player.remote_id)).toBe(13_000);
    await expectLedgerBalanced();
  });

  it('refuses a whole round beyond the balance or for a blocked player, writing nothing', async () => {
    const poor = await casinoPlayer(harness, 10);
    const roundCall = (userId: number) => ({
      userId,
      gameCode: 'slots',
      roundId: uniqueId('round'),
      bet: { transactionId: uniqueId('bet'), amountPaisa: 1_500 },
      win: { transactionId: uniqueId('win'), amountPaisa: 0 },
    });
    const refused = roundCall(poor.remote_id);
    await expect(wallet.round(refused)).rejects.toMatchObject({
      reason: 'insufficient_funds',
      balancePaisa: 1_000,
    });
    const blocked = await casinoPlayer(harness, 100);
    await setMarketBlock(harness.context.db, blocked.remote_id, {
      exchange_market: 1,
      cs_market: 0,
      status: 'inactive',
    });
    const blockedCall = roundCall(blocked.remote_id);
    await expect(wallet.round(blockedCall)).rejects.toMatchObject({ reason: 'market_blocked' });
    const written = await harness.context.db
      .selectFrom('casino_rounds')
      .select('id')
      .where('round_ref', 'in', [refused.roundId, blockedCall.roundId])
      .execute();
    expect(written).toEqual([]);
    expect(await mainOf(poor.remote_id)).toBe(1_000);
    expect(await mainOf(blocked.remote_id)).toBe(10_000);
    await expectLedgerBalanced();
  });
});
