/**
 * The player's own details beyond sign-in: contacts and their verification, extra phones (at most
 * two, each number on one account only), the birthday (set once) and the current-password check.
 * The profile feature drives these through service.ts, which re-exports them.
 */
import { EXTRA_PHONES_MAX, profileMessages, type ExtraPhone } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isUniqueViolation } from '../../platform/db/dialect.js';
import { isoNow } from '../../platform/db/time.js';
import { validationError } from '../../platform/errors/domain-error.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import {
  findUserById,
  insertExtraPhone,
  listExtraPhoneRows,
  markEmailVerified,
  markExtraPhoneVerified,
  markPrimaryPhoneVerified,
  phoneIsOnAnyAccount,
  setBirthdayIfUnset,
} from './queries.js';
import type { ExtraPhoneRow } from './tables.js';

export interface PlayerContacts {
  userId: number;
  email: string;
  emailVerified: boolean;
  phone: string;
  phoneVerified: boolean;
  dofb: string | null;
}

export async function findPlayerContacts(
  db: Executor,
  userId: number,
): Promise<PlayerContacts | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  return {
    userId: user.id,
    email: user.email,
    emailVerified: user.email_verified_at !== null,
    phone: user.phone,
    phoneVerified: user.phone_verified_at !== null,
    dofb: user.dofb,
  };
}

function toExtraPhone(row: ExtraPhoneRow): ExtraPhone {
  return { id: row.id, contract_value: row.phone, isverify: row.verified_at === null ? 0 : 1 };
}

/** GET /api/get/other/phone's list, in the order the player added them. */
export async function listExtraPhones(db: Executor, userId: number): Promise<ExtraPhone[]> {
  return (await listExtraPhoneRows(db, userId)).map(toExtraPhone);
}

/** The player's verified extra numbers, for the wallet's "verified phone" rules. */
export async function verifiedExtraPhoneNumbers(db: Executor, userId: number): Promise<string[]> {
  const rows = await listExtraPhoneRows(db, userId);
  return rows.filter((row) => row.verified_at !== null).map((row) => row.phone);
}

const refuse = (message: string) => validationError({ phone: [message] });
const extraPhoneSlots = Array.from({ length: EXTRA_PHONES_MAX }, (_, index) => index + 1);

/**
 * Adds an unverified extra phone. The third is refused; a number already on any account (the
 * player's own included) is refused. Adds at once compete for the free slots: the database's
 * unique slot per player lets one in per slot, and a loser tries the next free one.
 */
export async function addExtraPhone(
  context: AppContext,
  userId: number,
  phone: string,
): Promise<void> {
  for (let attempt = 0; attempt <= EXTRA_PHONES_MAX; attempt += 1) {
    const existing = await listExtraPhoneRows(context.db, userId);
    if (existing.length >= EXTRA_PHONES_MAX) throw refuse(profileMessages.extraPhonesFull);
    if (await phoneIsOnAnyAccount(context.db, phone)) throw refuse(profileMessages.phoneTaken);
    const usedSlots = new Set(existing.map((row) => row.slot));
    const slot = extraPhoneSlots.find((candidate) => !usedSlots.has(candidate));
    try {
      await insertExtraPhone(context.db, {
        user_id: userId,
        slot: slot ?? EXTRA_PHONES_MAX,
        phone,
        verified_at: null,
        created_at: isoNow(),
      });
      return;
    } catch (error) {
      // Lost a race for the slot or the number; the next pass says which, or takes another slot.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw refuse(profileMessages.extraPhonesFull);
}

/** Marks what a right code proved; false when it was already verified or is no longer there. */
export function markContactVerified(
  db: Executor,
  userId: number,
  contact: { kind: 'email' | 'phone' | 'extra_phone'; value: string },
): Promise<boolean> {
  const now = isoNow();
  switch (contact.kind) {
    case 'email':
      return markEmailVerified(db, userId, contact.value.toLowerCase(), now);
    case 'phone':
      return markPrimaryPhoneVerified(db, userId, contact.value, now);
    case 'extra_phone':
      return markExtraPhoneVerified(db, userId, contact.value, now);
  }
}

/** Sets the birthday if none is set yet; false when one already was. */
export function setBirthdayOnce(db: Executor, userId: number, dofb: string): Promise<boolean> {
  return setBirthdayIfUnset(db, userId, dofb, isoNow());
}

export async function currentPasswordMatches(
  context: AppContext,
  userId: number,
  password: string,
): Promise<boolean> {
  const user = await findUserById(context.db, userId);
  if (!user) {
    await context.passwords.verifyAgainstNothing(password);
    return false;
  }
  return context.passwords.verify(user.password_hash, password);
}
