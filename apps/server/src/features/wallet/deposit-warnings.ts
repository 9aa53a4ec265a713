/**
 * The deposit queue's warnings: a TRX id that another deposit also carries (a wallet's TRX ids are
 * unique per wallet, so the same id reported on bKash and on Nagad passes each wallet's check),
 * and a sending number other players' deposits came from too. Two reads for a whole page of the
 * queue, not two per row.
 */
import type { DepositWarning } from '@khela/contract';
import type { Executor } from '../../platform/ledger/ledger.js';
import { listDepositSenders, listDepositsByReference } from './queries.js';

/** The other players named in a shared-number warning, at most. */
const SHARED_NAMES_MAX = 5;

interface ListedDeposit {
  transaction_id: string;
  user_id: number;
  reference: string | null;
  account_number: string | null;
}

export async function depositWarnings(
  db: Executor,
  deposits: readonly ListedDeposit[],
): Promise<Map<string, DepositWarning[]>> {
  const references = [...new Set(deposits.flatMap((row) => row.reference ?? []))];
  const numbers = [...new Set(deposits.flatMap((row) => row.account_number ?? []))];
  const [sameReference, senders] = await Promise.all([
    references.length > 0 ? listDepositsByReference(db, references) : [],
    numbers.length > 0 ? listDepositSenders(db, numbers) : [],
  ]);
  const warnings = new Map<string, DepositWarning[]>();
  for (const deposit of deposits) {
    const found: DepositWarning[] = [];
    for (const other of sameReference) {
      if (other.reference !== deposit.reference) continue;
      if (other.transaction_id === deposit.transaction_id) continue;
      found.push({
        kind: 'trx_reused',
        transaction_id: other.transaction_id,
        user_id: Number(other.user_id),
        username: other.username,
      });
    }
    const players = senders
      .filter(
        (sender) =>
          sender.account_number === deposit.account_number &&
          Number(sender.user_id) !== deposit.user_id,
      )
      .slice(0, SHARED_NAMES_MAX)
      .map((sender) => ({ user_id: Number(sender.user_id), username: sender.username }));
    if (players.length > 0) found.push({ kind: 'sender_shared', players });
    if (found.length > 0) warnings.set(deposit.transaction_id, found);
  }
  return warnings;
}
