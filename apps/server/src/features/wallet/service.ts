/** Wallet rules. For now: the Main Wallet balance, read from the ledger. */
import { paisaToTaka } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';

export async function getMainBalanceTaka(context: AppContext, userId: number): Promise<number> {
  return paisaToTaka(await playerBalancePaisa(context.db, userId, 'player_main'));
}
