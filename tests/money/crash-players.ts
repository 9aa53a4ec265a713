/**
 * The players the crash runs bet and play with, made through the site's own calls so their money
 * arrives as a player's does: signed up, signed in, phone verified and birthday set (withdrawals
 * ask for both), and deposits of 20,000 taka requested, reported and approved by the operator.
 */
import type { Kysely } from 'kysely';
import { paisa } from '@khela/contract';
import { applySettledStake } from '../../apps/server/src/features/turnover/service.js';
import type { Database } from '../../apps/server/src/platform/db/database.js';
import { isoNow } from '../../apps/server/src/platform/db/time.js';
import { signupPayload } from '../../apps/server/src/testing/players.js';
import { retriedWhileBusy } from './built-server.js';
import { field, type Answer, type HttpClient } from './http-client.js';
import { confirmDeposit, decide, requestDeposit, uniqueId, type PlayerRef } from './money-calls.js';
import { isOk } from './tally.js';

/** The answer of a set-up call, which must succeed (`what` names it in the error). */
export async function must(answer: Promise<Answer>, what: string): Promise<Answer> {
  const settled = await answer;
  if (!isOk(settled)) throw new Error(`${what}: ${settled.status} ${settled.text}`);
  return settled;
}

/** The seeded operator's token: the runs approve their players' deposits. */
export async function operatorToken(http: HttpClient): Promise<string> {
  const login = await must(
    http.call('POST', '/admin-api/login', { body: { username: 'admin', password: 'admin12345' } }),
    'operator login',
  );
  return String(field(login.body, 'token'));
}

/** Lifts the wallet numbers' daily limits: a run deposits far more than one day allows. */
export async function liftWalletLimits(db: Kysely<Database>): Promise<void> {
  await retriedWhileBusy(() =>
    db.updateTable('wallet_numbers').set({ daily_limit_paisa: 1_000_000_000_000 }).execute(),
  );
}

/** A new player with `deposits` approved deposits of 20,000 taka. */
export async function depositedPlayer(
  run: { http: HttpClient; db: Kysely<Database>; operatorToken: string },
  deposits: number,
): Promise<PlayerRef> {
  const { http, db } = run;
  const payload = signupPayload();
  await must(http.call('POST', '/api/v1/create-players', { body: payload }), 'signup');
  const login = await must(
    http.call('POST', '/api/login', {
      body: { username: payload['username'], password: payload['password'] },
    }),
    'login',
  );
  const userId = Number(field(login.body, 'remote_id'));
  const player = {
    userId,
    token: String(field(login.body, 'token')),
    phone: String(payload['phone']),
  };
  await retriedWhileBusy(() =>
    db
      .updateTable('users')
      .set({ phone_verified_at: isoNow(), dofb: '1990-05-17' })
      .where('id', '=', userId)
      .execute(),
  );
  for (let deposit = 1; deposit <= deposits; deposit += 1) {
    const request = await must(requestDeposit(http, player, 20_000), 'deposit request');
    await must(confirmDeposit(http, player, request, uniqueId('TRX')), 'deposit confirm');
    const pending = await db
      .selectFrom('wallet_transactions')
      .select('transaction_id')
      .where('user_id', '=', userId)
      .where('status_key', '=', '0')
      .executeTakeFirstOrThrow();
    await must(
      decide(http, run.operatorToken, 'deposits', pending.transaction_id, 'approve'),
      'approve',
    );
  }
  return player;
}

/** A new player with one approved deposit whose turnover is played through, free to withdraw. */
export async function withdrawablePlayer(
  run: Parameters<typeof depositedPlayer>[0],
): Promise<PlayerRef> {
  const player = await depositedPlayer(run, 1);
  await retriedWhileBusy(() =>
    run.db.transaction().execute((trx) => applySettledStake(trx, player.userId, paisa(20_000_000))),
  );
  return player;
}
