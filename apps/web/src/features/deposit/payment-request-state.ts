/**
 * What /payment-request receives in the navigation state, from a deposit submit and from a
 * withdrawal: the amount in taka and the payment method's icon path.
 */
export interface PaymentRequestState {
  amount: number;
  icon: string;
}

/** The state as sent, or undefined when the page was opened without one (a typed address). */
export function readPaymentRequestState(state: unknown): PaymentRequestState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { amount, icon } = state as Record<string, unknown>;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || typeof icon !== 'string') {
    return undefined;
  }
  return { amount, icon };
}
