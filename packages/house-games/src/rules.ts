/**
 * What the game pages publish: each game's RTP and the numbers behind it, as data (the pages word
 * them in English and Bangla). Every figure here is proved by this package's tests.
 */
import {
  HOUSE_MAX_WIN_MULTIPLIER,
  houseStakeLimits,
  INSTANT_GAMES,
  KENO_DRAWN,
  KENO_NUMBERS,
  STEPPED_GAMES,
  type HouseRulesResponse,
} from '@khela/contract';
import {
  CRASH_CASHOUT_MIN_HUNDREDTHS,
  CRASH_GROWTH_RATE_PER_MS,
  CRASH_INSTANT_ONE_IN,
  CRASH_RTP_AT_2X,
  CRASH_RTP_MAX,
  CRASH_RTP_MIN,
} from './crash.js';
import { DICE_OUTCOMES, DICE_RTP } from './dice.js';
import { INSTANT_GAME_MATHS } from './instant-games.js';
import { KENO_PAYTABLES } from './keno.js';
import { LIMBO_RTP } from './limbo.js';
import { PLINKO_PAYTABLES } from './plinko.js';
import { WHEEL_LAYOUTS, WHEEL_RTP, WHEEL_SEGMENTS } from './wheel.js';
import { ROULETTE_POCKETS, ROULETTE_RED, ROULETTE_RTP } from './roulette.js';
import { DRAGON_TIGER_TIE_MULTIPLE, dragonTigerRtp } from './dragon-tiger.js';
import { FISHING_FISH, FISHING_RTP } from './fishing.js';
import { SEVEN_UP_DOWN_PAYS, SEVEN_UP_DOWN_RTP } from './seven-up-down.js';
import { BACCARAT_PAYS, BACCARAT_RTP } from './baccarat.js';
import { ANDAR_BAHAR_PAYS, andarBaharExactRtp } from './andar-bahar.js';
import { VIDEO_POKER_PAYTABLE, VIDEO_POKER_RTP } from './video-poker.js';
import { TEEN_PATTI_PAYS, TEEN_PATTI_RTP } from './teen-patti.js';
import { HILO_MAX_SKIPS, HILO_RTP } from './hilo.js';
import { LOTTERY_NUMBERS, LOTTERY_PICKS, LOTTERY_POOL_PERCENT, LOTTERY_TIERS } from './lottery.js';
import { BLACKJACK_EDGE_PER_STAKE, BLACKJACK_RTP } from './blackjack-strategy.js';
import {
  MINES_COUNT_MAX,
  MINES_COUNT_MIN,
  MINES_GRID_SIZE,
  MINES_HOUSE_EDGE,
  MINES_RTP,
} from './mines.js';
import {
  SLOTS_PAYLINES,
  SLOTS_PAYTABLE,
  SLOTS_REEL_STRIPS,
  SLOTS_ROW_COUNT,
  SLOTS_SYMBOLS,
  SLOTS_WILD,
} from './slots-machine.js';
import {
  SLOTS_PAYLINE_COUNT,
  SLOTS_RTP,
  SLOTS_RTP_DENOMINATOR,
  SLOTS_RTP_NUMERATOR,
} from './slots.js';

export const HOUSE_GAMES = [
  'crash',
  'slots',
  'mines',
  ...INSTANT_GAMES,
  ...STEPPED_GAMES,
  'lottery',
] as const;
export type HouseGame = (typeof HOUSE_GAMES)[number];

/**
 * The RTP each game's page states as its headline (Crash: when cashing out at 2.00×; Plinko and
 * Keno: their lowest table's; Dragon Tiger: its Dragon and Tiger bets').
 */
export const HOUSE_GAME_RTP: Readonly<Record<HouseGame, number>> = {
  crash: CRASH_RTP_AT_2X,
  slots: SLOTS_RTP,
  mines: MINES_RTP,
  dice: DICE_RTP,
  limbo: LIMBO_RTP,
  wheel: WHEEL_RTP,
  plinko: INSTANT_GAME_MATHS.plinko.rtpMin,
  keno: INSTANT_GAME_MATHS.keno.rtpMin,
  roulette: ROULETTE_RTP,
  'dragon-tiger': INSTANT_GAME_MATHS['dragon-tiger'].rtpMax,
  fishing: FISHING_RTP,
  'seven-up-down': SEVEN_UP_DOWN_RTP,
  baccarat: BACCARAT_RTP.banker,
  'andar-bahar': INSTANT_GAME_MATHS['andar-bahar'].rtpMax,
  'teen-patti': TEEN_PATTI_RTP.player,
  'jacks-or-better': VIDEO_POKER_RTP,
  hilo: HILO_RTP,
  blackjack: BLACKJACK_RTP.rtp,
  lottery: LOTTERY_POOL_PERCENT / 100,
};

export const CRASH_RULES = {
  rtpAt2x: CRASH_RTP_AT_2X,
  /** Cashing out at 1.01×. */
  rtpMax: CRASH_RTP_MAX,
  /** The limit for ever higher cash-out targets. */
  rtpMin: CRASH_RTP_MIN,
  instantCrashOneIn: CRASH_INSTANT_ONE_IN,
  cashoutMinHundredths: CRASH_CASHOUT_MIN_HUNDREDTHS,
  growthRatePerMs: CRASH_GROWTH_RATE_PER_MS,
  /** The formula, as the verify page prints it. */
  crashPointFormula: '⌊(100·2⁵² − h) / (2⁵² − h)⌋ / 100',
  gameHashFormula: 'HMAC-SHA256(key = round seed, message = salt)',
  chainFormula: 'SHA-256(round seed) = seed of the round before; SHA-256(first seed) = commitment',
} as const;

export const SLOTS_RULES = {
  rtp: SLOTS_RTP,
  rtpFraction: { numerator: SLOTS_RTP_NUMERATOR, denominator: SLOTS_RTP_DENOMINATOR },
  reels: SLOTS_REEL_STRIPS.length,
  rows: SLOTS_ROW_COUNT,
  paylineCount: SLOTS_PAYLINE_COUNT,
  paylines: SLOTS_PAYLINES,
  symbols: SLOTS_SYMBOLS,
  wild: SLOTS_WILD,
  /** [3, 4, 5] of a kind, in line bets (stake ÷ paylineCount). */
  paytable: SLOTS_PAYTABLE,
  reelStrips: SLOTS_REEL_STRIPS,
} as const;

export const MINES_RULES = {
  rtp: MINES_RTP,
  houseEdge: MINES_HOUSE_EDGE,
  gridSize: MINES_GRID_SIZE,
  mineCountMin: MINES_COUNT_MIN,
  mineCountMax: MINES_COUNT_MAX,
  multiplierFormula: '0.99 × C(25, k) / C(25 − mines, k)',
} as const;

export const DICE_RULES = {
  rtp: DICE_RTP,
  outcomes: DICE_OUTCOMES,
  multiplierFormula: '99 ÷ (chance to win in %)',
} as const;

export const LIMBO_RULES = {
  rtp: LIMBO_RTP,
  resultFormula: '⌊99 · 2⁵² ÷ (2⁵² − h)⌋ ÷ 100',
} as const;

export const WHEEL_RULES = { rtp: WHEEL_RTP, segments: WHEEL_SEGMENTS, layouts: WHEEL_LAYOUTS };

export const PLINKO_RULES = {
  rtpMin: INSTANT_GAME_MATHS.plinko.rtpMin,
  rtpMax: INSTANT_GAME_MATHS.plinko.rtpMax,
  paytables: PLINKO_PAYTABLES,
};

export const KENO_RULES = {
  rtpMin: INSTANT_GAME_MATHS.keno.rtpMin,
  rtpMax: INSTANT_GAME_MATHS.keno.rtpMax,
  numbers: KENO_NUMBERS,
  drawn: KENO_DRAWN,
  paytables: KENO_PAYTABLES,
};

export const ROULETTE_RULES = {
  rtp: ROULETTE_RTP,
  pockets: ROULETTE_POCKETS,
  red: [...ROULETTE_RED],
};

export const DRAGON_TIGER_RULES = {
  rtpSide: dragonTigerRtp('dragon'),
  rtpTie: dragonTigerRtp('tie'),
  tieMultiple: DRAGON_TIGER_TIE_MULTIPLE,
};

export const FISHING_RULES = { rtp: FISHING_RTP, fish: [...FISHING_FISH] };

export const SEVEN_UP_DOWN_RULES = { rtp: SEVEN_UP_DOWN_RTP, pays: { ...SEVEN_UP_DOWN_PAYS } };

export const BACCARAT_RULES = { rtp: { ...BACCARAT_RTP }, pays: { ...BACCARAT_PAYS } };

export const ANDAR_BAHAR_RULES = { rtp: andarBaharExactRtp(), pays: { ...ANDAR_BAHAR_PAYS } };

export const TEEN_PATTI_RULES = {
  rtp: { ...TEEN_PATTI_RTP },
  pays: {
    player: TEEN_PATTI_PAYS.player.win,
    push: TEEN_PATTI_PAYS.player.push,
    ...TEEN_PATTI_PAYS.pairPlus,
  },
};

/** Jacks or Better's return with the best hold on every deal. */
export const JACKS_OR_BETTER_RULES = {
  rtp: VIDEO_POKER_RTP,
  paytable: { ...VIDEO_POKER_PAYTABLE },
};

export const HILO_RULES = {
  rtp: HILO_RTP,
  maxSkips: HILO_MAX_SKIPS,
  multiplierFormula: '0.99 × 13ⁿ ÷ (k₁ × … × kₙ)',
} as const;

/** Blackjack's return with basic strategy, per original stake, and per taka of every stake. */
export const BLACKJACK_RULES = { rtp: BLACKJACK_RTP.rtp, edgePerStake: BLACKJACK_EDGE_PER_STAKE };

/** The scheduled lottery: the share of sales pooled, and each tier's share of the pool. */
export const LOTTERY_RULES = {
  numbers: LOTTERY_NUMBERS,
  picks: LOTTERY_PICKS,
  ticketTaka: houseStakeLimits.lottery.minTaka,
  poolPercent: LOTTERY_POOL_PERCENT,
  tiers: LOTTERY_TIERS.map((tier) => ({ ...tier })),
};

export const FAIRNESS_RULES = {
  commitmentFormula: 'SHA-256(server seed)',
  resultFormula: 'HMAC-SHA256(key = server seed, message = clientSeed:nonce:round)',
} as const;

/** What GET /api/house/rules answers: the rules above, the stake limits and the win cap. */
export const HOUSE_RULES_ANSWER: HouseRulesResponse = {
  rtp: HOUSE_GAME_RTP,
  max_win_multiplier: HOUSE_MAX_WIN_MULTIPLIER,
  stake_limits: houseStakeLimits,
  crash: CRASH_RULES,
  slots: SLOTS_RULES,
  mines: MINES_RULES,
  dice: DICE_RULES,
  limbo: LIMBO_RULES,
  wheel: WHEEL_RULES,
  plinko: PLINKO_RULES,
  keno: KENO_RULES,
  roulette: ROULETTE_RULES,
  dragonTiger: DRAGON_TIGER_RULES,
  fishing: FISHING_RULES,
  sevenUpDown: SEVEN_UP_DOWN_RULES,
  baccarat: BACCARAT_RULES,
  andarBahar: ANDAR_BAHAR_RULES,
  teenPatti: TEEN_PATTI_RULES,
  jacksOrBetter: JACKS_OR_BETTER_RULES,
  hilo: HILO_RULES,
  blackjack: BLACKJACK_RULES,
  lottery: LOTTERY_RULES,
  fairness: FAIRNESS_RULES,
};
