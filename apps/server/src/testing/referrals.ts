/** Test helpers for the referral programme: a player's code and a downline signed up with it. */
import type { TestApp } from './build-test-app.js';
import { signUpAndLogIn } from './players.js';

export async function referralCodeOf(harness: TestApp, userId: number): Promise<string> {
  const row = await harness.context.db
    .selectFrom('users')
    .select('referral_code')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.referral_code;
}

/** A new player who signed up with the referrer's code. */
export async function signUpReferred(
  harness: TestApp,
  referrerId: number,
): ReturnType<typeof signUpAndLogIn> {
  return signUpAndLogIn(harness.app, { referral_code: await referralCodeOf(harness, referrerId) });
}
