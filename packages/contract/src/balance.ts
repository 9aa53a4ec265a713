/**
 * POST /api/balance ([contract: Calls]): the main wallet's balance, polled every 10 s by every
 * signed-in client. Its answer is written with zod's small build, as the other answers the first
 * screen reads are (site.ts, market-block.ts): the first screen then ships without zod's full build.
 */
import * as z from 'zod/mini';
import { defineCall } from './calls.js';

export const balanceResponseSchema = z.object({ balance: z.number() });
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

/** Polled every 10 s by every signed-in client; anything but a live player session is a 401. */
export const balanceCall = defineCall({
  method: 'POST',
  path: '/api/balance',
  auth: 'player',
  answer: balanceResponseSchema,
  idempotent: false,
});
