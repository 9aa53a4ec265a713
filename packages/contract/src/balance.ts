/**
 * POST /api/balance ([contract: Calls]): the main wallet's balance, polled every 10 s by every
 * signed-in client. Its answer is written with the contract's own shapes, as the other answers
 * the first screen reads are (site.ts, market-block.ts): the first screen then ships without zod
 * (answer-shape.ts).
 */
import * as shape from './answer-shape.js';
import { defineCall } from './calls.js';

export const balanceResponseSchema = shape.object({ balance: shape.number() });
export type BalanceResponse = shape.Infer<typeof balanceResponseSchema>;

/** Polled every 10 s by every signed-in client; anything but a live player session is a 401. */
export const balanceCall = defineCall({
  method: 'POST',
  path: '/api/balance',
  auth: 'player',
  answer: balanceResponseSchema,
  idempotent: false,
});
