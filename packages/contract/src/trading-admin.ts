/**
 * The operator console's Trading calls (`/admin-api/exchange/*`, owner and trader): events with
 * their markets, a Fancy line opened and moved by hand, and a market's liability across players.
 * Money is taka from integer paisa; lines are runs and rates are paise per rupee (docs/domain.md).
 */
import { z } from 'zod';
import { numeral } from './fields.js';

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

const lineField = numeral(
  z
    .number({ error: tradingMessages.lineInvalid })
    .int(tradingMessages.lineInvalid)
    .min(0, tradingMessages.lineInvalid)
    .max(FANCY_LINE_MAX, tradingMessages.lineInvalid),
);
const rateField = numeral(
  z
    .number({ error: tradingMessages.rateInvalid })
    .int(tradingMessages.rateInvalid)
    .min(1, tradingMessages.rateInvalid)
    .max(FANCY_RATE_MAX, tradingMessages.rateInvalid),
);

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
    fancy_type: numeral(
      z
        .number({ error: tradingMessages.typeInvalid })
        .int(tradingMessages.typeInvalid)
        .min(2, tradingMessages.typeInvalid)
        .max(6, tradingMessages.typeInvalid),
    ),
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
  runs: numeral(
    z
      .number({ error: tradingMessages.runsInvalid })
      .int(tradingMessages.runsInvalid)
      .min(0, tradingMessages.runsInvalid)
      .optional(),
  ),
});

export type TradingMarketKind = 'match_odds' | 'bookmaker' | 'fancy';
export type TradingMarketStatus = 'open' | 'suspended' | 'closed' | 'settled' | 'voided';

export interface TradingEvent {
  id: string;
  name: string;
  sport: 'cricket' | 'soccer' | 'tennis';
  status: 'upcoming' | 'in_play' | 'closed';
  open_date: string;
  markets: number;
  open_markets: number;
}

export interface TradingEventsResponse {
  data: TradingEvent[];
}

export interface FancyLine {
  no_line: number;
  no_rate: number;
  yes_line: number;
  yes_rate: number;
}

export interface TradingMarket {
  market_id: string;
  kind: TradingMarketKind;
  name: string;
  status: TradingMarketStatus;
  ball_running: boolean;
  /** Suspended by a trader: the feed cannot reopen it, only a trader's Resume. */
  held: boolean;
  result: string | null;
  fancy_type: number | null;
  /** A Fancy market's line (null until quoted, and for other kinds). */
  line: FancyLine | null;
  runners: { selection_id: number; name: string }[];
  /** Taka matched: each Match Odds fill once; Bookmaker and Fancy stakes taken by the house. */
  matched_volume: number;
  /** The market's worst case (see MarketLiabilityResponse.worst_case), taka. */
  liability: number;
  matched_bets: number;
  unmatched_bets: number;
  players: number;
}

export interface TradingEventResponse {
  event: TradingEvent;
  markets: TradingMarket[];
}

/** One outcome: a Match Odds/Bookmaker winner, or a Fancy result in runs. */
export interface LiabilityOutcome {
  /** Selection id, or the runs. */
  key: number;
  label: string;
  /** Stakes matched on this runner (Match Odds), taka; null for Fancy. */
  matched_volume: number | null;
  /** The players' total P&L when this outcome comes (the house market maker left out), taka. */
  players_pnl: number;
  /** The house's P&L when it comes: the market maker's (Match Odds) or the book's, taka. */
  house_pnl: number;
}

export interface LiabilityPlayer {
  user_id: number;
  username: string;
  /** What the player holds for this market now, from the engine's exposure. */
  exposure: number;
  matched_bets: number;
  unmatched_bets: number;
  /** The player's P&L per outcome key, as in `outcomes`. */
  pnl: { key: number; pnl: number }[];
  market_maker: boolean;
}

export interface MarketLiabilityResponse {
  market_id: string;
  kind: TradingMarketKind;
  status: TradingMarketStatus;
  /** The house's worst loss over the outcomes, taka (0 when no outcome loses it money). */
  worst_case: number;
  /** Every player's exposure added up, taka. */
  players_exposure: number;
  matched_volume: number;
  matched_bets: number;
  unmatched_bets: number;
  outcomes: LiabilityOutcome[];
  players: LiabilityPlayer[];
  /** With `?runs=` on a Fancy market: what that result would do. */
  at_runs: { runs: number; players_pnl: number; house_pnl: number; winning_bets: number } | null;
}

export interface FancyLineResponse {
  message: string;
  market: TradingMarket;
}
