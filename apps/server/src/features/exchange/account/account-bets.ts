/**
 * My Bets and Bets History of the Account area: the player's bets on every market with their
 * event, market and selection names. Open bets are those not yet settled (a Match Odds bet
 * waiting or matched, a Bookmaker or Fancy bet taken); history is what settled or was voided.
 */
import {
  EXCHANGE_ACCOUNT_PAGE_SIZE,
  paisa,
  paisaToTaka,
  type ExchangeBetsHistoryResponse,
  type ExchangeDateRangeQuery,
  type ExchangeOpenBet,
  type ExchangeOpenBetsResponse,
  type ExchangeSettledBet,
} from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { exchangeBetView } from '../betting/bet-view.js';
import type { ExchangeFillRow } from '../tables.js';
import { pageWindow, resolveAccountRange } from './account-range.js';
import {
  listAccountOpenOrders,
  listAccountSettledOrders,
  listFillsOfOrders,
  type AccountOrderRow,
} from './queries.js';

/** More open bets than anyone follows on a phone; the oldest beyond it wait for a settlement. */
const OPEN_BETS_LISTED_MAX = 200;

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));

function commonView(row: AccountOrderRow, fills: readonly ExchangeFillRow[]) {
  const isMatchOdds = row.kind === 'match_odds';
  // Match Odds bets read through the same view as GET /api/exchange/bets, so both agree.
  const matchOdds =
    isMatchOdds && (row.side === 'back' || row.side === 'lay')
      ? exchangeBetView(row, fills)
      : undefined;
  return {
    id: row.id,
    kind: row.kind,
    sport: row.sport,
    event_id: row.event_id,
    event_name: row.event_name,
    market_id: row.market_id,
    market_name: row.market_name,
    selection_name: row.runner_name ?? row.market_name,
    side: row.side,
    odds: matchOdds ? matchOdds.odds : null,
    rate: isMatchOdds ? null : row.rate,
    line: row.kind === 'fancy' ? (row.side === 'yes' ? row.yes_line : row.no_line) : null,
    stake: taka(row.stake_paisa),
    matched: taka(row.matched_paisa),
    unmatched: matchOdds ? matchOdds.unmatched : 0,
    average_odds: matchOdds ? matchOdds.average_odds : null,
    placed_at: row.placed_at,
  };
}

export async function listOpenAccountBets(
  context: AppContext,
  userId: number,
): Promise<ExchangeOpenBetsResponse> {
  const rows = await listAccountOpenOrders(context.db, userId, OPEN_BETS_LISTED_MAX);
  const fills = await listFillsOfOrders(
    context.db,
    rows.filter((row) => row.kind === 'match_odds').map((row) => row.id),
  );
  const data: ExchangeOpenBet[] = rows.map((row) => ({
    ...commonView(row, fills),
    status: row.status,
  }));
  return { data };
}

export async function listAccountBetsHistory(
  context: AppContext,
  userId: number,
  query: ExchangeDateRangeQuery,
): Promise<ExchangeBetsHistoryResponse> {
  const range = resolveAccountRange(query);
  const { rows, total } = await listAccountSettledOrders(context.db, userId, {
    fromIso: range.fromIso,
    toIso: range.toIso,
    ...pageWindow(query.page),
  });
  const fills = await listFillsOfOrders(
    context.db,
    rows.filter((row) => row.kind === 'match_odds').map((row) => row.id),
  );
  const data = rows.map((row): ExchangeSettledBet => {
    const { unmatched: _unmatched, ...view } = commonView(row, fills);
    const netPaisa = row.net_paisa ?? 0;
    return {
      ...view,
      result: row.status === 'voided' ? 'void' : netPaisa > 0 ? 'won' : 'lost',
      profit: taka(netPaisa),
      settled_at: row.settled_at ?? row.placed_at,
    };
  });
  return {
    data,
    from: range.from,
    to: range.to,
    page: query.page,
    page_size: EXCHANGE_ACCOUNT_PAGE_SIZE,
    total,
  };
}
