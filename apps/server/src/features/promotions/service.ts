/**
 * Promotions: the list players see and the one the deposit screen offers. Dates are calendar days
 * in Asia/Dhaka, so a promotion ending "31/12" runs until midnight in Bangladesh.
 */
import { promotionMessages, type Promotion } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { dhakaToday } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { findPromotion, listRunningPromotions } from './queries.js';
import type { PromotionsTable } from './tables.js';

type PromotionRow = Omit<PromotionsTable, 'id'> & { id: number };

export interface PromotionWithCategories extends Promotion {
  /** Desktop filter-strip codes. */
  categories: number[];
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
  };
}

export async function listPromotions(context: AppContext): Promise<PromotionWithCategories[]> {
  return (await listRunningPromotions(context.db, dhakaToday())).map(toPromotion);
}

export async function getPromotion(
  context: AppContext,
  id: number,
): Promise<PromotionWithCategories> {
  const row = await findPromotion(context.db, id);
  if (!row || row.status === 'hidden')
    throw new DomainError('not_found', promotionMessages.notFound);
  return toPromotion(row);
}

/** A promotion a deposit may claim today (running, not hidden), or undefined. */
export async function findClaimablePromotion(
  context: AppContext,
  id: number,
): Promise<PromotionWithCategories | undefined> {
  const row = await findPromotion(context.db, id);
  const today = dhakaToday();
  if (!row || row.status === 'hidden' || row.start_date > today || row.end_date < today)
    return undefined;
  return toPromotion(row);
}
