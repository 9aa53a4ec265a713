/**
 * Placing, cancelling and listing exchange bets, and an operator settling a market. Not shown in
 * the spec (docs/decisions.md, Exchange bets): our calls, in the contract's style (taka amounts,
 * decimal odds on the price ladder, `message` on every refusal).
 */
import { z } from 'zod';
import { listAnswer } from './answer-envelopes.js';
import { eventResponseSchema, exchangeMessages, matchOddsResponseSchema } from './exchange.js';
import { defineCall } from './calls.js';
import { takaAmountField, numeral } from './fields.js';
import { wholeNumber } from './whole-numbers.js';

/**
 * The widest stake any market takes; each market sets its own limits inside these, and a stake
 * outside its market's limits is refused with them (`stakeOutsideLimits`). The floor is a paisa so
 * that a small stake meets its market's limits, which say what the market takes.
 */
export const EXCHANGE_STAKE_LIMITS_TAKA = { min: 0.01, max: 10_000_000 } as const;

export const exchangeBetMessages = {
  marketNotFound: exchangeMessages.marketNotFound,
  runnerNotFound: 'This selection is not in the market.',
  sideInvalid: 'Please choose back or lay.',
  oddsInvalid: 'Please choose odds from 1.01 to 1000 on the price ladder.',
  stakeRequired: 'Please enter a stake.',
  stakeOutOfRange: 'The stake is outside the limits of this market.',
  stakeOutsideLimits: 'The stake on this market must be from {{min}} to {{max}}.',
  marketClosed: 'This market is closed for betting.',
  marketSuspended: 'This market is suspended. Please try again shortly.',
  runnerSuspended: 'This selection is suspended. Please try again shortly.',
  profitTooSmall: 'This bet would win less than ৳0.01. Please raise the stake or the odds.',
  insufficientFunds: 'Your balance is not enough for this bet.',
  betNotFound: 'Bet not found.',
  nothingToCancel: 'This bet has nothing left to cancel.',
  resultInvalid: 'Please choose a runner of this market, or void it.',
  rateChanged: 'The rate has changed. Please check the new rate and try again.',
  rateInvalid: 'Please choose a rate shown on the market.',
  alreadySettled: 'This market is already settled.',
} as const;

export const exchangeBetSides = ['back', 'lay'] as const;

/** POST /api/exchange/bets (Idempotency-Key): back or lay a runner at decimal odds. */
export const placeExchangeBetRequestSchema = z.object({
  market_id: z
    .string({ error: exchangeBetMessages.marketNotFound })
    .trim()
    .min(1, exchangeBetMessages.marketNotFound)
    .max(64, exchangeBetMessages.marketNotFound),
  selection_id: numeral(
    z.number({ error: exchangeBetMessages.runnerNotFound }).int(exchangeBetMessages.runnerNotFound),
  ),
  side: z.enum(exchangeBetSides, { error: exchangeBetMessages.sideInvalid }),
  /** Decimal odds with at most two decimals, on the price ladder (checked by the server). */
  odds: numeral(
    z
      .number({ error: exchangeBetMessages.oddsInvalid })
      .min(1.01, exchangeBetMessages.oddsInvalid)
      .max(1000, exchangeBetMessages.oddsInvalid),
  ),
  stake: takaAmountField({
    requiredMessage: exchangeBetMessages.stakeRequired,
    outOfRangeMessage: exchangeBetMessages.stakeOutOfRange,
    minTaka: EXCHANGE_STAKE_LIMITS_TAKA.min,
    maxTaka: EXCHANGE_STAKE_LIMITS_TAKA.max,
  }),
});
export type PlaceExchangeBetRequest = z.infer<typeof placeExchangeBetRequestSchema>;

export const exchangeBetStatuses = ['open', 'matched', 'cancelled', 'settled', 'voided'] as const;

export const exchangeBetSchema = z.object({
  id: z.number().int(),
  market_id: z.string(),
  selection_id: z.number().int(),
  side: z.enum(exchangeBetSides),
  odds: z.number(),
  stake: z.number(),
  /** Stake matched so far (at the odds asked or better: see `average_odds`). */
  matched: z.number(),
  /** Stake still waiting in the book. */
  unmatched: z.number(),
  cancelled: z.number(),
  /** The stake-weighted odds the matched part got; null while nothing matched. */
  average_odds: z.number().nullable(),
  status: z.enum(exchangeBetStatuses),
  /** The bet's result once settled (negative when lost); null before. */
  profit: z.number().nullable(),
  placed_at: z.string(),
});
export type ExchangeBet = z.infer<typeof exchangeBetSchema>;

/** The answer to placing or cancelling: the bet, and the header's figures after it. */
export const exchangeBetResponseSchema = z.object({
  bet: exchangeBetSchema,
  balance: z.number(),
  exposure: z.number(),
});
export type ExchangeBetResponse = z.infer<typeof exchangeBetResponseSchema>;

/** GET /api/exchange/bets?market_id=…: the player's bets, newest first. */
export const exchangeBetListQuerySchema = z.object({ market_id: z.string().max(64).optional() });
export const exchangeBetListResponseSchema = listAnswer(exchangeBetSchema);

/**
 * POST /admin-api/exchange/markets/{marketId}/settle: the winner (Match Odds, Bookmaker), the runs
 * (Fancy), or void.
 */
export const settleExchangeMarketRequestSchema = z.union(
  [
    z.object({ winner_selection_id: numeral(z.number().int()) }),
    z.object({ runs: numeral(z.number().int().min(0)) }),
    z.object({ void: z.literal(true) }),
  ],
  { error: exchangeBetMessages.resultInvalid },
);
export type SettleExchangeMarketRequest = z.infer<typeof settleExchangeMarketRequestSchema>;

// ---- Bookmaker and Fancy: bets against the house at its quoted rate -------------------------

export const rateBetSides = ['back', 'lay', 'yes', 'no'] as const;

/**
 * POST /api/exchange/rate-bets (Idempotency-Key). Bookmaker: `selection_id`, back or lay, and the
 * rate shown (45 = decimal 1.45). Fancy: yes or no, the rate and the line shown. The bet is taken
 * only at exactly the rate (and line) the market shows when it arrives.
 */
export const placeRateBetRequestSchema = z.object({
  market_id: placeExchangeBetRequestSchema.shape.market_id,
  selection_id: numeral(
    z
      .number({ error: exchangeBetMessages.runnerNotFound })
      .int(exchangeBetMessages.runnerNotFound)
      .optional(),
  ),
  side: z.enum(rateBetSides, { error: exchangeBetMessages.sideInvalid }),
  rate: numeral(wholeNumber(exchangeBetMessages.rateInvalid, 1, 10_000)),
  /** Fancy only: the runs line shown for the side taken. */
  line: numeral(z.number({ error: exchangeBetMessages.rateInvalid }).int().min(0).optional()),
  stake: placeExchangeBetRequestSchema.shape.stake,
});
export type PlaceRateBetRequest = z.infer<typeof placeRateBetRequestSchema>;

export const rateBetSchema = z.object({
  id: z.number().int(),
  market_id: z.string(),
  selection_id: z.number().int().nullable(),
  side: z.enum(rateBetSides),
  rate: z.number().int(),
  /** Fancy: the NO and YES lines when the bet was taken. */
  no_line: z.number().int().nullable(),
  yes_line: z.number().int().nullable(),
  stake: z.number(),
  status: z.enum(exchangeBetStatuses),
  profit: z.number().nullable(),
  placed_at: z.string(),
});
export type RateBet = z.infer<typeof rateBetSchema>;

export const rateBetResponseSchema = z.object({
  bet: rateBetSchema,
  balance: z.number(),
  exposure: z.number(),
});
export type RateBetResponse = z.infer<typeof rateBetResponseSchema>;

/** The bet a cancel names (`:id`). */
export const exchangeBetParamsSchema = z.object({
  id: z.coerce.number({ error: exchangeBetMessages.betNotFound }).int().positive(),
});

/** The player's bet calls. Placing takes an Idempotency-Key; the same key answers the first bet. */
export const exchangeBetCalls = {
  place: defineCall({
    method: 'POST',
    path: '/api/exchange/bets',
    auth: 'player',
    body: placeExchangeBetRequestSchema,
    answer: exchangeBetResponseSchema,
    idempotent: true,
  }),
  placeRate: defineCall({
    method: 'POST',
    path: '/api/exchange/rate-bets',
    auth: 'player',
    body: placeRateBetRequestSchema,
    answer: rateBetResponseSchema,
    idempotent: true,
  }),
  /** Another player's bet is "not found" (404), so its existence is not told. */
  cancel: defineCall({
    method: 'POST',
    path: '/api/exchange/bets/:id/cancel',
    auth: 'player',
    params: exchangeBetParamsSchema,
    answer: exchangeBetResponseSchema,
    idempotent: false,
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/exchange/bets',
    auth: 'player',
    query: exchangeBetListQuerySchema,
    answer: exchangeBetListResponseSchema,
    idempotent: false,
  }),
};

// ---- Live: GET /api/exchange/stream/{eventId} (Server-Sent Events, public) -----------------

/**
 * Each change to an event's markets or score sends the whole picture again (it is small): a
 * client replaces what it shows, so a missed event can never leave a book out of step.
 */
export const exchangeStreamEvents = {
  ready: 'ready',
  update: 'exchange.update',
} as const;

export const exchangeEventImageSchema = z.object({
  event_id: z.string(),
  /** Milliseconds since the epoch when the picture was taken; never goes back. */
  clock: z.number(),
  match_odds: matchOddsResponseSchema,
  event: eventResponseSchema,
  /** The live score as the feed sends it (the sandbox: teams, runs, wickets, overs, last ball). */
  score: z.unknown(),
});
export type ExchangeEventImage = z.infer<typeof exchangeEventImageSchema>;
