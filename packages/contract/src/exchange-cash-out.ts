/**
 * Cash-out on a Match Odds or Bookmaker market (not shown in the spec): what the player's matched
 * bets win or lose per runner now, and the hedge bets that would leave the same result whoever
 * wins, at the book's best prices (Match Odds) or the house's rates (Bookmaker); the maths is
 * packages/exchange, cash-out.ts. Reads only: placing the hedge goes through the normal bet calls.
 */
import { z } from 'zod';
import { defineCall } from './calls.js';
import { exchangeMarketKinds } from './exchange-account.js';
import { exchangeSports } from './exchange.js';

export const cashOutMessages = {
  marketNotFound: 'Market not found.',
} as const;

/**
 * Why there is no cash-out: no matched bets; a runner without the price it needs (suspended, ball
 * running, an empty book); a hedge stake below the market's minimum; a market with no cash-out
 * (Fancy).
 */
export const cashOutUnavailable = [
  'no-position',
  'no-price',
  'below-minimum',
  'not-offered',
] as const;
export type CashOutUnavailable = (typeof cashOutUnavailable)[number];

/** The most markets GET /api/exchange/cash-out answers, newest position first. */
export const CASH_OUT_LIST_LIMIT = 20;

export const cashOutQuoteSchema = z.object({
  market_id: z.string(),
  kind: z.enum(exchangeMarketKinds),
  /** The market's smallest stake, in taka: no hedge bet, whole or in part, may be less. */
  min_stake: z.number(),
  runners: z.array(
    z.object({
      selection_id: z.number().int(),
      name: z.string(),
      /** The player's result now if this runner wins, in taka (matched bets). */
      pnl: z.number(),
      /** The result if this runner wins after a full cash-out; null without one. */
      after: z.number().nullable(),
    }),
  ),
  cash_out: z
    .object({
      /** What the player is left with whoever wins, in taka. */
      value: z.number(),
      bets: z.array(
        z.object({
          selection_id: z.number().int(),
          side: z.enum(['back', 'lay']),
          stake: z.number(),
          /** Decimal odds, two decimals. */
          price: z.number(),
          /** Bookmaker: the house's rate the bet must name (price 1.45 is rate 45); else null. */
          rate: z.number().int().nullable(),
        }),
      ),
    })
    .nullable(),
  unavailable: z.enum(cashOutUnavailable).nullable(),
});
export type CashOutQuote = z.infer<typeof cashOutQuoteSchema>;

export const cashOutParamsSchema = z.object({
  id: z.string({ error: cashOutMessages.marketNotFound }).trim().min(1).max(64),
});

/** One market of the player's cash-out list, with the names My Bets and the wallet show. */
export const cashOutMarketSchema = z.object({
  event_id: z.string(),
  event_name: z.string(),
  sport: z.enum(exchangeSports),
  market_name: z.string(),
  /** The market /odds-view opens on: the event's Match Odds (a Bookmaker market shows under it). */
  odds_view_market_id: z.string(),
  quote: cashOutQuoteSchema,
});
export type CashOutMarket = z.infer<typeof cashOutMarketSchema>;

export const cashOutListSchema = z.object({ markets: z.array(cashOutMarketSchema) });
export type CashOutList = z.infer<typeof cashOutListSchema>;

export const exchangeCashOutCalls = {
  quote: defineCall({
    method: 'GET',
    path: '/api/exchange/markets/:id/cash-out',
    auth: 'player',
    params: cashOutParamsSchema,
    answer: cashOutQuoteSchema,
    idempotent: false,
  }),
  /** Every unsettled Match Odds and Bookmaker market where the player has matched bets. */
  list: defineCall({
    method: 'GET',
    path: '/api/exchange/cash-out',
    auth: 'player',
    answer: cashOutListSchema,
    idempotent: false,
  }),
};
