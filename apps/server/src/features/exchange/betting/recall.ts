/**
 * The wallet overlay's Recall and Recall All (docs/decisions.md, Exchange wallet). The exchange
 * plays from Main, so what the exchange holds without it being at risk is the exposure unmatched
 * bets reserve. Recall cancels the player's unmatched bets on one market, Recall All on every
 * market, in one transaction with each market locked in id order (so two recalls cannot deadlock),
 * and the exposure they held goes back to Main through the ledger.
 */
import {
  exchangeWalletMessages,
  paisa,
  paisaToTaka,
  type ExchangeWalletResponse,
  type RecallResponse,
} from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { isoNow } from '../../../platform/db/time.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { headerFigures } from './header-figures.js';
import { loadMatchOddsMarket } from './market-state.js';
import { holdExposureOf } from './place-bet.js';
import {
  addToOrder,
  listMarketsWithOpenOrdersOf,
  listOpenOrdersOf,
  lockMarket,
} from './queries.js';

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));

export async function exchangeWallet(
  context: AppContext,
  userId: number,
): Promise<ExchangeWalletResponse> {
  const markets = await listMarketsWithOpenOrdersOf(context.db, userId);
  const recallable = [];
  for (const market of markets) {
    const orders = await listOpenOrdersOf(context.db, market.market_id, userId);
    // What a recall would free: the exposure now less the exposure with these orders gone,
    // worked out on a copy of the book that is never saved.
    const { market: book } = await loadMatchOddsMarket(context.db, market.market_id);
    const account = String(userId);
    const before = book.exposureOf(account);
    let unmatchedPaisa = 0;
    for (const order of orders) unmatchedPaisa += book.cancel(String(order.id));
    recallable.push({
      ...market,
      unmatched_bets: orders.length,
      unmatched_stake: taka(unmatchedPaisa),
      releases: taka(before - book.exposureOf(account)),
    });
  }
  return { ...(await headerFigures(context.db, userId)), recallable };
}

/** Cancels the unmatched bets (one market, or all without `marketId`); answers the markets touched. */
export async function recallUnmatched(
  context: AppContext,
  userId: number,
  marketId: string | undefined,
): Promise<{ answer: RecallResponse; marketIds: string[] }> {
  const candidates = (await listMarketsWithOpenOrdersOf(context.db, userId))
    .map((market) => market.market_id)
    .filter((id) => marketId === undefined || id === marketId);
  if (candidates.length === 0)
    throw new DomainError('conflict', exchangeWalletMessages.nothingToRecall);

  let cancelledBets = 0;
  let recalledPaisa = 0;
  const touched: string[] = [];
  await context.db.transaction().execute(async (trx) => {
    // Counted afresh by each attempt: a transaction PostgreSQL aborts in a deadlock runs again.
    cancelledBets = 0;
    recalledPaisa = 0;
    touched.length = 0;
    const now = isoNow();
    for (const id of candidates) {
      if (!(await lockMarket(trx, id, now))) continue;
      // Read under the lock: a match may have taken some of these since they were listed.
      const orders = await listOpenOrdersOf(trx, id, userId);
      if (orders.length === 0) continue;
      const { market: book } = await loadMatchOddsMarket(trx, id);
      const heldBefore = book.exposureOf(String(userId));
      for (const order of orders) {
        const cancelledPaisa = book.cancel(String(order.id));
        if (cancelledPaisa === 0) continue;
        await addToOrder(trx, order.id, { matchedPaisa: 0, cancelledPaisa, now });
        cancelledBets += 1;
      }
      const heldAfter = book.exposureOf(String(userId));
      await holdExposureOf(trx, {
        marketId: id,
        userId,
        currency: undefined,
        exposurePaisa: heldAfter,
        now,
      });
      recalledPaisa += heldBefore - heldAfter;
      touched.push(id);
    }
  });
  if (cancelledBets === 0)
    throw new DomainError('conflict', exchangeWalletMessages.nothingToRecall);

  const figures = await headerFigures(context.db, userId);
  return {
    answer: {
      message: exchangeWalletMessages.recalled,
      cancelled_bets: cancelledBets,
      recalled: taka(recalledPaisa),
      ...figures,
    },
    marketIds: touched,
  };
}
