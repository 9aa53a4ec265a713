/**
 * The phone select on /make-payment: the player's verified phone in the 11-digit local form the
 * confirm call takes (a stored +880 or 880 prefix is dropped to its leading 0), or none when the
 * stored number has no such form.
 */
import { DEPOSIT_CONFIRM_PHONE_DIGITS, isPhoneVerified, type User } from '@khela/contract';

export function localPhoneDigits(phone: string): string | undefined {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('880') && digits.length === DEPOSIT_CONFIRM_PHONE_DIGITS + 2) {
    digits = digits.slice(2);
  }
  return digits.length === DEPOSIT_CONFIRM_PHONE_DIGITS ? digits : undefined;
}

export function verifiedPayerPhones(user: Pick<User, 'phone' | 'session_id'>): string[] {
  const phone = isPhoneVerified(user) ? localPhoneDigits(user.phone) : undefined;
  return phone === undefined ? [] : [phone];
}
