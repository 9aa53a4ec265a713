/**
 * One Match Odds market: an order book per runner, who matched what, each player's exposure, and
 * settlement. The server keeps orders and fills in its database and rebuilds a market from them
 * (`ExchangeMarket.restore`) inside the transaction that places or settles, so this class holds
 * no state that the database does not.
 */
import { commissionPaisa } from './odds-arithmetic.js';
import {
  RunnerBook,
  type BetSide,
  type CancelledStake,
  type DepthLevel,
  type PlaceResult,
} from './order-book.js';
import { priceHundredthsAtTick, tickOfPriceHundredths } from './price-ladder.js';
import {
  exchangePosition,
  positionPnlPaisa,
  runnerMarketExposurePaisa,
  type RunnerPosition,
} from './runner-positions.js';

export interface ExchangeOrderRequest {
  readonly orderId: string;
  readonly accountId: string;
  readonly selectionId: number;
  readonly side: BetSide;
  readonly priceHundredths: number;
  readonly stakePaisa: number;
}

/** A fill with its runner and price, as the server stores it. */
export interface MarketFill {
  readonly selectionId: number;
  readonly takerOrderId: string;
  readonly makerOrderId: string;
  readonly takerAccountId: string;
  readonly makerAccountId: string;
  readonly takerSide: BetSide;
  readonly priceHundredths: number;
  readonly stakePaisa: number;
}

export interface MarketPlaceResult extends Omit<PlaceResult, 'fills'> {
  readonly fills: MarketFill[];
}

/** What an account holds on the market: matched bets (one per fill) and unmatched remainders. */
export interface AccountBook {
  readonly matched: (RunnerPosition & { priceHundredths: number; stakePaisa: number })[];
  readonly unmatched: (RunnerPosition & {
    orderId: string;
    priceHundredths: number;
    stakePaisa: number;
  })[];
}

export type MarketOutcome = { readonly winnerSelectionId: number } | 'void';

export interface AccountSettlement {
  /** The market's P&L for the account before commission (0 when void). */
  readonly netPaisa: number;
  readonly commissionPaisa: number;
}

export interface MarketSettlement {
  readonly byAccount: Map<string, AccountSettlement>;
  /** Unmatched stakes cancelled by the settlement. */
  readonly cancelled: CancelledStake[];
}

interface OrderInfo {
  readonly accountId: string;
  readonly selectionId: number;
  readonly side: BetSide;
  readonly priceHundredths: number;
}

export class ExchangeMarket {
  readonly selectionIds: readonly number[];
  private readonly books = new Map<number, RunnerBook>();
  private readonly orders = new Map<string, OrderInfo>();
  private readonly fills: MarketFill[] = [];
  private readonly matchedByAccount = new Map<string, AccountBook['matched']>();
  private settled = false;

  constructor(selectionIds: readonly number[]) {
    if (selectionIds.length < 2) throw new RangeError('a Match Odds market has at least 2 runners');
    if (new Set(selectionIds).size !== selectionIds.length) {
      throw new RangeError('runner ids must differ');
    }
    this.selectionIds = [...selectionIds];
    for (const selectionId of selectionIds) this.books.set(selectionId, new RunnerBook());
  }

  /**
   * A market as the database holds it: the resting orders (oldest first, with what is left of
   * each) and every fill so far.
   */
  static restore(
    selectionIds: readonly number[],
    restingOrders: readonly ExchangeOrderRequest[],
    fills: readonly MarketFill[],
  ): ExchangeMarket {
    const market = new ExchangeMarket(selectionIds);
    for (const fill of fills) market.recordFill(fill);
    for (const order of restingOrders) {
      const result = market.place(order);
      if (result.fills.length > 0 || result.selfCancelled.length > 0) {
        throw new Error(`restored order ${order.orderId} crosses the book`);
      }
    }
    return market;
  }

  place(request: ExchangeOrderRequest, keepRemainder = true): MarketPlaceResult {
    if (this.settled) throw new Error('the market is settled');
    const book = this.bookOf(request.selectionId);
    const tick = tickOfPriceHundredths(request.priceHundredths);
    if (tick === undefined)
      throw new RangeError(`${request.priceHundredths} is not a ladder price`);
    if (this.orders.has(request.orderId)) throw new Error(`order ${request.orderId} exists`);
    this.orders.set(request.orderId, {
      accountId: request.accountId,
      selectionId: request.selectionId,
      side: request.side,
      priceHundredths: request.priceHundredths,
    });
    const result = book.place(
      {
        orderId: request.orderId,
        accountId: request.accountId,
        side: request.side,
        tick,
        stakePaisa: request.stakePaisa,
      },
      keepRemainder,
    );
    const fills = result.fills.map((fill) => ({
      selectionId: request.selectionId,
      takerOrderId: fill.takerOrderId,
      makerOrderId: fill.makerOrderId,
      takerAccountId: fill.takerAccountId,
      makerAccountId: fill.makerAccountId,
      takerSide: fill.takerSide,
      priceHundredths: priceHundredthsAtTick(fill.tick),
      stakePaisa: fill.stakePaisa,
    }));
    for (const fill of fills) this.recordFill(fill);
    return { ...result, fills };
  }

  /** Cancels up to `stakePaisa` (all when left out) of an order's unmatched stake. */
  cancel(orderId: string, stakePaisa?: number): number {
    const order = this.orders.get(orderId);
    if (!order) return 0;
    return this.bookOf(order.selectionId).cancel(orderId, stakePaisa);
  }

  /** Cancels every unmatched stake (the market turned in-play, was suspended for good, or closes). */
  cancelAllUnmatched(): CancelledStake[] {
    const cancelled: CancelledStake[] = [];
    for (const book of this.books.values()) {
      for (const order of book.restingOrders()) {
        cancelled.push({ orderId: order.orderId, stakePaisa: book.cancel(order.orderId) });
      }
    }
    return cancelled;
  }

  restingStakeOf(orderId: string): number {
    const order = this.orders.get(orderId);
    return order ? this.bookOf(order.selectionId).restingStakeOf(orderId) : 0;
  }

  depth(selectionId: number, levelCount: number): { back: DepthLevel[]; lay: DepthLevel[] } {
    const book = this.bookOf(selectionId);
    return { back: book.availableToBack(levelCount), lay: book.availableToLay(levelCount) };
  }

  allFills(): readonly MarketFill[] {
    return this.fills;
  }

  /** Every account with an order or a matched bet here. */
  accountIds(): string[] {
    const ids = new Set<string>(this.matchedByAccount.keys());
    for (const order of this.orders.values()) ids.add(order.accountId);
    return [...ids];
  }

  accountBook(accountId: string): AccountBook {
    const unmatched: AccountBook['unmatched'] = [];
    for (const [orderId, order] of this.orders) {
      if (order.accountId !== accountId) continue;
      const stakePaisa = this.bookOf(order.selectionId).restingStakeOf(orderId);
      if (stakePaisa === 0) continue;
      unmatched.push({
        ...exchangePosition(order.selectionId, order.side, stakePaisa, order.priceHundredths),
        orderId,
        priceHundredths: order.priceHundredths,
        stakePaisa,
      });
    }
    return { matched: [...(this.matchedByAccount.get(accountId) ?? [])], unmatched };
  }

  /** What the account must hold for this market now. */
  exposureOf(accountId: string): number {
    const book = this.accountBook(accountId);
    return runnerMarketExposurePaisa(book.matched, book.unmatched, this.selectionIds);
  }

  /** Cancels what is unmatched and works out every account's result; the market is then closed. */
  settle(outcome: MarketOutcome, commissionBasisPoints: number): MarketSettlement {
    if (outcome !== 'void') this.bookOf(outcome.winnerSelectionId);
    const cancelled = this.cancelAllUnmatched();
    this.settled = true;
    const byAccount = new Map<string, AccountSettlement>();
    for (const accountId of this.accountIds()) {
      let netPaisa = 0;
      if (outcome !== 'void') {
        for (const position of this.matchedByAccount.get(accountId) ?? []) {
          netPaisa += positionPnlPaisa(position, outcome.winnerSelectionId);
        }
      }
      byAccount.set(accountId, {
        netPaisa,
        commissionPaisa: commissionPaisa(netPaisa, commissionBasisPoints),
      });
    }
    return { byAccount, cancelled };
  }

  private recordFill(fill: MarketFill): void {
    this.bookOf(fill.selectionId);
    this.fills.push(fill);
    const makerSide: BetSide = fill.takerSide === 'back' ? 'lay' : 'back';
    this.addMatched(fill.takerAccountId, fill, fill.takerSide);
    this.addMatched(fill.makerAccountId, fill, makerSide);
  }

  private addMatched(accountId: string, fill: MarketFill, side: BetSide): void {
    const matched = this.matchedByAccount.get(accountId) ?? [];
    matched.push({
      ...exchangePosition(fill.selectionId, side, fill.stakePaisa, fill.priceHundredths),
      priceHundredths: fill.priceHundredths,
      stakePaisa: fill.stakePaisa,
    });
    this.matchedByAccount.set(accountId, matched);
  }

  private bookOf(selectionId: number): RunnerBook {
    const book = this.books.get(selectionId);
    if (!book) throw new RangeError(`runner ${selectionId} is not in this market`);
    return book;
  }
}
