/**
 * Placing a Match Odds bet (our call, docs/decisions.md "Exchange bets"): the odds and stake are
 * checked here, then the bet joins its market's live books (betting/live-market.ts), which check
 * the player, the upline's exchange block, the market, the runner and the funds, match it and
 * commit it in a batch. The rest of this file serves the calls that still change a market's
 * books in a transaction of their own (the market maker, recall, Bookmaker and Fancy bets).
 */
import {
  exchangeBetMessages,
  isExchangeBlocked,
  marketBlockMessages,
  type ExchangeBetResponse,
  type PlaceExchangeBetRequest,
  takaToPaisa,
} from '@khela/contract';
import { exchangeProfitPaisa, isLadderPriceHundredths } from '@khela/exchange';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../../platform/app-context.js';
import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/ledger/ledger.js';
import type { KeyClaim } from '../../../platform/idempotency/idempotency.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { findWalletHolder, type WalletHolder } from '../../auth/service.js';
import { getMarketBlock } from '../../market-block/service.js';
import { exchangeBetView } from './bet-view.js';
import type { BetOutcome } from './live-market.js';
import { placeWhereMatched } from './bet-routing.js';
import { holdMarketExposure, type ExposureHold } from './exposure-ledger.js';
import { headerFigures } from './header-figures.js';
import { findEvent, findMarket, findOrder, listFillsOfOrderInMarket } from './queries.js';
import type { ExchangeMarketRow } from '../tables.js';
import { breakOf } from '../../safer-gambling/service.js';

/** A 403 with the Market Block popup's text when the player's upline blocked the exchange. */
export async function assertExchangeOpen(context: AppContext, userId: number): Promise<void> {
  if (isExchangeBlocked(await getMarketBlock(context.db, userId))) {
    throw new DomainError('forbidden', marketBlockMessages.body);
  }
}

/** Reads the player before any transaction (SQLite has one connection). */
export async function bettingPlayer(context: AppContext, userId: number): Promise<WalletHolder> {
  const holder = await findWalletHolder(context.db, userId);
  if (!holder?.active) throw new DomainError('forbidden', exchangeBetMessages.marketClosed);
  await assertExchangeOpen(context, userId);
  const onBreak = await breakOf(context.db, userId);
  if (onBreak) throw onBreak;
  return holder;
}

/** The market when it is one of `kinds` and takes bets now; a refusal saying why it does not. */
export function assertTakingBets(
  market: ExchangeMarketRow | undefined,
  kinds: readonly ExchangeMarketRow['kind'][],
): ExchangeMarketRow {
  if (!market || !kinds.includes(market.kind)) {
    throw new DomainError('not_found', exchangeBetMessages.marketNotFound);
  }
  if (market.status === 'suspended' || market.ball_running === 1) {
    throw new DomainError('conflict', exchangeBetMessages.marketSuspended);
  }
  if (market.status !== 'open') throw new DomainError('conflict', exchangeBetMessages.marketClosed);
  return market;
}

function assertOpen(market: ExchangeMarketRow | undefined): ExchangeMarketRow {
  return assertTakingBets(market, ['match_odds']);
}

/**
 * Places a bet on its market's live books (betting/live-market.ts): the bet joins the market's
 * next batch, which checks it, matches it and commits it with the others that arrived meanwhile.
 * With a claim, the Idempotency-Key is looked up and its answer stored in that same commit. With
 * several instances the books are those of the instance owning the market, which this one
 * forwards the bet to when it is another (betting/bet-routing.ts).
 */
export async function placeBetOnBooks(
  context: AppContext,
  userId: number,
  request: PlaceExchangeBetRequest,
  options: { wait?: (milliseconds: number) => Promise<void>; claim?: KeyClaim } = {},
): Promise<BetOutcome> {
  const priceHundredths = Math.round(request.odds * 100);
  if (
    !isLadderPriceHundredths(priceHundredths) ||
    Math.abs(request.odds * 100 - priceHundredths) > 1e-6
  ) {
    throw new DomainError('validation_failed', exchangeBetMessages.oddsInvalid);
  }
  const stakePaisa = takaToPaisa(request.stake);
  if (exchangeProfitPaisa(stakePaisa, priceHundredths) <= 0) {
    throw new DomainError('validation_failed', exchangeBetMessages.profitTooSmall);
  }
  return placeWhereMatched(context, request.market_id, {
    userId,
    selectionId: request.selection_id,
    side: request.side,
    priceHundredths,
    stakePaisa,
    claim: options.claim,
    delayWaited: false,
    wait: options.wait ?? pause,
  });
}

/** A bet without an Idempotency-Key: its answer. */
export async function placeExchangeBet(
  context: AppContext,
  userId: number,
  request: PlaceExchangeBetRequest,
  options: { wait?: (milliseconds: number) => Promise<void> } = {},
): Promise<ExchangeBetResponse> {
  const outcome = await placeBetOnBooks(context, userId, request, options);
  if (!outcome.won) throw new Error('a bet without a key has no earlier answer');
  return outcome.answer;
}

/** For the house's own market maker, which quotes from the feed itself and is never courtside. */
export const WITHOUT_BET_DELAY = { wait: () => Promise.resolve() };

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/**
 * In play, a bet waits the market's delay before it reaches the books (docs/domain.md): a courtside
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
