/** The referral programme (/refrrel-program, [contract: Validation], [contract: Error texts]): cash-claim, link, reward board. */
import { z } from 'zod';
import { successAnswer } from './answer-envelopes.js';
import { CASH_CLAIM_TAKA_MIN } from './constants.js';
import { defineCall } from './calls.js';

export const referralMessages = {
  claimMinimum: 'You need at least 10 to claim all.',
  claimFailed: 'Failed to claim bonus. Please try again.',
  claimError: 'An error occurred while claiming the bonus. Please try again.',
  claimSuccess: 'Bonus Claimed successfully.',
  shareUnsupported: 'Sharing is not supported on this device.',
  referFriendNow: 'Refer a friend now',
} as const;

/** The route spelling is part of the contract. */
export const REFERRAL_PROGRAM_PATH = '/refrrel-program';

/** The link a player shares: the site origin, /referral_code, and the code as a query parameter. */
export function referralLink(origin: string, referralCode: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}/referral_code?referral_code=${encodeURIComponent(referralCode)}`;
}

/** The reason Claim All cannot run, or undefined when the cash bonus reaches the minimum. */
export function cashClaimBlockedMessage(cashBonusTaka: number): string | undefined {
  return cashBonusTaka >= CASH_CLAIM_TAKA_MIN ? undefined : referralMessages.claimMinimum;
}

/** POST /api/cash-claim takes an empty body: it claims the caller's whole cash bonus. */
export const cashClaimRequestSchema = z.object({});
export type CashClaimRequest = z.infer<typeof cashClaimRequestSchema>;
/** Our design: what was claimed and the new main balance. */
export const cashClaimResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  amount: z.number(),
  balance: z.number(),
});
export type CashClaimResponse = z.infer<typeof cashClaimResponseSchema>;

/**
 * The reward board of My Referral. The spec names no call for it; ours is
 * GET /api/referral/summary (bearer). Amounts are taka.
 */
export const referralSummarySchema = z.object({
  referral_code: z.string(),
  active_downlines: z.number().int(),
  lifetime_cash_rewards: z.number(),
  referral_turnover: z.number(),
  /** Claimable now; Claim All needs at least 10. */
  cash_rewards: z.number(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
export const referralSummaryResponseSchema = successAnswer(referralSummarySchema);
export type ReferralSummaryResponse = z.infer<typeof referralSummaryResponseSchema>;

/** The referral calls, declared once for the server and the app. */
export const referralCalls = {
  summary: defineCall({
    method: 'GET',
    path: '/api/referral/summary',
    auth: 'player',
    answer: referralSummaryResponseSchema,
    idempotent: false,
  }),
  /** Claim All: the whole cash bonus to the main wallet, once per key. */
  cashClaim: defineCall({
    method: 'POST',
    path: '/api/cash-claim',
    auth: 'player',
    body: cashClaimRequestSchema,
    answer: cashClaimResponseSchema,
    idempotent: true,
  }),
};
