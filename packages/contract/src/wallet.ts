/** Deposit, make-payment and withdrawal calls and messages ([contract: Entities], [contract: Validation], [contract: Calls], [contract: Error texts], [contract: Limits]). */
import { z } from 'zod';
import { successListAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import {
  ACCOUNT_NUMBER_MASK_VISIBLE_DIGITS,
  DEPOSIT_AMOUNT_TAKA_MAX,
  DEPOSIT_AMOUNT_TAKA_MIN,
  DEPOSIT_CONFIRM_PHONE_DIGITS,
  EWALLET_TIMER_DEFAULT_MINUTES,
  PAYMENT_METHOD_ACTIVE_STATUS,
  TRANSACTION_REFERENCE_LENGTH_MIN,
  WITHDRAW_AMOUNT_TAKA_MAX,
  WITHDRAW_AMOUNT_TAKA_MIN,
} from './constants.js';
import {
  blankToUndefined,
  idField,
  optionalIdField,
  normalizePhoneNumber,
  phoneNumberText,
  remoteIdField,
  remoteIdQuerySchema,
  requiredText,
  successResponseSchema,
  takaAmountField,
  formNumeral,
} from './fields.js';
import { wholeNumber } from './whole-numbers.js';
import { transactionSchema, turnoverSchema } from './records.js';

// ---- Messages -----------------------------------------------------------------------------

export const depositMessages = {
  phoneNotVerified: 'Please verify your phone number first.',
  /** Our wording: the spec says a pending deposit blocks a new one, without a message. */
  pendingDeposit: 'You already have a pending deposit. Please wait until it is processed.',
  amountRequired: 'Please fill in your amount.',
  paymentMethodRequired: 'Please select a valid payment method.',
  channelRequired: 'Please select a Deposit channel.',
  /** Our wording: the screen shows the range 100.00 to 25,000.00 but no message for it. */
  amountOutOfRange: 'Deposit amount must be between 100 and 25,000.',
  /** Our wording, for a promotion id that is not a running promotion. */
  promotionInvalid: 'Please select a valid promotion.',
  /**
   * Our wording, for a promotion the player has claimed as many times as it allows (pending and
   * approved deposits count); a 422 on the promotion field.
   */
  promotionClaimed: 'You have already claimed this promotion.',
  failed: 'An error occurred. Please try again.',
  submitting: 'Submitting...',
} as const;

/**
 * Make-payment (deposit step 2). The spec gives only the meaning of the Bengali texts:
 * a valid 11-digit account number; the TRX ID; deposit successful; something went wrong, try again.
 * The Bengali wording here is ours.
 */
export const makePaymentMessages = {
  /** "Please enter a valid 11-digit account number." */
  accountNumberInvalid: 'অনুগ্রহ করে সঠিক ১১ সংখ্যার অ্যাকাউন্ট নম্বর দিন।',
  /** "Please enter the correct TrxID (at least 7 characters)." */
  transactionIdInvalid: 'অনুগ্রহ করে সঠিক TrxID (লেনদেন আইডি) দিন, কমপক্ষে ৭ অক্ষর।',
  /** "Your deposit was successful." */
  success: 'আপনার ডিপোজিট সফল হয়েছে।',
  /** "Something went wrong. Please try again." */
  error: 'কিছু একটা ভুল হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  /** Our wording, for a confirm whose deposit request is unknown, expired or not the caller's. */
  depositRequestMissing: 'This deposit request was not found. Please start the deposit again.',
} as const;

/** Make-payment's text when the server answers not-ok. */
export function makePaymentFailedMessage(serverMessage: string): string {
  return `Submission failed: ${serverMessage}`;
}

export const withdrawMessages = {
  phoneNotVerified: depositMessages.phoneNotVerified,
  /** Our wording: the spec says a pending withdrawal blocks a new one, without a message. */
  pendingWithdraw: 'You already have a pending withdrawal. Please wait until it is processed.',
  amountRequired: 'Amount is required.',
  accountNumberRequired: 'Account number is required.',
  paymentMethodRequired: 'Please select your payment method.',
  /** Our wording: the screen shows the range 500.00 to 25,000.00 but no message for it. */
  amountOutOfRange: 'Withdrawal amount must be between 500 and 25,000.',
  /** Spelled so in the spec. */
  noMethods: 'No widthdraw methods available. Try again later.',
  /** Our wording, when the general setting withdrawal_status is 0. */
  disabled: 'Withdrawals are temporarily unavailable. Please try again later.',
  success: 'Withdrawal successful!',
  failed: 'An error occurred. Please try again.',
  checkFailed: 'An error occurred.',
  checkUnknown: 'An unknown error occurred.',
  /** The link text to the turnover record, and our server text for unfinished turnover. */
  turnoverIncomplete: 'Please complete your turnover and try again.',
  /** Our wording; the client links any 400 mentioning "Date of Birth" to /profile. */
  dateOfBirthRequired: 'Please set your Date of Birth in your profile before withdrawing.',
  /** Our wording, from the server, for an account number that is not a verified phone of the caller. */
  accountNotVerified: 'Please choose one of your verified phone numbers.',
  /** Our wording, from the server. */
  insufficientBalance: 'Your balance is not enough for this withdrawal.',
} as const;

export const paymentRequestMessages = { title: 'Get Ready! Your Money is on its way' } as const;

// ---- State checks before a form opens ------------------------------------------------------

/** The first reason a deposit cannot start, in the spec's order, or undefined when it can. */
export function depositBlockedMessage(state: {
  hasVerifiedPhone: boolean;
  hasPendingDeposit: boolean;
}): string | undefined {
  if (!state.hasVerifiedPhone) return depositMessages.phoneNotVerified;
  if (state.hasPendingDeposit) return depositMessages.pendingDeposit;
  return undefined;
}

/** The first reason a withdrawal cannot start, or undefined when it can. */
export function withdrawBlockedMessage(state: {
  withdrawalsEnabled: boolean;
  hasVerifiedPhone: boolean;
  hasPendingWithdraw: boolean;
}): string | undefined {
  if (!state.withdrawalsEnabled) return withdrawMessages.disabled;
  if (!state.hasVerifiedPhone) return withdrawMessages.phoneNotVerified;
  if (state.hasPendingWithdraw) return withdrawMessages.pendingWithdraw;
  return undefined;
}

// ---- Payment methods ----------------------------------------------------------------------

/** Merchant is also spelled Marchent in the data; both mean the same channel. */
export const paymentAccountTypes = ['Agent', 'Merchant', 'Marchent', 'Personal'] as const;
export type PaymentAccountType = (typeof paymentAccountTypes)[number];

/** Channel radio labels on /deposit. */
export const depositChannelLabels: Record<PaymentAccountType, string> = {
  Agent: 'CashOut',
  Merchant: 'Merchant',
  Marchent: 'Merchant',
  Personal: 'Send Money',
};

/** Payment-type titles on /make-payment. */
export const makePaymentTitles: Record<PaymentAccountType, string> = {
  Agent: 'Cash Out',
  Merchant: 'Make Payment',
  Marchent: 'Make Payment',
  Personal: 'Send Money',
};

export function normalizeAccountType(type: PaymentAccountType): 'Agent' | 'Merchant' | 'Personal' {
  return type === 'Marchent' ? 'Merchant' : type;
}

/** One channel of one provider (bKash Agent, bKash Personal, …). */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  /** The provider, e.g. bKash; radios list each name once. */
  name: z.string(),
  icon: z.string(),
  /** Only 'active' ones are shown. */
  status: z.string(),
  account_type: z.enum(paymentAccountTypes),
  /** Our addition: the bonus tag beside the method on /deposit, in percent (0 shows none). */
  bonus_percent: z.number().default(0),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /api/payment-methods answers a list, or an e-wallet object carrying the list in `pgs`. */
export const paymentMethodsResponseSchema = z.union([
  z.array(paymentMethodSchema),
  z.object({ type: z.literal('ewallet'), pgs: z.array(paymentMethodSchema) }),
]);
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

export function paymentMethodItems(response: PaymentMethodsResponse): PaymentMethod[] {
  return Array.isArray(response) ? response : response.pgs;
}

/** The method radios: active ones only, each name once (case-insensitive), first one kept. */
export function visiblePaymentMethods<T extends { name: string; status: string }>(
  methods: readonly T[],
): T[] {
  const seenNames = new Set<string>();
  return methods.filter((method) => {
    if (method.status !== PAYMENT_METHOD_ACTIVE_STATUS) return false;
    const key = method.name.trim().toLowerCase();
    if (seenNames.has(key)) return false;
    seenNames.add(key);
    return true;
  });
}

/** GET /api/showpayment-menthod?name={provider} (path spelled so): the provider's channels. */
export const showPaymentMethodRequestSchema = z.object({
  name: requiredText(depositMessages.paymentMethodRequired, 64),
});
export type ShowPaymentMethodRequest = z.infer<typeof showPaymentMethodRequestSchema>;
export const showPaymentMethodResponseSchema = successListAnswer(paymentMethodSchema);
export type ShowPaymentMethodResponse = z.infer<typeof showPaymentMethodResponseSchema>;

// ---- Deposit ------------------------------------------------------------------------------

const depositAmountField = takaAmountField({
  requiredMessage: depositMessages.amountRequired,
  outOfRangeMessage: depositMessages.amountOutOfRange,
  minTaka: DEPOSIT_AMOUNT_TAKA_MIN,
  maxTaka: DEPOSIT_AMOUNT_TAKA_MAX,
});

const depositChannelField = z.preprocess(
  blankToUndefined,
  z.enum(paymentAccountTypes, { error: depositMessages.channelRequired }),
);

/** The sending account: a Bangladeshi mobile number as typed, then exactly 11 digits. */
const depositAccountNumberField = phoneNumberText(
  makePaymentMessages.accountNumberInvalid,
  makePaymentMessages.accountNumberInvalid,
  { min: DEPOSIT_CONFIRM_PHONE_DIGITS, max: DEPOSIT_CONFIRM_PHONE_DIGITS },
);

const transactionReferenceField = requiredText(makePaymentMessages.transactionIdInvalid)
  .min(TRANSACTION_REFERENCE_LENGTH_MIN, makePaymentMessages.transactionIdInvalid)
  .max(64, makePaymentMessages.transactionIdInvalid);

// ---- Receipts and deposit requests (our additions) -----------------------------------------

export const receiptMessages = {
  /** Our wording. */
  tooLarge: 'The receipt must be an image or PDF of at most 5 MB.',
  wrongType: 'The receipt must be a JPG, PNG, WebP image or a PDF.',
  missing: 'This receipt was not found. Please upload it again.',
  tooFast: 'You are uploading receipts too quickly. Please wait a minute and try again.',
  dailyCount: 'You have uploaded as many receipts as allowed today. Please try again tomorrow.',
  dailyBytes: 'You have uploaded as much receipt data as allowed today. Please try again tomorrow.',
} as const;

/** Any upload (a receipt, an operator's picture) while the server's disk is nearly full. */
export const uploadMessages = {
  paused: 'Uploads are paused for now. Please try again later.',
} as const;

export const RECEIPT_SIZE_BYTES_MAX = 5 * 1024 * 1024;
export const receiptContentTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;

const optionalReceiptIdField = z.preprocess(
  blankToUndefined,
  z.string().max(64, receiptMessages.missing).optional(),
);

/**
 * POST /api/deposit-receipt: the file itself is the body (Content-Type its type). The server
 * decides the type from the first bytes and answers the id the confirm call sends as `receipt_id`.
 */
export const depositReceiptResponseSchema = z.object({
  success: z.literal(true),
  receipt_id: z.string(),
});
export type DepositReceiptResponse = z.infer<typeof depositReceiptResponseSchema>;

export const depositRequestStatuses = [
  'open',
  'submitted',
  'paid',
  'cancelled',
  'failed',
  'expired',
] as const;
export type DepositRequestStatus = (typeof depositRequestStatuses)[number];

/**
 * GET /api/deposit-requests/{transaction}: where a deposit request stands. /payment-request reads
 * it when a gateway checkout sends the player back with `?deposit={transaction}`.
 */
/**
 * What a successful deposit put in the Main Wallet, in taka: the amount and the bonus, split into
 * the promotion's and the payment method's parts (null for a deposit whose split was not kept),
 * and the promotion's name when it had one.
 */
export const depositCreditSchema = z.object({
  amount: z.number(),
  bonus: z.number(),
  promotion_bonus: z.number().nullable(),
  method_bonus: z.number().nullable(),
  total: z.number(),
  promotion: z.string().nullable(),
});
export type DepositCredit = z.infer<typeof depositCreditSchema>;

export const depositRequestStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    transaction: z.string(),
    status: z.enum(depositRequestStatuses),
    amount: z.number(),
    icon: z.string(),
    provider: z.string(),
    /** Once paid and credited; null before. */
    credited: depositCreditSchema.nullable().optional(),
  }),
});
export type DepositRequestStatusResponse = z.infer<typeof depositRequestStatusResponseSchema>;

/**
 * POST /api/ewa/request. Fields are declared in the spec's check order: amount, payment method
 * (`provider`), channel (`type`). `promotion` is a promotion id; absent means none.
 */
export const ewalletDepositRequestSchema = z.object({
  amount: depositAmountField,
  provider: requiredText(depositMessages.paymentMethodRequired, 64),
  type: depositChannelField,
  promotion: optionalIdField(depositMessages.promotionInvalid),
});
export type EwalletDepositRequest = z.infer<typeof ewalletDepositRequestSchema>;

export const ewalletDepositResponseSchema = z.object({
  message: z.string(),
  /** A gateway checkout page when the provider has one; null sends the player to /make-payment. */
  url: z.string().nullable(),
  amount: z.number(),
  /** Our deposit id; the confirm call sends it back as `trx_id`. */
  transaction: z.string(),
  /** The receiving account number the player sends money to. */
  number: z.string(),
  /** Minutes the make-payment countdown runs. */
  timer: z.number().int().positive().default(EWALLET_TIMER_DEFAULT_MINUTES),
});
export type EwalletDepositResponse = z.infer<typeof ewalletDepositResponseSchema>;

/**
 * POST /api/ewa/confirm. `trx_id` is our deposit id, `trxid` the reference the player's wallet
 * gave, `number` the phone the player paid from. Phone first, then reference, as the spec checks.
 */
export const ewalletConfirmRequestSchema = z.object({
  number: depositAccountNumberField,
  trxid: transactionReferenceField,
  trx_id: requiredText(makePaymentMessages.depositRequestMissing, 64),
  /** Our addition: an uploaded receipt (POST /api/deposit-receipt), when the player attached one. */
  receipt_id: optionalReceiptIdField,
});
export type EwalletConfirmRequest = z.infer<typeof ewalletConfirmRequestSchema>;
export const ewalletConfirmResponseSchema = successResponseSchema;
export type EwalletConfirmResponse = z.infer<typeof ewalletConfirmResponseSchema>;

/** GET /api/get-wallet-number?name&account_type&amount */
export const walletNumberRequestSchema = z.object({
  amount: depositAmountField,
  name: requiredText(depositMessages.paymentMethodRequired, 64),
  account_type: depositChannelField,
});
export type WalletNumberRequest = z.infer<typeof walletNumberRequestSchema>;
/** Our design: the receiving number and the channel id submit-deposit sends as `payment_id`. */
export const walletNumberResponseSchema = z.object({
  success: z.literal(true),
  number: z.string(),
  payment_id: z.number().int(),
});
export type WalletNumberResponse = z.infer<typeof walletNumberResponseSchema>;

/**
 * POST /api/submit-deposit. Checked in the spec's order: amount, payment method, then the
 * make-payment phone and reference. The receipt upload is not part of this call.
 */
export const submitDepositRequestSchema = z.object({
  amount: depositAmountField,
  payment_id: idField(depositMessages.paymentMethodRequired),
  account_number: depositAccountNumberField,
  transaction_id: transactionReferenceField,
  promotion_id: optionalIdField(depositMessages.promotionInvalid),
  remote_id: remoteIdField,
  receipt_id: optionalReceiptIdField,
});
export type SubmitDepositRequest = z.infer<typeof submitDepositRequestSchema>;
export const submitDepositResponseSchema = successResponseSchema;
export type SubmitDepositResponse = z.infer<typeof submitDepositResponseSchema>;

/** The receiving number as make-payment shows it: first 2 and last 2 digits, stars between. */
export function maskAccountNumber(accountNumber: string): string {
  const visible = ACCOUNT_NUMBER_MASK_VISIBLE_DIGITS;
  if (accountNumber.length <= visible * 2) return accountNumber;
  return (
    accountNumber.slice(0, visible) +
    '*'.repeat(accountNumber.length - visible * 2) +
    accountNumber.slice(-visible)
  );
}

// ---- Withdrawal ---------------------------------------------------------------------------

/** GET /api/userwithdrawcheck?remote_id */
export const withdrawCheckRequestSchema = remoteIdQuerySchema;
export type WithdrawCheckRequest = z.infer<typeof withdrawCheckRequestSchema>;
export const withdrawCheckResponseSchema = successResponseSchema;
export type WithdrawCheckResponse = z.infer<typeof withdrawCheckResponseSchema>;

/**
 * The 400 body of the withdraw check and submit. Our design: `error` repeats `message`, because
 * the spec's client reads `error` from these two calls and `message` everywhere else.
 */
export const withdrawErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
});
export type WithdrawErrorBody = z.infer<typeof withdrawErrorBodySchema>;

/** A withdraw-check error that mentions the Date of Birth links to /profile. */
export function isDateOfBirthError(error: string): boolean {
  return /date of birth/i.test(error);
}

/**
 * POST /api/submit-withdraw. Checked in the spec's order: amount, account number, payment method.
 * `provider` names the method; `payment_id` is its channel id, 0 for an e-wallet.
 */
export const submitWithdrawRequestSchema = z.object({
  amount: takaAmountField({
    requiredMessage: withdrawMessages.amountRequired,
    outOfRangeMessage: withdrawMessages.amountOutOfRange,
    minTaka: WITHDRAW_AMOUNT_TAKA_MIN,
    maxTaka: WITHDRAW_AMOUNT_TAKA_MAX,
  }),
  /** One of the player's verified phones, as people type it (normalised like every phone). */
  account_number: z
    .string({ error: withdrawMessages.accountNumberRequired })
    .transform(normalizePhoneNumber)
    .pipe(requiredText(withdrawMessages.accountNumberRequired, 32)),
  provider: requiredText(withdrawMessages.paymentMethodRequired, 64),
  payment_id: formNumeral(wholeNumber(withdrawMessages.paymentMethodRequired, 0).default(0)),
  remote_id: remoteIdField,
});
export type SubmitWithdrawRequest = z.infer<typeof submitWithdrawRequestSchema>;
/** `message` is 'Withdrawal successful!'. */
export const submitWithdrawResponseSchema = successResponseSchema;
export type SubmitWithdrawResponse = z.infer<typeof submitWithdrawResponseSchema>;

// ---- Lists --------------------------------------------------------------------------------

/** GET /api/transaction/show?remote_id. Our design: newest first, in `data`. */
export const transactionShowRequestSchema = remoteIdQuerySchema;
export type TransactionShowRequest = z.infer<typeof transactionShowRequestSchema>;
export const transactionShowResponseSchema = successListAnswer(transactionSchema);
export type TransactionShowResponse = z.infer<typeof transactionShowResponseSchema>;

/** GET /api/turnovers?remote_id: the list comes in `turnover`. */
export const turnoversRequestSchema = remoteIdQuerySchema;
export type TurnoversRequest = z.infer<typeof turnoversRequestSchema>;
export const turnoversResponseSchema = z.object({
  success: z.literal(true),
  turnover: z.array(turnoverSchema),
});
export type TurnoversResponse = z.infer<typeof turnoversResponseSchema>;

/** The payment methods: the list the footer shows everyone, and one provider's channels. */
export const paymentMethodCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/payment-methods',
    auth: 'public',
    answer: paymentMethodsResponseSchema,
    idempotent: false,
  }),
  channels: defineCall({
    method: 'GET',
    path: '/api/showpayment-menthod',
    auth: 'player',
    query: showPaymentMethodRequestSchema,
    answer: showPaymentMethodResponseSchema,
    idempotent: false,
  }),
};

/** The deposit request a status call is about (`:transaction`, our deposit id). */
export const depositRequestParamsSchema = z.object({
  transaction: z.string().trim().min(1).max(64),
});

/**
 * The deposit flow's other calls: a receiving number for a channel, the e-wallet request (a
 * gateway checkout or a number to pay) and its confirm, and where a request stands. The request
 * and the confirm run once per Idempotency-Key.
 */
export const depositCalls = {
  walletNumber: defineCall({
    method: 'GET',
    path: '/api/get-wallet-number',
    auth: 'player',
    query: walletNumberRequestSchema,
    answer: walletNumberResponseSchema,
    idempotent: false,
  }),
  request: defineCall({
    method: 'POST',
    path: '/api/ewa/request',
    auth: 'player',
    body: ewalletDepositRequestSchema,
    answer: ewalletDepositResponseSchema,
    idempotent: true,
  }),
  confirm: defineCall({
    method: 'POST',
    path: '/api/ewa/confirm',
    auth: 'player',
    body: ewalletConfirmRequestSchema,
    answer: ewalletConfirmResponseSchema,
    idempotent: true,
  }),
  requestStatus: defineCall({
    method: 'GET',
    path: '/api/deposit-requests/:transaction',
    auth: 'player',
    params: depositRequestParamsSchema,
    answer: depositRequestStatusResponseSchema,
    idempotent: false,
  }),
};

/**
 * The player's reports that open a wallet transaction, each run once per Idempotency-Key (the
 * app sends one per submit and the same one on a retry).
 */
export const walletSubmitCalls = {
  deposit: defineCall({
    method: 'POST',
    path: '/api/submit-deposit',
    auth: 'player',
    body: submitDepositRequestSchema,
    answer: submitDepositResponseSchema,
    idempotent: true,
  }),
  withdrawal: defineCall({
    method: 'POST',
    path: '/api/submit-withdraw',
    auth: 'player',
    body: submitWithdrawRequestSchema,
    answer: submitWithdrawResponseSchema,
    idempotent: true,
  }),
};

/** GET /api/userwithdrawcheck: whether the player may withdraw now. */
export const withdrawCheckCall = defineCall({
  method: 'GET',
  path: '/api/userwithdrawcheck',
  auth: 'player',
  query: withdrawCheckRequestSchema,
  answer: withdrawCheckResponseSchema,
  idempotent: false,
});

/** The wallet's lists, declared once for the server and the app. */
export const walletListCalls = {
  transactions: defineCall({
    method: 'GET',
    path: '/api/transaction/show',
    auth: 'player',
    query: transactionShowRequestSchema,
    answer: transactionShowResponseSchema,
    idempotent: false,
  }),
  turnovers: defineCall({
    method: 'GET',
    path: '/api/turnovers',
    auth: 'player',
    query: turnoversRequestSchema,
    answer: turnoversResponseSchema,
    idempotent: false,
  }),
};
