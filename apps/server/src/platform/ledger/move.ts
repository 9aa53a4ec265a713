/**
 * A transfer named by account kinds instead of ids: opens the accounts when needed, then moves.
 * Most business code thinks "from the player's main wallet to the withdrawal hold", not in ids.
 */
import type { Transaction } from 'kysely';
import type { Paisa } from '@khela/contract';
import type { Database } from '../db/database.js';
import {
  ensurePlayerAccount,
  ensureSystemAccount,
  lockAccountRow,
  transfer,
  type TransferResult,
} from './ledger.js';
import type { PlayerAccountKind, SystemAccountKind } from './ledger-accounts.js';
import type { TransferCode } from './transfer-codes.js';

export type AccountRef = { kind: PlayerAccountKind; userId: number } | { kind: SystemAccountKind };

function accountIdOf(trx: Transaction<Database>, ref: AccountRef, currency: string) {
  return 'userId' in ref
    ? ensurePlayerAccount(trx, ref.kind, ref.userId, currency)
    : ensureSystemAccount(trx, ref.kind, currency);
}

export async function move(
  trx: Transaction<Database>,
  movement: {
    from: AccountRef;
    to: AccountRef;
    currency: string;
    amountPaisa: Paisa;
    code: TransferCode;
    idempotencyKey: string;
    reference?: string;
  },
): Promise<TransferResult> {
  const debitAccountId = await accountIdOf(trx, movement.from, movement.currency);
  const creditAccountId = await accountIdOf(trx, movement.to, movement.currency);
  return transfer(trx, {
    idempotencyKey: movement.idempotencyKey,
    debitAccountId,
    creditAccountId,
    amountPaisa: movement.amountPaisa,
    code: movement.code,
    ...(movement.reference === undefined ? {} : { reference: movement.reference }),
  });
}

/**
 * Locks an account before the transaction touches other rows. Transactions that meet on the same
 * rows must lock them in one order or PostgreSQL finds a deadlock; a settlement credits the Main
 * Wallet before it updates the player's row, so a call that updates the player's row first takes
 * the Main Wallet's lock ahead of it.
 */
export async function lockAccount(
  trx: Transaction<Database>,
  ref: AccountRef,
  currency: string,
): Promise<void> {
  await lockAccountRow(trx, await accountIdOf(trx, ref, currency));
}
