/**
 * The one place settled stakes enter: casino rounds and exchange bets call `recordSettledStake`
 * inside the transaction that settles them. A stake counts once per `settlementId` (a repeated
 * report changes nothing), and then, in the same transaction, what it counts (`countedPaisa`, the
 * part of it that carries the house's expected take: counted-stake.ts) pays down the player's
 * turnover requirements, earns VIP points at the operator's rate, and earns the player's referrer
 * their cash reward. A hedged position or a fair quote counts nothing.
 */
import { paisa, settlementMessages } from '@khela/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { rewardReferrer } from '../referral/service.js';
import { readSiteSettings } from '../site/service.js';
import { applySettledStake } from '../turnover/service.js';
import { accrueVipPoints } from '../vip/service.js';
import { findSettledStake, insertSettledStake } from './queries.js';

export {
  PPM,
  REFERENCE_EDGE_PPM,
  commissionWeightPpm,
  countedPositionPaisa,
  quoteOverroundPpm,
  quoteWeightPpm,
  REBATE_RATE_MAX_PPM,
  rebateRatePpm,
  weighPaisa,
  weightForEdgePpm,
} from './counted-stake.js';

export interface SettledStake {
  userId: number;
  /** The stake of the settled bet or round, in paisa (a void bet settles no stake: not reported). */
  stakePaisa: number;
  /**
   * What it counts towards turnover and rebates, 0 to `stakePaisa`: the reporter weighs it by the
   * house's expected take (counted-stake.ts).
   */
  countedPaisa: number;
  /** The reporter's own unique id for it, e.g. `casino:round:8812` or `exchange:bet:B123`. */
  settlementId: string;
  /**
   * The player's referrer (`users.referred_by_user_id`, null: none) when the reporter has read
   * the player's row in this transaction; otherwise the referral reads it.
   */
  referrerId?: number | null;
  /**
   * Whether the player has a turnover requirement to pay down, when the reporter has read it in
   * this transaction (false: the turnover is not read).
   */
  turnoverActive?: boolean;
}

export type SettlementOutcome =
  | {
      status: 'recorded';
      turnoverPaisa: number;
      vipPointsEarned: number;
      referralRewardPaisa: number;
    }
  | { status: 'already_recorded' };

const SETTLEMENT_ID_LENGTH_MAX = 200;

export async function recordSettledStake(
  trx: Transaction<Database>,
  stake: SettledStake,
): Promise<SettlementOutcome> {
  if (!Number.isSafeInteger(stake.userId) || stake.userId <= 0) {
    throw new RangeError(`settlement needs a player id, got ${stake.userId}`);
  }
  if (!Number.isSafeInteger(stake.stakePaisa) || stake.stakePaisa <= 0) {
    throw new RangeError(`settled stake must be positive whole paisa, got ${stake.stakePaisa}`);
  }
  if (
    !Number.isSafeInteger(stake.countedPaisa) ||
    stake.countedPaisa < 0 ||
    stake.countedPaisa > stake.stakePaisa
  ) {
    throw new RangeError(`counted stake must be 0 to the stake, got ${stake.countedPaisa}`);
  }
  if (stake.settlementId.length === 0 || stake.settlementId.length > SETTLEMENT_ID_LENGTH_MAX) {
    throw new RangeError('settlement id must be 1 to 200 characters');
  }
  const inserted = await insertSettledStake(trx, { ...stake, now: isoNow() });
  if (!inserted) {
    const existing = await findSettledStake(trx, stake.settlementId);
    if (existing?.user_id !== stake.userId || existing.stake_paisa !== stake.stakePaisa) {
      throw new DomainError('idempotency_key_reused', settlementMessages.reused);
    }
    return { status: 'already_recorded' };
  }
  if (stake.countedPaisa === 0) {
    return { status: 'recorded', turnoverPaisa: 0, vipPointsEarned: 0, referralRewardPaisa: 0 };
  }
  const settings = await readSiteSettings(trx);
  const turnoverPaisa =
    stake.turnoverActive === false
      ? 0
      : await applySettledStake(trx, stake.userId, paisa(stake.countedPaisa));
  const vipPointsEarned = await accrueVipPoints(trx, {
    userId: stake.userId,
    stakePaisa: stake.countedPaisa,
    pointsPer100Taka: settings.vip_points_per_100_taka,
    reference: stake.settlementId,
  });
  const referralRewardPaisa = await rewardReferrer(trx, {
    downlineUserId: stake.userId,
    stakePaisa: stake.stakePaisa,
    countedPaisa: stake.countedPaisa,
    basisPoints: settings.referral_reward_basis_points,
    settlementId: stake.settlementId,
    ...(stake.referrerId !== undefined && { referrerId: stake.referrerId }),
  });
  return { status: 'recorded', turnoverPaisa, vipPointsEarned, referralRewardPaisa };
}
