/**
 * Placing a Match Odds bet (our call, docs/decisions.md "Exchange bets"): checks the player, the
 * upline's exchange block, the market and the runner, then in one transaction locks the market,
 * rebuilds its books (with the fills of only the players the order meets), matches the order,
 * stores the order as matched and its fills, and makes every touched player's exposure account
 * hold what the engine says. Without the funds the whole bet is refused.
 */
import {
  exchangeBetMessages,
  isExchangeBlocked,
  marketBlockMessages,
  type ExchangeBetResponse,
  type PlaceExchangeBetRequest,
} from '@khela/contract';
import {
  exchangeProfitPaisa,
  isLadderPriceHundredths,
  type ExchangeMarket,
  type MarketPlaceResult,
} from '@khela/exchange';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { findWalletHolder, type WalletHolder } from '../auth/service.js';
import { getMarketBlock } from '../market-block/service.js';
import { exchangeBetView } from './bet-view.js';
import { holdMarketExposure, type ExposureHold } from './exposure-ledger.js';
import { headerFigures } from './header-figures.js';
import { loadMarketForOrder } from './market-state.js';
import {
  addToOrder,
  findEvent,
  findMarket,
  findOrder,
  insertFill,
  insertFills,
  insertOrder,
  listFillsOfOrderInMarket,
  listRunners,
  lockMarket,
} from './queries.js';
import type { ExchangeFillRow, ExchangeMarketRow } from './tables.js';

/** Reads the player before any transaction (SQLite has one connection). */
export async function bettingPlayer(context: AppContext, userId: number): Promise<WalletHolder> {
  const holder = await findWalletHolder(context.db, userId);
  if (!holder?.active) throw new DomainError('forbidden', exchangeBetMessages.marketClosed);
  if (isExchangeBlocked(await getMarketBlock(context, userId))) {
    throw new DomainError('forbidden', marketBlockMessages.body);
  }
  return holder;
}

function assertOpen(market: ExchangeMarketRow | undefined): ExchangeMarketRow {
  if (!market || market.kind !== 'match_odds') {
    throw new DomainError('not_found', exchangeBetMessages.marketNotFound);
  }
  if (market.status === 'suspended' || market.ball_running === 1) {
    throw new DomainError('conflict', exchangeBetMessages.marketSuspended);
  }
  if (market.status !== 'open') throw new DomainError('conflict', exchangeBetMessages.marketClosed);
  return market;
}

/**
 * Opens the bet's one transaction: a plain one, or the route's, which also claims the request's
 * Idempotency-Key and stores the answer in it (runIdempotentTransaction).
 */
export type BetTransaction = CallTransaction<ExchangeBetResponse>;

export async function placeExchangeBet(
  context: AppContext,
  userId: number,
  request: PlaceExchangeBetRequest,
  options: {
    wait?: (milliseconds: number) => Promise<void>;
    transaction?: BetTransaction;
  } = {},
): Promise<ExchangeBetResponse> {
  const holder = await bettingPlayer(context, userId);
  const priceHundredths = Math.round(request.odds * 100);
  if (
    !isLadderPriceHundredths(priceHundredths) ||
    Math.abs(request.odds * 100 - priceHundredths) > 1e-6
  ) {
    throw new DomainError('validation_failed', exchangeBetMessages.oddsInvalid);
  }
  const stakePaisa = Math.round(request.stake * 100);
  if (exchangeProfitPaisa(stakePaisa, priceHundredths) <= 0) {
    throw new DomainError('validation_failed', exchangeBetMessages.profitTooSmall);
  }
  await waitOutBetDelay(context, request.market_id, options.wait);
  const transaction = options.transaction ?? plainTransaction<ExchangeBetResponse>(context.db);
  return transaction(async (trx) => {
    const now = isoNow();
    const market = assertOpen(await lockMarket(trx, request.market_id, now));
    const runners = await listRunners(trx, market.id);
    const runner = runners.find((candidate) => candidate.selection_id === request.selection_id);
    if (!runner) throw new DomainError('validation_failed', exchangeBetMessages.runnerNotFound);
    if (runner.suspended === 1) {
      throw new DomainError('conflict', exchangeBetMessages.runnerSuspended);
    }
    if (stakePaisa < market.min_stake_paisa || stakePaisa > market.max_stake_paisa) {
      throw new DomainError('validation_failed', exchangeBetMessages.stakeOutOfRange);
    }
    // The order is matched before it is stored, so it is stored once, as it comes out; the
    // engine knows it by a name no stored order has until then.
    const order = {
      orderId: NEW_ORDER,
      accountId: String(userId),
      selectionId: runner.selection_id,
      side: request.side,
      priceHundredths,
      stakePaisa,
    };
    const book = await loadMarketForOrder(
      trx,
      market.id,
      runners.map((candidate) => candidate.selection_id),
      order,
    );
    const result = book.place(order);
    const stored = await insertOrder(trx, {
      marketId: market.id,
      userId,
      selectionId: runner.selection_id,
      side: request.side,
      priceHundredths,
      stakePaisa,
      matchedPaisa: result.fills.reduce((total, fill) => total + fill.stakePaisa, 0),
      now,
    });
    const fills = await storeMatch(trx, result, { marketId: market.id, orderId: stored.id, now });
    const touched = new Set([userId, ...fills.map((fill) => fill.maker_user_id)]);
    await holdTouched(trx, book, touched, { marketId: market.id, holder, now });
    // Answered inside the transaction: the stored idempotent answer commits with the bet.
    return {
      bet: exchangeBetView(stored, fills),
      ...(await headerFigures(trx, userId)),
    };
  });
}

/** The engine's name for the order being placed, before the database gives it its id. */
const NEW_ORDER = 'new';

/**
 * Stores what matching the new order changed: its fills (one statement) and every resting order
 * it met or cancelled. Answers the fills as stored, without their row ids.
 */
async function storeMatch(
  trx: Transaction<Database>,
  result: MarketPlaceResult,
  placed: { marketId: string; orderId: number; now: string },
): Promise<Omit<ExchangeFillRow, 'id'>[]> {
  const fills = result.fills.map((fill) => ({
    market_id: placed.marketId,
    selection_id: fill.selectionId,
    taker_order_id: placed.orderId,
    maker_order_id: Number(fill.makerOrderId),
    taker_user_id: Number(fill.takerAccountId),
    maker_user_id: Number(fill.makerAccountId),
    taker_side: fill.takerSide,
    price_hundredths: fill.priceHundredths,
    stake_paisa: fill.stakePaisa,
    created_at: placed.now,
  }));
  await insertFills(trx, fills);
  for (const fill of fills) {
    await addToOrder(trx, fill.maker_order_id, {
      matchedPaisa: fill.stake_paisa,
      cancelledPaisa: 0,
      now: placed.now,
    });
  }
  for (const cancelled of result.selfCancelled) {
    await addToOrder(trx, Number(cancelled.orderId), {
      matchedPaisa: 0,
      cancelledPaisa: cancelled.stakePaisa,
      now: placed.now,
    });
  }
  return fills;
}

/** For the house's own market maker, which quotes from the feed itself and is never courtside. */
export const WITHOUT_BET_DELAY = { wait: () => Promise.resolve() };

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/**
 * In play, a bet waits the market's delay before it reaches the books (DOMAIN.md): a courtside
 * player cannot beat the feed. Everything is checked again after the wait, in the transaction:
 * the market may have been suspended or a ball may be running, and the order meets the prices of
 * that moment with its own odds as the limit.
 */
export async function waitOutBetDelay(
  context: AppContext,
  marketId: string,
  wait: (milliseconds: number) => Promise<void> = pause,
  assertOpenMarket: (market: ExchangeMarketRow | undefined) => ExchangeMarketRow = assertOpen,
): Promise<void> {
  const market = assertOpenMarket(await findMarket(context.db, marketId));
  if (market.bet_delay_seconds <= 0) return;
  const event = await findEvent(context.db, market.event_id);
  if (event?.status === 'in_play') await wait(market.bet_delay_seconds * 1000);
}

/** Matches the order on the books and stores its fills and every order it changed; answers the players touched. */
export async function recordMatch(
  trx: Transaction<Database>,
  market: ExchangeMarket,
  bet: {
    market: ExchangeMarketRow;
    holder: WalletHolder;
    orderId: number;
    request: PlaceExchangeBetRequest;
    priceHundredths: number;
    stakePaisa: number;
    now: string;
  },
): Promise<Set<number>> {
  const result = market.place({
    orderId: String(bet.orderId),
    accountId: String(bet.holder.id),
    selectionId: bet.request.selection_id,
    side: bet.request.side,
    priceHundredths: bet.priceHundredths,
    stakePaisa: bet.stakePaisa,
  });
  const touched = new Set<number>([bet.holder.id]);
  let takerMatchedPaisa = 0;
  for (const fill of result.fills) {
    const makerOrderId = Number(fill.makerOrderId);
    const makerUserId = Number(fill.makerAccountId);
    await insertFill(trx, {
      market_id: bet.market.id,
      selection_id: fill.selectionId,
      taker_order_id: bet.orderId,
      maker_order_id: makerOrderId,
      taker_user_id: bet.holder.id,
      maker_user_id: makerUserId,
      taker_side: fill.takerSide,
      price_hundredths: fill.priceHundredths,
      stake_paisa: fill.stakePaisa,
      created_at: bet.now,
    });
    await addToOrder(trx, makerOrderId, {
      matchedPaisa: fill.stakePaisa,
      cancelledPaisa: 0,
      now: bet.now,
    });
    takerMatchedPaisa += fill.stakePaisa;
    touched.add(makerUserId);
  }
  for (const cancelled of result.selfCancelled) {
    await addToOrder(trx, Number(cancelled.orderId), {
      matchedPaisa: 0,
      cancelledPaisa: cancelled.stakePaisa,
      now: bet.now,
    });
  }
  await addToOrder(trx, bet.orderId, {
    matchedPaisa: takerMatchedPaisa,
    cancelledPaisa: 0,
    now: bet.now,
  });
  return touched;
}

/**
 * Makes each touched player's exposure account hold what the engine says now. Makers only ever
 * hold less after a match; their releases go first, then the taker's hold.
 */
export async function holdTouched(
  trx: Transaction<Database>,
  market: ExchangeMarket,
  touched: ReadonlySet<number>,
  taker: { marketId: string; holder: WalletHolder; now: string },
): Promise<void> {
  const ordered = [...touched].sort((a, b) =>
    a === taker.holder.id ? 1 : b === taker.holder.id ? -1 : a - b,
  );
  for (const userId of ordered) {
    const holder = userId === taker.holder.id ? taker.holder : undefined;
    await holdExposureOf(trx, {
      marketId: taker.marketId,
      userId,
      currency: holder?.currency,
      exposurePaisa: market.exposureOf(String(userId)),
      now: taker.now,
    });
  }
}

/** Holds the exposure; a taker without the funds gets the exchange's own refusal. */
export async function holdExposureOf(
  trx: Transaction<Database>,
  hold: ExposureHold,
): Promise<void> {
  try {
    await holdMarketExposure(trx, hold);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'insufficient_funds') {
      throw new DomainError('insufficient_funds', exchangeBetMessages.insufficientFunds);
    }
    throw error;
  }
}

export async function betAnswer(
  db: Executor,
  userId: number,
  orderId: number,
): Promise<ExchangeBetResponse> {
  const order = await findOrder(db, orderId);
  if (!order) throw new DomainError('not_found', exchangeBetMessages.betNotFound);
  // The order's own fills: the answer's average odds need no more than these.
  const fills = await listFillsOfOrderInMarket(db, order.market_id, order.id);
  return { bet: exchangeBetView(order, fills), ...(await headerFigures(db, userId)) };
}
