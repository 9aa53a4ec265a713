/**
 * A test file's Bookmaker and Fancy set-up, registered before its own beforeAll: the owner signed
 * in (who settles) and the event's Match Odds, which the file's Bookmaker and Fancy markets hang
 * on; then a player's call to the rate-bet route under a new key, as it is or expected taken.
 */
import { beforeAll, expect } from 'vitest';
import { rateBetResponseSchema, type RateBetResponse } from '@khela/contract';
import type { TestApp } from './build-test-app.js';
import type { casinoPlayer } from './casino.js';
import { addMatchOdds } from './exchange-markets.js';
import { postWithNewKey } from './keyed-calls.js';
import { signInOperator } from './operators.js';

export type RateBetPlayer = Awaited<ReturnType<typeof casinoPlayer>>;
type RateBetBody = Record<string, unknown>;

export function rateBetsPerFile(harness: TestApp, match: Parameters<typeof addMatchOdds>[1]) {
  const owner = { token: '' };
  beforeAll(async () => {
    owner.token = (await signInOperator(harness, 'owner')).token;
    await addMatchOdds(harness, match);
  });

  /** POST /api/exchange/rate-bets under a new key, whatever it answers. */
  const rateBet = (player: RateBetPlayer, body: RateBetBody) =>
    postWithNewKey(harness, player.token, '/api/exchange/rate-bets', body);

  /** A rate bet the house must take: a 200, its answer. */
  const taken = async (player: RateBetPlayer, body: RateBetBody): Promise<RateBetResponse> => {
    const response = await rateBet(player, body);
    expect(response.statusCode, response.body).toBe(200);
    return rateBetResponseSchema.parse(response.json());
  };

  return { owner: owner as { readonly token: string }, rateBet, taken };
}
