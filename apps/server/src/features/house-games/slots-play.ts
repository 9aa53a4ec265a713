/**
 * A Slots spin, in one database transaction: the player's next nonce, the spin from the fair
 * stream, and the bet row with its round through the casino wallet (whole-round.ts). A refused debit (balance, block) rolls all of it back.
 * The route's transaction also holds the spin's Idempotency-Key and its answer.
 */
import { houseMessages, takaToPaisa, type HousePlayResponse } from '@khela/contract';
import { isSlotsStake, slotsSpinFromSeeds } from '@khela/house-games';
import type { AppContext } from '../../platform/app-context.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { houseWallet, type LaunchSession } from '../casino/service.js';
import { housePlayResponse, type SlotsOutcomeRecord } from './bet-view.js';
import { takeBetSeeds } from './fair-seeds.js';
import { assertNewRound } from './new-round.js';
import { recordWholeRound } from './whole-round.js';

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
    assertNewRound(launch, 'slots', stakePaisa);
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
    const { bet, balancePaisa } = await recordWholeRound(trx, wallet, launch, {
      game: 'slots',
      seedId: seed.id,
      nonce: seeds.nonce,
      stakePaisa,
      payoutPaisa: spin.payoutPaisa,
      outcome: JSON.stringify(outcome),
    });
    return housePlayResponse(bet, seed, balancePaisa);
  });
}
