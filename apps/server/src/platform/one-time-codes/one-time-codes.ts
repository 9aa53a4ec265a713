/**
 * One-time codes sent by e-mail or SMS (password recovery, contact verification): 6 random digits
 * from node:crypto, stored only as a hash bound to the player, valid 5 minutes, burned after 5
 * wrong tries, used once. Each feature keeps its codes in its own table of the same shape and
 * chooses which open code to check; the checking, counting and spending live here, once.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_DIGITS } from '@khela/contract';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { isoAfterSeconds, isoNow } from '../db/time.js';
import { insertValues, updateRows, type RowMatch } from '../db/table-rows.js';

type Executor = Kysely<Database> | Transaction<Database>;

export const ONE_TIME_CODE_TTL_SECONDS = 5 * 60;
export const ONE_TIME_CODE_WRONG_ATTEMPTS_MAX = 5;

/** Tables with the shared shape: id, user_id, code_hash, expires_at, wrong_attempts, used_at. */
export type OneTimeCodeTable = 'password_reset_codes' | 'verification_codes';

export function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}

/** Bound to the player, so one player's code hash says nothing about another's. */
export function hashOneTimeCode(userId: number, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface OpenOneTimeCode {
  id: number;
  code_hash: string;
}

/**
 * Compares a typed code with the open one. A wrong code costs one of its tries; the answer is the
 * code's id when it matched, for `spendOneTimeCode` in the transaction that acts on it.
 */
export async function checkOneTimeCode(
  db: Executor,
  table: OneTimeCodeTable,
  check: { open: OpenOneTimeCode | undefined; userId: number; code: string; now: string },
): Promise<number | undefined> {
  if (!check.open) return undefined;
  if (sameHash(check.open.code_hash, hashOneTimeCode(check.userId, check.code))) {
    return check.open.id;
  }
  await recordWrongAttempt(db, table, check.open.id, check.now);
  return undefined;
}

/**
 * Counts a wrong guess and burns the code at the limit, in one statement: concurrent guesses
 * cannot read a stale count, and a code that was just used is never reopened.
 */
async function recordWrongAttempt(
  db: Executor,
  table: OneTimeCodeTable,
  codeId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable(table)
    .set((eb) => ({
      wrong_attempts: eb('wrong_attempts', '+', 1),
      used_at: eb
        .case()
        .when('wrong_attempts', '>=', ONE_TIME_CODE_WRONG_ATTEMPTS_MAX - 1)
        .then(now)
        .else(eb.ref('used_at'))
        .end(),
    }))
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .execute();
}

/** Marks a code used only if it still is open, so two requests with one code cannot both win. */
export async function spendOneTimeCode(
  db: Executor,
  table: OneTimeCodeTable,
  codeId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ used_at: now })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A new code as the player's feature hands it over to be stored. */
export interface NewOneTimeCode {
  userId: number;
  codeHash: string;
  expiresAt: string;
  now: string;
}

/** A new code for the player, issued now: the text to send, and what to store of it. */
export function issueOneTimeCode(userId: number): { text: string; stored: NewOneTimeCode } {
  const text = newOneTimeCode();
  return {
    text,
    stored: {
      userId,
      codeHash: hashOneTimeCode(userId, text),
      expiresAt: isoAfterSeconds(ONE_TIME_CODE_TTL_SECONDS),
      now: isoNow(),
    },
  };
}

/** The columns every code table has, for a new code: no wrong tries yet, not used. */
function sharedColumnsOf(code: NewOneTimeCode) {
  return {
    user_id: code.userId,
    code_hash: code.codeHash,
    expires_at: code.expiresAt,
    wrong_attempts: 0,
    used_at: null,
    created_at: code.now,
  };
}

/**
 * Stores a new code in place of the open ones `open` names (the player's, or the player's of one
 * purpose): those are spent first, so only the newest code can be used. `own` holds the table's
 * own columns (the channel, or the purpose and target).
 */
export async function replaceOpenOneTimeCodes<T extends OneTimeCodeTable>(
  db: Executor,
  table: T,
  code: NewOneTimeCode,
  open: RowMatch<T>,
  own: Omit<Insertable<Database[T]>, keyof ReturnType<typeof sharedColumnsOf>>,
): Promise<void> {
  const unused = { ...open, used_at: null } as RowMatch<OneTimeCodeTable>;
  await updateRows<OneTimeCodeTable>(db, table, { used_at: code.now }, unused);
  await insertValues(db, table, { ...sharedColumnsOf(code), ...own } as Insertable<Database[T]>);
}
