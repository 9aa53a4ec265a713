import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/platform/db/database.js';

/**
 * How many ledger transfers of `code` touch the player's accounts of the given kind (a SQL LIKE
 * pattern: `player_main`, or `player_%` for every wallet of theirs): the money suites count these
 * to prove a call moved money exactly once.
 */
export async function countPlayerTransfers(
  db: Kysely<Database>,
  userId: number,
  code: string,
  accountKind: string,
): Promise<number> {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('owner_id', '=', userId)
    .where('kind', 'like', accountKind)
    .execute();
  const ids = accounts.map((account) => account.id);
  if (ids.length === 0) return 0;
  const rows = await db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('code', '=', code)
    .where((eb) => eb.or([eb('debit_account_id', 'in', ids), eb('credit_account_id', 'in', ids)]))
    .execute();
  return rows.length;
}
