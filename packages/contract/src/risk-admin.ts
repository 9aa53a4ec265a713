/**
 * Risk flags for finance and the hold on a player's withdrawals (`/admin-api/risk/*`,
 * `/admin-api/players/:id/withdrawal-hold`). The rules and their thresholds are in
 * docs/decisions.md (Risk flags); every text here is ours.
 */
import { z } from 'zod';
import { pagedListAnswer } from './answer-envelopes.js';
import { backofficeMessages, playerParamsSchema } from './backoffice.js';
import { defineCall } from './calls.js';
import { blankToUndefined, formNumeral, optionalIdField, requiredText } from './fields.js';
import { positiveWholeNumber } from './whole-numbers.js';

export const RISK_FLAGS_PAGE_SIZE = 20;
export const HOLD_REASON_LENGTH_MIN = 5;
export const HOLD_REASON_LENGTH_MAX = 300;

export const riskFlagKinds = [
  'shared_sender_number',
  'shared_trx_id',
  'shared_signup_address',
  'shared_signup_device',
  'quick_withdrawal',
  'low_counted_stakes',
  'opposite_sides',
  'winnings_above_norm',
] as const;
export type RiskFlagKind = (typeof riskFlagKinds)[number];

/** What the player reads when a withdrawal is refused under a hold (Bangla in messages-bn.ts). */
export const riskMessages = {
  withdrawalsHeld:
    'Your withdrawals are on hold while our finance team reviews your account. Please contact customer support.',
} as const;

/** The console's texts: refusals, answers and each flag's reason (a template per kind). */
export const riskAdminMessages = {
  kindInvalid: 'Choose one of the flag kinds.',
  reasonRequired: 'Give the reason for the hold.',
  reasonLength: `The reason must be ${HOLD_REASON_LENGTH_MIN}–${HOLD_REASON_LENGTH_MAX} characters.`,
  releaseReasonRequired: 'Say why the hold ends.',
  alreadyHeld: 'This player’s withdrawals are already on hold.',
  notHeld: 'This player’s withdrawals are not on hold.',
  holdPlaced: 'Withdrawals held.',
  holdReleased: 'Hold released.',
  approvalHeld:
    'This player’s withdrawals are on hold: reject the withdrawal or release the hold first.',
  reasonSharedSenderNumber: 'Deposits from sender number {{number}} on {{count}} accounts.',
  reasonSharedTrxId: 'TRX id {{reference}} reported by {{count}} accounts.',
  reasonSharedSignupAddress:
    '{{count}} accounts signed up from one address within {{hours}} hours.',
  reasonSharedSignupDevice: '{{count}} accounts signed up from one device within {{hours}} hours.',
  reasonQuickWithdrawal:
    'Asked to withdraw {{withdrawal}} {{hours}} hours after depositing {{deposit}}, having staked {{staked}}.',
  reasonLowCountedStakes:
    'Staked {{staked}} in {{days}} days, of which only {{counted}} counted as risk ({{percent}} %).',
  reasonOppositeSides:
    'Bet against each other on {{markets}} markets within {{minutes}} minutes of each other.',
  reasonWinningsAboveNorm: 'Won {{won}} on {{date}}, against a daily norm of {{norm}}.',
} as const;

export const riskFlagKindSchema = z.enum(riskFlagKinds, { error: riskAdminMessages.kindInvalid });

export const riskFlagsQuerySchema = z.object({
  kind: z.preprocess(blankToUndefined, riskFlagKindSchema.optional()),
  /** Only the flags naming this player. */
  user_id: optionalIdField(backofficeMessages.playerIdInvalid),
  page: formNumeral(positiveWholeNumber(backofficeMessages.pageInvalid).default(1)),
});
export type RiskFlagsQuery = z.infer<typeof riskFlagsQuerySchema>;

/** What a row that raised a flag is: a wallet transaction, a sign-up, a market, a day, a total. */
export const riskRowKinds = [
  'deposit',
  'withdrawal',
  'signup',
  'market',
  'play_day',
  'settled_stakes',
] as const;

export const riskFlagRowSchema = z.object({
  kind: z.enum(riskRowKinds),
  /** The transaction id, the market id, the day (YYYY-MM-DD), or the count of settled stakes. */
  ref: z.string(),
  user_id: z.number().int(),
  at: z.string(),
});
export type RiskFlagRow = z.infer<typeof riskFlagRowSchema>;

export const riskFlagSchema = z.object({
  /** Stable while the rows behind it stay: the kind and what they share. */
  id: z.string(),
  kind: riskFlagKindSchema,
  reason: z.string(),
  /** When the newest row behind it was made. */
  raised_at: z.string(),
  players: z.array(z.object({ id: z.number().int(), username: z.string() })),
  rows: z.array(riskFlagRowSchema),
});
export type RiskFlag = z.infer<typeof riskFlagSchema>;

export const riskFlagsResponseSchema = pagedListAnswer(riskFlagSchema);
export type RiskFlagsResponse = z.infer<typeof riskFlagsResponseSchema>;

const holdReason = (required: string) =>
  requiredText(required)
    .min(HOLD_REASON_LENGTH_MIN, riskAdminMessages.reasonLength)
    .max(HOLD_REASON_LENGTH_MAX, riskAdminMessages.reasonLength);

export const placeHoldRequestSchema = z.object({
  reason: holdReason(riskAdminMessages.reasonRequired),
});
export type PlaceHoldRequest = z.infer<typeof placeHoldRequestSchema>;

export const releaseHoldRequestSchema = z.object({
  reason: holdReason(riskAdminMessages.releaseReasonRequired),
});
export type ReleaseHoldRequest = z.infer<typeof releaseHoldRequestSchema>;

export const withdrawalHoldSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  placed_by: z.string(),
  placed_at: z.string(),
});
export type WithdrawalHold = z.infer<typeof withdrawalHoldSchema>;

export const withdrawalHoldResponseSchema = z.object({ hold: withdrawalHoldSchema.nullable() });
export type WithdrawalHoldResponse = z.infer<typeof withdrawalHoldResponseSchema>;

export const holdChangeResponseSchema = z.object({
  message: z.string(),
  hold: withdrawalHoldSchema.nullable(),
});
export type HoldChangeResponse = z.infer<typeof holdChangeResponseSchema>;

/** Finance's risk calls (owner, finance). */
export const riskAdminCalls = {
  flags: defineCall({
    method: 'GET',
    path: '/admin-api/risk/flags',
    auth: 'operator',
    query: riskFlagsQuerySchema,
    answer: riskFlagsResponseSchema,
    idempotent: false,
  }),
  withdrawalHold: defineCall({
    method: 'GET',
    path: '/admin-api/players/:id/withdrawal-hold',
    auth: 'operator',
    params: playerParamsSchema,
    answer: withdrawalHoldResponseSchema,
    idempotent: false,
  }),
  placeHold: defineCall({
    method: 'POST',
    path: '/admin-api/players/:id/withdrawal-hold',
    auth: 'operator',
    params: playerParamsSchema,
    body: placeHoldRequestSchema,
    answer: holdChangeResponseSchema,
    idempotent: false,
  }),
  releaseHold: defineCall({
    method: 'POST',
    path: '/admin-api/players/:id/withdrawal-hold/release',
    auth: 'operator',
    params: playerParamsSchema,
    body: releaseHoldRequestSchema,
    answer: holdChangeResponseSchema,
    idempotent: false,
  }),
};
