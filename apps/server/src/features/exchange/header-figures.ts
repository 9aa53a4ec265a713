/** The exchange header's figures: Main balance and the exposure held, in taka. */
import { paisa, paisaToTaka } from '@khela/contract';
import type { Executor } from '../../platform/ledger/ledger.js';

export async function headerFigures(
  db: Executor,
  userId: number,
): Promise<{ balance: number; exposure: number }> {
  // Both accounts in one read (an account never opened holds zero).
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance_paisa'])
    .where('owner_id', '=', userId)
    .where('kind', 'in', ['player_main', 'player_exposure'])
    .execute();
  const balanceOf = (kind: string) =>
    paisa(accounts.find((account) => account.kind === kind)?.balance_paisa ?? 0);
  return {
    balance: paisaToTaka(balanceOf('player_main')),
    exposure: paisaToTaka(balanceOf('player_exposure')),
  };
}
