/** An order row as the player sees it (contract `exchangeBetSchema`), amounts in taka. */
import { paisa, paisaToTaka, type ExchangeBet } from '@khela/contract';
import type { ExchangeFillRow, ExchangeOrderRow } from '../tables.js';

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));

/** What the average odds read of a fill (a fill about to be stored has no id yet). */
type FillPrice = Pick<
  ExchangeFillRow,
  'taker_order_id' | 'maker_order_id' | 'stake_paisa' | 'price_hundredths'
>;

/** Stake-weighted odds of the order's fills, to two decimals; null when nothing matched. */
export function averageOdds(orderId: number, fills: readonly FillPrice[]): number | null {
  let stake = 0;
  let weighted = 0;
  for (const fill of fills) {
    if (fill.taker_order_id !== orderId && fill.maker_order_id !== orderId) continue;
    stake += fill.stake_paisa;
    weighted += fill.stake_paisa * fill.price_hundredths;
  }
  return stake === 0 ? null : Math.round(weighted / stake) / 100;
}

export function exchangeBetView(order: ExchangeOrderRow, fills: readonly FillPrice[]): ExchangeBet {
  if (order.side !== 'back' && order.side !== 'lay') {
    throw new Error(`order ${order.id} is not a Match Odds bet`);
  }
  return {
    id: order.id,
    market_id: order.market_id,
    selection_id: order.selection_id ?? 0,
    side: order.side,
    odds: (order.price_hundredths ?? 0) / 100,
    stake: taka(order.stake_paisa),
    matched: taka(order.matched_paisa),
    unmatched: taka(order.stake_paisa - order.matched_paisa - order.cancelled_paisa),
    cancelled: taka(order.cancelled_paisa),
    average_odds: averageOdds(order.id, fills),
    status: order.status,
    profit: order.net_paisa === null ? null : taka(order.net_paisa),
    placed_at: order.placed_at,
  };
}
