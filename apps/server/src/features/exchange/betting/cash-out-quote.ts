/**
 * The cash-out a player could take on a market now: their matched bets' result per runner, and
 * the hedge that evens it out (`fullCashOut`).
 *
 * Match Odds hedges at the book's best prices. The book is read as the stored orders and fills
 * give it, with the player's own unmatched orders taken out on a copy never saved: a hedge cannot
 * match the player's own bets, so their prices do not count.
 *
 * Bookmaker hedges at the house's rates now (back at the back rate, lay at the lay rate, each the
 * price 100 + rate hundredths), rounded as the house rounds. Fancy has no cash-out.
 *
 * A market not taking bets (suspended, ball running) or a suspended runner has no price, as a bet
 * would be refused there; a hedge stake below the market's minimum would be refused too, so no
 * cash-out is offered then.
 */
import {
  cashOutMessages,
  paisa,
  paisaToTaka,
  type CashOutQuote,
  type CashOutUnavailable,
} from '@khela/contract';
import {
  bookmakerHedgePosition,
  fullCashOut,
  pnlByWinnerPaisa,
  type RunnerQuote,
} from '@khela/exchange';
import type { AppContext } from '../../../platform/app-context.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import type { Executor } from '../../../platform/ledger/ledger.js';
import type { ExchangeMarketRow, ExchangeRunnerRow } from '../tables.js';
import { findMarket } from './market-rows.js';
import { loadMatchOddsMarket } from './market-state.js';
import { findPosition, listRunners, listUserMarketOrders } from './queries.js';
import { bookmakerPnlByWinnerPaisa } from './rate-positions.js';

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));

export async function cashOutQuote(
  context: AppContext,
  userId: number,
  marketId: string,
): Promise<CashOutQuote> {
  const row = await findMarket(context.db, marketId);
  if (!row) throw new DomainError('not_found', cashOutMessages.marketNotFound);
  return marketCashOut(context.db, row, userId);
}

function isTakingBets(market: ExchangeMarketRow): boolean {
  return market.status === 'open' && market.ball_running !== 1;
}

/** The player's matched P&L per runner and the prices a hedge could be placed at now. */
async function runnerQuotes(
  db: Executor,
  market: ExchangeMarketRow,
  runners: readonly ExchangeRunnerRow[],
  userId: number,
): Promise<{ quotes: RunnerQuote[]; hasMatched: boolean }> {
  const open = isTakingBets(market);
  const selectionIds = runners.map((runner) => runner.selection_id);
  if (market.kind === 'bookmaker') {
    const orders = await listUserMarketOrders(db, market.id, userId);
    const pnl = bookmakerPnlByWinnerPaisa(orders, selectionIds);
    const rateNow = (runner: ExchangeRunnerRow, rate: number | null) =>
      open && runner.suspended !== 1 && rate !== null && rate > 0 ? 100 + rate : null;
    return {
      hasMatched: orders.some((order) => order.status === 'matched' && order.matched_paisa > 0),
      quotes: runners.map((runner) => ({
        selectionId: runner.selection_id,
        pnlPaisa: pnl.get(runner.selection_id) ?? 0,
        backPriceHundredths: rateNow(runner, runner.back_rate),
        layPriceHundredths: rateNow(runner, runner.lay_rate),
      })),
    };
  }
  const { market: book } = await loadMatchOddsMarket(db, market.id);
  const { matched, unmatched } = book.accountBook(String(userId));
  for (const order of unmatched) book.cancel(order.orderId);
  const pnl = pnlByWinnerPaisa(matched, selectionIds);
  return {
    hasMatched: matched.length > 0,
    quotes: runners.map((runner) => {
      const depth = book.depth(runner.selection_id, 1);
      const priced = open && runner.suspended !== 1;
      return {
        selectionId: runner.selection_id,
        pnlPaisa: pnl.get(runner.selection_id) ?? 0,
        backPriceHundredths: priced ? (depth.back[0]?.priceHundredths ?? null) : null,
        layPriceHundredths: priced ? (depth.lay[0]?.priceHundredths ?? null) : null,
      };
    }),
  };
}

/** The quote for one market the caller has already found: the single call and the list share it. */
export async function marketCashOut(
  db: Executor,
  market: ExchangeMarketRow,
  userId: number,
): Promise<CashOutQuote> {
  const base = {
    market_id: market.id,
    kind: market.kind,
    min_stake: taka(Number(market.min_stake_paisa)),
  };
  const none = (unavailable: CashOutUnavailable): CashOutQuote => ({
    ...base,
    runners: [],
    cash_out: null,
    unavailable,
  });
  if (market.kind === 'fancy') return none('not-offered');
  // A player who never bet here has no position: answered without rebuilding the market (the
  // odds view asks every two seconds while a match is live).
  const position = await findPosition(db, market.id, userId);
  if (!position || position.settled_at !== null) return none('no-position');
  const runners = await listRunners(db, market.id);
  const { quotes, hasMatched } = await runnerQuotes(db, market, runners, userId);
  if (!hasMatched) return none('no-position');
  const positionOf = market.kind === 'bookmaker' ? bookmakerHedgePosition : undefined;
  const full = quotes.length > 1 ? fullCashOut(quotes, positionOf) : null;
  const belowMinimum =
    full?.bets.some((bet) => bet.stakePaisa < Number(market.min_stake_paisa)) ?? false;
  const cashOut = belowMinimum ? null : full;
  return {
    ...base,
    runners: runners.map((runner, index) => ({
      selection_id: runner.selection_id,
      name: runner.name,
      pnl: taka(quotes[index]?.pnlPaisa ?? 0),
      after: cashOut ? taka(cashOut.pnlAfter.get(runner.selection_id) ?? 0) : null,
    })),
    cash_out: cashOut
      ? {
          value: taka(cashOut.valuePaisa),
          bets: cashOut.bets.map((bet) => ({
            selection_id: bet.selectionId,
            side: bet.side,
            stake: taka(bet.stakePaisa),
            price: bet.priceHundredths / 100,
            rate: market.kind === 'bookmaker' ? bet.priceHundredths - 100 : null,
          })),
        }
      : null,
    unavailable: cashOut ? null : belowMinimum ? 'below-minimum' : 'no-price',
  };
}
