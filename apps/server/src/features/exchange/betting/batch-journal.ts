/**
 * What one batch of a market's bets did to its books, kept in memory until the batch is written:
 * the new orders (named by the engine's temporary ids until their insert answers the stored
 * ids), the fills, the stored orders met or cancelled, each touched player's position and their
 * Main ⇄ Exposure movements. live-market.ts fills it while it matches and writes it in one go.
 */
import type { BetSide } from '@khela/exchange';
import type { ExchangeFillRow } from '../tables.js';
import type { NewOrderRow, OrderChange } from './journal-queries.js';

/** What a player holds on a market, as the live books keep it. */
export interface Position {
  currency: string | undefined;
  exposurePaisa: number;
  movements: number;
}

/** What a batch did, kept until it is written: new orders, fills, order changes, movements. */
export class BatchJournal {
  private readonly created = new Map<string, NewOrderRow>();
  private readonly ids = new Map<string, number>();
  private readonly fills: {
    fill: Parameters<BatchJournal['fill']>[0];
  }[] = [];
  private readonly changes = new Map<string, { matchedPaisa: number; cancelledPaisa: number }>();
  private readonly touched = new Map<number, Position>();
  private readonly moves: { userId: number; deltaPaisa: number; movement: number }[] = [];

  constructor(
    readonly marketId: string,
    readonly now: string,
    /** The engine's fill count before the batch: only later fills can name its new orders. */
    readonly fillsBefore: number,
  ) {}

  newOrder(engineId: string, order: NewOrderRow): NewOrderRow {
    this.created.set(engineId, order);
    return order;
  }

  fill(fill: {
    selectionId: number;
    takerOrderId: string;
    makerOrderId: string;
    takerAccountId: string;
    makerAccountId: string;
    takerSide: BetSide;
    priceHundredths: number;
    stakePaisa: number;
  }): void {
    this.fills.push({ fill });
  }

  fillRowOf(fill: Parameters<BatchJournal['fill']>[0]) {
    return {
      market_id: this.marketId,
      selection_id: fill.selectionId,
      taker_user_id: Number(fill.takerAccountId),
      maker_user_id: Number(fill.makerAccountId),
      taker_side: fill.takerSide,
      price_hundredths: fill.priceHundredths,
      stake_paisa: fill.stakePaisa,
      created_at: this.now,
    };
  }

  /** Adds to an order's matched and cancelled stake: a new one of the batch, or a stored one. */
  changeOrder(engineId: string, matchedPaisa: number, cancelledPaisa: number): void {
    const created = this.created.get(engineId);
    if (created) {
      created.matchedPaisa += matchedPaisa;
      created.cancelledPaisa += cancelledPaisa;
      return;
    }
    const change = this.changes.get(engineId) ?? { matchedPaisa: 0, cancelledPaisa: 0 };
    change.matchedPaisa += matchedPaisa;
    change.cancelledPaisa += cancelledPaisa;
    this.changes.set(engineId, change);
  }

  touchPosition(userId: number, position: Position): void {
    this.touched.set(userId, position);
  }

  movement(userId: number, deltaPaisa: number, movement: number): void {
    this.moves.push({ userId, deltaPaisa, movement });
  }

  newOrders(): NewOrderRow[] {
    return [...this.created.values()];
  }

  /** Takes the stored ids of the new orders (in their order); answers the engine's renames. */
  assignIds(ids: readonly number[]): Map<string, string> {
    const renames = new Map<string, string>();
    [...this.created.keys()].forEach((engineId, index) => {
      this.ids.set(engineId, ids[index]!);
      renames.set(engineId, String(ids[index]!));
    });
    return renames;
  }

  storedIdOf(engineId: string): number {
    return this.ids.get(engineId) ?? Number(engineId);
  }

  fillRows(): Omit<ExchangeFillRow, 'id'>[] {
    return this.fills.map(({ fill }) => ({
      ...this.fillRowOf(fill),
      taker_order_id: this.storedIdOf(fill.takerOrderId),
      maker_order_id: this.storedIdOf(fill.makerOrderId),
    }));
  }

  orderChanges(): OrderChange[] {
    return [...this.changes].map(([engineId, change]) => ({
      orderId: this.storedIdOf(engineId),
      ...change,
    }));
  }

  positions(): { userId: number; position: Position }[] {
    return [...this.touched].map(([userId, position]) => ({ userId, position }));
  }

  movements(): { userId: number; deltaPaisa: number; movement: number }[] {
    return this.moves;
  }
}
