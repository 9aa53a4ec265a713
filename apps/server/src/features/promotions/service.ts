/**
 * Promotions: the list players see and the one the deposit screen offers. Dates are calendar days
 * in Asia/Dhaka, so a promotion ending "31/12" runs until midnight in Bangladesh.
 */
import { promotionDepositClaim, promotionMessages, type Promotion } from '@khela/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import { dhakaToday, isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { promotionClaimCounts } from '../wallet/service.js';
import { findPromotion, listRunningPromotions, lockPromotionClaims } from './queries.js';
import type { PromotionsTable } from './tables.js';

type PromotionRow = Omit<PromotionsTable, 'id'> & { id: number };

export interface PromotionWithCategories extends Promotion {
  /** Desktop filter-strip codes. */
  categories: number[];
  /** Deposits one player may claim it with; 0: no limit. Not sent to players. */
  claimsPerPlayer: number;
}

function toPromotion(row: PromotionRow): PromotionWithCategories {
  const categories = JSON.parse(row.categories) as unknown;
  return {
    id: row.id,
    name: row.name,
    desc: row.desc,
    thumbnail: row.thumbnail,
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.status === 'display' ? 'display' : 'active',
    deposit_bouns: row.deposit_bouns,
    turnover: row.turnover,
    categories: Array.isArray(categories)
      ? categories.filter((code): code is number => Number.isInteger(code))
      : [],
    claimsPerPlayer: Number(row.claims_per_player),
  };
}

function hasClaimsLeft(claimsPerPlayer: number, claimed: number): boolean {
  return claimsPerPlayer === 0 || claimed < claimsPerPlayer;
}

/** The running promotions; with a player, each says whether that player may still claim it. */
export async function listPromotions(
  context: AppContext,
  userId?: number,
): Promise<(Promotion & { categories: number[] })[]> {
  const promotions = (await listRunningPromotions(context.db, dhakaToday())).map(toPromotion);
  const claims = userId === undefined ? undefined : await promotionClaimCounts(context.db, userId);
  return promotions.map(({ claimsPerPlayer, ...promotion }) =>
    claims === undefined
      ? promotion
      : { ...promotion, claimable: hasClaimsLeft(claimsPerPlayer, claims.get(promotion.id) ?? 0) },
  );
}

/** Whether the player has claims of this promotion left, read outside any transaction. */
export async function playerHasClaimsLeft(
  context: AppContext,
  userId: number,
  promotion: PromotionWithCategories,
): Promise<boolean> {
  const claims = await promotionClaimCounts(context.db, userId, promotion.id);
  return hasClaimsLeft(promotion.claimsPerPlayer, claims.get(promotion.id) ?? 0);
}

/**
 * The check that counts: inside the transaction that writes the claiming deposit row, it takes
 * the player's claim lock on the promotion, then counts their pending and approved deposits with
 * it. Two concurrent claims of one player are so counted one after the other (SQLite runs one
 * writing transaction at a time anyway). Answers whether this deposit may claim it.
 */
export async function takePromotionClaim(
  trx: Transaction<Database>,
  userId: number,
  promotionId: number,
): Promise<boolean> {
  await lockPromotionClaims(trx, promotionId, userId, isoNow());
  const row = await findPromotion(trx, promotionId);
  if (!row) return false;
  const claims = await promotionClaimCounts(trx, userId, promotionId);
  return hasClaimsLeft(Number(row.claims_per_player), claims.get(promotionId) ?? 0);
}

export async function getPromotion(
  context: AppContext,
  id: number,
): Promise<Promotion & { categories: number[] }> {
  const row = await findPromotion(context.db, id);
  if (!row || row.status === 'hidden')
    throw new DomainError('not_found', promotionMessages.notFound);
  const { claimsPerPlayer: _notForPlayers, ...promotion } = toPromotion(row);
  return promotion;
}

/** A promotion a deposit may claim today (running, not hidden), or undefined. */
/**
 * The promotion a deposit names, when a deposit may claim it today (listed or deposit-only,
 * running, with a deposit bonus: `promotionDepositClaim`, the rule the deposit select and the
 * console read too). Whether this player has claims left is counted apart.
 */
export async function findClaimablePromotion(
  context: AppContext,
  id: number,
): Promise<PromotionWithCategories | undefined> {
  const row = await findPromotion(context.db, id);
  if (!row) return undefined;
  const promotion = toPromotion(row);
  const claim = promotionDepositClaim(
    { ...row, deposit_bouns: promotion.deposit_bouns },
    dhakaToday(),
  );
  return claim === 'claimable' ? promotion : undefined;
}
