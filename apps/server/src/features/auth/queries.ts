/** SQL for the auth feature. Rows in, rows out. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type { PartnerKind, UserRow, UsersTable } from './tables.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function findUserByUsernameKey(
  db: Executor,
  usernameKey: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username_key', '=', usernameKey)
    .executeTakeFirst();
}

export function findUserById(db: Executor, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function findTakenFields(
  db: Executor,
  values: { usernameKey: string; emailKey: string; phone: string },
): Promise<{ username: boolean; email: boolean; phone: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['username_key', 'email_key', 'phone'])
    .where((eb) =>
      eb.or([
        eb('username_key', '=', values.usernameKey),
        eb('email_key', '=', values.emailKey),
        eb('phone', '=', values.phone),
      ]),
    )
    .execute();
  return {
    username: rows.some((row) => row.username_key === values.usernameKey),
    email: rows.some((row) => row.email_key === values.emailKey),
    phone: rows.some((row) => row.phone === values.phone),
  };
}

export async function findUserIdByReferralCode(
  db: Executor,
  referralCode: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('referral_code', '=', referralCode)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row?.id;
}

export async function findActivePartnerId(
  db: Executor,
  kind: PartnerKind,
  code: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('partner_codes')
    .select('id')
    .where('kind', '=', kind)
    .where('code', '=', code)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row?.id;
}

export async function referralCodeExists(db: Executor, referralCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('referral_code', '=', referralCode)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Executor, user: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePasswordHash(
  db: Executor,
  userId: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function insertPartnerCode(
  db: Executor,
  partner: { kind: PartnerKind; code: string; name: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('partner_codes')
    .values({
      kind: partner.kind,
      code: partner.code,
      name: partner.name,
      status: 'active',
      created_at: partner.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['kind', 'code']).doNothing())
    .execute();
}
