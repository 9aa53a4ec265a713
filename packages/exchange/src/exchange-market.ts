/**
 * One Match Odds market: an order book per runner, who matched what, each player's exposure, and
 * settlement. The server keeps orders and fills in its database and rebuilds a market from them
 * (`ExchangeMarket.restore`); the instance that owns a market keeps it in memory between bets, so
 * everything a bet asks of it (exposure above all) costs in proportion to the player's own
 * orders and the runners, never to the market's history.
 */
import { paisa, type Paisa } from '@khela/contract';
import { commissionPaisa, NO_PAISA } from './odds-arithmetic.js';
import {
  RunnerBook,
  type BetSide,
  type CancelledStake,
  type DepthLevel,
  type PlaceResult,
} from './order-book.js';
import { priceHundredthsAtTick, tickOfPriceHundredths } from './price-ladder.js';
import { exchangePosition, positionPnlPaisa, type RunnerPosition } from './runner-positions.js';

export interface ExchangeOrderRequest {
  readonly orderId: string;
  readonly accountId: string;
  readonly selectionId: number;
  readonly side: BetSide;
  readonly priceHundredths: number;
  readonly stakePaisa: Paisa;
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
  readonly stakePaisa: Paisa;
}

export interface MarketPlaceResult extends Omit<PlaceResult, 'fills'> {
  readonly fills: MarketFill[];
}

/** What an account holds on the market: matched bets (one per fill) and unmatched remainders. */
export interface AccountBook {
  readonly matched: (RunnerPosition & { priceHundredths: number; stakePaisa: Paisa })[];
  readonly unmatched: (RunnerPosition & {
    orderId: string;
    priceHundredths: number;
    stakePaisa: Paisa;
  })[];
}

export type MarketOutcome = { readonly winnerSelectionId: number } | 'void';

export interface AccountSettlement {
  /** The market's P&L for the account before commission (0 when void). */
  readonly netPaisa: Paisa;
  readonly commissionPaisa: Paisa;
}

export interface MarketSettlement {
  readonly byAccount: Map<string, AccountSettlement>;
  /** Unmatched stakes cancelled by the settlement. */
  readonly cancelled: CancelledStake[];
}

interface OrderInfo {
  orderId: string;
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
  /** Per account, the matched P&L if each runner wins, in `selectionIds` order. */
  private readonly matchedPnlByAccount = new Map<string, number[]>();
  /** Per account, its orders that may still rest (pruned as they are found empty). */
  private readonly ordersByAccount = new Map<string, Set<string>>();
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
    const info: OrderInfo = {
      orderId: request.orderId,
      accountId: request.accountId,
      selectionId: request.selectionId,
      side: request.side,
      priceHundredths: request.priceHundredths,
    };
    this.orders.set(request.orderId, info);
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
    if (result.restingStakePaisa > 0) this.accountOrders(request.accountId).add(request.orderId);
    return { ...result, fills };
  }

  /**
   * What the account would have to hold if `request` were placed now, without placing it: the
   * same fills, self-cancels and resting remainder `place` would make (RunnerBook.preview).
   */
  exposureIfPlaced(request: ExchangeOrderRequest): Paisa {
    const tick = tickOfPriceHundredths(request.priceHundredths);
    if (tick === undefined)
      throw new RangeError(`${request.priceHundredths} is not a ladder price`);
    const preview = this.bookOf(request.selectionId).preview({
      orderId: request.orderId,
      accountId: request.accountId,
      side: request.side,
      tick,
      stakePaisa: request.stakePaisa,
    });
    const pnl = [...this.matchedPnlOf(request.accountId)];
    for (const fill of preview.fills) {
      const position = exchangePosition(
        request.selectionId,
        request.side,
        fill.stakePaisa,
        priceHundredthsAtTick(fill.tick),
      );
      this.selectionIds.forEach((selectionId, index) => {
        pnl[index]! += positionPnlPaisa(position, selectionId);
      });
    }
    const cancelled = new Set(preview.selfCancelled.map((order) => order.orderId));
    const unmatched = this.unmatchedOf(request.accountId).filter(
      (order) => !cancelled.has(order.orderId),
    );
    if (preview.leftPaisa > 0) {
      unmatched.push({
        ...exchangePosition(
          request.selectionId,
          request.side,
          preview.leftPaisa,
          request.priceHundredths,
        ),
        orderId: request.orderId,
        priceHundredths: request.priceHundredths,
        stakePaisa: preview.leftPaisa,
      });
    }
    return this.worstCase(pnl, unmatched);
  }

  /**
   * Gives orders new ids: the server matches an order before its row exists, then stores it.
   * `sinceFill` is the count of fills before those orders were placed (`fillCount()`): only the
   * fills after it can name them.
   */
  renameOrders(renames: ReadonlyMap<string, string>, sinceFill: number): void {
    for (const [from, to] of renames) {
      const order = this.orders.get(from);
      if (!order) continue;
      if (this.orders.has(to)) throw new Error(`order ${to} exists`);
      this.orders.delete(from);
      order.orderId = to;
      this.orders.set(to, order);
      this.bookOf(order.selectionId).rename(from, to);
      const mine = this.ordersByAccount.get(order.accountId);
      if (mine?.delete(from)) mine.add(to);
    }
    for (let index = sinceFill; index < this.fills.length; index += 1) {
      const fill = this.fills[index]!;
      const takerOrderId = renames.get(fill.takerOrderId) ?? fill.takerOrderId;
      const makerOrderId = renames.get(fill.makerOrderId) ?? fill.makerOrderId;
      if (takerOrderId !== fill.takerOrderId || makerOrderId !== fill.makerOrderId) {
        this.fills[index] = { ...fill, takerOrderId, makerOrderId };
      }
    }
  }

  fillCount(): number {
    return this.fills.length;
  }

  /** Cancels up to `stakePaisa` (all when left out) of an order's unmatched stake. */
  cancel(orderId: string, stakePaisa?: Paisa): Paisa {
    const order = this.orders.get(orderId);
    if (!order) return NO_PAISA;
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

  restingStakeOf(orderId: string): Paisa {
    const order = this.orders.get(orderId);
    return order ? this.bookOf(order.selectionId).restingStakeOf(orderId) : NO_PAISA;
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
    return {
      matched: [...(this.matchedByAccount.get(accountId) ?? [])],
      unmatched: this.unmatchedOf(accountId),
    };
  }

  /**
   * What the account must hold for this market now: `runnerMarketExposurePaisa` of its book,
   * with the matched side summed as fills arrive rather than at every call.
   */
  exposureOf(accountId: string): Paisa {
    return this.worstCase(this.matchedPnlOf(accountId), this.unmatchedOf(accountId));
  }

  /** Cancels what is unmatched and works out every account's result; the market is then closed. */
  settle(outcome: MarketOutcome, commissionBasisPoints: number): MarketSettlement {
    if (outcome !== 'void') this.bookOf(outcome.winnerSelectionId);
    const cancelled = this.cancelAllUnmatched();
    this.settled = true;
    const byAccount = new Map<string, AccountSettlement>();
    for (const accountId of this.accountIds()) {
      let total = 0;
      if (outcome !== 'void') {
        for (const position of this.matchedByAccount.get(accountId) ?? []) {
          total += positionPnlPaisa(position, outcome.winnerSelectionId);
        }
      }
      const netPaisa = paisa(total);
      byAccount.set(accountId, {
        netPaisa,
        commissionPaisa: commissionPaisa(netPaisa, commissionBasisPoints),
      });
    }
    return { byAccount, cancelled };
  }

  /** The account's resting orders as positions, oldest first; forgets orders found empty. */
  private unmatchedOf(accountId: string): AccountBook['unmatched'] {
    const unmatched: AccountBook['unmatched'] = [];
    const mine = this.ordersByAccount.get(accountId);
    if (!mine) return unmatched;
    for (const orderId of mine) {
      const order = this.orders.get(orderId)!;
      const stakePaisa = this.bookOf(order.selectionId).restingStakeOf(orderId);
      if (stakePaisa === 0) {
        mine.delete(orderId);
        continue;
      }
      unmatched.push({
        ...exchangePosition(order.selectionId, order.side, stakePaisa, order.priceHundredths),
        orderId,
        priceHundredths: order.priceHundredths,
        stakePaisa,
      });
    }
    return unmatched;
  }

  private matchedPnlOf(accountId: string): readonly number[] {
    return this.matchedPnlByAccount.get(accountId) ?? this.selectionIds.map(() => 0);
  }

  /** max(0, −worst P&L): matched bets count fully, unmatched ones only when they lose. */
  private worstCase(matchedPnl: readonly number[], unmatched: readonly RunnerPosition[]): Paisa {
    let worstPaisa = Number.POSITIVE_INFINITY;
    this.selectionIds.forEach((selectionId, index) => {
      let total = matchedPnl[index]!;
      for (const position of unmatched) {
        total += Math.min(0, positionPnlPaisa(position, selectionId));
      }
      worstPaisa = Math.min(worstPaisa, total);
    });
    return paisa(Math.max(0, -worstPaisa));
  }

  private accountOrders(accountId: string): Set<string> {
    let mine = this.ordersByAccount.get(accountId);
    if (!mine) {
      mine = new Set();
      this.ordersByAccount.set(accountId, mine);
    }
    return mine;
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
    const position = exchangePosition(
      fill.selectionId,
      side,
      fill.stakePaisa,
      fill.priceHundredths,
    );
    matched.push({
      ...position,
      priceHundredths: fill.priceHundredths,
      stakePaisa: fill.stakePaisa,
    });
    this.matchedByAccount.set(accountId, matched);
    const pnl = this.matchedPnlByAccount.get(accountId) ?? this.selectionIds.map(() => 0);
    this.selectionIds.forEach((selectionId, index) => {
      pnl[index]! += positionPnlPaisa(position, selectionId);
    });
    this.matchedPnlByAccount.set(accountId, pnl);
  }

  private bookOf(selectionId: number): RunnerBook {
    const book = this.books.get(selectionId);
    if (!book) throw new RangeError(`runner ${selectionId} is not in this market`);
    return book;
  }
}
