/**
 * Self-referral (docs/decisions.md, Self-referral): a player who opens a second account with
 * their own code would earn the referrer's share of their own stakes. At sign-up a link is not
 * made when the new account shares the referrer's phone or e-mail (auth/service.ts `signUp` asks
 * `sharedContactOf`); at reward time nothing is paid while the downline and the referrer share a
 * mobile-money number. Either is flagged once for operators (`referral_flags` and the audit log).
 */
import type { Transaction } from 'kysely';
import { normalizePhoneNumber } from '@khela/contract';
import type { Database } from '../../platform/db/database.js';
import { isoNow } from '../../platform/db/time.js';
import { recordAudit } from '../operators/service.js';
import { paymentNumbersOf } from '../wallet/service.js';
import { insertReferralFlag } from './queries.js';
import type { ReferralFlagReason } from './tables.js';

/**
 * A Bangladeshi mobile number as 01XXXXXXXXX, however written: the stored form (the contract's
 * normalizePhoneNumber reads +880, spaces and Bangla digits) and the ten digits without the 0,
 * which is a different stored number.
 */
export function phoneKey(phone: string): string {
  const digits = normalizePhoneNumber(phone);
  return digits.length === 10 && digits.startsWith('1') ? `0${digits}` : digits;
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox, one key: case does not matter, a "+tag" reaches the same mailbox at most
 * providers, and Gmail ignores dots in the name.
 */
export function emailKey(email: string): string {
  const [name = '', domain = ''] = email.trim().toLowerCase().split('@');
  const untagged = name.split('+')[0] ?? '';
  if (GMAIL_DOMAINS.has(domain)) return `${untagged.replace(/\./g, '')}@gmail.com`;
  return `${untagged}@${domain}`;
}

/** Which of the referrer's contacts the new account repeats, if any. */
export function sharedContactOf(
  referrer: { phones: readonly string[]; email: string },
  newcomer: { phone: string; email: string },
): ReferralFlagReason | undefined {
  const phone = phoneKey(newcomer.phone);
  if (referrer.phones.some((referrerPhone) => phoneKey(referrerPhone) === phone)) {
    return 'same_phone';
  }
  if (emailKey(referrer.email) === emailKey(newcomer.email)) return 'same_email';
  return undefined;
}

/**
 * Whether the downline and the referrer ever used the same mobile-money number: sent a deposit
 * from it or had a withdrawal paid to it (rejected ones aside).
 */
export async function sharesPaymentNumber(
  trx: Transaction<Database>,
  downlineUserId: number,
  referrerUserId: number,
): Promise<boolean> {
  const numbers = await paymentNumbersOf(trx, [downlineUserId, referrerUserId]);
  const downline = new Set(
    numbers
      .filter((entry) => entry.userId === downlineUserId)
      .map((entry) => phoneKey(entry.number)),
  );
  return numbers.some(
    (entry) => entry.userId === referrerUserId && downline.has(phoneKey(entry.number)),
  );
}

/** Records a self-referral for operators, once per downline and reason, with an audit entry. */
export async function flagSelfReferral(
  trx: Transaction<Database>,
  flag: { downlineUserId: number; referrerUserId: number; reason: ReferralFlagReason },
): Promise<void> {
  const flagged = await insertReferralFlag(trx, {
    downline_user_id: flag.downlineUserId,
    referrer_user_id: flag.referrerUserId,
    reason: flag.reason,
    created_at: isoNow(),
  });
  if (!flagged) return;
  await recordAudit(trx, {
    operatorId: null,
    action: 'referral.self_referral',
    targetType: 'user',
    targetId: String(flag.downlineUserId),
    detail: { referrer_user_id: flag.referrerUserId, reason: flag.reason },
    ip: null,
  });
}

/** For rewardReferrer: true (and flagged) when this downline's rewards are to be withheld. */
export async function withholdsSelfReferralReward(
  trx: Transaction<Database>,
  downlineUserId: number,
  referrerUserId: number,
): Promise<boolean> {
  if (!(await sharesPaymentNumber(trx, downlineUserId, referrerUserId))) return false;
  await flagSelfReferral(trx, { downlineUserId, referrerUserId, reason: 'shared_payment_number' });
  return true;
}
