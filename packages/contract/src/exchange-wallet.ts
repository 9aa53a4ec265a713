/**
 * The exchange wallet overlay ([contract: Screens]: "a wallet overlay with Recall and Recall All").
 * Not shown in the spec beyond the two buttons. The exchange plays from Main, so the only money the
 * exchange holds that is not yet at risk is what unmatched bets reserve: Recall cancels one
 * market's unmatched bets and Recall All every market's, and what they held goes back to Main
 * (docs/decisions.md, Exchange wallet).
 */
import { z } from 'zod';
import { defineCall } from './calls.js';

export const exchangeWalletMessages = {
  nothingToRecall: 'You have no unmatched bets to recall.',
  recalled: 'Unmatched bets cancelled. The money they held is back in Main.',
  marketInvalid: 'Please choose a market with unmatched bets.',
} as const;

/** One market where the player's bets wait unmatched. */
export const recallableMarketSchema = z.object({
  market_id: z.string(),
  market_name: z.string(),
  event_id: z.string(),
  event_name: z.string(),
  sport: z.string(),
  /** How many bets still have an unmatched part. */
  unmatched_bets: z.number().int(),
  /** Their stake still waiting in the book, in taka. */
  unmatched_stake: z.number(),
  /** What Main gets back if they are cancelled now (exposure falls by this much), in taka. */
  releases: z.number(),
});
export type RecallableMarket = z.infer<typeof recallableMarketSchema>;

/** GET /api/exchange/wallet: Main, Exposure, and the markets a Recall can free. */
export const exchangeWalletResponseSchema = z.object({
  balance: z.number(),
  exposure: z.number(),
  recallable: z.array(recallableMarketSchema),
});
export type ExchangeWalletResponse = z.infer<typeof exchangeWalletResponseSchema>;

/** POST /api/exchange/recall: one market (Recall) or, without `market_id`, all (Recall All). */
export const recallRequestSchema = z.object({
  market_id: z
    .string({ error: exchangeWalletMessages.marketInvalid })
    .trim()
    .min(1, exchangeWalletMessages.marketInvalid)
    .max(64, exchangeWalletMessages.marketInvalid)
    .optional(),
});
export type RecallRequest = z.infer<typeof recallRequestSchema>;

export const recallResponseSchema = z.object({
  message: z.string(),
  /** Bets whose unmatched part was cancelled. */
  cancelled_bets: z.number().int(),
  /** Taka moved from Exposure back to Main. */
  recalled: z.number(),
  balance: z.number(),
  exposure: z.number(),
});
export type RecallResponse = z.infer<typeof recallResponseSchema>;

/** The wallet overlay's calls. */
export const exchangeWalletCalls = {
  wallet: defineCall({
    method: 'GET',
    path: '/api/exchange/wallet',
    auth: 'player',
    answer: exchangeWalletResponseSchema,
    idempotent: false,
  }),
  /** A missing body is Recall All, as an empty one is. */
  recall: defineCall({
    method: 'POST',
    path: '/api/exchange/recall',
    auth: 'player',
    body: recallRequestSchema,
    answer: recallResponseSchema,
    idempotent: false,
  }),
};
