/**
 * The phone select on /make-payment: the player's verified phones (the primary one, then verified
 * extra ones) in the 11-digit local form the confirm call takes (a stored +880 or 880 prefix is
 * dropped to its leading 0); a number with no such form is left out.
 */
import {
  DEPOSIT_CONFIRM_PHONE_DIGITS,
  isPhoneVerified,
  type ExtraPhone,
  type User,
} from '@khela/contract';

export function localPhoneDigits(phone: string): string | undefined {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('880') && digits.length === DEPOSIT_CONFIRM_PHONE_DIGITS + 2) {
    digits = digits.slice(2);
  }
  return digits.length === DEPOSIT_CONFIRM_PHONE_DIGITS ? digits : undefined;
}

export function verifiedPayerPhones(
  user: Pick<User, 'phone' | 'session_id'>,
  extraPhones: readonly Pick<ExtraPhone, 'contract_value' | 'isverify'>[],
): string[] {
  const candidates = [
    ...(isPhoneVerified(user) ? [user.phone] : []),
    ...extraPhones.filter((phone) => phone.isverify === 1).map((phone) => phone.contract_value),
  ];
  const phones = candidates.flatMap((phone) => localPhoneDigits(phone) ?? []);
  return [...new Set(phones)];
}
