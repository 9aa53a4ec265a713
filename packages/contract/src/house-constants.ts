/**
 * The house provider's constants, in a module without schemas: the house pages (a separate small
 * bundle) import these without pulling zod and every schema in with them.
 */

/** The house provider's platform code in the catalogue. */
export const HOUSE_PLATFORM = 'KHELA';
/**
 * A house game's page is `/house/{game}#session={launch token}`: the token rides in the fragment,
 * which browsers never send to a server or in a Referer, so it stays out of access logs.
 */
export const HOUSE_GAME_PAGE_PREFIX = '/house';
export const HOUSE_LAUNCH_TOKEN_FRAGMENT = 'session';

export const HOUSE_API_PREFIX = '/api/house';

/** A win pays at most this many times its stake (Crash cashes everyone out when it gets there). */
export const HOUSE_MAX_WIN_MULTIPLIER = 1000;

export const houseStakeLimits = {
  slots: { minTaka: 1, maxTaka: 5000 },
  mines: { minTaka: 1, maxTaka: 10_000 },
  crash: { minTaka: 1, maxTaka: 10_000 },
  dice: { minTaka: 1, maxTaka: 10_000 },
  limbo: { minTaka: 1, maxTaka: 10_000 },
  wheel: { minTaka: 1, maxTaka: 10_000 },
  plinko: { minTaka: 1, maxTaka: 10_000 },
  keno: { minTaka: 1, maxTaka: 10_000 },
  roulette: { minTaka: 1, maxTaka: 10_000 },
  'dragon-tiger': { minTaka: 1, maxTaka: 10_000 },
  fishing: { minTaka: 1, maxTaka: 1000 },
  'seven-up-down': { minTaka: 1, maxTaka: 10_000 },
  baccarat: { minTaka: 1, maxTaka: 10_000 },
  'andar-bahar': { minTaka: 1, maxTaka: 10_000 },
  'teen-patti': { minTaka: 1, maxTaka: 10_000 },
  'jacks-or-better': { minTaka: 1, maxTaka: 10_000 },
  hilo: { minTaka: 1, maxTaka: 10_000 },
  blackjack: { minTaka: 1, maxTaka: 10_000 },
  // A lottery ticket has one price: its limits are that price.
  lottery: { minTaka: 10, maxTaka: 10 },
} as const;

/** Crash's rhythm: bets are taken for CRASH_BETTING_MS, then the round flies until it crashes. */
export const CRASH_BETTING_MS = 8000;
/** The pause after a crash before the next round opens for bets. */
export const CRASH_PAUSE_MS = 4000;
/** How often the live multiplier is sent during a flight. */
export const CRASH_TICK_MS = 200;
/** Past rounds shown in the history strip. */
export const CRASH_HISTORY_LENGTH = 20;

export const houseMessages = {
  stakeRequired: 'Please enter a stake.',
  stakeOutOfRange: 'The stake is outside the limits of this game.',
  slotsStakeStep: 'Slots stakes go in steps of ৳0.20.',
  mineCountInvalid: 'Please choose 1 to 24 mines.',
  tileInvalid: 'Please choose a tile on the grid.',
  tileTaken: 'This tile is already open.',
  noOpenGame: 'There is no game in play.',
  gameInPlay: 'Finish the game in play first.',
  cashoutNeedsPick: 'Open at least one tile before cashing out.',
  clientSeedInvalid: 'A client seed is 1 to 64 letters, digits or symbols, without spaces.',
  rotateWhileInPlay: 'Finish the game in play before changing seeds.',
  wrongGame: 'This game session is for another game.',
  gameSwitchedOff:
    'This game is switched off for now. A round already in play can still be finished.',
  betsClosed: 'Bets are closed for this round. Please wait for the next one.',
  alreadyBet: 'You already have a bet in this round.',
  noCrashBet: 'You have no bet in this round.',
  notFlying: 'The round has not started yet.',
  crashed: 'Too late: the round has crashed.',
  cashedOut: 'This bet is already settled.',
  autoCashoutInvalid: `Auto cash-out must be between 1.01× and ${HOUSE_MAX_WIN_MULTIPLIER}×.`,
  diceSideInvalid: 'Please choose to roll under or over.',
  diceTargetInvalid: 'Please choose a target that gives a 1% to 98% chance to win.',
  limboTargetInvalid: `The target must be between 1.01× and ${HOUSE_MAX_WIN_MULTIPLIER}×.`,
  riskInvalid: 'Please choose low, medium or high risk.',
  plinkoRowsInvalid: 'Please choose 8 to 16 rows.',
  kenoPicksInvalid: 'Please pick 1 to 10 different numbers from 1 to 40.',
  rouletteBetInvalid:
    'Please choose a bet on the table: a number, a split, a street, a corner, a line or an outside bet.',
  dragonTigerSideInvalid: 'Please bet on Dragon, Tiger or Tie.',
  fishInvalid: 'Please aim at one of the fish.',
  sevenUpDownSideInvalid: 'Please bet on 7 Down, 7 or 7 Up.',
  baccaratSideInvalid: 'Please bet on Player, Banker or Tie.',
  andarBaharSideInvalid: 'Please bet on Andar or Bahar.',
  teenPattiBetInvalid: 'Please bet on the Player or on Pair Plus.',
  blackjackActionInvalid: 'Please choose hit, stand, double, split or insurance.',
  blackjackActionNotOpen: 'That move is not open on this hand.',
  lotteryPicksInvalid: 'Please pick 5 different numbers from 1 to 30.',
  heldInvalid: 'Please choose which of the five cards to hold.',
  hiloGuessInvalid: 'Please guess higher, lower or same, or skip the card.',
  hiloGuessCannotWin: 'That guess cannot win on this card: choose another.',
  hiloNoSkipsLeft: 'No skips are left in this round.',
  cashoutNeedsGuess: 'Win at least one guess before cashing out.',
  betNotFound: 'Bet not found.',
  roundNotFound: 'Round not found.',
} as const;

/** Events on GET /api/house/crash/stream (Server-Sent Events, shared by every Crash player). */
export const crashEvents = {
  ready: 'ready',
  /** A new round takes bets: the round. */
  round: 'crash.round',
  /** Someone bet: { round_id, player, stake }. */
  bet: 'crash.bet',
  /** The flight began: the round. */
  started: 'crash.started',
  /** The multiplier now: { round_id, multiplier }. */
  tick: 'crash.tick',
  /** Someone cashed out: { round_id, player, multiplier, payout }. */
  cashout: 'crash.cashout',
  /** The round crashed: the round, with its crash point and seed. */
  crashed: 'crash.crashed',
} as const;
