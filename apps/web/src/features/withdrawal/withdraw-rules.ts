/**
 * What the withdrawal form checks before it sends anything ([contract: Validation]), in the spec's order:
 * a verified phone, no pending withdrawal, the amount, the account number, the payment method.
 * The pre-check call comes last and is the screen's to run. Field checks use the contract's
 * schema, so the form and the server refuse the same values with the same words.
 */
import {
  isPhoneVerified,
  submitWithdrawRequestSchema,
  type ExtraPhone,
  type PaymentMethod,
  type User,
} from '@khela/contract';

export interface WithdrawFormValues {
  provider: string;
  amount: string;
  account_number: string;
}

export type WithdrawField = keyof WithdrawFormValues;

export interface WithdrawAccountState {
  withdrawalsEnabled: boolean;
  hasVerifiedPhone: boolean;
  hasPendingWithdraw: boolean;
}

/** The form's fields, in the order the spec checks them. */
export const withdrawFields: readonly WithdrawField[] = ['amount', 'account_number', 'provider'];

/**
 * The player's fields, in the spec's order (amount, account number, payment method); `remote_id`
 * and `payment_id` are the screen's to fill. The account-wide checks (`withdrawBlockedMessage`)
 * come before these.
 */
export const withdrawFieldsSchema = submitWithdrawRequestSchema.omit({
  remote_id: true,
  payment_id: true,
});

/** The phones a withdrawal can be paid to: the primary one and the extra ones, once verified. */
export function verifiedPhones(
  user: Pick<User, 'phone' | 'session_id'>,
  extraPhones: readonly Pick<ExtraPhone, 'contract_value' | 'isverify'>[],
): string[] {
  const phones = isPhoneVerified(user) ? [user.phone] : [];
  for (const extra of extraPhones) {
    if (extra.isverify === 1) phones.push(extra.contract_value);
  }
  return [...new Set(phones.map((phone) => phone.trim()).filter((phone) => phone !== ''))];
}

/** `payment_id` of a withdrawal: the channel's id, or 0 when the methods came as an e-wallet ([contract: Entities]). */
export function withdrawPaymentId(method: Pick<PaymentMethod, 'id'>, isEwallet: boolean): number {
  return isEwallet ? 0 : method.id;
}
