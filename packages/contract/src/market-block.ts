/** Market blocks placed by the upline ([contract: Screens], [contract: Roles]): GET /api/market/block and its popup. */
// The contract's own shapes, not zod: the first screen reads this answer (answer-shape.ts says why).
import * as shape from './answer-shape.js';
import { defineCall } from './calls.js';

export const MARKET_BLOCK_ACTIVE_STATUS = 'active';

export const marketBlockSchema = shape.object({
  /** 0 blocks the Exchange section unless `status` is active. */
  exchange_market: shape.int(),
  /** 0 blocks the Games sections unless `status` is active. */
  cs_market: shape.int(),
  status: shape.string(),
});
export type MarketBlock = shape.Infer<typeof marketBlockSchema>;

/** GET /api/market/block answers the object itself. */
export const marketBlockResponseSchema = marketBlockSchema;
export type MarketBlockResponse = shape.Infer<typeof marketBlockResponseSchema>;

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
