/**
 * What the withdrawal form checks before it sends anything ([contract: Validation]), in the spec's order:
 * a verified phone, no pending withdrawal, the amount, the account number, the payment method.
 * The pre-check call comes last and is the screen's to run. Field checks use the contract's
 * schema, so the form and the server refuse the same values with the same words.
 */
import {
  isPhoneVerified,
  submitWithdrawRequestSchema,
  withdrawBlockedMessage,
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

export interface WithdrawProblem {
  message: string;
  /** The field the message belongs under; none for the account-wide checks. */
  field?: WithdrawField;
}

export interface WithdrawAccountState {
  withdrawalsEnabled: boolean;
  hasVerifiedPhone: boolean;
  hasPendingWithdraw: boolean;
}

/** The form's fields, in the order the spec checks them. */
export const withdrawFields: readonly WithdrawField[] = ['amount', 'account_number', 'provider'];

function isWithdrawField(value: unknown): value is WithdrawField {
  return typeof value === 'string' && (withdrawFields as readonly string[]).includes(value);
}

/** The first thing that stops this withdrawal, or undefined when only the pre-check is left. */
export function firstWithdrawProblem(
  account: WithdrawAccountState,
  values: WithdrawFormValues,
): WithdrawProblem | undefined {
  const blocked = withdrawBlockedMessage(account);
  if (blocked) return { message: blocked };
  // remote_id and payment_id are the screen's to fill; placeholders keep them out of the issues.
  const parsed = submitWithdrawRequestSchema.safeParse({ ...values, remote_id: 1, payment_id: 0 });
  if (parsed.success) return undefined;
  // Zod reports issues in the schema's field order: amount, account number, payment method.
  const issue = parsed.error.issues[0];
  if (!issue) return undefined;
  const field = issue.path[0];
  return isWithdrawField(field) ? { message: issue.message, field } : { message: issue.message };
}

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
