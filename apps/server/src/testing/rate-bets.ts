/**
 * Bookmaker and Fancy bets for tests: the file's set-up (the owner, who settles, and the event's
 * Match Odds, which a Bookmaker or Fancy market hangs on) and a player's call to the rate-bet
 * route under a new key, as it is or expected taken.
 */
import { expect } from 'vitest';
import { rateBetResponseSchema, type RateBetResponse } from '@khela/contract';
import type { TestApp } from './build-test-app.js';
import type { casinoPlayer } from './casino.js';
import { addMatchOdds } from './exchange-markets.js';
import { postWithNewKey } from './keyed-calls.js';
import { signInOperator } from './operators.js';

export type RateBetPlayer = Awaited<ReturnType<typeof casinoPlayer>>;

/** Signs the owner in and adds the event and its Match Odds; the owner's token. */
export async function ownerAndMatchOdds(
  harness: TestApp,
  match: Parameters<typeof addMatchOdds>[1],
): Promise<string> {
  const admin = (await signInOperator(harness, 'owner')).token;
  await addMatchOdds(harness, match);
  return admin;
}

/** POST /api/exchange/rate-bets under a new key, whatever it answers. */
export function postRateBet(
  harness: TestApp,
  player: RateBetPlayer,
  body: Record<string, unknown>,
) {
  return postWithNewKey(harness, player.token, '/api/exchange/rate-bets', body);
}

/** A rate bet the house must take: a 200, its answer. */
export async function takeRateBet(
  harness: TestApp,
  player: RateBetPlayer,
  body: Record<string, unknown>,
): Promise<RateBetResponse> {
  const response = await postRateBet(harness, player, body);
  expect(response.statusCode, response.body).toBe(200);
  return rateBetResponseSchema.parse(response.json());
}
