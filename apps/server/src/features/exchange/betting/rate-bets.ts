/**
 * Bookmaker and Fancy bets: the house quotes, the player takes (docs/domain.md). A bet is taken only at
 * exactly the rate (and, for Fancy, the line) the market shows when it arrives, only while the
 * market is open, no ball is running and its runner is not suspended; its exposure over the whole
 * market is held at once, in the same transaction. In play it waits the market's delay first.
 */
import {
  exchangeBetMessages,
  paisa,
  paisaToTaka,
  type PlaceRateBetRequest,
  type RateBet,
  type RateBetResponse,
  takaToPaisa,
} from '@khela/contract';
import { rateWinPaisa } from '@khela/exchange';
import type { AppContext } from '../../../platform/app-context.js';
import { plainTransaction, type CallTransaction } from '../../../platform/db/call-transaction.js';
import { isoNow } from '../../../platform/db/time.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { quoteOverroundPpm } from '../../settlement/service.js';
import { headerFigures } from './header-figures.js';
import { assertTakingBets, bettingPlayer, holdExposureOf, waitOutBetDelay } from './place-bet.js';
import { assertLossRoom, lockStakeLimits } from '../../safer-gambling/service.js';
import {
  findOrder,
  findPosition,
  insertRateOrder,
  listRunners,
  listUserMarketOrders,
  lockMarket,
} from './queries.js';
import { rateMarketExposurePaisa } from './rate-positions.js';
import { assertStakeWithinLimits } from './stake-limits.js';
import type { ExchangeMarketRow, ExchangeOrderRow } from '../tables.js';

interface TakenAt {
  selectionId: number | null;
  rate: number;
  noLine: number | null;
  yesLine: number | null;
  /** The overround of the two-sided quote, kept so the bet counts by it at settlement. */
  quoteOverroundPpm: number;
}

/** What the market quotes now for the side asked; refuses a rate or line that moved. */
async function quoteNow(
  trx: Parameters<typeof listRunners>[0],
  market: ExchangeMarketRow,
  request: PlaceRateBetRequest,
): Promise<TakenAt> {
  if (market.kind === 'fancy') {
    if (request.side !== 'yes' && request.side !== 'no') {
      throw new DomainError('validation_failed', exchangeBetMessages.sideInvalid);
    }
    const rate = request.side === 'yes' ? market.yes_rate : market.no_rate;
    const line = request.side === 'yes' ? market.yes_line : market.no_line;
    if (rate === null || line === null) {
      throw new DomainError('conflict', exchangeBetMessages.marketSuspended);
    }
    if (rate !== request.rate || line !== request.line) {
      throw new DomainError('conflict', exchangeBetMessages.rateChanged);
    }
    return {
      selectionId: null,
      rate,
      noLine: market.no_line,
      yesLine: market.yes_line,
      quoteOverroundPpm: quoteOverroundPpm(market.yes_rate ?? 0, market.no_rate ?? 0),
    };
  }
  if (request.side !== 'back' && request.side !== 'lay') {
    throw new DomainError('validation_failed', exchangeBetMessages.sideInvalid);
  }
  const runner = (await listRunners(trx, market.id)).find(
    (candidate) => candidate.selection_id === request.selection_id,
  );
  if (!runner) throw new DomainError('validation_failed', exchangeBetMessages.runnerNotFound);
  if (runner.suspended === 1)
    throw new DomainError('conflict', exchangeBetMessages.runnerSuspended);
  const rate = request.side === 'back' ? runner.back_rate : runner.lay_rate;
  if (rate === null) throw new DomainError('conflict', exchangeBetMessages.marketSuspended);
  if (rate !== request.rate) throw new DomainError('conflict', exchangeBetMessages.rateChanged);
  return {
    selectionId: runner.selection_id,
    rate,
    noLine: null,
    yesLine: null,
    quoteOverroundPpm: quoteOverroundPpm(runner.back_rate ?? 0, runner.lay_rate ?? 0),
  };
}

function assertRateMarketOpen(market: ExchangeMarketRow | undefined): ExchangeMarketRow {
  return assertTakingBets(market, ['bookmaker', 'fancy']);
}

export async function placeRateBet(
  context: AppContext,
  userId: number,
  request: PlaceRateBetRequest,
  options: {
    wait?: (milliseconds: number) => Promise<void>;
    /** The route's transaction, which also holds the bet's Idempotency-Key and its answer. */
    transaction?: CallTransaction<RateBetResponse>;
  } = {},
): Promise<RateBetResponse> {
  const holder = await bettingPlayer(context, userId);
  const stakePaisa = takaToPaisa(request.stake);
  if (rateWinPaisa(stakePaisa, request.rate) <= 0) {
    throw new DomainError('validation_failed', exchangeBetMessages.profitTooSmall);
  }
  await waitOutBetDelay(context, request.market_id, options.wait, assertRateMarketOpen);
  const transaction = options.transaction ?? plainTransaction<RateBetResponse>(context.db);
  return transaction(async (trx) => {
    const now = isoNow();
    const market = assertRateMarketOpen(await lockMarket(trx, request.market_id, now));
    assertStakeWithinLimits(market, stakePaisa);
    // A break refuses here too; a loss limit is counted under the player's lock.
    const lossRooms = await lockStakeLimits(trx, userId, now);
    const taken = await quoteNow(trx, market, request);
    const order = await insertRateOrder(trx, {
      marketId: market.id,
      userId,
      side: request.side,
      stakePaisa,
      now,
      ...taken,
    });
    const selectionIds = (await listRunners(trx, market.id)).map((runner) => runner.selection_id);
    const orders = await listUserMarketOrders(trx, market.id, userId);
    const exposurePaisa = rateMarketExposurePaisa(
      market.kind === 'fancy' ? 'fancy' : 'bookmaker',
      orders,
      selectionIds,
    );
    if (lossRooms.length > 0) {
      const heldPaisa = (await findPosition(trx, market.id, userId))?.exposure_paisa ?? 0;
      assertLossRoom(lossRooms, exposurePaisa - heldPaisa);
    }
    await holdExposureOf(trx, {
      marketId: market.id,
      userId,
      currency: holder.currency,
      exposurePaisa,
      now,
    });
    // Answered inside the transaction: the stored idempotent answer commits with the bet.
    const stored = await findOrder(trx, order.id);
    if (!stored) throw new Error(`rate order ${order.id} vanished inside its transaction`);
    return { bet: rateBetView(stored), ...(await headerFigures(trx, userId)) };
  });
}

export function rateBetView(order: ExchangeOrderRow): RateBet {
  return {
    id: order.id,
    market_id: order.market_id,
    selection_id: order.selection_id,
    side: order.side,
    rate: order.rate ?? 0,
    no_line: order.no_line,
    yes_line: order.yes_line,
    stake: paisaToTaka(paisa(order.stake_paisa)),
    status: order.status,
    profit: order.net_paisa === null ? null : paisaToTaka(paisa(order.net_paisa)),
    placed_at: order.placed_at,
  };
}
