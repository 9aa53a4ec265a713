/**
 * The ledger's invariants, checked from the data alone: all balances sum to zero, every balance
 * equals its credits minus its debits, and no player account is below zero.
 */
import { sql } from 'kysely';
import type { Executor } from './ledger.js';

export interface LedgerCheck {
  ok: boolean;
  accountCount: number;
  transferCount: number;
  balanceSumPaisa: number;
  negativePlayerAccounts: number[];
  accountsDisagreeingWithTransfers: number[];
}

export async function checkLedger(db: Executor): Promise<LedgerCheck> {
  const totals = await db
    .selectFrom('ledger_accounts')
    .select((eb) => [
      eb.fn.countAll<number>().as('account_count'),
      eb.fn.coalesce(eb.fn.sum<number>('balance_paisa'), sql<number>`0`).as('balance_sum'),
    ])
    .executeTakeFirstOrThrow();
  const transferCount = await db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const negative = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('may_go_negative', '=', 0)
    .where('balance_paisa', '<', 0)
    .execute();
  const disagreeing = await accountsDisagreeingWithTransfers(db);

  const balanceSumPaisa = Number(totals.balance_sum);
  const result: LedgerCheck = {
    ok: false,
    accountCount: Number(totals.account_count),
    transferCount: Number(transferCount.count),
    balanceSumPaisa,
    negativePlayerAccounts: negative.map((row) => row.id),
    accountsDisagreeingWithTransfers: disagreeing,
  };
  result.ok =
    balanceSumPaisa === 0 &&
    result.negativePlayerAccounts.length === 0 &&
    result.accountsDisagreeingWithTransfers.length === 0;
  return result;
}

/** Accounts whose stored balance differs from the sum of their transfers. */
async function accountsDisagreeingWithTransfers(db: Executor): Promise<number[]> {
  const accounts = await db.selectFrom('ledger_accounts').select(['id', 'balance_paisa']).execute();
  const credits = await db
    .selectFrom('ledger_transfers')
    .select((eb) => [
      'credit_account_id as account_id',
      eb.fn.sum<number>('amount_paisa').as('total'),
    ])
    .groupBy('credit_account_id')
    .execute();
  const debits = await db
    .selectFrom('ledger_transfers')
    .select((eb) => [
      'debit_account_id as account_id',
      eb.fn.sum<number>('amount_paisa').as('total'),
    ])
    .groupBy('debit_account_id')
    .execute();
  const expected = new Map<number, number>();
  for (const row of credits)
    expected.set(row.account_id, (expected.get(row.account_id) ?? 0) + Number(row.total));
  for (const row of debits)
    expected.set(row.account_id, (expected.get(row.account_id) ?? 0) - Number(row.total));
  return accounts
    .filter((account) => account.balance_paisa !== (expected.get(account.id) ?? 0))
    .map((a) => a.id);
}
