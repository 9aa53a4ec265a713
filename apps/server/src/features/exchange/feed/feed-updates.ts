/**
 * The odds feed adapter (features/exchange/README.md, the feed). A feed, the built-in sandbox or a
 * real data provider's adapter, answers each poll with updates in this one shape; the feed sink
 * applies them to the books. A provider's own messages (fixtures, market status, prices, scores,
 * results) map onto these one for one.
 */
import type { ExchangeSportCode } from '../tables.js';

export interface FeedRunner {
  selectionId: number;
  name: string;
}

export type FeedUpdate =
  | {
      type: 'event';
      eventId: string;
      sport: ExchangeSportCode;
      name: string;
      openDate: string;
      marketId: string;
      runners: FeedRunner[];
      betDelaySeconds: number;
    }
  /** The event started: unmatched bets lapse, as on Betfair. */
  | { type: 'in_play'; eventId: string; marketId: string }
  /** The live score (and, for the sandbox, the state it resumes from), as JSON. */
  | { type: 'score'; eventId: string; score: unknown }
  | { type: 'market_state'; marketId: string; status: 'open' | 'suspended'; ballRunning: boolean }
  /** The fair price of each runner, in hundredths: what the market maker quotes around. */
  | {
      type: 'fair_prices';
      marketId: string;
      prices: { selectionId: number; priceHundredths: number }[];
    }
  /**
   * The match is over: the winner's selection, or null to void the market; `settledAt` when the
   * result is reported after the fact (when the match ended).
   */
  | {
      type: 'result';
      eventId: string;
      marketId: string;
      winnerSelectionId: number | null;
      settledAt?: string;
    }
  /** A Bookmaker market on the event, and the house's rates on it. */
  | { type: 'bookmaker_market'; eventId: string; marketId: string; runners: FeedRunner[] }
  | {
      type: 'bookmaker_rates';
      marketId: string;
      rates: { selectionId: number; backRate: number; layRate: number }[];
    }
  /** A Fancy line on the event (type 2 Fancy … 6 Odd/Even), and where it stands now. */
  | { type: 'fancy_market'; eventId: string; marketId: string; name: string; fancyType: number }
  | {
      type: 'fancy_line';
      marketId: string;
      noLine: number;
      noRate: number;
      yesLine: number;
      yesRate: number;
    }
  /** A Bookmaker or Fancy market's result: the winner, the runs, or void. */
  | {
      type: 'rate_result';
      marketId: string;
      result: { winnerSelectionId: number } | { runs: number } | 'void';
    };

export interface OddsFeed {
  readonly name: string;
  /** The updates since the last poll. */
  poll(nowMs: number): Promise<FeedUpdate[]>;
}
