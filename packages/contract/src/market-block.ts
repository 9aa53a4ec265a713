/** Market blocks placed by the upline ([contract: Screens], [contract: Roles]): GET /api/market/block and its popup. */
// zod's small build: the first screen reads this answer (balance.ts says why).
import * as z from 'zod/mini';
import { defineCall } from './calls.js';

export const MARKET_BLOCK_ACTIVE_STATUS = 'active';

export const marketBlockSchema = z.object({
  /** 0 blocks the Exchange section unless `status` is active. */
  exchange_market: z.int(),
  /** 0 blocks the Games sections unless `status` is active. */
  cs_market: z.int(),
  status: z.string(),
});
export type MarketBlock = z.infer<typeof marketBlockSchema>;

/** GET /api/market/block answers the object itself. */
export const marketBlockResponseSchema = marketBlockSchema;
export type MarketBlockResponse = z.infer<typeof marketBlockResponseSchema>;

export const marketBlockCalls = {
  block: defineCall({
    method: 'GET',
    path: '/api/market/block',
    auth: 'player',
    answer: marketBlockResponseSchema,
    idempotent: false,
  }),
};

export function isExchangeBlocked(block: MarketBlock): boolean {
  return block.exchange_market === 0 && block.status !== MARKET_BLOCK_ACTIVE_STATUS;
}

export function isGamesBlocked(block: MarketBlock): boolean {
  return block.cs_market === 0 && block.status !== MARKET_BLOCK_ACTIVE_STATUS;
}

/**
 * The popup's texts. The spec gives the title verbatim and only the meaning of the rest
 * (blocked by the upline, contact customer support, thanks for understanding); the wording is ours.
 */
export const marketBlockMessages = {
  title: 'Market Block',
  body: 'The selected section has been blocked by your upline. Please contact customer support for more information.',
  thanks: 'Thank you for your understanding.',
} as const;
