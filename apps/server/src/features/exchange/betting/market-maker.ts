/**
 * The market maker: an account of the house that quotes both sides of every runner around the
 * feed's fair price, so a lone player always finds a price to match. It is a player account like
 * any other (its float comes from the `market_maker` system account through the ledger, its bets
 * go through the same placement, matching, exposure and settlement), and it cannot sign in: its
 * password is random and never kept.
 */
import { randomBytes } from 'node:crypto';
import { takaToPaisa } from '@khela/contract';
import { LADDER_TICK_COUNT, priceHundredthsAtTick, tickNearPriceHundredths } from '@khela/exchange';
import type { AppContext } from '../../../platform/app-context.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import {
  ensurePlayerAccount,
  ensureSystemAccount,
  transfer,
} from '../../../platform/ledger/ledger.js';
import { findActiveUserId, signUp } from '../../auth/service.js';
import { requoteWhereMatched } from './bet-routing.js';

export const MARKET_MAKER_USERNAME = 'khelamarketmaker';
const MARKET_MAKER_FLOAT_TAKA = 10_000_000;

export interface QuoteOptions {
  /** Ticks between the fair price and the first quote on each side. */
  spreadTicks: number;
  /** Price levels quoted on each side. */
  levels: number;
  /** Backer's stake per level, in taka. */
  stakeTaka: number;
}

/** Runners priced above 50.0 are left to players. */
export const MAX_QUOTED_PRICE_HUNDREDTHS = 5000;

/** A lay's stake so that what it risks (stake × (price − 1)) is at most the level's stake. */
export function layStakeTaka(tick: number, levelStakeTaka: number): number {
  const priceHundredths = priceHundredthsAtTick(tick);
  if (priceHundredths <= 200) return levelStakeTaka;
  return Math.max(1, Math.floor(takaToPaisa(levelStakeTaka) / (priceHundredths - 100)));
}

export const DEFAULT_QUOTES: QuoteOptions = { spreadTicks: 1, levels: 3, stakeTaka: 5000 };

/** The market maker's user id; made and funded on first use. */
export async function ensureMarketMaker(context: AppContext): Promise<number> {
  const existing = await findActiveUserId(context, MARKET_MAKER_USERNAME);
  if (existing !== undefined) return existing;
  const password = `Mm${randomBytes(18).toString('base64url')}9`;
  const { userId } = await signUp(
    context,
    {
      username: MARKET_MAKER_USERNAME,
      password,
      confirmPassword: password,
      name: 'Khela market maker',
      phone: '01399999999',
      email: 'market-maker@khela.invalid',
      currency: 'BDT',
      referral_code: undefined,
      agent_code: undefined,
      affiliate_code: undefined,
    },
    { ip: 'system' },
  );
  await context.db.transaction().execute(async (trx) => {
    await transfer(trx, {
      idempotencyKey: `exchange:market-maker-float:${userId}`,
      debitAccountId: await ensureSystemAccount(trx, 'market_maker', 'BDT'),
      creditAccountId: await ensurePlayerAccount(trx, 'player_main', userId, 'BDT'),
      amountPaisa: takaToPaisa(MARKET_MAKER_FLOAT_TAKA),
      code: 'demo_credit',
    });
  });
  return userId;
}

/** The ticks quoted for one runner: lays below the fair price, backs above it. */
export function quoteTicks(
  fairPriceHundredths: number,
  options: QuoteOptions,
): { layTicks: number[]; backTicks: number[] } {
  const fairDown = tickNearPriceHundredths(fairPriceHundredths, 'down');
  const fairUp = tickNearPriceHundredths(fairPriceHundredths, 'up');
  const layTicks: number[] = [];
  const backTicks: number[] = [];
  for (let level = 0; level < options.levels; level += 1) {
    const lay = fairDown - options.spreadTicks - level;
    const back = fairUp + options.spreadTicks + level;
    if (lay >= 0) layTicks.push(lay);
    if (back < LADDER_TICK_COUNT) backTicks.push(back);
  }
  return { layTicks, backTicks };
}

/**
 * Moves the market maker's quotes to a new fair price: each runner gets lays (what backers take)
 * and backs (what layers take) around it; quotes already standing whole at a wanted price stay,
 * the others are cancelled. A market that does not take bets (suspended, a ball running, closed)
 * is left as it is, and a suspended runner gets no new quotes.
 */
export async function requoteMarket(
  context: AppContext,
  makerId: number,
  marketId: string,
  fairPrices: readonly { selectionId: number; priceHundredths: number }[],
  options: QuoteOptions = DEFAULT_QUOTES,
): Promise<void> {
  try {
    const wanted = new Map<
      string,
      { selectionId: number; side: 'back' | 'lay'; tick: number; stakeTaka: number }
    >();
    for (const fair of fairPrices) {
      // Long shots are not quoted: a lay there would risk many times its stake.
      if (fair.priceHundredths > MAX_QUOTED_PRICE_HUNDREDTHS) continue;
      const { layTicks, backTicks } = quoteTicks(fair.priceHundredths, options);
      for (const tick of layTicks) {
        wanted.set(`${fair.selectionId}:lay:${tick}`, {
          selectionId: fair.selectionId,
          side: 'lay',
          tick,
          stakeTaka: layStakeTaka(tick, options.stakeTaka),
        });
      }
      for (const tick of backTicks) {
        wanted.set(`${fair.selectionId}:back:${tick}`, {
          selectionId: fair.selectionId,
          side: 'back',
          tick,
          stakeTaka: options.stakeTaka,
        });
      }
    }
    // One operation of the market's live books: the stale quotes leave and the new ones join in
    // one batch, and the maker's exposure is held once per change (betting/live-market.ts). With
    // several instances, those of the market's owner (betting/bet-routing.ts).
    await requoteWhereMatched(context, marketId, {
      makerId,
      quotes: [...wanted.values()].map((quote) => ({
        selectionId: quote.selectionId,
        side: quote.side,
        priceHundredths: priceHundredthsAtTick(quote.tick),
        stakePaisa: takaToPaisa(quote.stakeTaka),
      })),
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'conflict') return;
    throw error;
  }
}
