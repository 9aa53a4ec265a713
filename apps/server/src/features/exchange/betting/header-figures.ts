/** The exchange header's figures: Main balance and the exposure held, in taka. */
import { paisa, paisaToTaka } from '@khela/contract';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../../platform/db/compiled-once.js';
import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/ledger/ledger.js';

/** Both accounts in one read (an account never opened holds zero); compiled once per database. */
const selectHeaderAccounts = compiledOnce((db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance_paisa'])
    .where('owner_id', '=', userId)
    .where('kind', 'in', ['player_main', 'player_exposure']),
);

export async function headerFigures(
  db: Executor,
  userId: number,
): Promise<{ balance: number; exposure: number }> {
  const accounts = await selectHeaderAccounts(db, userId);
  const balanceOf = (kind: string) =>
    paisa(accounts.find((account) => account.kind === kind)?.balance_paisa ?? 0);
  return {
    balance: paisaToTaka(balanceOf('player_main')),
    exposure: paisaToTaka(balanceOf('player_exposure')),
  };
}
