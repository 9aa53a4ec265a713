/**
 * A market's liability across players, for the trader: each player's exposure and P&L per outcome,
 * and the house's side. Every figure comes from the engine's own functions (the restored Match Odds
 * market, the Bookmaker/Fancy positions the bets are settled with), never a formula of its own.
 *
 * Match Odds is players against players: the exchange's clearing nets to zero, so the house's money
 * at stake is its market maker's book. Bookmaker and Fancy are players against the house: the
 * house's P&L for an outcome is minus the players' total.
 */
import {
  FANCY_LOTTERY,
  FANCY_ODD_EVEN,
  fancyComparedResult,
  pnlByWinnerPaisa,
  runnerMarketExposurePaisa,
  type ExchangeMarket,
} from '@khela/exchange';
import {
  paisa,
  paisaToTaka,
  type LiabilityOutcome,
  type LiabilityPlayer,
  type MarketLiabilityResponse,
} from '@khela/contract';
import type { Executor } from '../../../platform/ledger/ledger.js';
import { MARKET_MAKER_USERNAME } from '../betting/market-maker.js';
import { loadMatchOddsMarket, restingStakeOfRow } from '../betting/market-state.js';
import { listMarketOrders, listRunners } from '../betting/market-rows.js';
import {
  fancyResultsOf,
  rateMarketExposurePaisa,
  rateOrderPnlPaisa,
} from '../betting/rate-positions.js';
import type { ExchangeMarketRow, ExchangeOrderRow } from '../tables.js';
import { listUsernames } from './queries.js';

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));
/** A bet that still has a result: matched stake, not voided or cancelled since. */
const counts = (order: ExchangeOrderRow) =>
  order.matched_paisa > 0 && order.status !== 'voided' && order.status !== 'cancelled';

interface PlayerFigures {
  userId: number;
  exposurePaisa: number;
  pnlByKey: Map<number, number>;
}

export async function marketLiability(
  db: Executor,
  market: ExchangeMarketRow,
  runs?: number,
): Promise<MarketLiabilityResponse> {
  const runners = await listRunners(db, market.id);
  const selectionIds = runners.map((runner) => runner.selection_id);
  const orders = await listMarketOrders(db, market.id);
  const live = market.status !== 'settled' && market.status !== 'voided';
  const names = new Map(
    (await listUsernames(db, [...new Set(orders.map((order) => order.user_id))])).map((row) => [
      row.id,
      row.username,
    ]),
  );
  const isMaker = (userId: number) =>
    names.get(userId)?.toLowerCase() === MARKET_MAKER_USERNAME.toLowerCase();

  let keys: { key: number; label: string; volumePaisa: number | null }[];
  let figures: PlayerFigures[];
  let matchedVolumePaisa: number;
  if (market.kind === 'match_odds') {
    const { market: engine } = await loadMatchOddsMarket(db, market.id);
    const volume = new Map<number, number>();
    for (const fill of engine.allFills()) {
      volume.set(fill.selectionId, (volume.get(fill.selectionId) ?? 0) + fill.stakePaisa);
    }
    keys = runners.map((runner) => ({
      key: runner.selection_id,
      label: runner.name,
      volumePaisa: volume.get(runner.selection_id) ?? 0,
    }));
    matchedVolumePaisa = [...volume.values()].reduce((sum, value) => sum + value, 0);
    figures = matchOddsFigures(engine, selectionIds, live);
  } else {
    const matched = orders.filter(counts);
    const results =
      market.kind === 'fancy'
        ? fancyResultsOf(matched).map((result) => ({
            key: result,
            label: fancyOutcomeLabel(market.fancy_type, result),
          }))
        : runners.map((runner) => ({ key: runner.selection_id, label: runner.name }));
    keys = results.map((result) => ({ ...result, volumePaisa: null }));
    if (market.kind === 'bookmaker') {
      keys = keys.map((key) => ({
        ...key,
        volumePaisa: matched
          .filter((order) => order.selection_id === key.key)
          .reduce((sum, order) => sum + order.matched_paisa, 0),
      }));
    }
    matchedVolumePaisa = matched.reduce((sum, order) => sum + order.matched_paisa, 0);
    figures = rateFigures(market, matched, selectionIds, keys, live);
  }

  const outcomes: LiabilityOutcome[] = keys.map(({ key, label, volumePaisa }) => {
    let playersPaisa = 0;
    let makerPaisa = 0;
    for (const player of figures) {
      const pnl = player.pnlByKey.get(key) ?? 0;
      if (isMaker(player.userId)) makerPaisa += pnl;
      else playersPaisa += pnl;
    }
    // Match Odds: the house's money is its market maker's; a house book takes the other side.
    const housePaisa = market.kind === 'match_odds' ? makerPaisa : -playersPaisa;
    return {
      key,
      label,
      matched_volume: volumePaisa === null ? null : taka(volumePaisa),
      players_pnl: taka(playersPaisa),
      house_pnl: taka(housePaisa),
    };
  });
  const worstHouse = Math.min(0, ...outcomes.map((outcome) => outcome.house_pnl));
  const players: LiabilityPlayer[] = figures
    .map((player) => ({
      user_id: player.userId,
      username: names.get(player.userId) ?? `#${player.userId}`,
      exposure: taka(player.exposurePaisa),
      matched_bets: countOrders(orders, player.userId, (order) => order.matched_paisa > 0),
      unmatched_bets: countOrders(
        orders,
        player.userId,
        (order) => order.status === 'open' && restingStakeOfRow(order) > 0,
      ),
      pnl: keys.map(({ key }) => ({ key, pnl: taka(player.pnlByKey.get(key) ?? 0) })),
      market_maker: isMaker(player.userId),
    }))
    .sort((a, b) => b.exposure - a.exposure || a.user_id - b.user_id);

  return {
    market_id: market.id,
    kind: market.kind,
    status: market.status,
    worst_case: worstHouse === 0 ? 0 : -worstHouse,
    players_exposure: players
      .filter((player) => !player.market_maker)
      .reduce((sum, player) => sum + player.exposure, 0),
    matched_volume: taka(matchedVolumePaisa),
    matched_bets: orders.filter((order) => order.matched_paisa > 0).length,
    unmatched_bets: orders.filter(
      (order) => order.status === 'open' && restingStakeOfRow(order) > 0,
    ).length,
    outcomes,
    players,
    at_runs:
      market.kind === 'fancy' && runs !== undefined
        ? atRuns(orders, runs, fancyComparedResult(market.fancy_type, runs), isMaker)
        : null,
  };
}

function matchOddsFigures(
  engine: ExchangeMarket,
  selectionIds: readonly number[],
  live: boolean,
): PlayerFigures[] {
  return engine.accountIds().map((accountId) => {
    const book = engine.accountBook(accountId);
    return {
      userId: Number(accountId),
      exposurePaisa: live
        ? runnerMarketExposurePaisa(book.matched, book.unmatched, selectionIds)
        : 0,
      pnlByKey: pnlByWinnerPaisa(book.matched, selectionIds),
    };
  });
}

function rateFigures(
  market: ExchangeMarketRow,
  matched: readonly ExchangeOrderRow[],
  selectionIds: readonly number[],
  keys: readonly { key: number }[],
  live: boolean,
): PlayerFigures[] {
  const kind = market.kind === 'fancy' ? 'fancy' : 'bookmaker';
  const byUser = new Map<number, ExchangeOrderRow[]>();
  for (const order of matched)
    byUser.set(order.user_id, [...(byUser.get(order.user_id) ?? []), order]);
  return [...byUser].map(([userId, userOrders]) => {
    const pnlByKey = new Map<number, number>();
    for (const { key } of keys) {
      const result = kind === 'fancy' ? { runs: key } : { winnerSelectionId: key };
      pnlByKey.set(
        key,
        userOrders.reduce((sum, order) => sum + rateOrderPnlPaisa(order, result), 0),
      );
    }
    return {
      userId,
      exposurePaisa: live ? rateMarketExposurePaisa(kind, userOrders, selectionIds) : 0,
      pnlByKey,
    };
  });
}

/** An outcome of a Fancy market as its lines compare it: runs, a last digit or odd and even. */
function fancyOutcomeLabel(fancyType: number | null, compared: number): string {
  if (fancyType === FANCY_LOTTERY) return `last digit ${compared}`;
  if (fancyType === FANCY_ODD_EVEN) return compared === 1 ? 'odd' : 'even';
  return `${compared} runs`;
}

/** What settling at these runs would pay; `compared` is what the market's lines compare. */
function atRuns(
  orders: readonly ExchangeOrderRow[],
  runs: number,
  compared: number,
  isMaker: (userId: number) => boolean,
): NonNullable<MarketLiabilityResponse['at_runs']> {
  let playersPaisa = 0;
  let winning = 0;
  for (const order of orders) {
    if (!counts(order) || isMaker(order.user_id)) continue;
    const pnl = rateOrderPnlPaisa(order, { runs: compared });
    playersPaisa += pnl;
    if (pnl > 0) winning += 1;
  }
  return {
    runs,
    players_pnl: taka(playersPaisa),
    house_pnl: taka(-playersPaisa),
    winning_bets: winning,
  };
}

function countOrders(
  orders: readonly ExchangeOrderRow[],
  userId: number,
  test: (order: ExchangeOrderRow) => boolean,
): number {
  return orders.filter((order) => order.user_id === userId && test(order)).length;
}
