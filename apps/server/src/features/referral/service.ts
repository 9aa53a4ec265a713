/**
 * The referral programme (/refrrel-program). A player who signed up with another's
 * code is that player's downline. Each stake the downline settles pays the referrer the
 * operator's share (`referral_reward_basis_points`) as cash bonus, from `bonus_funding` through
 * the ledger, in the settlement's own transaction; the referrer claims it with Claim All.
 */
import { accountMessages, paisa, paisaToTaka, type ReferralSummary } from '@khela/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { move } from '../../platform/ledger/move.js';
import {
  addEarnings,
  addRewardPaid,
  findReferralCode,
  findReferrerOf,
  sumEarnings,
} from './queries.js';
import { withholdsSelfReferralReward } from './self-referral.js';

// Sign-up (auth) asks these about a referral link; the rules are in self-referral.ts.
export { flagSelfReferral, sharedContactOf } from './self-referral.js';

/** Basis points are hundredths of a percent: the units per paisa of reward. */
const UNITS_PER_PAISA = 10_000;
/** A downline counts as active on the board while they settled a stake within this many days. */
export const ACTIVE_DOWNLINE_DAYS = 30;

/**
 * Counts a downline's settled stake for their referrer and credits the reward on what it counted. Answers the paisa
 * credited (0 without a referrer, at a rate of 0, for a referrer whose account is not active, or
 * while the fractions of a paisa add up). `settlementId` makes the ledger transfer idempotent.
 */
export async function rewardReferrer(
  trx: Transaction<Database>,
  reward: {
    downlineUserId: number;
    /** The settled stake, for the board's turnover. */
    stakePaisa: number;
    /** What it counts for rewards (settlement/counted-stake.ts). */
    countedPaisa: number;
    basisPoints: number;
    settlementId: string;
    /** The downline's `referred_by_user_id` when the caller has it (null: not referred). */
    referrerId?: number | null;
  },
): Promise<number> {
  if (reward.referrerId === null) return 0;
  const referrer = await findReferrerOf(trx, reward.downlineUserId);
  if (!referrer) return 0;
  if (await withholdsSelfReferralReward(trx, reward.downlineUserId, referrer.id)) return 0;
  // A suspended or closed referrer's board still counts the turnover, but earns nothing from it.
  const rate = referrer.active ? Math.max(0, reward.basisPoints) : 0;
  const units = reward.countedPaisa * rate;
  const total = await addEarnings(trx, {
    downlineUserId: reward.downlineUserId,
    referrerUserId: referrer.id,
    stakePaisa: reward.stakePaisa,
    units,
    now: isoNow(),
  });
  const rewardPaisa =
    Math.floor(total / UNITS_PER_PAISA) - Math.floor((total - units) / UNITS_PER_PAISA);
  if (rewardPaisa <= 0) return 0;
  await addRewardPaid(trx, reward.downlineUserId, rewardPaisa);
  await move(trx, {
    from: { kind: 'bonus_funding' },
    to: { kind: 'player_cash_bonus', userId: referrer.id },
    currency: referrer.currency,
    amountPaisa: paisa(rewardPaisa),
    code: 'referral_reward',
    idempotencyKey: `referral-reward:${reward.settlementId}`,
    reference: reward.settlementId,
  });
  return rewardPaisa;
}

/** GET /api/referral/summary: the code and the My Referral board. */
export async function getReferralSummary(
  context: AppContext,
  userId: number,
  now: number = Date.now(),
): Promise<ReferralSummary> {
  const code = await findReferralCode(context.db, userId);
  if (code === undefined) throw new DomainError('unauthenticated', accountMessages.unauthenticated);
  const activeSince = new Date(now - ACTIVE_DOWNLINE_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const [totals, cashBonus] = await Promise.all([
    sumEarnings(context.db, userId, activeSince),
    playerBalancePaisa(context.db, userId, 'player_cash_bonus'),
  ]);
  return {
    referral_code: code,
    active_downlines: totals.activeDownlines,
    lifetime_cash_rewards: paisaToTaka(paisa(totals.rewardPaisa)),
    referral_turnover: paisaToTaka(paisa(totals.turnoverPaisa)),
    cash_rewards: paisaToTaka(cashBonus),
  };
}
