/**
 * The exchange's event lists ([contract: Screens] Exchange): our calls beside the spec's
 * `sports-events/{sport}` (docs/decisions.md, Exchange lists). Several Match Odds markets read in
 * one call (the exchange home's prices and Multi Markets), and the results of finished events
 * (the In-Play screen's Result tab).
 */
import { z } from 'zod';
import { defineCall } from './calls.js';
import { numeral } from './fields.js';
import { wholeNumber } from './whole-numbers.js';
import { exchangeMessages, exchangeSports, matchOddsMarketSchema } from './exchange.js';

export const exchangeListMessages = {
  /** Our wording, for an empty or too long list of market ids. */
  marketIdsInvalid: 'Please name 1 to 30 markets.',
  /** Our wording. */
  daysInvalid: 'Please choose 1 to 7 days.',
} as const;

/** At most this many markets are read in one call (Multi Markets keeps 10 pins). */
export const MATCH_ODDS_BATCH_MAX = 30;
/** How far back the Result tab reaches, in days. */
export const EXCHANGE_RESULT_DAYS = { default: 3, max: 7 } as const;

const sportField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(exchangeSports, { error: exchangeMessages.sportInvalid }),
);

// ---- Several Match Odds markets --------------------------------------------------------------

/** GET /api/exchange/match-odds?market_ids=1.1,1.2: comma-separated, duplicates read once. */
export const matchOddsBatchQuerySchema = z.object({
  market_ids: z
    .string({ error: exchangeListMessages.marketIdsInvalid })
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== ''),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(64, exchangeListMessages.marketIdsInvalid))
        .min(1, exchangeListMessages.marketIdsInvalid)
        .max(MATCH_ODDS_BATCH_MAX, exchangeListMessages.marketIdsInvalid),
    ),
});
export type MatchOddsBatchQuery = z.infer<typeof matchOddsBatchQuerySchema>;

export const matchOddsMarketStatuses = [
  'open',
  'suspended',
  'closed',
  'settled',
  'voided',
] as const;
export type MatchOddsMarketStatus = (typeof matchOddsMarketStatuses)[number];

/** One market as GET /api/match-odds/{marketId} answers it, with its event and trading state. */
export const matchOddsBatchItemSchema = matchOddsMarketSchema.extend({
  eventId: z.string(),
  /** The event's name. */
  event: z.string(),
  sport: z.enum(exchangeSports),
  /** The event's start (ISO-8601). */
  openDate: z.string(),
  /** open takes bets; suspended shows 'Suspend'; closed, settled and voided have ended. */
  status: z.enum(matchOddsMarketStatuses),
  /** 1 while a ball is running (bets refused for a moment). */
  ball_running: z.union([z.literal(0), z.literal(1)]),
});
export type MatchOddsBatchItem = z.infer<typeof matchOddsBatchItemSchema>;
/** The markets found, in the order asked; an unknown id is left out. */
export const matchOddsBatchResponseSchema = z.array(matchOddsBatchItemSchema);
export type MatchOddsBatchResponse = z.infer<typeof matchOddsBatchResponseSchema>;

// ---- Results -------------------------------------------------------------------------------

/** GET /api/exchange/results?sport=&days=: settled or voided Match Odds of the last days. */
export const exchangeResultsQuerySchema = z.object({
  sport: sportField.optional(),
  days: numeral(
    wholeNumber(exchangeListMessages.daysInvalid, 1, EXCHANGE_RESULT_DAYS.max).default(
      EXCHANGE_RESULT_DAYS.default,
    ),
  ),
});
export type ExchangeResultsQuery = z.infer<typeof exchangeResultsQuerySchema>;

export const exchangeResultSchema = z.object({
  MarketId: z.string(),
  EventId: z.string(),
  Event: z.string(),
  Sport: z.enum(exchangeSports),
  OpenDate: z.string(),
  /** When the market was settled or voided (ISO-8601). */
  SettledAt: z.string(),
  /** The winning runner's name; null when the market was voided. */
  Winner: z.string().nullable(),
  /** True when every stake was returned (a tie, an abandoned match). */
  Void: z.boolean(),
});
export type ExchangeResult = z.infer<typeof exchangeResultSchema>;
/** Newest first. */
export const exchangeResultsResponseSchema = z.array(exchangeResultSchema);
export type ExchangeResultsResponse = z.infer<typeof exchangeResultsResponseSchema>;

/** The event lists' calls, public like the prices they show. */
export const exchangeListCalls = {
  matchOddsBatch: defineCall({
    method: 'GET',
    path: '/api/exchange/match-odds',
    auth: 'public',
    query: matchOddsBatchQuerySchema,
    answer: matchOddsBatchResponseSchema,
    idempotent: false,
  }),
  results: defineCall({
    method: 'GET',
    path: '/api/exchange/results',
    auth: 'public',
    query: exchangeResultsQuerySchema,
    answer: exchangeResultsResponseSchema,
    idempotent: false,
  }),
};
