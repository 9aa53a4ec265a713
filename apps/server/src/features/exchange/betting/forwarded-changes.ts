/**
 * The other changes of a market's books that one instance sends to the instance owning the market
 * (docs/decisions.md, "Who matches a market's bets"): a player's cancel and the market maker's
 * requote. Their wire format, shared by both sides; they travel as bets do (forwarded-bet.ts: the
 * secret, the keep-alive sender, refusals thrown again as the same DomainError).
 */
import { z } from 'zod';
import { ownerPath, stakePaisaSchema } from './forwarded-bet.js';

/** Neither waits an in-play delay: an owner that has not answered in this long is cut off. */
export const CHANGE_FORWARD_TIMEOUT_MS = 10_000;

export const FORWARDED_CANCEL_ROUTE = '/internal/exchange/markets/:marketId/cancels';
export const FORWARDED_REQUOTE_ROUTE = '/internal/exchange/markets/:marketId/quotes';

export function forwardedCancelPath(marketId: string): string {
  return ownerPath(marketId, 'cancels');
}

export function forwardedRequotePath(marketId: string): string {
  return ownerPath(marketId, 'quotes');
}

/** A player's cancel, once the sender has read that the order is the player's and open. */
export const forwardedCancelSchema = z.object({
  userId: z.number().int().positive(),
  orderId: z.number().int().positive(),
});
export type ForwardedCancel = z.infer<typeof forwardedCancelSchema>;

/** What the owner's books cancelled (0: nothing rested any more). */
export interface CancelOutcome {
  cancelledPaisa: number;
}

export function isCancelOutcome(value: unknown): value is CancelOutcome {
  return (
    typeof value === 'object' &&
    value !== null &&
    'cancelledPaisa' in value &&
    Number.isSafeInteger(value.cancelledPaisa)
  );
}

/** More than the market maker ever quotes on one market (levels × sides × runners). */
const QUOTES_PER_MARKET_MAX = 1000;

export const forwardedRequoteSchema = z.object({
  makerId: z.number().int().positive(),
  quotes: z
    .array(
      z.object({
        selectionId: z.number().int(),
        side: z.enum(['back', 'lay']),
        priceHundredths: z.number().int().positive(),
        stakePaisa: stakePaisaSchema,
      }),
    )
    .max(QUOTES_PER_MARKET_MAX),
});
export type ForwardedRequote = z.infer<typeof forwardedRequoteSchema>;

/** A requote answers nothing but that it is done. */
export const REQUOTED = { requoted: true } as const;

export function isRequoteOutcome(value: unknown): value is typeof REQUOTED {
  return typeof value === 'object' && value !== null && 'requoted' in value;
}
