/**
 * One Match Odds market kept in memory by the instance that owns it (docs/architecture.md, "A bet
 * from HTTP to commit"). Bets and cancels queue here; whatever has arrived while the previous
 * batch was being written forms the next batch, which is matched on the in-memory books in
 * arrival order and journaled in one transaction: the market's lock, one read of the bettors,
 * the orders' insert, then one write per table for all of them (fills, changed orders, ledger
 * transfers and balances, positions, idempotency records), which PostgreSQL runs as one
 * statement (platform/db/joined-writes.ts). Nobody hears an answer before that commit.
 *
 * The books are rebuilt from the stored rows when there is any doubt: on first use, after a batch
 * that did not commit (its matches may be in memory but not in the database), and when the
 * market's book version is not the one this instance's last commit left (someone else locked the
 * market to change its books: a settlement, a recall, the market maker, another instance).
 */
import {
  exchangeBetMessages,
  isExchangeBlocked,
  marketBlockMessages,
  paisa,
  paisaToTaka,
  type ExchangeBetResponse,
  type Paisa,
} from '@khela/contract';
import {
  ExchangeMarket,
  exchangeProfitPaisa,
  type BetSide,
  type DepthLevel,
} from '@khela/exchange';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../../platform/app-context.js';
import type { Database } from '../../../platform/db/database.js';
import { groupCommitted } from '../../../platform/db/group-commit.js';
import { isRetryableConflict } from '../../../platform/db/deadlock-retry.js';
import { runWrites, type Write } from '../../../platform/db/joined-writes.js';
import { isoNow } from '../../../platform/db/time.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import {
  claimedAnswersWrite,
  claimNameOf,
  KeyClaimedMeanwhile,
  storedClaims,
  type ClaimOutcome,
  type KeyClaim,
} from '../../../platform/idempotency/idempotency.js';
import {
  playerAccountIds,
  TransferKeyTaken,
  transferWrites,
} from '../../../platform/ledger/batch-transfers.js';
import type { TransferInput } from '../../../platform/ledger/ledger.js';
import { BatchJournal, type Position } from './batch-journal.js';
import { exchangeBetView } from './bet-view.js';
import { fillOfRow, restingOrdersOf } from './market-state.js';
import { assertStakeWithinLimits, isStakeWithinLimits } from './stake-limits.js';
import { listFills, listOpenOrders, listPositions, listRunners } from './queries.js';
import type { ExchangeFillRow, ExchangeMarketRow, ExchangeOrderRow } from '../tables.js';
import {
  assertLossRoomAt,
  assertNoBreak,
  lockedLossRooms,
  type LossRoom,
} from '../../safer-gambling/service.js';
import {
  fillsWrite,
  insertOrders,
  lockAndReadTogether,
  lockMarketForBatch,
  orderChangesWrite,
  orderStatusOf,
  positionsWrite,
  readBettors,
  selectEventStatus,
  selectUserCurrencies,
  type BettorRow,
} from './journal-queries.js';

/** A bet as it reaches the market, checked for odds and stake shape already. */
export interface BetTicket {
  userId: number;
  selectionId: number;
  side: BetSide;
  priceHundredths: number;
  stakePaisa: Paisa;
  claim: KeyClaim | undefined;
  /** True once the bet has waited the market's in-play delay. */
  delayWaited: boolean;
  /** How the bet waits the delay (a test's clock, or a timer). */
  wait: (milliseconds: number) => Promise<void>;
}

export type BetOutcome = ClaimOutcome<ExchangeBetResponse>;

type Operation =
  | {
      kind: 'place';
      ticket: BetTicket;
      resolve: (outcome: BetOutcome) => void;
      reject: (error: unknown) => void;
    }
  | {
      kind: 'cancel';
      userId: number;
      orderId: number;
      resolve: (cancelledPaisa: number) => void;
      reject: (error: unknown) => void;
    }
  | {
      kind: 'requote';
      makerId: number;
      quotes: readonly Quote[];
      resolve: () => void;
      reject: (error: unknown) => void;
    };

/** One price the market maker wants to stand at, whole. */
export interface Quote {
  selectionId: number;
  side: BetSide;
  priceHundredths: number;
  stakePaisa: Paisa;
}

/** Enough to amortise a commit; a batch never waits to fill up. */
const BATCH_SIZE_MAX = 256;
/** A batch that met a concurrent change (a balance, a key) runs again, rebuilt, this often. */
const BATCH_ATTEMPTS = 4;

interface Books {
  engine: ExchangeMarket;
  /** The market's book version as this instance's last commit left it. */
  version: number;
  positions: Map<number, Position>;
  /**
   * The runners as the rebuild read them. A Match Odds market's runners are written once, when it
   * is made (trading/queries.ts; only a Bookmaker's rates change later), so a batch needs no read.
   */
  runners: readonly { selection_id: number; suspended: number }[];
}

/** Price levels a picture shows per side, as Betfair's "best three". */
export const DEPTH_LEVELS = 3;

/** The best prices and sizes of a runner's books. */
export interface RunnerDepth {
  back: DepthLevel[];
  lay: DepthLevel[];
}

/**
 * The books' best prices as a commit left them, with the book version of that commit: the odds
 * views and pushed pictures read it instead of rebuilding the books from the rows, while the
 * stored version is still this one (nobody has changed the books since).
 */
export interface CommittedDepth {
  version: number;
  runners: ReadonlyMap<number, RunnerDepth>;
}

/** What one attempt at a batch decided, delivered once its transaction has committed. */
interface BatchResult {
  settle: (() => void)[];
  deferred: { operation: Extract<Operation, { kind: 'place' }>; delaySeconds: number }[];
}

export class LiveMarket {
  private books: Books | undefined;
  /** True from a batch's first change of the books until its commit. */
  private doubtful = true;
  private readonly queue: Operation[] = [];
  private draining = false;
  private nextTemporaryId = 0;
  private committed: CommittedDepth | undefined;

  /** Runs after a batch's writes, before its commit: tests make a batch fail there. */
  beforeCommit: ((trx: Transaction<Database>) => Promise<void>) | undefined;

  constructor(
    private readonly context: AppContext,
    readonly marketId: string,
    /** Publishes the market's picture after a commit (none in tests of the books alone). */
    private readonly publisher: () => ((marketId: string) => Promise<void>) | undefined = () =>
      undefined,
  ) {}

  place(ticket: BetTicket): Promise<BetOutcome> {
    return new Promise((resolve, reject) => {
      this.enqueue({ kind: 'place', ticket, resolve, reject });
    });
  }

  /** Cancels what rests of a player's order; answers the stake cancelled (0: nothing rested). */
  cancel(userId: number, orderId: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.enqueue({ kind: 'cancel', userId, orderId, resolve, reject });
    });
  }

  /**
   * Moves the market maker's quotes: its resting orders that stand whole at a wanted price stay
   * (keeping their place in the queue), the others are cancelled, and the missing quotes are
   * placed. A market that takes no bets, or a suspended runner, gets no new quotes.
   */
  requote(makerId: number, quotes: readonly Quote[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.enqueue({ kind: 'requote', makerId, quotes, resolve, reject });
    });
  }

  /** Forgets the books: the next batch rebuilds them from the stored rows. */
  forget(): void {
    this.books = undefined;
  }

  /** The best prices as the last commit left them, when it left the stored `version`. */
  committedDepth(version: number): CommittedDepth | undefined {
    return this.committed?.version === version ? this.committed : undefined;
  }

  /** True while bets are queued or being written. */
  busy(): boolean {
    return this.draining;
  }

  private enqueue(operation: Operation): void {
    this.queue.push(operation);
    if (this.draining) return;
    this.draining = true;
    void this.drain();
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      // One turn first: requests arriving together join the same batch.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = this.takeBatch();
      await this.runBatch(batch);
    }
    this.draining = false;
  }

  /** The next operations, leaving in the queue a second use of a key already in the batch. */
  private takeBatch(): Operation[] {
    const batch: Operation[] = [];
    const later: Operation[] = [];
    const claims = new Set<string>();
    for (const operation of this.queue.splice(0, BATCH_SIZE_MAX)) {
      const claim = operation.kind === 'place' ? operation.ticket.claim : undefined;
      if (claim && claims.has(claimNameOf(claim))) {
        later.push(operation);
        continue;
      }
      if (claim) claims.add(claimNameOf(claim));
      batch.push(operation);
    }
    this.queue.unshift(...later);
    return batch;
  }

  private async runBatch(batch: Operation[]): Promise<void> {
    const run = groupCommitted(this.context.db, this.context.dialect);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await run((trx) => this.journal(trx, batch));
        this.doubtful = false;
        this.keepCommittedDepth();
        this.settleAfterPicture(result.settle);
        for (const { operation, delaySeconds } of result.deferred) {
          void this.deferForDelay(operation, delaySeconds);
        }
        return;
      } catch (error) {
        this.doubtful = true;
        if (attempt < BATCH_ATTEMPTS && isRaceWithinBatch(error)) continue;
        for (const operation of batch) operation.reject(error);
        return;
      }
    }
  }

  /**
   * Answers a committed batch's callers once the market's picture, read after the commit, is
   * published: one picture for the whole batch. The next batch does not wait for it.
   */
  private settleAfterPicture(settle: readonly (() => void)[]): void {
    const settleAll = () => {
      for (const answer of settle) answer();
    };
    const publish = this.publisher();
    if (!publish || settle.length === 0) {
      settleAll();
      return;
    }
    void publish(this.marketId).then(settleAll, settleAll);
  }

  private keepCommittedDepth(): void {
    const books = this.books;
    if (!books) return;
    const runners = new Map<number, RunnerDepth>();
    for (const selectionId of books.engine.selectionIds) {
      runners.set(selectionId, books.engine.depth(selectionId, DEPTH_LEVELS));
    }
    this.committed = { version: books.version, runners };
  }

  /**
   * An in-play bet waits the market's delay before it meets the books (a courtside player cannot
   * beat the feed), then queues again; its next batch checks the market as it is then.
   */
  private async deferForDelay(
    operation: Extract<Operation, { kind: 'place' }>,
    delaySeconds: number,
  ): Promise<void> {
    try {
      await operation.ticket.wait(delaySeconds * 1000);
    } catch (error) {
      operation.reject(error);
      return;
    }
    this.enqueue({ ...operation, ticket: { ...operation.ticket, delayWaited: true } });
  }

  /** One attempt at the batch, inside its transaction. Runs again whole after a conflict. */
  private async journal(trx: Transaction<Database>, batch: Operation[]): Promise<BatchResult> {
    const { dialect } = this.context;
    const now = isoNow();
    const places = batch.flatMap((operation) => (operation.kind === 'place' ? [operation] : []));
    const bettorIds = [
      ...new Set(
        batch.flatMap((operation) =>
          operation.kind === 'place'
            ? [operation.ticket.userId]
            : operation.kind === 'requote'
              ? [operation.makerId]
              : [],
        ),
      ),
    ];
    const claims = places.flatMap((op) => (op.ticket.claim ? [op.ticket.claim] : []));
    // On PostgreSQL the lock and the reads are one round trip; SQLite runs them one by one.
    const together =
      dialect === 'postgres'
        ? await lockAndReadTogether(trx, now, this.marketId, bettorIds, claims)
        : undefined;
    const market = together
      ? together.market
      : await lockMarketForBatch(trx, dialect, now, this.marketId);
    if (market?.kind !== 'match_odds') {
      const missing = new DomainError('not_found', exchangeBetMessages.marketNotFound);
      return { settle: batch.map((operation) => () => operation.reject(missing)), deferred: [] };
    }
    // The reads made with the lock read the statement's snapshot, taken before the lock was
    // granted: they stand only when no one changed the books meanwhile (every such writer counts
    // a book version), so the lock waited for no one who did. Otherwise they are read again now.
    const start = together && this.booksCurrent(market) ? together : undefined;
    const books = await this.booksFor(trx, market);
    this.doubtful = true;
    const { runners } = books;
    const inPlay =
      market.bet_delay_seconds > 0 &&
      (start ? start.eventStatus : await selectEventStatus(trx, dialect, market.event_id)) ===
        'in_play';
    const bettors = start?.bettors ?? (await readBettors(trx, dialect, bettorIds));
    const lossRooms = await lossRoomsOf(trx, bettors, now);
    const stored = start?.stored ?? (await storedClaims(trx, dialect, claims));

    const journal = new BatchJournal(market.id, now, books.engine.fillCount());
    const settle: (() => void)[] = [];
    const deferred: BatchResult['deferred'] = [];
    const answers: { op: (typeof places)[number]; view: () => BetOutcome }[] = [];
    for (const operation of batch) {
      if (operation.kind === 'cancel') {
        const cancelledPaisa = this.applyCancel(books, journal, operation);
        settle.push(() => operation.resolve(cancelledPaisa));
        continue;
      }
      if (operation.kind === 'requote') {
        this.applyRequote(books, journal, operation, { market, runners, bettors });
        settle.push(() => operation.resolve());
        continue;
      }
      const { ticket } = operation;
      const earlier = ticket.claim && stored.get(claimNameOf(ticket.claim));
      if (earlier) {
        settle.push(() => operation.resolve({ won: false, stored: earlier }));
        continue;
      }
      try {
        checkBet(market, runners, bettors.get(ticket.userId), ticket, now);
        if (inPlay && !ticket.delayWaited) {
          deferred.push({ operation, delaySeconds: market.bet_delay_seconds });
          continue;
        }
        const view = this.applyPlace(books, journal, ticket, {
          bettors,
          lossRooms: lossRooms.get(ticket.userId),
        });
        answers.push({ op: operation, view });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        settle.push(() => operation.reject(error));
      }
    }

    const writes = await this.store(trx, books, journal, bettors);
    books.version = market.book_version;
    const outcomes = answers.map(({ op, view }) => ({ op, outcome: view() }));
    writes.push(
      claimedAnswersWrite(
        outcomes.flatMap(({ op, outcome }) =>
          op.ticket.claim && outcome.won
            ? [{ claim: op.ticket.claim, answer: outcome.answer }]
            : [],
        ),
        now,
      ),
    );
    await runWrites(trx, dialect, writes);
    for (const { op, outcome } of outcomes) settle.push(() => op.resolve(outcome));
    await this.beforeCommit?.(trx);
    return { settle, deferred };
  }

  /** The books as the stored rows hold them, rebuilt when in doubt (see the file's comment). */
  private async booksFor(trx: Transaction<Database>, market: ExchangeMarketRow): Promise<Books> {
    if (this.books && this.booksCurrent(market)) return this.books;
    const runners = await listRunners(trx, market.id);
    const resting = restingOrdersOf(await listOpenOrders(trx, market.id));
    const fills = (await listFills(trx, market.id)).map(fillOfRow);
    const positions = new Map<number, Position>();
    for (const row of await listPositions(trx, market.id)) {
      positions.set(row.user_id, {
        currency: row.currency,
        exposurePaisa: row.exposure_paisa,
        movements: row.movements,
      });
    }
    this.books = {
      engine: ExchangeMarket.restore(
        runners.map((runner) => runner.selection_id),
        resting,
        fills,
      ),
      version: market.book_version - 1,
      positions,
      runners,
    };
    return this.books;
  }

  /** True when the books are the rows as this instance's last commit left them, and still are. */
  private booksCurrent(market: ExchangeMarketRow): boolean {
    return (
      this.books !== undefined && !this.doubtful && market.book_version === this.books.version + 1
    );
  }

  private temporaryId(): string {
    this.nextTemporaryId += 1;
    return `~${this.nextTemporaryId}`;
  }

  /**
   * Matches one bet on the books, after its funds are known to cover it: the engine's own
   * foresight of the exposure when the bet could cost more than the player's Main balance.
   */
  private applyPlace(
    books: Books,
    journal: BatchJournal,
    ticket: BetTicket,
    {
      bettors,
      lossRooms,
    }: { bettors: Map<number, BettorRow>; lossRooms: BettorLossRooms | undefined },
  ): () => BetOutcome {
    const bettor = bettors.get(ticket.userId)!;
    const request = {
      orderId: this.temporaryId(),
      accountId: String(ticket.userId),
      selectionId: ticket.selectionId,
      side: ticket.side,
      priceHundredths: ticket.priceHundredths,
      stakePaisa: ticket.stakePaisa,
    };
    const mainPaisa = Number(bettor.main_paisa ?? 0);
    const mostAddedPaisa =
      ticket.side === 'back'
        ? ticket.stakePaisa
        : exchangeProfitPaisa(ticket.stakePaisa, ticket.priceHundredths);
    if (mainPaisa < mostAddedPaisa) {
      const heldPaisa = books.positions.get(ticket.userId)?.exposurePaisa ?? 0;
      if (books.engine.exposureIfPlaced(request) - heldPaisa > mainPaisa) {
        throw new DomainError('insufficient_funds', exchangeBetMessages.insufficientFunds);
      }
    }
    if (lossRooms && lossRooms.rooms.length > 0) {
      // The Exposure balance read under the player's lock, moved by what this batch has held
      // since: the bettor row itself may have been read before the lock was granted.
      const nowPaisa =
        lossRooms.exposurePaisa + Number(bettor.exposure_paisa ?? 0) - lossRooms.bettorPaisa;
      const heldPaisa = books.positions.get(ticket.userId)?.exposurePaisa ?? 0;
      const afterPaisa = nowPaisa - heldPaisa + books.engine.exposureIfPlaced(request);
      assertLossRoomAt(lossRooms.rooms, nowPaisa, afterPaisa);
    }
    const result = books.engine.place(request);
    const order = journal.newOrder(request.orderId, {
      userId: ticket.userId,
      selectionId: ticket.selectionId,
      side: ticket.side,
      priceHundredths: ticket.priceHundredths,
      stakePaisa: ticket.stakePaisa,
      matchedPaisa: 0,
      cancelledPaisa: 0,
    });
    const touched = new Set<number>([ticket.userId]);
    const ownFills: Omit<ExchangeFillRow, 'id' | 'taker_order_id' | 'maker_order_id'>[] = [];
    for (const fill of result.fills) {
      journal.fill(fill);
      journal.changeOrder(fill.makerOrderId, fill.stakePaisa, 0);
      order.matchedPaisa += fill.stakePaisa;
      touched.add(Number(fill.makerAccountId));
      ownFills.push(journal.fillRowOf(fill));
    }
    for (const cancelled of result.selfCancelled) {
      journal.changeOrder(cancelled.orderId, 0, cancelled.stakePaisa);
    }
    this.holdExposures(books, journal, touched, bettors, { userId: ticket.userId, bettor });
    // The answer as the bet stands now, read once the batch has stored the order.
    const snapshot = { ...order };
    const balancePaisa = Number(bettor.main_paisa ?? 0);
    const exposurePaisa = Number(bettor.exposure_paisa ?? 0);
    return () => {
      const orderId = journal.storedIdOf(request.orderId);
      const row: ExchangeOrderRow = {
        id: orderId,
        market_id: this.marketId,
        user_id: ticket.userId,
        selection_id: ticket.selectionId,
        side: ticket.side,
        price_hundredths: ticket.priceHundredths,
        rate: null,
        no_line: null,
        yes_line: null,
        quote_overround_ppm: null,
        stake_paisa: snapshot.stakePaisa,
        matched_paisa: snapshot.matchedPaisa,
        cancelled_paisa: 0,
        status: orderStatusOf({ ...snapshot, cancelledPaisa: 0 }),
        net_paisa: null,
        placed_at: journal.now,
        updated_at: journal.now,
        settled_at: null,
      };
      const fills = ownFills.map((fill) => ({
        ...fill,
        taker_order_id: orderId,
        maker_order_id: -1,
      }));
      return {
        won: true,
        answer: {
          bet: exchangeBetView(row, fills),
          balance: paisaToTaka(paisa(balancePaisa)),
          exposure: paisaToTaka(paisa(exposurePaisa)),
        },
      };
    };
  }

  private applyRequote(
    books: Books,
    journal: BatchJournal,
    operation: Extract<Operation, { kind: 'requote' }>,
    state: {
      market: ExchangeMarketRow;
      runners: readonly { selection_id: number; suspended: number }[];
      bettors: Map<number, BettorRow>;
    },
  ): void {
    const { market, runners, bettors } = state;
    if (market.status !== 'open' || market.ball_running === 1) return;
    const keyOf = (quote: Omit<Quote, 'stakePaisa'>) =>
      `${quote.selectionId}:${quote.side}:${quote.priceHundredths}`;
    const wanted = new Map(operation.quotes.map((quote) => [keyOf(quote), quote]));
    const makerAccount = String(operation.makerId);
    for (const order of books.engine.accountBook(makerAccount).unmatched) {
      const quote = wanted.get(keyOf(order));
      if (quote?.stakePaisa === order.stakePaisa && wanted.delete(keyOf(order))) continue;
      const cancelledPaisa = books.engine.cancel(order.orderId);
      if (cancelledPaisa > 0) journal.changeOrder(order.orderId, 0, cancelledPaisa);
    }
    this.holdExposures(books, journal, new Set([operation.makerId]), bettors, undefined);
    const open = new Set(
      runners.filter((runner) => runner.suspended === 0).map((runner) => runner.selection_id),
    );
    for (const quote of wanted.values()) {
      if (!open.has(quote.selectionId) || !isStakeWithinLimits(market, quote.stakePaisa)) continue;
      try {
        this.applyPlace(
          books,
          journal,
          { ...quote, userId: operation.makerId, claim: undefined, delayWaited: true, wait: pause },
          { bettors, lossRooms: undefined },
        );
      } catch (error) {
        // A quote the maker's float cannot cover is left out; the others stand.
        if (!(error instanceof DomainError && error.code === 'insufficient_funds')) throw error;
      }
    }
  }

  private applyCancel(
    books: Books,
    journal: BatchJournal,
    operation: Extract<Operation, { kind: 'cancel' }>,
  ): number {
    const engineId = String(operation.orderId);
    const cancelledPaisa = books.engine.cancel(engineId);
    if (cancelledPaisa === 0) return 0;
    journal.changeOrder(engineId, 0, cancelledPaisa);
    this.holdExposures(books, journal, new Set([operation.userId]), new Map(), undefined);
    return cancelledPaisa;
  }

  /**
   * Makes each touched player's exposure what the engine says: the difference moves between Main
   * and Exposure with its own ledger key (`exchange:{market}:{player}:{n}`, as every movement of
   * the market's exposure has had). The bettors' balances in `bettors` follow, for the answers.
   */
  private holdExposures(
    books: Books,
    journal: BatchJournal,
    touched: ReadonlySet<number>,
    bettors: Map<number, BettorRow>,
    taker: { userId: number; bettor: BettorRow } | undefined,
  ): void {
    for (const userId of touched) {
      let position = books.positions.get(userId);
      if (!position) {
        position = {
          currency: userId === taker?.userId ? taker.bettor.currency : undefined,
          exposurePaisa: 0,
          movements: 0,
        };
        books.positions.set(userId, position);
      }
      const exposurePaisa = books.engine.exposureOf(String(userId));
      const deltaPaisa = exposurePaisa - position.exposurePaisa;
      journal.touchPosition(userId, position);
      if (deltaPaisa === 0) continue;
      position.movements += 1;
      position.exposurePaisa = exposurePaisa;
      journal.movement(userId, deltaPaisa, position.movements);
      const bettor = bettors.get(userId);
      if (bettor) {
        bettor.main_paisa = Number(bettor.main_paisa ?? 0) - deltaPaisa;
        bettor.exposure_paisa = Number(bettor.exposure_paisa ?? 0) + deltaPaisa;
      }
    }
  }

  /**
   * Stores the batch's new orders (their ids name them in the fills and answers) and answers the
   * writes of the rest, one per table, for runWrites (one statement on PostgreSQL).
   */
  private async store(
    trx: Transaction<Database>,
    books: Books,
    journal: BatchJournal,
    bettors: Map<number, BettorRow>,
  ): Promise<(Write<never> | undefined)[]> {
    const { dialect, db } = this.context;
    const ids = await insertOrders(trx, dialect, this.marketId, journal.newOrders(), journal.now);
    const renames = journal.assignIds(ids);
    books.engine.renameOrders(renames, journal.fillsBefore);
    const positions = journal.positions();
    const unknown = positions.filter(
      ({ userId, position }) => !position.currency && !bettors.has(userId),
    );
    const currencies =
      unknown.length === 0
        ? new Map<number, string>()
        : await selectUserCurrencies(
            trx,
            dialect,
            unknown.map(({ userId }) => userId),
          );
    for (const { userId, position } of positions) {
      position.currency ??= bettors.get(userId)?.currency ?? currencies.get(userId);
      if (!position.currency) throw new Error(`player ${userId} has no currency`);
    }
    const movements = journal.movements();
    const accountIds = await playerAccountIds(
      db,
      trx,
      dialect,
      movements.flatMap(({ userId }) => {
        const currency = books.positions.get(userId)!.currency!;
        return [
          { userId, kind: 'player_main' as const, currency },
          { userId, kind: 'player_exposure' as const, currency },
        ];
      }),
      journal.now,
    );
    const transfers: TransferInput[] = movements.map(({ userId, deltaPaisa, movement }) => {
      const currency = books.positions.get(userId)!.currency!;
      const main = accountIds.get(`player_main:${userId}:${currency}`)!;
      const exposure = accountIds.get(`player_exposure:${userId}:${currency}`)!;
      return {
        idempotencyKey: `exchange:${this.marketId}:${userId}:${movement}`,
        debitAccountId: deltaPaisa > 0 ? main : exposure,
        creditAccountId: deltaPaisa > 0 ? exposure : main,
        amountPaisa: paisa(Math.abs(deltaPaisa)),
        code: deltaPaisa > 0 ? 'bet_exposure' : 'bet_exposure_release',
        reference: `exchange:${this.marketId}`,
      };
    });
    return [
      fillsWrite(journal.fillRows()),
      orderChangesWrite(journal.orderChanges(), journal.now),
      ...transferWrites(transfers, journal.now),
      positionsWrite(
        this.marketId,
        positions.map(({ userId, position }) => ({
          userId,
          currency: position.currency!,
          exposurePaisa: position.exposurePaisa,
          movements: position.movements,
        })),
        journal.now,
      ),
    ];
  }
}

/** The same checks, in the same order, a bet has always had (place-bet.ts's first version). */
function checkBet(
  market: ExchangeMarketRow,
  runners: readonly { selection_id: number; suspended: number }[],
  bettor: BettorRow | undefined,
  ticket: BetTicket,
  now: string,
): void {
  if (bettor?.status !== 'active') {
    throw new DomainError('forbidden', exchangeBetMessages.marketClosed);
  }
  assertNoBreak(bettor, now);
  if (
    bettor.exchange_market !== null &&
    isExchangeBlocked({
      exchange_market: bettor.exchange_market,
      cs_market: 1,
      status: bettor.block_status ?? '',
    })
  ) {
    throw new DomainError('forbidden', marketBlockMessages.body);
  }
  if (market.status === 'suspended' || market.ball_running === 1) {
    throw new DomainError('conflict', exchangeBetMessages.marketSuspended);
  }
  if (market.status !== 'open') throw new DomainError('conflict', exchangeBetMessages.marketClosed);
  const runner = runners.find((candidate) => candidate.selection_id === ticket.selectionId);
  if (!runner) throw new DomainError('validation_failed', exchangeBetMessages.runnerNotFound);
  if (runner.suspended === 1) {
    throw new DomainError('conflict', exchangeBetMessages.runnerSuspended);
  }
  assertStakeWithinLimits(market, ticket.stakePaisa);
}

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/**
 * A batch that met another transaction's change runs again from the stored rows: a deadlock's
 * victim, a balance a concurrent debit lowered, a key or transfer key stored meanwhile.
 */
function isRaceWithinBatch(error: unknown): boolean {
  return (
    isRetryableConflict(error) ||
    error instanceof KeyClaimedMeanwhile ||
    error instanceof TransferKeyTaken ||
    (error instanceof DomainError && error.code === 'insufficient_funds')
  );
}

/** A limited bettor's loss rooms, and the Exposure balance they and the bettor row were read with. */
interface BettorLossRooms {
  rooms: LossRoom[];
  /** The Exposure balance read under the player's lock. */
  exposurePaisa: number;
  /** The bettor row's Exposure when the rooms were read (it moves as the batch holds more). */
  bettorPaisa: number;
}

/**
 * The loss limits of the batch's bettors who have any, each player's row locked (in id order, as
 * every batch takes them) so another market's batch counts after this one commits.
 */
async function lossRoomsOf(
  trx: Transaction<Database>,
  bettors: ReadonlyMap<number, BettorRow>,
  now: string,
): Promise<Map<number, BettorLossRooms>> {
  const found = new Map<number, BettorLossRooms>();
  const limited = [...bettors.values()]
    .filter((bettor) => Number(bettor.has_loss_limit ?? 0) === 1)
    .sort((a, b) => Number(a.id) - Number(b.id));
  for (const bettor of limited) {
    const rooms = await lockedLossRooms(trx, Number(bettor.id), now);
    found.set(Number(bettor.id), {
      rooms,
      exposurePaisa: rooms[0]?.exposurePaisa ?? 0,
      bettorPaisa: Number(bettor.exposure_paisa ?? 0),
    });
  }
  return found;
}
