/**
 * The house games' JSON API (apps/server/src/features/house-games/README.md): what the game pages
 * in the frame call under /api/house, authenticated by the launch token from their address
 * (`Authorization: Bearer <launch token>`, never the player's own token). Amounts are taka with at
 * most two decimals, as in the rest of the player API; multipliers are numbers with two decimals.
 */
import { z } from 'zod';
import { listAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { takaAmountField, numeral } from './fields.js';
import { wholeNumber } from './whole-numbers.js';
import { HOUSE_MAX_WIN_MULTIPLIER, houseMessages, houseStakeLimits } from './house-constants.js';
import {
  diceChoiceSchema,
  dragonTigerChoiceSchema,
  fishingChoiceSchema,
  rouletteChoiceSchema,
  sevenUpDownChoiceSchema,
  baccaratChoiceSchema,
  andarBaharChoiceSchema,
  teenPattiChoiceSchema,
  INSTANT_GAMES,
  instantRoundSchema,
  kenoChoiceSchema,
  limboChoiceSchema,
  plinkoChoiceSchema,
  wheelChoiceSchema,
  type InstantGame,
} from './house-instant.js';
import {
  blackjackActRequestSchema,
  hiloGuessRequestSchema,
  STEPPED_GAMES,
  steppedRoundSchema,
  videoPokerDrawRequestSchema,
} from './house-stepped.js';

const stakeField = (game: keyof typeof houseStakeLimits) =>
  takaAmountField({
    requiredMessage: houseMessages.stakeRequired,
    outOfRangeMessage: houseMessages.stakeOutOfRange,
    minTaka: houseStakeLimits[game].minTaka,
    maxTaka: houseStakeLimits[game].maxTaka,
  });

// ---- Session and fairness -----------------------------------------------------------------

export const houseFairnessSchema = z.object({
  /** SHA-256 of the active server seed, published before play. */
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number().int(),
  /** The seed pair retired by the last rotation, now revealed so past bets can be checked. */
  previous: z
    .object({
      server_seed: z.string(),
      server_seed_hash: z.string(),
      client_seed: z.string(),
      /** Bets used nonces 0 to `nonce` − 1 under it. */
      nonce: z.number().int(),
    })
    .nullable(),
});
export type HouseFairness = z.infer<typeof houseFairnessSchema>;

/** GET /api/house/session */
export const houseSessionResponseSchema = z.object({
  username: z.string(),
  currency: z.string(),
  balance: z.number(),
  game: z.string(),
  fairness: houseFairnessSchema,
  /** The stake limits of the launched game's new rounds (the operator's, within the game's own). */
  stake_limits: z.object({ min: z.number(), max: z.number() }),
});
export type HouseSessionResponse = z.infer<typeof houseSessionResponseSchema>;

/** POST /api/house/fairness/rotate: reveals the server seed and starts a new pair. */
export const rotateSeedRequestSchema = z.object({
  /** A new client seed; a random one when left out. */
  client_seed: z
    .string({ error: houseMessages.clientSeedInvalid })
    .regex(/^[\x21-\x7e]{1,64}$/, houseMessages.clientSeedInvalid)
    .optional(),
});
export type RotateSeedRequest = z.infer<typeof rotateSeedRequestSchema>;

// ---- Bets (Slots, Mines and the instant games) --------------------------------------------

export const houseBetSeedsSchema = z.object({
  server_seed_hash: z.string(),
  /** Shown once the seed pair has been rotated; until then null. */
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  nonce: z.number().int(),
});

export const slotsLineWinSchema = z.object({
  /** 1-based, as the paytable page numbers the lines. */
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  win: z.number(),
});

export const slotsOutcomeSchema = z.object({
  /** reels[reel][row], top to bottom. */
  reels: z.array(z.array(z.string())),
  stops: z.array(z.number().int()),
  line_wins: z.array(slotsLineWinSchema),
});

export const minesOutcomeSchema = z.object({
  mines: z.number().int(),
  /** Tiles opened, 0–24 row by row, in the order picked. */
  picks: z.array(z.number().int()),
  /** The mined tiles: shown only once the game is over. */
  mine_tiles: z.array(z.number().int()).nullable(),
  /** The multiplier now (after the safe picks so far). */
  multiplier: z.number(),
  /** The multiplier the next safe pick would reach; null when no safe tile is left. */
  next_multiplier: z.number().nullable(),
});

export const houseBetStatuses = ['open', 'won', 'lost'] as const;

/** The games whose bets are kept one per round in the player's bet list (all but Crash). */
export const HOUSE_BET_GAMES = ['slots', 'mines', ...INSTANT_GAMES, ...STEPPED_GAMES] as const;
export type HouseBetGame = (typeof HOUSE_BET_GAMES)[number];

export const houseBetSchema = z.object({
  id: z.number().int(),
  game: z.enum(HOUSE_BET_GAMES),
  status: z.enum(houseBetStatuses),
  stake: z.number(),
  /** What the bet paid back (0 until it is won). */
  payout: z.number(),
  created_at: z.string(),
  seeds: houseBetSeedsSchema,
  slots: slotsOutcomeSchema.nullable(),
  mines_game: minesOutcomeSchema.nullable(),
  /** An instant game's choice and result. */
  instant: instantRoundSchema.nullable(),
  /** A stepped game's round (Jacks or Better, Hi-Lo): what the player may see of it so far. */
  stepped: steppedRoundSchema.nullable(),
});
export type HouseBet = z.infer<typeof houseBetSchema>;

/** What a play call answers: the bet and the Main Wallet after it. */
export const housePlayResponseSchema = z.object({ bet: houseBetSchema, balance: z.number() });
export type HousePlayResponse = z.infer<typeof housePlayResponseSchema>;

/** POST /api/house/slots/spin */
export const slotsSpinRequestSchema = z.object({ stake: stakeField('slots') });
export type SlotsSpinRequest = z.infer<typeof slotsSpinRequestSchema>;

/** POST /api/house/mines/start */
export const minesStartRequestSchema = z.object({
  stake: stakeField('mines'),
  mines: numeral(wholeNumber(houseMessages.mineCountInvalid, 1, 24)),
});
export type MinesStartRequest = z.infer<typeof minesStartRequestSchema>;

/** POST /api/house/mines/pick: tile 0–24, row by row from the top left. */
export const minesPickRequestSchema = z.object({
  tile: numeral(wholeNumber(houseMessages.tileInvalid, 0, 24)),
});
export type MinesPickRequest = z.infer<typeof minesPickRequestSchema>;

/** The play call of each instant game: the stake beside the game's own choice. */
export const dicePlayRequestSchema = diceChoiceSchema.extend({ stake: stakeField('dice') });
export const limboPlayRequestSchema = limboChoiceSchema.extend({ stake: stakeField('limbo') });
export const wheelPlayRequestSchema = wheelChoiceSchema.extend({ stake: stakeField('wheel') });
export const plinkoPlayRequestSchema = plinkoChoiceSchema.extend({ stake: stakeField('plinko') });
export const kenoPlayRequestSchema = kenoChoiceSchema.extend({ stake: stakeField('keno') });
export const roulettePlayRequestSchema = rouletteChoiceSchema.extend({
  stake: stakeField('roulette'),
});
export const fishingPlayRequestSchema = fishingChoiceSchema.extend({
  stake: stakeField('fishing'),
});
export const sevenUpDownPlayRequestSchema = sevenUpDownChoiceSchema.extend({
  stake: stakeField('seven-up-down'),
});
export const baccaratPlayRequestSchema = baccaratChoiceSchema.extend({
  stake: stakeField('baccarat'),
});
export const andarBaharPlayRequestSchema = andarBaharChoiceSchema.extend({
  stake: stakeField('andar-bahar'),
});
export const teenPattiPlayRequestSchema = teenPattiChoiceSchema.extend({
  stake: stakeField('teen-patti'),
});
export const dragonTigerPlayRequestSchema = dragonTigerChoiceSchema.extend({
  stake: stakeField('dragon-tiger'),
});

/** POST /api/house/jacks-or-better/deal */
export const videoPokerDealRequestSchema = z.object({ stake: stakeField('jacks-or-better') });
/** POST /api/house/blackjack/deal */
export const blackjackDealRequestSchema = z.object({ stake: stakeField('blackjack') });
/** POST /api/house/hilo/start */
export const hiloStartRequestSchema = z.object({ stake: stakeField('hilo') });

/** GET /api/house/{mines, jacks-or-better, hilo}: the player's round in play, if any. */
export const gameInPlayResponseSchema = z.object({
  bet: houseBetSchema.nullable(),
  balance: z.number(),
});
export const minesCurrentResponseSchema = gameInPlayResponseSchema;

/** GET /api/house/bets: the player's latest bets of the launched game, newest first. */
export const houseBetListResponseSchema = listAnswer(houseBetSchema);

// ---- The scheduled lottery ------------------------------------------------------------------

/** A ticket's price in taka: the lottery's stake limits are this one amount. */
export const LOTTERY_TICKET_TAKA = houseStakeLimits.lottery.minTaka;

const lotteryPick = z
  .number({ error: houseMessages.lotteryPicksInvalid })
  .int(houseMessages.lotteryPicksInvalid)
  .min(1, houseMessages.lotteryPicksInvalid)
  .max(30, houseMessages.lotteryPicksInvalid);

/** POST /api/house/lottery/tickets: five different numbers of 1–30. */
export const lotteryTicketRequestSchema = z.object({
  picks: z
    .array(lotteryPick, { error: houseMessages.lotteryPicksInvalid })
    .length(5, houseMessages.lotteryPicksInvalid)
    .refine((picks) => new Set(picks).size === 5, houseMessages.lotteryPicksInvalid),
});
export type LotteryTicketRequest = z.infer<typeof lotteryTicketRequestSchema>;

export const lotteryDrawSchema = z.object({
  id: z.number().int(),
  /** The draw's number: its place in the schedule, and its stream's nonce. */
  number: z.number().int(),
  closes_at: z.string(),
  /** SHA-256 of the draw's server seed, published before its first ticket is sold. */
  server_seed_hash: z.string(),
  /** Revealed once drawn. */
  server_seed: z.string().nullable(),
  /** The five numbers drawn, ascending; null until drawn. */
  numbers: z.array(z.number().int()).nullable(),
  tickets: z.number().int(),
  sales: z.number(),
  /** The prize pool: the share of the sales (so far), and once drawn what was carried to it. */
  pool: z.number(),
  /** The winning tickets per tier (by numbers matched: 5, 4, 3), once drawn. */
  winners: z.record(z.string(), z.number().int()).nullable(),
  /** What this draw carries to the next, once drawn. */
  carried_out: z.number().nullable(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

export const lotteryTicketSchema = z.object({
  id: z.number().int(),
  draw_id: z.number().int(),
  picks: z.array(z.number().int()),
  price: z.number(),
  status: z.enum(houseBetStatuses),
  matches: z.number().int().nullable(),
  payout: z.number(),
  created_at: z.string(),
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;

/** GET /api/house/lottery, and what buying a ticket answers. */
export const lotteryStateResponseSchema = z.object({
  open: lotteryDrawSchema,
  last: lotteryDrawSchema.nullable(),
  /** The player's tickets in the open draw and the last one, newest first. */
  tickets: z.array(lotteryTicketSchema),
  balance: z.number(),
  server_time: z.string(),
  /** How long each draw sells tickets. */
  draw_seconds: z.number().int(),
});
export type LotteryStateResponse = z.infer<typeof lotteryStateResponseSchema>;

// ---- Crash --------------------------------------------------------------------------------

export const crashPhases = ['betting', 'flying', 'crashed'] as const;
export type CrashPhase = (typeof crashPhases)[number];

export const crashRoundSchema = z.object({
  id: z.number().int(),
  phase: z.enum(crashPhases),
  betting_ends_at: z.string(),
  /** The flight starts when betting ends; the multiplier is e^(0.00006 × ms since then). */
  started_at: z.string(),
  crashed_at: z.string().nullable(),
  /** Known once crashed. */
  crash_point: z.number().nullable(),
  /** The chain's commitment and this round's place in it, and, once crashed, its seed. */
  chain: z.object({ id: z.number().int(), commitment: z.string(), salt: z.string() }),
  round_index: z.number().int(),
  round_seed: z.string().nullable(),
});
export type CrashRound = z.infer<typeof crashRoundSchema>;

export const crashBetStatuses = ['active', 'cashed_out', 'lost'] as const;

export const crashBetSchema = z.object({
  round_id: z.number().int(),
  stake: z.number(),
  auto_cashout: z.number().nullable(),
  status: z.enum(crashBetStatuses),
  cashout_multiplier: z.number().nullable(),
  payout: z.number(),
});
export type CrashBet = z.infer<typeof crashBetSchema>;

/** GET /api/house/crash: the round now, the player's bet in it, recent crash points, the clock. */
export const crashStateResponseSchema = z.object({
  round: crashRoundSchema.nullable(),
  bet: crashBetSchema.nullable(),
  history: z.array(z.object({ id: z.number().int(), crash_point: z.number() })),
  balance: z.number(),
  /** The server's clock, so the page can correct its own when drawing the curve. */
  server_time: z.string(),
});
export type CrashStateResponse = z.infer<typeof crashStateResponseSchema>;

/** POST /api/house/crash/bet */
export const crashBetRequestSchema = z.object({
  stake: stakeField('crash'),
  /** Cash out automatically at this multiplier (two decimals), when the round gets there. */
  auto_cashout: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    numeral(
      z
        .number({ error: houseMessages.autoCashoutInvalid })
        .min(1.01, houseMessages.autoCashoutInvalid)
        .max(HOUSE_MAX_WIN_MULTIPLIER, houseMessages.autoCashoutInvalid)
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
          message: houseMessages.autoCashoutInvalid,
        })
        .optional(),
    ),
  ),
});
export type CrashBetRequest = z.infer<typeof crashBetRequestSchema>;

export const crashBetResponseSchema = z.object({ bet: crashBetSchema, balance: z.number() });
export type CrashBetResponse = z.infer<typeof crashBetResponseSchema>;

// ---- Rules --------------------------------------------------------------------------------

/** One value per house game. */
const perHouseGame = <T extends z.ZodType>(value: T) =>
  z.object({
    crash: value,
    slots: value,
    mines: value,
    dice: value,
    limbo: value,
    wheel: value,
    plinko: value,
    keno: value,
    roulette: value,
    'dragon-tiger': value,
    fishing: value,
    'seven-up-down': value,
    baccarat: value,
    'andar-bahar': value,
    'teen-patti': value,
    'jacks-or-better': value,
    hilo: value,
    blackjack: value,
    lottery: value,
  });

/** Multipliers in hundredths of the stake, by a key (a risk, a row count, a number of picks). */
const hundredthsTables = z.record(z.string(), z.array(z.number().int()).readonly());

/**
 * GET /api/house/rules (public, cached): the numbers the games play by, as the house-games
 * package states them, so the pages' rules and paytables cannot drift from the server's.
 */
export const houseRulesResponseSchema = z.object({
  rtp: perHouseGame(z.number()),
  max_win_multiplier: z.number(),
  stake_limits: perHouseGame(z.object({ minTaka: z.number(), maxTaka: z.number() })),
  crash: z.object({
    rtpAt2x: z.number(),
    rtpMax: z.number(),
    rtpMin: z.number(),
    instantCrashOneIn: z.number(),
    cashoutMinHundredths: z.number(),
    growthRatePerMs: z.number(),
    crashPointFormula: z.string(),
    gameHashFormula: z.string(),
    chainFormula: z.string(),
  }),
  slots: z.object({
    rtp: z.number(),
    rtpFraction: z.object({ numerator: z.number(), denominator: z.number() }),
    reels: z.number().int(),
    rows: z.number().int(),
    paylineCount: z.number().int(),
    paylines: z.array(z.array(z.number().int()).readonly()).readonly(),
    symbols: z.array(z.string()).readonly(),
    wild: z.string(),
    /** [3, 4, 5] of a kind, in line bets. */
    paytable: z.record(z.string(), z.array(z.number()).readonly()),
    reelStrips: z.array(z.array(z.string()).readonly()).readonly(),
  }),
  mines: z.object({
    rtp: z.number(),
    houseEdge: z.number(),
    gridSize: z.number().int(),
    mineCountMin: z.number().int(),
    mineCountMax: z.number().int(),
    multiplierFormula: z.string(),
  }),
  dice: z.object({ rtp: z.number(), outcomes: z.number().int(), multiplierFormula: z.string() }),
  limbo: z.object({ rtp: z.number(), resultFormula: z.string() }),
  wheel: z.object({ rtp: z.number(), segments: z.number().int(), layouts: hundredthsTables }),
  plinko: z.object({
    rtpMin: z.number(),
    rtpMax: z.number(),
    /** By risk, then by rows: slots 0…rows. */
    paytables: z.record(z.string(), hundredthsTables),
  }),
  keno: z.object({
    rtpMin: z.number(),
    rtpMax: z.number(),
    numbers: z.number().int(),
    drawn: z.number().int(),
    /** By number of picks: 0…picks hits. */
    paytables: hundredthsTables,
  }),
  roulette: z.object({ rtp: z.number(), pockets: z.number().int(), red: z.array(z.number()) }),
  dragonTiger: z.object({
    /** RTP of the Dragon (and the Tiger) bet and of the Tie bet. */
    rtpSide: z.number(),
    rtpTie: z.number(),
    tieMultiple: z.number(),
  }),
  fishing: z.object({
    rtp: z.number(),
    /** What each fish pays, in times the shot, by its place in the pond. */
    fish: z.array(z.number()),
  }),
  sevenUpDown: z.object({ rtp: z.number(), pays: z.record(z.string(), z.number()) }),
  andarBahar: z.object({
    rtp: z.record(z.string(), z.number()),
    pays: z.record(z.string(), z.number()),
  }),
  baccarat: z.object({
    rtp: z.record(z.string(), z.number()),
    /** Hundredths of the stake paid back: a Player, a Banker or a Tie win, and a push. */
    pays: z.record(z.string(), z.number()),
  }),
  teenPatti: z.object({
    rtp: z.record(z.string(), z.number()),
    /** Hundredths of the stake paid back: a Player win, and each Pair Plus hand. */
    pays: z.record(z.string(), z.number()),
  }),
  jacksOrBetter: z.object({
    rtp: z.number(),
    /** Times the stake paid back, by final hand. */
    paytable: z.record(z.string(), z.number()),
  }),
  hilo: z.object({ rtp: z.number(), maxSkips: z.number().int(), multiplierFormula: z.string() }),
  blackjack: z.object({
    /** With basic strategy, per original stake. */
    rtp: z.number(),
    /** The house's take per taka of every stake placed (doubles and splits too). */
    edgePerStake: z.number(),
  }),
  lottery: z.object({
    numbers: z.number().int(),
    picks: z.number().int(),
    ticketTaka: z.number(),
    poolPercent: z.number(),
    tiers: z.array(z.object({ matches: z.number().int(), percent: z.number() })),
  }),
  fairness: z.object({ commitmentFormula: z.string(), resultFormula: z.string() }),
});
export type HouseRulesResponse = z.infer<typeof houseRulesResponseSchema>;

// ---- The calls ----------------------------------------------------------------------------

/** The `:id` of a bet or a Crash round. */
export const houseIdParamsSchema = z.object({
  id: z.coerce.number({ error: houseMessages.betNotFound }).int().positive(),
});

/** POST /api/house/{game}/play: one whole round of an instant game. */
function instantPlayCall<Game extends InstantGame, Body extends z.ZodType>(game: Game, body: Body) {
  return defineCall({
    method: 'POST',
    path: `/api/house/${game}/play` as const,
    auth: 'launch',
    body,
    answer: housePlayResponseSchema,
    idempotent: true,
  });
}

/**
 * The calls of the house game pages, each with the launch token. A play moves money once per
 * Idempotency-Key; a game's calls refuse a launch of another game (403) before reading the body.
 */
export const houseCalls = {
  rules: defineCall({
    method: 'GET',
    path: '/api/house/rules',
    auth: 'public',
    answer: houseRulesResponseSchema,
    idempotent: false,
  }),
  session: defineCall({
    method: 'GET',
    path: '/api/house/session',
    auth: 'launch',
    answer: houseSessionResponseSchema,
    idempotent: false,
  }),
  fairness: defineCall({
    method: 'GET',
    path: '/api/house/fairness',
    auth: 'launch',
    answer: houseFairnessSchema,
    idempotent: false,
  }),
  rotateSeeds: defineCall({
    method: 'POST',
    path: '/api/house/fairness/rotate',
    auth: 'launch',
    body: rotateSeedRequestSchema,
    answer: houseFairnessSchema,
    idempotent: false,
  }),
  bets: defineCall({
    method: 'GET',
    path: '/api/house/bets',
    auth: 'launch',
    answer: houseBetListResponseSchema,
    idempotent: false,
  }),
  bet: defineCall({
    method: 'GET',
    path: '/api/house/bets/:id',
    auth: 'launch',
    params: houseIdParamsSchema,
    answer: houseBetSchema,
    idempotent: false,
  }),
  slotsSpin: defineCall({
    method: 'POST',
    path: '/api/house/slots/spin',
    auth: 'launch',
    body: slotsSpinRequestSchema,
    answer: housePlayResponseSchema,
    idempotent: true,
  }),
  mines: defineCall({
    method: 'GET',
    path: '/api/house/mines',
    auth: 'launch',
    answer: minesCurrentResponseSchema,
    idempotent: false,
  }),
  minesStart: defineCall({
    method: 'POST',
    path: '/api/house/mines/start',
    auth: 'launch',
    body: minesStartRequestSchema,
    answer: housePlayResponseSchema,
    idempotent: true,
  }),
  minesPick: defineCall({
    method: 'POST',
    path: '/api/house/mines/pick',
    auth: 'launch',
    body: minesPickRequestSchema,
    answer: housePlayResponseSchema,
    idempotent: true,
  }),
  minesCashout: defineCall({
    method: 'POST',
    path: '/api/house/mines/cashout',
    auth: 'launch',
    answer: housePlayResponseSchema,
    idempotent: true,
  }),
  dicePlay: instantPlayCall('dice', dicePlayRequestSchema),
  limboPlay: instantPlayCall('limbo', limboPlayRequestSchema),
  wheelPlay: instantPlayCall('wheel', wheelPlayRequestSchema),
  plinkoPlay: instantPlayCall('plinko', plinkoPlayRequestSchema),
  kenoPlay: instantPlayCall('keno', kenoPlayRequestSchema),
  roulettePlay: instantPlayCall('roulette', roulettePlayRequestSchema),
  dragonTigerPlay: instantPlayCall('dragon-tiger', dragonTigerPlayRequestSchema),
  fishingPlay: instantPlayCall('fishing', fishingPlayRequestSchema),
  sevenUpDownPlay: instantPlayCall('seven-up-down', sevenUpDownPlayRequestSchema),
  baccaratPlay: instantPlayCall('baccarat', baccaratPlayRequestSchema),
  andarBaharPlay: instantPlayCall('andar-bahar', andarBaharPlayRequestSchema),
  teenPattiPlay: instantPlayCall('teen-patti', teenPattiPlayRequestSchema),
  jacksOrBetter: defineCall({
    method: 'GET',
    path: '/api/house/jacks-or-better',
    auth: 'launch',
    answer: gameInPlayResponseSchema,
    idempotent: false,
  }),
  jacksOrBetterDeal: defineCall({
    method: 'POST',
    path: '/api/house/jacks-or-better/deal',
    auth: 'launch',
    body: videoPokerDealRequestSchema,
    answer: housePlayResponseSchema,
    idempotent: true,
  }),
  jacksOrBetterDraw: defineCall({
    method: 'POST',
    path: '/api/house/jacks-or-better/draw',
    auth: 'launch',
    body: videoPokerDrawRequestSchema,
    answer: housePlayResponseSchema,
    idempotent: true,
  }),
  hilo: defineCall({
    method: 'GET',
    path: '/api/house/hilo',
    auth: 'launch',
    answer: gameInPlayResponseSchema,
    idempotent: false,
  }),
  hiloStart: defineCall({
    method: 'POST',
    path: '/api/house/hilo/start',
    auth: 'launch',
    body: hiloStartRequestSchema,
    answer: housePlayResponseSchema,
    idempotent: true,
  }),
  hiloGuess: defineCall({
    method: 'POST',
    path: '/api/house/hilo/guess',
    auth: 'launch',
    body: hiloGuessRequestSchema,
    answer: housePlayResponseSchema,
    idempotent: true,
  }),
  blackjack: defineCall({
    method: 'GET',
    path: '/api/house/blackjack',
    auth: 'launch',
    answer: gameInPlayResponseSchema,
    idempotent: false,
  }),
  blackjackDeal: defineCall({
    method: 'POST',
    path: '/api/house/blackjack/deal',
    auth: 'launch',
    body: blackjackDealRequestSchema,
    answer: housePlayResponseSchema,
    idempotent: true,
  }),
  blackjackAct: defineCall({
    method: 'POST',
    path: '/api/house/blackjack/act',
    auth: 'launch',
    body: blackjackActRequestSchema,
    answer: housePlayResponseSchema,
    idempotent: true,
  }),
  lottery: defineCall({
    method: 'GET',
    path: '/api/house/lottery',
    auth: 'launch',
    answer: lotteryStateResponseSchema,
    idempotent: false,
  }),
  lotteryBuy: defineCall({
    method: 'POST',
    path: '/api/house/lottery/tickets',
    auth: 'launch',
    body: lotteryTicketRequestSchema,
    answer: lotteryStateResponseSchema,
    idempotent: true,
  }),
  hiloCashout: defineCall({
    method: 'POST',
    path: '/api/house/hilo/cashout',
    auth: 'launch',
    answer: housePlayResponseSchema,
    idempotent: true,
  }),
  crash: defineCall({
    method: 'GET',
    path: '/api/house/crash',
    auth: 'launch',
    answer: crashStateResponseSchema,
    idempotent: false,
  }),
  crashBet: defineCall({
    method: 'POST',
    path: '/api/house/crash/bet',
    auth: 'launch',
    body: crashBetRequestSchema,
    answer: crashBetResponseSchema,
    idempotent: true,
  }),
  crashCashout: defineCall({
    method: 'POST',
    path: '/api/house/crash/cashout',
    auth: 'launch',
    answer: crashBetResponseSchema,
    idempotent: true,
  }),
  crashRound: defineCall({
    method: 'GET',
    path: '/api/house/crash/rounds/:id',
    auth: 'launch',
    params: houseIdParamsSchema,
    answer: crashRoundSchema,
    idempotent: false,
  }),
};
