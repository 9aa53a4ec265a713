/**
 * The self-referral check at sign-up: the referrer's phones (the primary and any extra one) and
 * e-mail, compared with the new account's by the referral feature's rule. Answers why the link
 * must not be made, or undefined when it may.
 */
import type { Executor } from '../../platform/ledger/ledger.js';
import { sharedContactOf } from '../referral/service.js';
import { findPlayerContacts, listExtraPhones } from './player-details.js';

export async function selfReferralReason(
  db: Executor,
  referrerUserId: number,
  newcomer: { phone: string; email: string },
): Promise<ReturnType<typeof sharedContactOf>> {
  const referrer = await findPlayerContacts(db, referrerUserId);
  if (!referrer) return undefined;
  const extraPhones = await listExtraPhones(db, referrerUserId);
  return sharedContactOf(
    {
      phones: [referrer.phone, ...extraPhones.map((phone) => phone.contract_value)],
      email: referrer.email,
    },
    newcomer,
  );
}
