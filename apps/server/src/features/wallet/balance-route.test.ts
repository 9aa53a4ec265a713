/**
 * POST /api/balance checks the token in the same read as the balance (balance-route.ts): the
 * caller's own Main Wallet to the paisa, zero before any money, and the guard's 401 for every
 * token that is not a live player session.
 */
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { creditMain } from '../../testing/casino.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { refusalBody } from '../../testing/refusal.js';
import { postAs } from '../../testing/requests.js';

const harness = testAppPerFile();

async function balanceOf(token: string) {
  const response = await postAs(harness, token, '/api/balance');
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe(`the balance poll on ${testDialect}`, () => {
  it("answers each caller's own Main Wallet, and zero before any money", async () => {
    const rich = await signUpAndLogIn(harness.app);
    const poor = await signUpAndLogIn(harness.app);
    await creditMain(harness, rich.remote_id, 250.75);
    expect(await balanceOf(rich.token)).toEqual({ status: 200, body: { balance: 250.75 } });
    expect(await balanceOf(poor.token)).toEqual({ status: 200, body: { balance: 0 } });
  });

  it('refuses an exchange token and the token of a player who is no longer active', async () => {
    const player = await signUpAndLogIn(harness.app);
    await creditMain(harness, player.remote_id, 5);
    const refused = {
      status: 401,
      body: refusalBody(accountMessages.unauthenticated),
    };
    expect(await balanceOf(player.exchange[0]!.token)).toEqual(refused);
    await harness.context.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', player.remote_id)
      .execute();
    expect(await balanceOf(player.token)).toEqual(refused);
  });
});
