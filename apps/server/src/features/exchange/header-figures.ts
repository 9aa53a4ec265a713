/** The exchange header's figures: Main balance and the exposure held, in taka. */
import { paisa, paisaToTaka } from '@khela/contract';
import { playerBalancePaisa, type Executor } from '../../platform/ledger/ledger.js';

export async function headerFigures(
  db: Executor,
  userId: number,
): Promise<{ balance: number; exposure: number }> {
  return {
    balance: paisaToTaka(await playerBalancePaisa(db, userId, 'player_main')),
    exposure: paisaToTaka(paisa(await playerBalancePaisa(db, userId, 'player_exposure'))),
  };
}
