/**
 * The other changes of a market's books that one instance sends to the instance owning the market
 * (docs/decisions.md, "Who matches a market's bets"): a player's cancel. Its wire format, shared
 * by both sides; it travels as bets do (forwarded-bet.ts: the secret, the keep-alive sender,
 * refusals thrown again as the same DomainError).
 */
import { z } from 'zod';
import { ownerPath } from './forwarded-bet.js';

/** A cancel waits no in-play delay: an owner that has not answered in this long is cut off. */
export const CHANGE_FORWARD_TIMEOUT_MS = 10_000;

export const FORWARDED_CANCEL_ROUTE = '/internal/exchange/markets/:marketId/cancels';

export function forwardedCancelPath(marketId: string): string {
  return ownerPath(marketId, 'cancels');
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
