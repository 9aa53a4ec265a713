/**
 * VIP points (/vip). Points accrue from settled stakes at the operator's rate
 * (`vip_points_per_100_taka`), decide the level by their lifetime total, and convert to cash at
 * the operator's value (`vip_point_value_paisa`): the taka leave `bonus_funding` for the Main
 * Wallet through the ledger, recorded as a bonus transaction, in one database transaction with the
 * points taken off.
 */
import {
  accountMessages,
  nextVipLevel,
  paisa,
  paisaToTaka,
  vipLevelFor,
  vipMessages,
  VIP_CONVERT_POINTS_MIN,
  VIP_HISTORY_PAGE_SIZE,
  type ConvertVipCoinResponse,
  type VipHistoryResponse,
  type VipLevel,
  type VipSummary,
  type VipTier,
} from '@khela/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { lockAccount, move } from '../../platform/ledger/move.js';
import { findWalletHolder } from '../auth/service.js';
import { readSiteSettings } from '../site/service.js';
import { openTransaction } from '../wallet/service.js';
import {
  addAccrualUnits,
  addEarnedPoints,
  countEntries,
  findPoints,
  insertEntry,
  listEntries,
  listLevels,
  spendPoints,
} from './queries.js';

/** Accrual units per point: the rate is per ৳100, which is 10,000 paisa. */
export const VIP_UNITS_PER_POINT = 10_000;

/**
 * Counts a settled stake towards the player's VIP points, inside the settlement's transaction.
 * Answers the points earned by this stake (often 0: a ৳20 spin adds a fifth of a point, and the
 * fraction waits in the account for the next stake).
 */
export async function accrueVipPoints(
  trx: Transaction<Database>,
  accrual: { userId: number; stakePaisa: number; pointsPer100Taka: number; reference: string },
): Promise<number> {
  const rate = Math.max(0, accrual.pointsPer100Taka);
  const units = accrual.stakePaisa * rate;
  if (units <= 0) return 0;
  const now = isoNow();
  const total = await addAccrualUnits(trx, accrual.userId, units, now);
  const earned =
    Math.floor(total / VIP_UNITS_PER_POINT) - Math.floor((total - units) / VIP_UNITS_PER_POINT);
  if (earned <= 0) return 0;
  await addEarnedPoints(trx, accrual.userId, earned);
  await insertEntry(trx, {
    userId: accrual.userId,
    kind: 'earned',
    points: earned,
    amountPaisa: 0,
    reference: accrual.reference,
    now,
  });
  return earned;
}

/** The live ladder (table `vip_levels`, which the operator edits), lowest level first. */
export async function readVipLadder(db: Executor): Promise<VipLevel[]> {
  return (await listLevels(db)).map((row) => ({
    level: Number(row.level),
    tier: row.tier as VipTier,
    rank: Number(row.rank) as VipLevel['rank'],
    name: row.name,
    min_points: Number(row.min_points),
  }));
}

export function getVipLadder(context: AppContext): Promise<VipLevel[]> {
  return readVipLadder(context.db);
}

export async function getVipSummary(context: AppContext, userId: number): Promise<VipSummary> {
  const [points, settings, ladder] = await Promise.all([
    findPoints(context.db, userId),
    readSiteSettings(context.db),
    readVipLadder(context.db),
  ]);
  if (!points) throw new DomainError('unauthenticated', accountMessages.unauthenticated);
  const level = vipLevelFor(points.lifetimePoints, ladder);
  const next = nextVipLevel(level, ladder);
  return {
    vip_coin: points.vipCoin,
    lifetime_points: points.lifetimePoints,
    level,
    next_level: next ?? null,
    points_to_next_level: next ? next.min_points - points.lifetimePoints : 0,
    points_per_100_taka: Math.max(0, settings.vip_points_per_100_taka),
    point_value: paisaToTaka(paisa(Math.max(0, settings.vip_point_value_paisa))),
  };
}

/**
 * GET /api/convert-vipcoin: `points` whole VP (at least the minimum) become taka in the Main
 * Wallet. The points are taken with a conditional update, so two conversions at once cannot both
 * spend them; the money, the bonus transaction, the history entry and the points commit together.
 */
export async function convertVipPoints(
  context: AppContext,
  userId: number,
  points: number,
): Promise<ConvertVipCoinResponse> {
  if (!Number.isSafeInteger(points) || points < VIP_CONVERT_POINTS_MIN) {
    throw new DomainError('bad_request', vipMessages.minimumRequired);
  }
  const holder = await findWalletHolder(context.db, userId);
  if (!holder) throw new DomainError('unauthenticated', accountMessages.unauthenticated);
  const result = await context.db.transaction().execute(async (trx) => {
    // Settlements lock the Main Wallet, then the player's row (points); spending points first
    // would take them in the other order and deadlock with a round settling at that moment.
    await lockAccount(trx, { kind: 'player_main', userId }, holder.currency);
    const settings = await readSiteSettings(trx);
    const amountPaisa = points * Math.max(0, settings.vip_point_value_paisa);
    if (amountPaisa <= 0) throw new DomainError('bad_request', vipMessages.conversionClosed);
    if (!Number.isSafeInteger(amountPaisa)) {
      throw new DomainError('bad_request', vipMessages.insufficientPoints);
    }
    const left = await spendPoints(trx, userId, points);
    if (left === undefined) throw new DomainError('bad_request', vipMessages.insufficientPoints);
    const now = isoNow();
    const row = await openTransaction(trx, {
      user_id: userId,
      action: 'bonus',
      status_key: '1',
      amount_paisa: amountPaisa,
      source: 'vip_conversion',
      initiated_at: now,
      completed_at: now,
    });
    await move(trx, {
      from: { kind: 'bonus_funding' },
      to: { kind: 'player_main', userId },
      currency: holder.currency,
      amountPaisa: paisa(amountPaisa),
      code: 'vip_conversion',
      idempotencyKey: `vip-convert:${row.transaction_id}`,
      reference: row.transaction_id,
    });
    await insertEntry(trx, {
      userId,
      kind: 'converted',
      points,
      amountPaisa,
      reference: row.transaction_id,
      now,
    });
    return { left, amountPaisa };
  });
  return {
    success: true,
    message: vipMessages.success,
    vip_coin: result.left,
    amount: paisaToTaka(paisa(result.amountPaisa)),
    balance: paisaToTaka(await playerBalancePaisa(context.db, userId, 'player_main')),
  };
}

/** GET /api/vip/history: points earned and converted, newest first, a page at a time. */
export async function listVipHistory(
  context: AppContext,
  userId: number,
  page: number,
): Promise<VipHistoryResponse> {
  const total = await countEntries(context.db, userId);
  const lastPage = Math.max(1, Math.ceil(total / VIP_HISTORY_PAGE_SIZE));
  const rows = await listEntries(
    context.db,
    userId,
    VIP_HISTORY_PAGE_SIZE,
    (page - 1) * VIP_HISTORY_PAGE_SIZE,
  );
  return {
    success: true,
    data: {
      data: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        points: Number(row.points),
        amount: paisaToTaka(paisa(Number(row.amount_paisa))),
        created_at: row.created_at,
      })),
      current_page: page,
      last_page: lastPage,
    },
  };
}
