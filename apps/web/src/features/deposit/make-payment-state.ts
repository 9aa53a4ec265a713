/**
 * What /deposit hands /make-payment in the navigation state: the deposit request's answer plus
 * what the screen shows beside it. `startedAt` fixes the countdown's start, so reloading the page
 * (the browser keeps the state) does not give the player a fresh timer.
 */
import {
  ewalletDepositResponseSchema,
  paymentAccountTypes,
  type EwalletDepositResponse,
  type PaymentAccountType,
} from '@khela/contract';
import { z } from 'zod';

export interface MakePaymentState {
  amount: number;
  icon: string;
  /** Minutes the countdown runs. */
  timer: number;
  response: EwalletDepositResponse;
  provider: string;
  accountType: PaymentAccountType;
  /** Epoch milliseconds when the deposit request was answered. */
  startedAt: number;
}

const makePaymentStateSchema = z.object({
  amount: z.number(),
  icon: z.string(),
  timer: z.number().positive(),
  response: ewalletDepositResponseSchema,
  provider: z.string(),
  accountType: z.enum(paymentAccountTypes),
  startedAt: z.number(),
});

export function readMakePaymentState(state: unknown): MakePaymentState | undefined {
  const parsed = makePaymentStateSchema.safeParse(state);
  return parsed.success ? parsed.data : undefined;
}

export function makePaymentDeadlineMs(
  state: Pick<MakePaymentState, 'timer' | 'startedAt'>,
): number {
  return state.startedAt + state.timer * 60_000;
}
