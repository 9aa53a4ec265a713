/**
 * One runner's order book on the exchange (docs/domain.md, Match Odds). A back at price P is an offer
 * to take the runner at P or better (higher); a lay at P an offer to take it on at P or better
 * (lower). Resting backs are what a layer can match ("available to lay", lowest first) and
 * resting lays what a backer can match ("available to back", highest first).
 *
 * Matching is price then time: an incoming order takes the best resting price first, at the
 * resting order's price (the newcomer keeps any improvement), oldest order first within a price.
 * Sizes are always the backer's stake in paisa, for backs and lays alike, as on Betfair.
 * An order never matches its owner's own resting order: that resting order is cancelled instead
 * (self-trade prevention), so the book never holds a crossed pair.
 */
import { paisa, type Paisa } from '@khela/contract';
import { assertStakePaisa, NO_PAISA } from './odds-arithmetic.js';
import { isLadderTick, LADDER_TICK_COUNT, priceHundredthsAtTick } from './price-ladder.js';

export type BetSide = 'back' | 'lay';

export interface BookOrder {
  readonly orderId: string;
  readonly accountId: string;
  readonly side: BetSide;
  readonly tick: number;
  readonly stakePaisa: Paisa;
}

/** One match between an incoming (taker) and a resting (maker) order, at the maker's tick. */
export interface Fill {
  readonly takerOrderId: string;
  readonly makerOrderId: string;
  readonly takerAccountId: string;
  readonly makerAccountId: string;
  readonly takerSide: BetSide;
  readonly tick: number;
  /** The backer's stake matched. */
  readonly stakePaisa: Paisa;
}

export interface CancelledStake {
  readonly orderId: string;
  readonly stakePaisa: Paisa;
}

export interface PlaceResult {
  readonly fills: Fill[];
  /** What now rests in the book (0 when all matched or when the remainder was not kept). */
  readonly restingStakePaisa: Paisa;
  /** The remainder not matched and not kept (an order that must match at once). */
  readonly unplacedStakePaisa: Paisa;
  /** The owner's own resting orders the incoming order crossed, cancelled. */
  readonly selfCancelled: CancelledStake[];
}

export interface DepthLevel {
  readonly priceHundredths: number;
  readonly stakePaisa: Paisa;
}

/** What the book counts as it matches is plain numbers, branded `Paisa` where it leaves the book. */
interface RestingOrder {
  /** Renamed once when the server stores an order matched before it had its row's id. */
  orderId: string;
  readonly accountId: string;
  readonly side: BetSide;
  readonly tick: number;
  remainingPaisa: number;
}

/** A price level: a FIFO queue read from `head`; cancelled orders stay in it with 0 left. */
interface Level {
  orders: RestingOrder[];
  head: number;
  totalPaisa: number;
}

const NO_BACK_TICK = LADDER_TICK_COUNT;
const NO_LAY_TICK = -1;
/** A level's queue is compacted once this many consumed entries sit before its head. */
const COMPACT_AFTER = 64;

/**
 * A side's levels, one slot a ladder tick, each made when an order first rests there: a market is
 * rebuilt from its rows often (every restart, every doubt), and most of its 350 ticks never hold
 * an order.
 */
function emptyLevels(): (Level | undefined)[] {
  return new Array<Level | undefined>(LADDER_TICK_COUNT).fill(undefined);
}

export class RunnerBook {
  private readonly backLevels = emptyLevels();
  private readonly layLevels = emptyLevels();
  private readonly resting = new Map<string, RestingOrder>();
  /** The lowest tick holding resting backs (NO_BACK_TICK when none). */
  private bestBackTick = NO_BACK_TICK;
  /** The highest tick holding resting lays (NO_LAY_TICK when none). */
  private bestLayTick = NO_LAY_TICK;

  /** Matches an order and, when `keepRemainder`, rests what is left. */
  place(order: BookOrder, keepRemainder = true): PlaceResult {
    assertStakePaisa(order.stakePaisa);
    if (!isLadderTick(order.tick)) throw new RangeError(`no ladder tick ${order.tick}`);
    if (this.resting.has(order.orderId)) throw new Error(`order ${order.orderId} already rests`);
    const fills: Fill[] = [];
    const selfCancelled: CancelledStake[] = [];
    let remainingPaisa: number = order.stakePaisa;
    while (remainingPaisa > 0) {
      const tick = order.side === 'back' ? this.bestLayTick : this.bestBackTick;
      const crosses = order.side === 'back' ? tick >= order.tick : tick <= order.tick;
      if (tick === NO_LAY_TICK || tick === NO_BACK_TICK || !crosses) break;
      // The best tick always holds a level: an order rested there.
      const level = (order.side === 'back' ? this.layLevels : this.backLevels)[tick]!;
      remainingPaisa = this.matchLevel(order, level, tick, remainingPaisa, fills, selfCancelled);
      if (level.totalPaisa === 0) this.refreshBest(order.side === 'back' ? 'lay' : 'back');
    }
    const leftPaisa = paisa(remainingPaisa);
    if (leftPaisa > 0 && keepRemainder) this.rest({ ...order, remainingPaisa });
    return {
      fills,
      restingStakePaisa: keepRemainder ? leftPaisa : NO_PAISA,
      unplacedStakePaisa: keepRemainder ? NO_PAISA : leftPaisa,
      selfCancelled,
    };
  }

  /** Cancels up to `stakePaisa` (all when left out) of a resting order; answers what it cancelled. */
  cancel(orderId: string, stakePaisa?: Paisa): Paisa {
    const order = this.resting.get(orderId);
    if (!order) return NO_PAISA;
    const cancelPaisa = paisa(Math.min(order.remainingPaisa, stakePaisa ?? order.remainingPaisa));
    if (cancelPaisa <= 0) return NO_PAISA;
    order.remainingPaisa -= cancelPaisa;
    const level = (order.side === 'back' ? this.backLevels : this.layLevels)[order.tick]!;
    level.totalPaisa -= cancelPaisa;
    if (order.remainingPaisa === 0) this.resting.delete(orderId);
    if (level.totalPaisa === 0) {
      level.orders = [];
      level.head = 0;
      this.refreshBest(order.side);
    }
    return cancelPaisa;
  }

  /**
   * What `place` would answer for this order, without changing the book: its fills, the owner's
   * resting orders it would cancel, and the stake left over. The walk is `place`'s own, read-only.
   */
  preview(order: BookOrder): Omit<PlaceResult, 'restingStakePaisa' | 'unplacedStakePaisa'> & {
    leftPaisa: Paisa;
  } {
    const fills: Fill[] = [];
    const selfCancelled: CancelledStake[] = [];
    let left: number = order.stakePaisa;
    const back = order.side === 'back';
    const levels = back ? this.layLevels : this.backLevels;
    for (
      let tick = back ? this.bestLayTick : this.bestBackTick;
      left > 0 &&
      (back ? tick >= order.tick && tick >= 0 : tick <= order.tick && tick < LADDER_TICK_COUNT);
      tick += back ? -1 : 1
    ) {
      const level = levels[tick];
      if (!level) continue;
      for (let index = level.head; left > 0 && index < level.orders.length; index += 1) {
        const maker = level.orders[index]!;
        if (maker.remainingPaisa === 0) continue;
        if (maker.accountId === order.accountId) {
          selfCancelled.push(cancelledStake(maker));
          continue;
        }
        const fill = fillOf(order, maker, tick, left);
        fills.push(fill);
        left -= fill.stakePaisa;
      }
    }
    return { fills, selfCancelled, leftPaisa: paisa(left) };
  }

  /** Gives a resting order another id (its place in the queue is kept). */
  rename(orderId: string, newOrderId: string): void {
    const order = this.resting.get(orderId);
    if (!order) return;
    if (this.resting.has(newOrderId)) throw new Error(`order ${newOrderId} already rests`);
    this.resting.delete(orderId);
    order.orderId = newOrderId;
    this.resting.set(newOrderId, order);
  }

  /** The stake still resting of an order (0 when matched, cancelled or unknown). */
  restingStakeOf(orderId: string): Paisa {
    const order = this.resting.get(orderId);
    return order ? paisa(order.remainingPaisa) : NO_PAISA;
  }

  /** Every resting order, oldest first within each level. */
  restingOrders(): BookOrder[] {
    return [...this.resting.values()].map((order) => ({
      orderId: order.orderId,
      accountId: order.accountId,
      side: order.side,
      tick: order.tick,
      stakePaisa: paisa(order.remainingPaisa),
    }));
  }

  /** "Available to back": resting lays, best (highest) price first. */
  availableToBack(levelCount: number): DepthLevel[] {
    const depth: DepthLevel[] = [];
    for (let tick = this.bestLayTick; tick >= 0 && depth.length < levelCount; tick -= 1) {
      const total = this.layLevels[tick]?.totalPaisa ?? 0;
      if (total > 0)
        depth.push({ priceHundredths: priceHundredthsAtTick(tick), stakePaisa: paisa(total) });
    }
    return depth;
  }

  /** "Available to lay": resting backs, best (lowest) price first. */
  availableToLay(levelCount: number): DepthLevel[] {
    const depth: DepthLevel[] = [];
    for (
      let tick = this.bestBackTick;
      tick < LADDER_TICK_COUNT && depth.length < levelCount;
      tick += 1
    ) {
      const total = this.backLevels[tick]?.totalPaisa ?? 0;
      if (total > 0)
        depth.push({ priceHundredths: priceHundredthsAtTick(tick), stakePaisa: paisa(total) });
    }
    return depth;
  }

  /** True when a resting back and a resting lay would match each other (never, by design). */
  isCrossed(): boolean {
    return this.bestLayTick !== NO_LAY_TICK && this.bestBackTick <= this.bestLayTick;
  }

  private matchLevel(
    taker: BookOrder,
    level: Level,
    tick: number,
    remainingPaisa: number,
    fills: Fill[],
    selfCancelled: CancelledStake[],
  ): number {
    let left = remainingPaisa;
    while (left > 0 && level.head < level.orders.length) {
      const maker = level.orders[level.head]!;
      if (maker.remainingPaisa === 0) {
        level.head += 1;
        continue;
      }
      if (maker.accountId === taker.accountId) {
        selfCancelled.push(cancelledStake(maker));
        level.totalPaisa -= maker.remainingPaisa;
        maker.remainingPaisa = 0;
        this.resting.delete(maker.orderId);
        level.head += 1;
        continue;
      }
      const fill = fillOf(taker, maker, tick, left);
      fills.push(fill);
      const matchedPaisa = fill.stakePaisa;
      maker.remainingPaisa -= matchedPaisa;
      level.totalPaisa -= matchedPaisa;
      left -= matchedPaisa;
      if (maker.remainingPaisa === 0) {
        this.resting.delete(maker.orderId);
        level.head += 1;
      }
    }
    if (level.totalPaisa === 0) {
      level.orders = [];
      level.head = 0;
    } else if (level.head > COMPACT_AFTER && level.head * 2 > level.orders.length) {
      level.orders = level.orders.slice(level.head);
      level.head = 0;
    }
    return left;
  }

  private rest(order: RestingOrder): void {
    const levels = order.side === 'back' ? this.backLevels : this.layLevels;
    let level = levels[order.tick];
    if (!level) {
      level = { orders: [], head: 0, totalPaisa: 0 };
      levels[order.tick] = level;
    }
    level.orders.push(order);
    level.totalPaisa += order.remainingPaisa;
    this.resting.set(order.orderId, order);
    if (order.side === 'back' && order.tick < this.bestBackTick) this.bestBackTick = order.tick;
    if (order.side === 'lay' && order.tick > this.bestLayTick) this.bestLayTick = order.tick;
  }

  private refreshBest(side: BetSide): void {
    if (side === 'back') {
      let tick = this.bestBackTick;
      while (tick < LADDER_TICK_COUNT && (this.backLevels[tick]?.totalPaisa ?? 0) === 0) tick += 1;
      this.bestBackTick = tick;
    } else {
      let tick = this.bestLayTick;
      while (tick >= 0 && (this.layLevels[tick]?.totalPaisa ?? 0) === 0) tick -= 1;
      this.bestLayTick = tick;
    }
  }
}

/** What the taker, with `leftPaisa` still to match, matches of a resting order at its tick. */
function fillOf(taker: BookOrder, maker: RestingOrder, tick: number, leftPaisa: number): Fill {
  return {
    takerOrderId: taker.orderId,
    makerOrderId: maker.orderId,
    takerAccountId: taker.accountId,
    makerAccountId: maker.accountId,
    takerSide: taker.side,
    tick,
    stakePaisa: paisa(Math.min(leftPaisa, maker.remainingPaisa)),
  };
}

/** A resting order of the taker's own that it crossed, cancelled in full. */
function cancelledStake(maker: RestingOrder): CancelledStake {
  return { orderId: maker.orderId, stakePaisa: paisa(maker.remainingPaisa) };
}
