/**
 * The demo player (with a known password, printed in the log) and demo partner codes. The demo
 * credit goes through the ledger from the demo funding account, like any other money.
 */
import { takaToPaisa } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import {
  ensurePlayerAccount,
  ensureSystemAccount,
  transfer,
} from '../../platform/ledger/ledger.js';
import { findUserByUsernameKey, insertPartnerCode } from './queries.js';
import { signUp, usernameKeyOf } from './service.js';

export const DEMO_USERNAME = 'demoplayer';
const DEMO_CREDIT_TAKA = 10_000;

export async function seedAuthDemoData(
  context: AppContext,
): Promise<{ username: string; created: boolean }> {
  const now = isoNow();
  await insertPartnerCode(context.db, {
    kind: 'agent',
    code: 'AGENT01',
    name: 'Demo agent',
    createdAt: now,
  });
  await insertPartnerCode(context.db, {
    kind: 'affiliate',
    code: 'AFF01',
    name: 'Demo affiliate',
    createdAt: now,
  });
  if (await findUserByUsernameKey(context.db, usernameKeyOf(DEMO_USERNAME))) {
    return { username: DEMO_USERNAME, created: false };
  }
  const { userId } = await signUp(
    context,
    {
      username: DEMO_USERNAME,
      password: context.config.demoPlayerPassword,
      confirmPassword: context.config.demoPlayerPassword,
      name: 'Demo Player',
      phone: '01700000001',
      email: 'demo@khela.example',
      currency: 'BDT',
      referral_code: undefined,
      agent_code: undefined,
      affiliate_code: undefined,
    },
    { ip: 'seed' },
  );
  await context.db.transaction().execute(async (trx) => {
    // The demo player can try deposits and withdrawals at once: phone verified, birthday set.
    await trx
      .updateTable('users')
      .set({ phone_verified_at: now, dofb: '1995-01-01' })
      .where('id', '=', userId)
      .execute();
    const funding = await ensureSystemAccount(trx, 'demo_funding', 'BDT');
    const main = await ensurePlayerAccount(trx, 'player_main', userId, 'BDT');
    await transfer(trx, {
      idempotencyKey: `seed:demo-credit:${userId}`,
      debitAccountId: funding,
      creditAccountId: main,
      amountPaisa: takaToPaisa(DEMO_CREDIT_TAKA),
      code: 'demo_credit',
    });
  });
  return { username: DEMO_USERNAME, created: true };
}
