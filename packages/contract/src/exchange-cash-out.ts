/**
 * Cash-out on a Match Odds market (not shown in the spec): what the player's matched bets win or
 * lose per runner now, and the hedge bets that would leave the same result whoever wins at the
 * book's best prices (packages/exchange, cash-out.ts). A read: placing the hedge goes through the
 * normal bet call.
 */
import { z } from 'zod';
import { defineCall } from './calls.js';

export const cashOutMessages = {
  marketNotFound: 'Market not found.',
} as const;

export const cashOutUnavailable = ['no-position', 'no-price', 'not-match-odds'] as const;

export const cashOutQuoteSchema = z.object({
  market_id: z.string(),
  runners: z.array(
    z.object({
      selection_id: z.number().int(),
      /** The player's result now if this runner wins, in taka (matched bets). */
      pnl: z.number(),
      /** The result if this runner wins after a full cash-out; null without one. */
      after: z.number().nullable(),
    }),
  ),
  cash_out: z
    .object({
      /** What the player is left with whoever wins, in taka. */
      value: z.number(),
      bets: z.array(
        z.object({
          selection_id: z.number().int(),
          side: z.enum(['back', 'lay']),
          stake: z.number(),
          /** Decimal odds, two decimals. */
          price: z.number(),
        }),
      ),
    })
    .nullable(),
  /** Why there is no cash-out: no matched bets, a runner without the price it needs, or a market of another kind. */
  unavailable: z.enum(cashOutUnavailable).nullable(),
});
export type CashOutQuote = z.infer<typeof cashOutQuoteSchema>;

export const cashOutParamsSchema = z.object({
  id: z.string({ error: cashOutMessages.marketNotFound }).trim().min(1).max(64),
});

export const exchangeCashOutCalls = {
  quote: defineCall({
    method: 'GET',
    path: '/api/exchange/markets/:id/cash-out',
    auth: 'player',
    params: cashOutParamsSchema,
    answer: cashOutQuoteSchema,
    idempotent: false,
  }),
};
