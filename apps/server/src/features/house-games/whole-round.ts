/**
 * A round played in one call (a Slots spin, an instant game's round): the bet row, settled as it
 * is written, and the round through the casino wallet as one `round` (the stake debited and the
 * payout credited together, with one balance change per account), inside the play's transaction.
 */
import type { Paisa } from '@khela/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import { isoNow } from '../../platform/db/time.js';
import type { LaunchSession, ProviderWallet } from '../casino/service.js';
import { insertHouseBet } from './queries.js';
import type { HouseBetGame, HouseBetRow } from './tables.js';

export async function recordWholeRound(
  trx: Transaction<Database>,
  wallet: ProviderWallet,
  launch: LaunchSession,
  round: {
    game: HouseBetGame;
    seedId: number;
    nonce: number;
    stakePaisa: Paisa;
    payoutPaisa: Paisa;
    /** The round's record as JSON (reels, or the choice and result). */
    outcome: string;
  },
): Promise<{ bet: HouseBetRow; balancePaisa: number }> {
  const now = isoNow();
  const bet = await insertHouseBet(trx, {
    user_id: launch.userId,
    game: round.game,
    seed_id: round.seedId,
    nonce: round.nonce,
    stake_paisa: round.stakePaisa,
    payout_paisa: round.payoutPaisa,
    status: round.payoutPaisa > 0 ? 'won' : 'lost',
    in_play: null,
    mine_count: null,
    mine_tiles: null,
    picks: null,
    outcome: round.outcome,
    created_at: now,
    settled_at: now,
  });
  const paid = await wallet.round(
    {
      userId: launch.userId,
      gameCode: round.game,
      roundId: `${round.game}:${bet.id}`,
      game: launch.game,
      bet: { transactionId: `${round.game}:${bet.id}:bet`, amountPaisa: round.stakePaisa },
      win: { transactionId: `${round.game}:${bet.id}:win`, amountPaisa: round.payoutPaisa },
    },
    trx,
  );
  return { bet, balancePaisa: paid.balancePaisa };
}
