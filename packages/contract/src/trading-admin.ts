/**
 * The operator console's Trading calls (`/admin-api/exchange/*`, owner and trader): events with
 * their markets, a Fancy line opened and moved by hand, and a market's liability across players.
 * Money is taka from integer paisa; lines are runs and rates are paise per rupee (docs/domain.md).
 */
import { z } from 'zod';
import { listAnswer, messageAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { exchangeBetMessages, settleExchangeMarketRequestSchema } from './exchange-bets.js';
import { numeral } from './fields.js';
import { wholeNumber } from './whole-numbers.js';

export const FANCY_NAME_LENGTH_MAX = 80;
export const FANCY_RATE_MAX = 1_000;
export const FANCY_LINE_MAX = 10_000;
/** Fancy tabs an operator can open a line under (1 is "All", not a type). */
export const fancyLineTypes = [2, 3, 4, 5, 6] as const;

export const tradingMessages = {
  statusInvalid: 'Please choose open or suspended.',
  eventNotFound: 'Event not found.',
  eventClosed: 'This event is closed: no new lines can be opened on it.',
  notFancy: 'Only a Fancy market has a line to move.',
  marketClosed: 'This market is already settled or voided.',
  nameRequired: 'Give the line a name, e.g. “6 over runs Dhaka”.',
  nameLength: `The name can have at most ${FANCY_NAME_LENGTH_MAX} characters.`,
  typeInvalid: 'Choose the Fancy tab: 2 Fancy, 3 Ball by Ball, 4 Khadda, 5 Lottery or 6 Odd/Even.',
  lineInvalid: `A line is whole runs from 0 to ${FANCY_LINE_MAX}.`,
  rateInvalid: `A rate is whole paise per rupee from 1 to ${FANCY_RATE_MAX} (100 = evens).`,
  yesBelowNo: 'The YES line cannot be below the NO line.',
  runsInvalid: 'Runs are a whole number from 0.',
  eventStatusInvalid: 'Status must be upcoming, in_play or closed.',
  sportInvalid: 'Sport must be cricket, soccer or tennis.',
  lineOpened: 'Fancy line opened.',
  lineMoved: 'Fancy line moved.',
} as const;

const lineField = numeral(wholeNumber(tradingMessages.lineInvalid, 0, FANCY_LINE_MAX));
const rateField = numeral(wholeNumber(tradingMessages.rateInvalid, 1, FANCY_RATE_MAX));

const fancyLineShape = {
  no_line: lineField,
  no_rate: rateField,
  yes_line: lineField,
  yes_rate: rateField,
};

const yesNotBelowNo = (line: { no_line: number; yes_line: number }) =>
  line.yes_line >= line.no_line;
const yesBelowNoIssue = { message: tradingMessages.yesBelowNo, path: ['yes_line'] };

/** POST /admin-api/exchange/markets/:id/fancy-line: the new line and rates. */
export const fancyLineRequestSchema = z
  .object(fancyLineShape)
  .refine(yesNotBelowNo, yesBelowNoIssue);
export type FancyLineRequest = z.infer<typeof fancyLineRequestSchema>;

/** POST /admin-api/exchange/events/:id/fancy: a new line, suspended unless `open`. */
export const createFancyLineRequestSchema = z
  .object({
    name: z
      .string({ error: tradingMessages.nameRequired })
      .trim()
      .min(1, tradingMessages.nameRequired)
      .max(FANCY_NAME_LENGTH_MAX, tradingMessages.nameLength),
    fancy_type: numeral(wholeNumber(tradingMessages.typeInvalid, 2, 6)),
    ...fancyLineShape,
    open: z.boolean().default(false),
  })
  .refine(yesNotBelowNo, yesBelowNoIssue);
export type CreateFancyLineRequest = z.infer<typeof createFancyLineRequestSchema>;

export const tradingEventsQuerySchema = z.object({
  status: z
    .enum(['upcoming', 'in_play', 'closed'], { error: tradingMessages.eventStatusInvalid })
    .optional(),
  sport: z
    .enum(['cricket', 'soccer', 'tennis'], { error: tradingMessages.sportInvalid })
    .optional(),
});

export const liabilityQuerySchema = z.object({
  runs: numeral(wholeNumber(tradingMessages.runsInvalid, 0).optional()),
});

export const tradingMarketKinds = ['match_odds', 'bookmaker', 'fancy'] as const;
export type TradingMarketKind = (typeof tradingMarketKinds)[number];
export const tradingMarketStatuses = ['open', 'suspended', 'closed', 'settled', 'voided'] as const;
export type TradingMarketStatus = (typeof tradingMarketStatuses)[number];

export const tradingEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.enum(['cricket', 'soccer', 'tennis']),
  status: z.enum(['upcoming', 'in_play', 'closed']),
  open_date: z.string(),
  markets: z.number().int(),
  open_markets: z.number().int(),
});
export type TradingEvent = z.infer<typeof tradingEventSchema>;

export const tradingEventsResponseSchema = listAnswer(tradingEventSchema);
export type TradingEventsResponse = z.infer<typeof tradingEventsResponseSchema>;

export const fancyLineSchema = z.object({
  no_line: z.number(),
  no_rate: z.number(),
  yes_line: z.number(),
  yes_rate: z.number(),
});
export type FancyLine = z.infer<typeof fancyLineSchema>;

export const tradingMarketSchema = z.object({
  market_id: z.string(),
  kind: z.enum(tradingMarketKinds),
  name: z.string(),
  status: z.enum(tradingMarketStatuses),
  ball_running: z.boolean(),
  /** Suspended by a trader: the feed cannot reopen it, only a trader's Resume. */
  held: z.boolean(),
  result: z.string().nullable(),
  fancy_type: z.number().int().nullable(),
  /** A Fancy market's line (null until quoted, and for other kinds). */
  line: fancyLineSchema.nullable(),
  runners: z.array(z.object({ selection_id: z.number().int(), name: z.string() })),
  /** Taka matched: each Match Odds fill once; Bookmaker and Fancy stakes taken by the house. */
  matched_volume: z.number(),
  /** The market's worst case (see MarketLiabilityResponse.worst_case), taka. */
  liability: z.number(),
  matched_bets: z.number().int(),
  unmatched_bets: z.number().int(),
  players: z.number().int(),
});
export type TradingMarket = z.infer<typeof tradingMarketSchema>;

export const tradingEventResponseSchema = z.object({
  event: tradingEventSchema,
  markets: z.array(tradingMarketSchema),
});
export type TradingEventResponse = z.infer<typeof tradingEventResponseSchema>;

/** One outcome: a Match Odds/Bookmaker winner, or a Fancy result in runs. */
export const liabilityOutcomeSchema = z.object({
  /** Selection id, or the runs. */
  key: z.number().int(),
  label: z.string(),
  /** Stakes matched on this runner (Match Odds), taka; null for Fancy. */
  matched_volume: z.number().nullable(),
  /** The players' total P&L when this outcome comes (the house market maker left out), taka. */
  players_pnl: z.number(),
  /** The house's P&L when it comes: the market maker's (Match Odds) or the book's, taka. */
  house_pnl: z.number(),
});
export type LiabilityOutcome = z.infer<typeof liabilityOutcomeSchema>;

export const liabilityPlayerSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  /** What the player holds for this market now, from the engine's exposure. */
  exposure: z.number(),
  matched_bets: z.number().int(),
  unmatched_bets: z.number().int(),
  /** The player's P&L per outcome key, as in `outcomes`. */
  pnl: z.array(z.object({ key: z.number().int(), pnl: z.number() })),
  market_maker: z.boolean(),
});
export type LiabilityPlayer = z.infer<typeof liabilityPlayerSchema>;

export const marketLiabilityResponseSchema = z.object({
  market_id: z.string(),
  kind: z.enum(tradingMarketKinds),
  status: z.enum(tradingMarketStatuses),
  /** The house's worst loss over the outcomes, taka (0 when no outcome loses it money). */
  worst_case: z.number(),
  /** Every player's exposure added up, taka. */
  players_exposure: z.number(),
  matched_volume: z.number(),
  matched_bets: z.number().int(),
  unmatched_bets: z.number().int(),
  outcomes: z.array(liabilityOutcomeSchema),
  players: z.array(liabilityPlayerSchema),
  /** With `?runs=` on a Fancy market: what that result would do. */
  at_runs: z
    .object({
      runs: z.number().int(),
      players_pnl: z.number(),
      house_pnl: z.number(),
      winning_bets: z.number().int(),
    })
    .nullable(),
});
export type MarketLiabilityResponse = z.infer<typeof marketLiabilityResponseSchema>;

export const fancyLineResponseSchema = messageAnswer({ market: tradingMarketSchema });
export type FancyLineResponse = z.infer<typeof fancyLineResponseSchema>;

/** The event a trading call is about (`:eventId`). */
export const tradingEventParamsSchema = z.object({
  eventId: z.string().min(1).max(64, tradingMessages.eventNotFound),
});

/** The market a trading call is about (`:marketId`). */
export const tradingMarketParamsSchema = z.object({
  marketId: z.string().min(1).max(64, exchangeBetMessages.marketNotFound),
});

export const exchangeMarketsQuerySchema = z.object({
  status: z.enum(tradingMarketStatuses).optional(),
});

/** GET /admin-api/exchange/markets: at most 200 markets, the newest events first. */
export const exchangeMarketsResponseSchema = z.object({
  data: z.array(
    tradingMarketSchema
      .pick({
        market_id: true,
        kind: true,
        name: true,
        status: true,
        ball_running: true,
        result: true,
      })
      .extend({
        commission_basis_points: z.number().int(),
        event: tradingEventSchema.pick({
          id: true,
          name: true,
          sport: true,
          status: true,
          open_date: true,
        }),
      }),
  ),
});
export type ExchangeMarketsResponse = z.infer<typeof exchangeMarketsResponseSchema>;

/** POST /admin-api/exchange/markets/:id/status: a trader's suspend (held) or reopen. */
export const marketStatusRequestSchema = z.object({
  status: z.enum(['open', 'suspended'], { error: tradingMessages.statusInvalid }),
});
export type MarketStatusRequest = z.infer<typeof marketStatusRequestSchema>;
export const marketStatusResponseSchema = z.object({
  market_id: z.string(),
  status: z.enum(['open', 'suspended']),
});
export type MarketStatusResponse = z.infer<typeof marketStatusResponseSchema>;

/** POST /admin-api/exchange/markets/:id/settle: the settlement's outcome. */
export const marketSettlementSchema = z.object({
  market_id: z.string(),
  status: z.enum(['settled', 'voided']),
  /** Players whose bets were settled. */
  players: z.number().int(),
  /** Commission taken, taka. */
  commission: z.number(),
});
export type MarketSettlement = z.infer<typeof marketSettlementSchema>;

/**
 * The console's Trading calls (owner, trader) served by trading-routes.ts. The market list, a
 * market's status and its settlement are `exchangeMarketAdminCalls` below.
 */
export const tradingAdminCalls = {
  events: defineCall({
    method: 'GET',
    path: '/admin-api/exchange/events',
    auth: 'operator',
    query: tradingEventsQuerySchema,
    answer: tradingEventsResponseSchema,
    idempotent: false,
  }),
  event: defineCall({
    method: 'GET',
    path: '/admin-api/exchange/events/:eventId',
    auth: 'operator',
    params: tradingEventParamsSchema,
    answer: tradingEventResponseSchema,
    idempotent: false,
  }),
  openFancyLine: defineCall({
    method: 'POST',
    path: '/admin-api/exchange/events/:eventId/fancy',
    auth: 'operator',
    params: tradingEventParamsSchema,
    body: createFancyLineRequestSchema,
    answer: fancyLineResponseSchema,
    idempotent: false,
  }),
  moveFancyLine: defineCall({
    method: 'POST',
    path: '/admin-api/exchange/markets/:marketId/fancy-line',
    auth: 'operator',
    params: tradingMarketParamsSchema,
    body: fancyLineRequestSchema,
    answer: fancyLineResponseSchema,
    idempotent: false,
  }),
  liability: defineCall({
    method: 'GET',
    path: '/admin-api/exchange/markets/:marketId/liability',
    auth: 'operator',
    params: tradingMarketParamsSchema,
    query: liabilityQuerySchema,
    answer: marketLiabilityResponseSchema,
    idempotent: false,
  }),
};

/**
 * The exchange feature's own console calls (owner, trader), served beside the trading calls by
 * its routes: the markets, a status, a settlement. A status or a settlement is pushed to players.
 */
export const exchangeMarketAdminCalls = {
  markets: defineCall({
    method: 'GET',
    path: '/admin-api/exchange/markets',
    auth: 'operator',
    query: exchangeMarketsQuerySchema,
    answer: exchangeMarketsResponseSchema,
    idempotent: false,
  }),
  setStatus: defineCall({
    method: 'POST',
    path: '/admin-api/exchange/markets/:marketId/status',
    auth: 'operator',
    params: tradingMarketParamsSchema,
    body: marketStatusRequestSchema,
    answer: marketStatusResponseSchema,
    idempotent: false,
  }),
  settle: defineCall({
    method: 'POST',
    path: '/admin-api/exchange/markets/:marketId/settle',
    auth: 'operator',
    params: tradingMarketParamsSchema,
    body: settleExchangeMarketRequestSchema,
    answer: marketSettlementSchema,
    idempotent: false,
  }),
};
