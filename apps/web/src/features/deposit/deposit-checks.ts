/**
 * The checks Next runs on /deposit, in the spec's order ([contract: Validation]): a verified phone, no
 * pending deposit, then the amount, the payment method and the channel. Only the first failure is
 * shown, in the error modal, with the contract's exact message.
 */
import {
  depositBlockedMessage,
  depositMessages,
  ewalletDepositRequestSchema,
  type EwalletDepositRequest,
} from '@khela/contract';

export interface DepositChoices {
  /** The free amount input as typed (a quick pick fills it). */
  amount: string;
  /** The chosen method's provider name, '' when none. */
  provider: string;
  /** The chosen channel's account type, '' when none. */
  channel: string;
  /** The chosen promotion's id, '' for none. */
  promotionId: string;
}

export type DepositCheck =
  { ok: true; request: EwalletDepositRequest } | { ok: false; message: string };

export function checkDeposit(
  state: { hasVerifiedPhone: boolean; hasPendingDeposit: boolean },
  choices: DepositChoices,
): DepositCheck {
  const blocked = depositBlockedMessage(state);
  if (blocked !== undefined) return { ok: false, message: blocked };
  // The contract declares the fields in the spec's order, so the first issue is the one to show.
  const parsed = ewalletDepositRequestSchema.safeParse({
    amount: choices.amount,
    provider: choices.provider,
    type: choices.channel,
    promotion: choices.promotionId,
  });
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? depositMessages.failed };
  }
  return { ok: true, request: parsed.data };
}
