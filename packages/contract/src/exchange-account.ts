/**
 * The exchange's Account area ([contract: Screens] Exchange, /exchange-account): the spec lists the
 * pages and leaves them as placeholders; these are our calls behind them (docs/decisions.md,
 * Exchange account). Amounts in taka, times ISO-8601 UTC, days as Bangladesh (GMT+6) dates.
 */
import { z } from 'zod';
import { listAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { numeral } from './fields.js';
import { wholeNumber } from './whole-numbers.js';
import { TIME_ZONE_OFFSET_MINUTES } from './constants.js';
import { exchangeBetStatuses, rateBetSides } from './exchange-bets.js';

export const exchangeAccountMessages = {
  dateInvalid: 'Please choose a date as YYYY-MM-DD.',
  rangeReversed: 'The start date must not be after the end date.',
  rangeTooOld: 'Please choose dates within the last 90 days.',
  rangeInFuture: 'The end date cannot be in the future.',
  pageInvalid: 'Please choose a page from 1.',
} as const;

/** How far back history and profit & loss reach, in Bangladesh days counted before today. */
export const EXCHANGE_ACCOUNT_MAX_DAYS_BACK = 90;
export const EXCHANGE_ACCOUNT_PAGE_SIZE = 20;

const MS_PER_DAY = 86_400_000;
const OFFSET_MS = TIME_ZONE_OFFSET_MINUTES * 60_000;

/** The Bangladesh calendar day of an instant, as YYYY-MM-DD. */
export function dhakaDateOf(nowMs: number): string {
  return new Date(nowMs + OFFSET_MS).toISOString().slice(0, 10);
}

/** A Bangladesh date moved by whole days (negative goes back). */
export function shiftDhakaDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Midnight at the start of a Bangladesh date, as an ISO UTC instant. */
export function dhakaDayStartIso(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - OFFSET_MS).toISOString();
}

const dateField = z
  .string({ error: exchangeAccountMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, exchangeAccountMessages.dateInvalid)
  .refine(
    (value) => {
      // 2026-02-30 parses as 2 March: a real date reads back as itself.
      const midnightMs = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(midnightMs) && new Date(midnightMs).toISOString().startsWith(value);
    },
    { message: exchangeAccountMessages.dateInvalid },
  );

const pageField = numeral(wholeNumber(exchangeAccountMessages.pageInvalid, 1, 100_000).default(1));

/**
 * `from` and `to` are Bangladesh dates, both days included; either may be left out (today).
 * The server checks the range against its own today (within 90 days back, not in the future).
 */
export const exchangeDateRangeQuerySchema = z
  .object({ from: dateField.optional(), to: dateField.optional(), page: pageField })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: exchangeAccountMessages.rangeReversed,
  });
export type ExchangeDateRangeQuery = z.infer<typeof exchangeDateRangeQuerySchema>;

export const exchangePageQuerySchema = z.object({ page: pageField });

const pageMeta = {
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
};
const rangeMeta = { from: z.string(), to: z.string() };

export const exchangeMarketKinds = ['match_odds', 'bookmaker', 'fancy'] as const;

/** GET /api/exchange/account/open-bets: every bet still open, on every market. */
export const exchangeOpenBetSchema = z.object({
  id: z.number().int(),
  kind: z.enum(exchangeMarketKinds),
  sport: z.string(),
  event_id: z.string(),
  event_name: z.string(),
  market_id: z.string(),
  market_name: z.string(),
  /** The runner (Match Odds, Bookmaker) or the market's own name (Fancy). */
  selection_name: z.string(),
  side: z.enum(rateBetSides),
  /** Match Odds: decimal odds asked. */
  odds: z.number().nullable(),
  /** Bookmaker and Fancy: the rate taken (45 = 1.45 for Bookmaker; per 100 for Fancy). */
  rate: z.number().nullable(),
  /** Fancy: the runs line of the side taken. */
  line: z.number().int().nullable(),
  stake: z.number(),
  matched: z.number(),
  /** Match Odds only: the part still waiting in the book, which may be cancelled. */
  unmatched: z.number(),
  average_odds: z.number().nullable(),
  status: z.enum(exchangeBetStatuses),
  placed_at: z.string(),
});
export type ExchangeOpenBet = z.infer<typeof exchangeOpenBetSchema>;
export const exchangeOpenBetsResponseSchema = listAnswer(exchangeOpenBetSchema);
export type ExchangeOpenBetsResponse = z.infer<typeof exchangeOpenBetsResponseSchema>;

export const exchangeBetResults = ['won', 'lost', 'void'] as const;

/** GET /api/exchange/account/bets-history?from&to&page: settled and voided bets, newest first. */
export const exchangeSettledBetSchema = exchangeOpenBetSchema
  .omit({ unmatched: true, status: true })
  .extend({
    result: z.enum(exchangeBetResults),
    /** The bet's own result before commission (commission is charged per market). */
    profit: z.number(),
    settled_at: z.string(),
  });
export type ExchangeSettledBet = z.infer<typeof exchangeSettledBetSchema>;
export const exchangeBetsHistoryResponseSchema = z.object({
  data: z.array(exchangeSettledBetSchema),
  ...rangeMeta,
  ...pageMeta,
});
export type ExchangeBetsHistoryResponse = z.infer<typeof exchangeBetsHistoryResponseSchema>;

/** GET /api/exchange/account/profit-loss?from&to: each settled market, per sport, overall. */
const profitFigures = {
  /** Won or lost on the market before commission. */
  gross: z.number(),
  commission: z.number(),
  /** gross − commission: what reached the Main balance. */
  net: z.number(),
};
export const exchangeMarketProfitSchema = z.object({
  market_id: z.string(),
  market_name: z.string(),
  kind: z.enum(exchangeMarketKinds),
  sport: z.string(),
  event_name: z.string(),
  settled_at: z.string(),
  ...profitFigures,
});
export type ExchangeMarketProfit = z.infer<typeof exchangeMarketProfitSchema>;
export const exchangeProfitLossResponseSchema = z.object({
  markets: z.array(exchangeMarketProfitSchema),
  sports: z.array(z.object({ sport: z.string(), ...profitFigures })),
  total: z.object(profitFigures),
  ...rangeMeta,
});
export type ExchangeProfitLossResponse = z.infer<typeof exchangeProfitLossResponseSchema>;

export const exchangeMovementKinds = [
  'exposure_held',
  'exposure_released',
  'settlement_won',
  'settlement_lost',
  'commission',
] as const;
export type ExchangeMovementKind = (typeof exchangeMovementKinds)[number];

/** GET /api/exchange/account/balance-overview?page: the figures and the exchange's movements. */
export const exchangeMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(exchangeMovementKinds),
  /** Into Main (positive) or out of it (negative). */
  amount: z.number(),
  /** Main balance right after this movement. */
  balance_after: z.number(),
  market_id: z.string().nullable(),
  market_name: z.string().nullable(),
  event_name: z.string().nullable(),
  created_at: z.string(),
});
export type ExchangeMovement = z.infer<typeof exchangeMovementSchema>;
export const exchangeBalanceOverviewResponseSchema = z.object({
  balance: z.number(),
  exposure: z.number(),
  data: z.array(exchangeMovementSchema),
  ...pageMeta,
});
export type ExchangeBalanceOverviewResponse = z.infer<typeof exchangeBalanceOverviewResponseSchema>;

export const signInStatuses = ['current', 'active', 'signed_out', 'expired'] as const;

/** GET /api/exchange/account/activity-log?page: the player's own sign-ins, newest first. */
export const signInActivitySchema = z.object({
  id: z.number().int(),
  signed_in_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  status: z.enum(signInStatuses),
  /** When it was signed out, or when it ran out. */
  ended_at: z.string().nullable(),
});
export type SignInActivity = z.infer<typeof signInActivitySchema>;
export const exchangeActivityLogResponseSchema = z.object({
  data: z.array(signInActivitySchema),
  ...pageMeta,
});
export type ExchangeActivityLogResponse = z.infer<typeof exchangeActivityLogResponseSchema>;

/** The Account area's reads: each answers only the caller's own bets, money and sign-ins. */
export const exchangeAccountCalls = {
  openBets: defineCall({
    method: 'GET',
    path: '/api/exchange/account/open-bets',
    auth: 'player',
    answer: exchangeOpenBetsResponseSchema,
    idempotent: false,
  }),
  betsHistory: defineCall({
    method: 'GET',
    path: '/api/exchange/account/bets-history',
    auth: 'player',
    query: exchangeDateRangeQuerySchema,
    answer: exchangeBetsHistoryResponseSchema,
    idempotent: false,
  }),
  profitLoss: defineCall({
    method: 'GET',
    path: '/api/exchange/account/profit-loss',
    auth: 'player',
    query: exchangeDateRangeQuerySchema,
    answer: exchangeProfitLossResponseSchema,
    idempotent: false,
  }),
  balanceOverview: defineCall({
    method: 'GET',
    path: '/api/exchange/account/balance-overview',
    auth: 'player',
    query: exchangePageQuerySchema,
    answer: exchangeBalanceOverviewResponseSchema,
    idempotent: false,
  }),
  activityLog: defineCall({
    method: 'GET',
    path: '/api/exchange/account/activity-log',
    auth: 'player',
    query: exchangePageQuerySchema,
    answer: exchangeActivityLogResponseSchema,
    idempotent: false,
  }),
};
