/**
 * The instant games behind one shape: a choice the player sets, a result read from the fair
 * stream, and a payout from the two. The server plays a round with playInstant; the verify page
 * recomputes it with instantRoundFromSeeds, the same code from the revealed seeds.
 */
import {
  gameRisks,
  type InstantChoiceOf,
  type InstantGame,
  type InstantResultOf,
  type Paisa,
} from '@khela/contract';
import { DICE_RTP, dicePayoutPaisa, diceRoll, isDiceChoice } from './dice.js';
import {
  dragonTigerDeal,
  dragonTigerPayoutPaisa,
  dragonTigerRtp,
  isDragonTigerChoice,
} from './dragon-tiger.js';
import { createFairRandom, type FairSeeds } from './fairness.js';
import { FISHING_RTP, fishingPayoutPaisa, fishingShot, isFishingChoice } from './fishing.js';
import { isKenoChoice, kenoDraw, kenoPayoutPaisa, kenoRtp, KENO_PAYTABLES } from './keno.js';
import { isLimboChoice, LIMBO_RTP, limboPayoutPaisa, limboRoll } from './limbo.js';
import {
  isPlinkoChoice,
  plinkoDrop,
  plinkoPayoutPaisa,
  plinkoRtp,
  PLINKO_PAYTABLES,
} from './plinko.js';
import type { RandomSource } from './random-source.js';
import { BACCARAT_RTP, baccaratDeal, baccaratPayoutPaisa, isBaccaratChoice } from './baccarat.js';
import {
  andarBaharDeal,
  andarBaharExactRtp,
  andarBaharPayoutPaisa,
  isAndarBaharChoice,
} from './andar-bahar.js';
import {
  isSevenUpDownChoice,
  SEVEN_UP_DOWN_RTP,
  sevenUpDownPayoutPaisa,
  sevenUpDownRoll,
} from './seven-up-down.js';
import { isRouletteChoice, ROULETTE_RTP, roulettePayoutPaisa, rouletteSpin } from './roulette.js';
import { isWheelChoice, WHEEL_RTP, wheelPayoutPaisa, wheelSpin } from './wheel.js';
import {
  isTeenPattiChoice,
  TEEN_PATTI_RTP,
  teenPattiDeal,
  teenPattiPayoutPaisa,
} from './teen-patti.js';

export interface InstantGameMaths<Game extends InstantGame> {
  isChoice(choice: InstantChoiceOf<Game>): boolean;
  draw(random: RandomSource, choice: InstantChoiceOf<Game>): InstantResultOf<Game>;
  payoutPaisa(
    stakePaisa: Paisa,
    choice: InstantChoiceOf<Game>,
    result: InstantResultOf<Game>,
  ): Paisa;
  /** The lowest RTP any choice gives (the page's headline) and the highest (what rebates count by). */
  readonly rtpMin: number;
  readonly rtpMax: number;
}

const plinkoRtps = gameRisks.flatMap((risk) =>
  Object.keys(PLINKO_PAYTABLES[risk]).map((rows) => plinkoRtp({ rows: Number(rows), risk })),
);
const andarBaharRtp = andarBaharExactRtp();
const kenoRtps = Object.keys(KENO_PAYTABLES).map((picks) => kenoRtp(Number(picks)));

export const INSTANT_GAME_MATHS: { readonly [Game in InstantGame]: InstantGameMaths<Game> } = {
  dice: {
    isChoice: isDiceChoice,
    draw: (random) => diceRoll(random),
    payoutPaisa: dicePayoutPaisa,
    rtpMin: DICE_RTP,
    rtpMax: DICE_RTP,
  },
  limbo: {
    isChoice: isLimboChoice,
    draw: (random) => limboRoll(random),
    payoutPaisa: limboPayoutPaisa,
    rtpMin: LIMBO_RTP,
    rtpMax: LIMBO_RTP,
  },
  wheel: {
    isChoice: isWheelChoice,
    draw: (random) => wheelSpin(random),
    payoutPaisa: wheelPayoutPaisa,
    rtpMin: WHEEL_RTP,
    rtpMax: WHEEL_RTP,
  },
  plinko: {
    isChoice: isPlinkoChoice,
    draw: (random, choice) => plinkoDrop(random, choice.rows),
    payoutPaisa: plinkoPayoutPaisa,
    rtpMin: Math.min(...plinkoRtps),
    rtpMax: Math.max(...plinkoRtps),
  },
  keno: {
    isChoice: isKenoChoice,
    draw: kenoDraw,
    payoutPaisa: kenoPayoutPaisa,
    rtpMin: Math.min(...kenoRtps),
    rtpMax: Math.max(...kenoRtps),
  },
  roulette: {
    isChoice: isRouletteChoice,
    draw: (random) => rouletteSpin(random),
    payoutPaisa: roulettePayoutPaisa,
    rtpMin: ROULETTE_RTP,
    rtpMax: ROULETTE_RTP,
  },
  'dragon-tiger': {
    isChoice: isDragonTigerChoice,
    draw: (random) => dragonTigerDeal(random),
    payoutPaisa: dragonTigerPayoutPaisa,
    rtpMin: dragonTigerRtp('tie'),
    rtpMax: dragonTigerRtp('dragon'),
  },
  fishing: {
    isChoice: isFishingChoice,
    draw: fishingShot,
    payoutPaisa: fishingPayoutPaisa,
    rtpMin: FISHING_RTP,
    rtpMax: FISHING_RTP,
  },
  'seven-up-down': {
    isChoice: isSevenUpDownChoice,
    draw: (random) => sevenUpDownRoll(random),
    payoutPaisa: sevenUpDownPayoutPaisa,
    rtpMin: SEVEN_UP_DOWN_RTP,
    rtpMax: SEVEN_UP_DOWN_RTP,
  },
  baccarat: {
    isChoice: isBaccaratChoice,
    draw: (random) => baccaratDeal(random),
    payoutPaisa: baccaratPayoutPaisa,
    rtpMin: BACCARAT_RTP.tie,
    rtpMax: BACCARAT_RTP.banker,
  },
  'andar-bahar': {
    isChoice: isAndarBaharChoice,
    draw: (random) => andarBaharDeal(random),
    payoutPaisa: andarBaharPayoutPaisa,
    rtpMin: andarBaharRtp.bahar,
    rtpMax: andarBaharRtp.andar,
  },
  'teen-patti': {
    isChoice: isTeenPattiChoice,
    draw: (random) => teenPattiDeal(random),
    payoutPaisa: teenPattiPayoutPaisa,
    rtpMin: TEEN_PATTI_RTP.player,
    rtpMax: TEEN_PATTI_RTP['pair-plus'],
  },
};

export interface InstantPlay<Game extends InstantGame> {
  readonly result: InstantResultOf<Game>;
  readonly payoutPaisa: Paisa;
}

export function isInstantChoice<Game extends InstantGame>(
  game: Game,
  choice: InstantChoiceOf<Game>,
): boolean {
  return INSTANT_GAME_MATHS[game].isChoice(choice);
}

/** One round: the result from the random stream and what it pays. */
export function playInstant<Game extends InstantGame>(
  game: Game,
  random: RandomSource,
  stakePaisa: Paisa,
  choice: InstantChoiceOf<Game>,
): InstantPlay<Game> {
  const maths: InstantGameMaths<Game> = INSTANT_GAME_MATHS[game];
  if (!maths.isChoice(choice)) throw new RangeError(`not a ${game} choice`);
  const result = maths.draw(random, choice);
  return { result, payoutPaisa: maths.payoutPaisa(stakePaisa, choice, result) };
}

/** The round a bet's seeds and nonce decide: what the verify page recomputes. */
export function instantRoundFromSeeds<Game extends InstantGame>(
  game: Game,
  seeds: FairSeeds,
  stakePaisa: Paisa,
  choice: InstantChoiceOf<Game>,
): InstantPlay<Game> {
  return playInstant(game, createFairRandom(seeds), stakePaisa, choice);
}
