/** GET /api/exchange/bets: the player's latest bets (one market or all), newest first. */
import type { AppContext } from '../../../platform/app-context.js';
import { exchangeBetView } from '../betting/bet-view.js';
import { listFillsOfOrders, listUserOrders } from './queries.js';

const BETS_LISTED_MAX = 100;

export async function listExchangeBets(
  context: AppContext,
  userId: number,
  marketId: string | undefined,
) {
  const orders = (
    await listUserOrders(context.db, userId, { marketId, limit: BETS_LISTED_MAX })
  ).filter((order) => order.side === 'back' || order.side === 'lay');
  const fills = await listFillsOfOrders(
    context.db,
    orders.map((order) => order.id),
  );
  return { data: orders.map((order) => exchangeBetView(order, fills)) };
}
