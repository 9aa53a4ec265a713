/** SQL for the auth feature. Rows in, rows out. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type {
  ExtraPhoneRow,
  ExtraPhonesTable,
  PartnerKind,
  UserRow,
  UsersTable,
} from './tables.js';
import { findRow, findValue, listRows, updateRows } from '../../platform/db/table-rows.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function findUserByUsernameKey(
  db: Executor,
  usernameKey: string,
): Promise<UserRow | undefined> {
  return findRow(db, 'users', { username_key: usernameKey });
}

export function findUserById(db: Executor, userId: number): Promise<UserRow | undefined> {
  return findRow(db, 'users', { id: userId });
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
  // A number another player added as an extra phone is theirs too.
  const extraPhone = await db
    .selectFrom('extra_phones')
    .select('id')
    .where('phone', '=', values.phone)
    .executeTakeFirst();
  return {
    username: rows.some((row) => row.username_key === values.usernameKey),
    email: rows.some((row) => row.email_key === values.emailKey),
    phone: extraPhone !== undefined || rows.some((row) => row.phone === values.phone),
  };
}

export async function findUserIdByReferralCode(
  db: Executor,
  referralCode: string,
): Promise<number | undefined> {
  return findValue(db, 'users', 'id', { referral_code: referralCode, status: 'active' });
}

export async function findActivePartnerId(
  db: Executor,
  kind: PartnerKind,
  code: string,
): Promise<number | undefined> {
  return findValue(db, 'partner_codes', 'id', { kind, code, status: 'active' });
}

export async function referralCodeExists(db: Executor, referralCode: string): Promise<boolean> {
  return (await findValue(db, 'users', 'id', { referral_code: referralCode })) !== undefined;
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
  await updateRows(db, 'users', { password_hash: passwordHash, updated_at: now }, { id: userId });
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

export function listExtraPhoneRows(db: Executor, userId: number): Promise<ExtraPhoneRow[]> {
  return listRows(db, 'extra_phones', { user_id: userId }, 'slot');
}

/** Whether a number is any player's primary phone or extra phone. */
export async function phoneIsOnAnyAccount(db: Executor, phone: string): Promise<boolean> {
  const [primary, extra] = await Promise.all([
    db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst(),
    db.selectFrom('extra_phones').select('id').where('phone', '=', phone).executeTakeFirst(),
  ]);
  return primary !== undefined || extra !== undefined;
}

export async function insertExtraPhone(
  db: Executor,
  phone: Insertable<ExtraPhonesTable>,
): Promise<void> {
  await db.insertInto('extra_phones').values(phone).execute();
}

/** Each mark* below changes only a value still unverified, so a repeat reports false. */
export async function markExtraPhoneVerified(
  db: Executor,
  userId: number,
  phone: string,
  now: string,
): Promise<boolean> {
  const changed = await updateRows(
    db,
    'extra_phones',
    { verified_at: now },
    { user_id: userId, phone, verified_at: null },
  );
  return changed === 1;
}

export async function markPrimaryPhoneVerified(
  db: Executor,
  userId: number,
  phone: string,
  now: string,
): Promise<boolean> {
  const changed = await updateRows(
    db,
    'users',
    { phone_verified_at: now, updated_at: now },
    { id: userId, phone, phone_verified_at: null },
  );
  return changed === 1;
}

export async function markEmailVerified(
  db: Executor,
  userId: number,
  emailKey: string,
  now: string,
): Promise<boolean> {
  const changed = await updateRows(
    db,
    'users',
    { email_verified_at: now, updated_at: now },
    { id: userId, email_key: emailKey, email_verified_at: null },
  );
  return changed === 1;
}

/** The birthday is set once: the update only lands while it is still empty. */
export async function setBirthdayIfUnset(
  db: Executor,
  userId: number,
  dofb: string,
  now: string,
): Promise<boolean> {
  const changed = await updateRows(
    db,
    'users',
    { dofb, updated_at: now },
    { id: userId, dofb: null },
  );
  return changed === 1;
}
