/**
 * Proves the ledger's promises on a real database (SQLite, and PostgreSQL when configured):
 * balances move in pairs, idempotency keys replay or refuse, player accounts never go below
 * zero, and under concurrent debits exactly the affordable ones succeed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paisa } from '@khela/contract';
import { buildTestApp, testDialect, type TestApp } from '../../testing/build-test-app.js';
import { insertBareUser } from '../../testing/user-rows.js';
import { DomainError } from '../errors/domain-error.js';
import { checkLedger } from './invariant.js';
import { balanceOfAccount, ensurePlayerAccount, ensureSystemAccount, transfer } from './ledger.js';

let harness: TestApp;
let userSequence = 1000;

beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => {
  await harness.close();
});

/** A bare user row, so ledger tests do not depend on the signup flow. */
function newUserId(): Promise<number> {
  userSequence += 1;
  return insertBareUser(harness.context.db, {
    username: `ledger${userSequence}`,
    phone: `0190000${userSequence}`,
  });
}

async function fundedPlayer(amountPaisa: number): Promise<{ main: number; house: number }> {
  const userId = await newUserId();
  return harness.context.db.transaction().execute(async (trx) => {
    const main = await ensurePlayerAccount(trx, 'player_main', userId, 'BDT');
    const house = await ensureSystemAccount(trx, 'deposits_clearing', 'BDT');
    if (amountPaisa > 0) {
      await transfer(trx, {
        idempotencyKey: `fund:${userId}`,
        debitAccountId: house,
        creditAccountId: main,
        amountPaisa: paisa(amountPaisa),
        code: 'deposit',
      });
    }
    return { main, house };
  });
}

/** A ৳5 deposit from the house account to a Main Wallet, under one idempotency key. */
function houseDeposit(idempotencyKey: string, house: number, main: number) {
  return {
    idempotencyKey,
    debitAccountId: house,
    creditAccountId: main,
    amountPaisa: paisa(500),
    code: 'deposit' as const,
  };
}

describe(`ledger transfers on ${testDialect}`, () => {
  it('moves the amount from the debit to the credit account and keeps the sum at zero', async () => {
    const { main, house } = await fundedPlayer(12_345);
    expect(await balanceOfAccount(harness.context.db, main)).toBe(12_345);
    const before = await checkLedger(harness.context.db);
    expect(before.ok).toBe(true);
    expect(before.balanceSumPaisa).toBe(0);
    expect(await balanceOfAccount(harness.context.db, house)).toBeLessThanOrEqual(-12_345);
  });

  it('replays a repeated idempotency key with the same payload without moving money twice', async () => {
    const { main, house } = await fundedPlayer(0);
    const input = houseDeposit(`replay:${main}`, house, main);
    const first = await harness.context.db.transaction().execute((trx) => transfer(trx, input));
    const second = await harness.context.db.transaction().execute((trx) => transfer(trx, input));
    expect(first.status).toBe('created');
    expect(second.status).toBe('exists');
    expect(second.transfer.id).toBe(first.transfer.id);
    expect(await balanceOfAccount(harness.context.db, main)).toBe(500);
  });

  it('refuses the same idempotency key with a different amount', async () => {
    const { main, house } = await fundedPlayer(0);
    const input = houseDeposit(`reuse:${main}`, house, main);
    await harness.context.db.transaction().execute((trx) => transfer(trx, input));
    await expect(
      harness.context.db
        .transaction()
        .execute((trx) => transfer(trx, { ...input, amountPaisa: paisa(501) })),
    ).rejects.toMatchObject({ code: 'idempotency_key_reused', status: 422 });
    expect(await balanceOfAccount(harness.context.db, main)).toBe(500);
  });

  it('refuses a debit that would take a player account below zero and leaves no trace', async () => {
    const { main, house } = await fundedPlayer(1_000);
    const attempt = harness.context.db.transaction().execute((trx) =>
      transfer(trx, {
        idempotencyKey: `overdraw:${main}`,
        debitAccountId: main,
        creditAccountId: house,
        amountPaisa: paisa(1_001),
        code: 'withdrawal_hold',
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await balanceOfAccount(harness.context.db, main)).toBe(1_000);
    const kept = await harness.context.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', `overdraw:${main}`)
      .executeTakeFirst();
    expect(kept).toBeUndefined();
  });

  it('allows a debit of exactly the whole balance', async () => {
    const { main, house } = await fundedPlayer(700);
    await harness.context.db.transaction().execute((trx) =>
      transfer(trx, {
        idempotencyKey: `exact:${main}`,
        debitAccountId: main,
        creditAccountId: house,
        amountPaisa: paisa(700),
        code: 'withdrawal_hold',
      }),
    );
    expect(await balanceOfAccount(harness.context.db, main)).toBe(0);
  });

  it('under concurrent debits of one balance, exactly the affordable ones succeed', async () => {
    const debitPaisa = 100;
    const affordable = 7;
    const attempts = 20;
    const { main, house } = await fundedPlayer(debitPaisa * affordable + 50);
    const results = await Promise.allSettled(
      Array.from({ length: attempts }, (_, index) =>
        harness.context.db.transaction().execute((trx) =>
          transfer(trx, {
            idempotencyKey: `concurrent:${main}:${index}`,
            debitAccountId: main,
            creditAccountId: house,
            amountPaisa: paisa(debitPaisa),
            code: 'bet_exposure',
          }),
        ),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled').length;
    const refused = results.filter(
      (result) =>
        result.status === 'rejected' &&
        (result.reason as DomainError).code === 'insufficient_funds',
    ).length;
    expect(succeeded).toBe(affordable);
    expect(refused).toBe(attempts - affordable);
    expect(await balanceOfAccount(harness.context.db, main)).toBe(50);
    expect((await checkLedger(harness.context.db)).ok).toBe(true);
  });

  it('opposite transfers between the same two accounts, all at once, neither deadlock nor drift', async () => {
    const { main, house } = await fundedPlayer(10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, index) =>
        harness.context.db.transaction().execute((trx) =>
          transfer(trx, {
            idempotencyKey: `opposite:${main}:${index}`,
            debitAccountId: index % 2 === 0 ? main : house,
            creditAccountId: index % 2 === 0 ? house : main,
            amountPaisa: paisa(100),
            code: index % 2 === 0 ? 'casino_bet' : 'casino_win',
          }),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await balanceOfAccount(harness.context.db, main)).toBe(10_000);
    expect((await checkLedger(harness.context.db)).ok).toBe(true);
  });

  it('rejects amounts that are not positive safe integers as a bug, not a business error', async () => {
    const { main, house } = await fundedPlayer(0);
    for (const amount of [0, -5, 1.5]) {
      await expect(
        harness.context.db.transaction().execute((trx) =>
          transfer(trx, {
            idempotencyKey: `bad:${main}:${amount}`,
            debitAccountId: house,
            creditAccountId: main,
            amountPaisa: amount as ReturnType<typeof paisa>,
            code: 'deposit',
          }),
        ),
      ).rejects.toThrow(/positive paisa/);
    }
  });

  it('detects a balance that disagrees with its transfers', async () => {
    const { main } = await fundedPlayer(300);
    await harness.context.db
      .updateTable('ledger_accounts')
      .set({ balance_paisa: 999 })
      .where('id', '=', main)
      .execute();
    const result = await checkLedger(harness.context.db);
    expect(result.ok).toBe(false);
    expect(result.accountsDisagreeingWithTransfers).toContain(main);
    await harness.context.db
      .updateTable('ledger_accounts')
      .set({ balance_paisa: 300 })
      .where('id', '=', main)
      .execute();
    expect((await checkLedger(harness.context.db)).ok).toBe(true);
  });
});
