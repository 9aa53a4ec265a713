/**
 * Texts the server answers with that no request schema carries: refusals found while a call runs
 * (a used TRX ID, a lost answer, a throttle) and a few success texts. Part of the message
 * catalogue (message-catalogue.ts), so each crosses the wire with its code.
 */
import { recoveryMessages } from './recovery.js';

export const ledgerMessages = {
  insufficientFunds: 'Insufficient balance.',
  idempotencyKeyReused: 'This request was already made with different details.',
} as const;

export const idempotencyMessages = {
  keyInvalid: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  keyReused: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'This request is still being processed. Please wait a moment.',
} as const;

export const catalogSuccessMessages = {
  systems: 'Systems fetched successfully',
  providers: 'Providers fetched successfully',
  games: 'Games fetched successfully',
  types: 'Types fetched successfully',
  gameLaunched: 'Game launched successfully.',
} as const;

/** One template for one minute and one for more, since English says "minute" and "minutes". */
export const throttleMessages = {
  loginMinute: 'Too many login attempts. Please try again in 1 minute.',
  loginMinutes: 'Too many login attempts. Please try again in {{minutes}} minutes.',
  signupMinute: 'Too many sign-up attempts. Please try again in 1 minute.',
  signupMinutes: 'Too many sign-up attempts. Please try again in {{minutes}} minutes.',
  recoveryMinute: 'Too many password recovery attempts. Please try again in 1 minute.',
  recoveryMinutes: 'Too many password recovery attempts. Please try again in {{minutes}} minutes.',
  captchaTooMany: 'Too many captcha requests. Please wait a few minutes and try again.',
} as const;

export const settlementMessages = {
  reused: 'This settlement was already recorded with different details.',
} as const;

export const gatewayDepositMessages = {
  unavailable:
    'The payment service is not responding right now. Please try again in a few minutes or choose another method.',
  refused: 'The payment service refused this payment. Please choose another method.',
  checkoutOpened: 'Complete the payment on the payment page.',
  /** Why a gateway deposit that was not paid shows as failed in the player's records. */
  paymentFailed: 'The payment service did not complete this payment.',
  paymentCancelled: 'The payment was cancelled on the payment page.',
  paymentExpired: 'The payment page closed before the payment was made.',
} as const;

export const depositServiceMessages = {
  requestExpired: 'This deposit request has expired. Please start the deposit again.',
  gatewayRequest: 'This deposit is paid on the payment page; it cannot be confirmed here.',
  accountDisabled: 'Your account cannot make deposits right now. Please contact support.',
  noNumberHasRoom:
    'No receiving number can take this amount right now. Please try a smaller amount or another method.',
  /** A method with its own deposit bounds says them when an amount falls outside. */
  outsideMethodBounds:
    '{{method}} takes {{min}} to {{max}} a deposit. Please change the amount or choose another method.',
} as const;

export const walletMessages = {
  referenceUsed: 'This TRX ID was already reported for another deposit.',
  alreadyDecided: 'This transaction was already decided.',
  notFound: 'Transaction not found.',
} as const;

export const betRoutingMessages = {
  answerLost:
    'Your bet may or may not have been placed: the answer was lost on the way. Please check your open bets before placing it again.',
  unavailable: 'This market cannot take bets at the moment. Please try again.',
  cancelUnavailable: 'This bet cannot be cancelled at the moment. Please try again.',
} as const;

export const recoveryServerMessages = {
  requestAccepted: 'If the details match an account, a code has been sent.',
  codeInvalid: recoveryMessages.otpRejected,
  resetDone: recoveryMessages.resetSuccess,
} as const;

/** The throttle text for a wait of `minutes`, from a pair of one-minute and many-minute templates. */
export function minutesMessage(one: string, many: string, minutes: number): string {
  return minutes === 1 ? one : many.replace('{{minutes}}', String(minutes));
}
