/**
 * A Slots spin, in one database transaction: the player's next nonce, the spin from the fair
 * stream, the bet row, and the round through the casino wallet (`round`: the stake debited and the
 * payout credited as one round, closed and settled). A refused debit (balance, block) rolls all of it back.
 * The route's transaction also holds the spin's Idempotency-Key and its answer.
 */
import { houseMessages, takaToPaisa, type HousePlayResponse } from '@khela/contract';
import { isSlotsStake, slotsSpinFromSeeds } from '@khela/house-games';
import type { AppContext } from '../../platform/app-context.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { isoNow } from '../../platform/db/time.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { houseWallet, type LaunchSession } from '../casino/service.js';
import { housePlayResponse, type SlotsOutcomeRecord } from './bet-view.js';
import { takeBetSeeds } from './fair-seeds.js';
import { insertHouseBet } from './queries.js';

export async function spinSlots(
  context: AppContext,
  launch: LaunchSession,
  stakeTaka: number,
  transaction: CallTransaction<HousePlayResponse> = plainTransaction(context.db),
): Promise<HousePlayResponse> {
  const stakePaisa = takaToPaisa(stakeTaka);
  if (!isSlotsStake(stakePaisa)) throw validationError({ stake: [houseMessages.slotsStakeStep] });
  const wallet = houseWallet(context);
  return transaction(async (trx) => {
    const { seed, seeds } = await takeBetSeeds(trx, launch.userId);
    const spin = slotsSpinFromSeeds(seeds, stakePaisa);
    const outcome: SlotsOutcomeRecord = {
      stops: [...spin.stops],
      reels: spin.reels.map((reel) => [...reel]),
      lineWins: spin.lineWins.map((win) => ({
        line: win.line,
        symbol: win.symbol,
        count: win.count,
        payoutPaisa: win.payoutPaisa,
      })),
    };
    const now = isoNow();
    const bet = await insertHouseBet(trx, {
      user_id: launch.userId,
      game: 'slots',
      seed_id: seed.id,
      nonce: seeds.nonce,
      stake_paisa: stakePaisa,
      payout_paisa: spin.payoutPaisa,
      status: spin.payoutPaisa > 0 ? 'won' : 'lost',
      in_play: null,
      mine_count: null,
      mine_tiles: null,
      picks: null,
      outcome: JSON.stringify(outcome),
      created_at: now,
      settled_at: now,
    });
    // The bet and the win as one round of the casino wallet: the same rows a debit and a closing
    // credit would write, with one balance change per account.
    const paid = await wallet.round(
      {
        userId: launch.userId,
        gameCode: 'slots',
        roundId: `slots:${bet.id}`,
        game: launch.game,
        bet: { transactionId: `slots:${bet.id}:bet`, amountPaisa: stakePaisa },
        win: { transactionId: `slots:${bet.id}:win`, amountPaisa: spin.payoutPaisa },
      },
      trx,
    );
    return housePlayResponse(bet, seed, paid.balancePaisa);
  });
}
