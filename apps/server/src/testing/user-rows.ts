/**
 * A bare player row, written straight into `users`: for the tests that must not depend on the
 * sign-up flow (the ledger's, a migration's on an older schema).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/database.js';

export async function insertBareUser(
  db: Kysely<Database>,
  player: { username: string; phone: string; phoneVerified?: boolean },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      username: player.username,
      username_key: player.username,
      password_hash: 'x',
      name: '',
      email: `${player.username}@example.com`,
      email_key: `${player.username}@example.com`,
      phone: player.phone,
      currency: 'BDT',
      status: 'active',
      referral_code: player.username.toUpperCase(),
      referred_by_user_id: null,
      agent_code: null,
      affiliate_code: null,
      agent_partner_id: null,
      affiliate_partner_id: null,
      registration_origin: null,
      vip_coin: 0,
      phone_verified_at: player.phoneVerified === true ? now : null,
      email_verified_at: null,
      dofb: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
