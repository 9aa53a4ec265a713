/**
 * One round of an instant game (Dice, Limbo, Wheel, Plinko, Keno, Roulette, Dragon Tiger) in one
 * database transaction, as
 * a Slots spin is: the player's next nonce, the result from the fair stream, the bet row with the
 * choice and the result, and the round through the casino wallet (stake and payout together). A
 * refused debit rolls all of it back; the route's transaction also holds the Idempotency-Key.
 */
import {
  houseMessages,
  takaToPaisa,
  type HousePlayResponse,
  type InstantChoiceOf,
  type InstantGame,
} from '@khela/contract';
import { isInstantChoice, playInstant, createFairRandom } from '@khela/house-games';
import type { AppContext } from '../../platform/app-context.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { houseWallet, type LaunchSession } from '../casino/service.js';
import { housePlayResponse, type InstantOutcomeRecord } from './bet-view.js';
import { takeBetSeeds } from './fair-seeds.js';
import { assertNewRound } from './new-round.js';
import { recordWholeRound } from './whole-round.js';

/** The field and the words for a choice the schema let through but the game cannot take. */
const choiceRefusals: Readonly<Record<InstantGame, [string, string]>> = {
  dice: ['target', houseMessages.diceTargetInvalid],
  limbo: ['target', houseMessages.limboTargetInvalid],
  wheel: ['risk', houseMessages.riskInvalid],
  plinko: ['rows', houseMessages.plinkoRowsInvalid],
  keno: ['picks', houseMessages.kenoPicksInvalid],
  roulette: ['numbers', houseMessages.rouletteBetInvalid],
  'dragon-tiger': ['side', houseMessages.dragonTigerSideInvalid],
  fishing: ['fish', houseMessages.fishInvalid],
  'seven-up-down': ['side', houseMessages.sevenUpDownSideInvalid],
  baccarat: ['side', houseMessages.baccaratSideInvalid],
  'andar-bahar': ['side', houseMessages.andarBaharSideInvalid],
  'teen-patti': ['bet', houseMessages.teenPattiBetInvalid],
};

export async function playInstantRound<Game extends InstantGame>(
  context: AppContext,
  launch: LaunchSession,
  game: Game,
  play: { stakeTaka: number; choice: InstantChoiceOf<Game> },
  transaction: CallTransaction<HousePlayResponse> = plainTransaction(context.db),
): Promise<HousePlayResponse> {
  const stakePaisa = takaToPaisa(play.stakeTaka);
  if (!isInstantChoice(game, play.choice)) {
    const [field, message] = choiceRefusals[game];
    throw validationError({ [field]: [message] });
  }
  const wallet = houseWallet(context);
  return transaction(async (trx) => {
    assertNewRound(launch, game, stakePaisa);
    const { seed, seeds } = await takeBetSeeds(trx, launch.userId);
    const round = playInstant(game, createFairRandom(seeds), stakePaisa, play.choice);
    const outcome: InstantOutcomeRecord = { choice: play.choice, result: round.result };
    const { bet, balancePaisa } = await recordWholeRound(trx, wallet, launch, {
      game,
      seedId: seed.id,
      nonce: seeds.nonce,
      stakePaisa,
      payoutPaisa: round.payoutPaisa,
      outcome: JSON.stringify(outcome),
    });
    return housePlayResponse(bet, seed, balancePaisa);
  });
}
