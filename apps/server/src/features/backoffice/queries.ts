/**
 * SQL for the back office. Reports read other features' tables (players, sessions, the ledger,
 * casino rounds, exchange bets, wallet transactions) without changing them; every change goes
 * through the owning feature's service or the platform's ledger and sessions.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import { playerAccountKinds } from '../../platform/ledger/ledger-accounts.js';
import { findValue } from '../../platform/db/table-rows.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A half-open UTC range [from, to) of ISO timestamps. */
export interface Period {
  from: string;
  to: string;
}

function sumOf(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

/** Deposits or withdrawals that reached success in the period. */
export async function completedWalletTotals(
  db: Executor,
  action: 'deposit' | 'withdraw',
  period: Period,
): Promise<{ count: number; amountPaisa: number }> {
  const row = await db
    .selectFrom('wallet_transactions')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('amount_paisa').as('amount')])
    .where('action', '=', action)
    .where('status_key', '=', '1')
    .where('completed_at', '>=', period.from)
    .where('completed_at', '<', period.to)
    .executeTakeFirstOrThrow();
  return { count: sumOf(row.count), amountPaisa: sumOf(row.amount) };
}

export async function countPendingWallet(
  db: Executor,
  action: 'deposit' | 'withdraw',
): Promise<number> {
  const row = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('action', '=', action)
    .where('status_key', '=', '0')
    .executeTakeFirstOrThrow();
  return sumOf(row.count);
}

export async function settledCasinoTotals(
  db: Executor,
  period: Period,
  excludedUserId: number | null,
): Promise<{ rounds: number; stakesPaisa: number; winsPaisa: number }> {
  let query = db
    .selectFrom('casino_rounds')
    .select((eb) => [
      eb.fn.countAll().as('rounds'),
      eb.fn.sum('stake_paisa').as('stakes'),
      eb.fn.sum('win_paisa').as('wins'),
    ])
    .where('status', '=', 'settled')
    .where('settled_at', '>=', period.from)
    .where('settled_at', '<', period.to);
  if (excludedUserId !== null) query = query.where('user_id', '!=', excludedUserId);
  const row = await query.executeTakeFirstOrThrow();
  return {
    rounds: sumOf(row.rounds),
    stakesPaisa: sumOf(row.stakes),
    winsPaisa: sumOf(row.wins),
  };
}

/** The house's accounts, and the ledger accounts of a player the reports leave out. */
export async function reportAccounts(
  db: Executor,
  excludedUserId: number | null,
): Promise<{ houseIds: number[]; excludedIds: number[] }> {
  const house = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', 'house')
    .execute();
  const excluded =
    excludedUserId === null
      ? []
      : await db
          .selectFrom('ledger_accounts')
          .select('id')
          .where('owner_id', '=', excludedUserId)
          .where('kind', 'in', playerAccountKinds)
          .execute();
  return { houseIds: house.map((row) => row.id), excludedIds: excluded.map((row) => row.id) };
}

/**
 * Money into and out of the house accounts for transfers of one code in the period, leaving out
 * transfers whose other side is one of `excludedIds` (the house's own market maker).
 */
export async function houseFlows(
  db: Executor,
  code: string,
  period: Period,
  accounts: { houseIds: readonly number[]; excludedIds: readonly number[] },
): Promise<{ inPaisa: number; outPaisa: number }> {
  const { houseIds, excludedIds } = accounts;
  if (houseIds.length === 0) return { inPaisa: 0, outPaisa: 0 };
  const flow = async (houseSide: 'credit_account_id' | 'debit_account_id') => {
    const otherSide = houseSide === 'credit_account_id' ? 'debit_account_id' : 'credit_account_id';
    let query = db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.sum('amount_paisa').as('amount'))
      .where('code', '=', code)
      .where(houseSide, 'in', houseIds)
      .where('created_at', '>=', period.from)
      .where('created_at', '<', period.to);
    if (excludedIds.length > 0) query = query.where(otherSide, 'not in', excludedIds);
    return sumOf((await query.executeTakeFirstOrThrow()).amount);
  };
  return { inPaisa: await flow('credit_account_id'), outPaisa: await flow('debit_account_id') };
}

/** Players who signed in, played a casino round or placed an exchange bet in the period. */
export async function activePlayerIds(
  db: Executor,
  period: Period,
  excludedUserId: number | null,
): Promise<Set<number>> {
  const signIns = db
    .selectFrom('sessions')
    .select('user_id')
    .where('kind', '=', 'player')
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.to);
  const rounds = db
    .selectFrom('casino_rounds')
    .select('user_id')
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.to);
  const bets = db
    .selectFrom('exchange_orders')
    .select('user_id')
    .where('placed_at', '>=', period.from)
    .where('placed_at', '<', period.to);
  const rows = await signIns.union(rounds).union(bets).execute();
  const ids = new Set(rows.map((row) => row.user_id));
  if (excludedUserId !== null) ids.delete(excludedUserId);
  return ids;
}

export async function findUserIdByUsernameKey(
  db: Executor,
  usernameKey: string,
): Promise<number | undefined> {
  return findValue(db, 'users', 'id', { username_key: usernameKey });
}

const playerColumns = [
  'id',
  'username',
  'name',
  'phone',
  'email',
  'status',
  'currency',
  'created_at',
] as const;

/** Username, e-mail and phone match anywhere in them; an all-digit term also matches the id. */
function searchFilter(term: string | undefined) {
  return (query: ReturnType<typeof basePlayers>) => {
    if (term === undefined) return query;
    const escaped = term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
    const pattern = `%${escaped}%`;
    const id = /^\d{1,15}$/.test(term) ? Number(term) : undefined;
    return query.where((eb) =>
      eb.or([
        eb(sql`username_key`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`email_key`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`phone`, 'like', sql`${pattern} escape '\\'`),
        ...(id === undefined ? [] : [eb('id', '=', id)]),
      ]),
    );
  };
}

function basePlayers(db: Executor) {
  return db.selectFrom('users');
}

export async function searchPlayers(
  db: Executor,
  filter: { term: string | undefined; limit: number; offset: number },
) {
  const filtered = searchFilter(filter.term);
  const total = await filtered(basePlayers(db))
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(basePlayers(db))
    .select(playerColumns)
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return { total: sumOf(total.total), rows };
}

export function findPlayer(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select([
      ...playerColumns,
      'phone_verified_at',
      'email_verified_at',
      'vip_coin',
      'referral_code',
      'dofb',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Sign-ins only: the exchange and game tokens issued under one end with it, so the console lists
 * and revokes sign-ins.
 */
export function listPlayerSessions(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'kind', 'created_at', 'expires_at', 'revoked_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'player')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findPlayerSession(db: Executor, userId: number, sessionId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'kind', 'revoked_at', 'parent_session_id'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'player')
    .executeTakeFirst();
}

export async function countLiveSessions(db: Executor, userId: number, now: string) {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'player')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return sumOf(row.count);
}

export function listPlayerAccounts(db: Executor, userId: number) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind'])
    .where('owner_id', '=', userId)
    .where('kind', 'in', playerAccountKinds)
    .execute();
}

/** Transfers touching any of the accounts, newest first, with the other side's kind. */
export async function listTransfersOf(
  db: Executor,
  accountIds: readonly number[],
  page: { limit: number; offset: number },
) {
  if (accountIds.length === 0) return { total: 0, rows: [] };
  const touching = db
    .selectFrom('ledger_transfers')
    .where((eb) =>
      eb.or([eb('debit_account_id', 'in', accountIds), eb('credit_account_id', 'in', accountIds)]),
    );
  const total = await touching
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await touching
    .innerJoin('ledger_accounts as debit', 'debit.id', 'ledger_transfers.debit_account_id')
    .innerJoin('ledger_accounts as credit', 'credit.id', 'ledger_transfers.credit_account_id')
    .select([
      'ledger_transfers.id',
      'ledger_transfers.created_at',
      'ledger_transfers.code',
      'ledger_transfers.reference',
      'ledger_transfers.amount_paisa',
      'ledger_transfers.debit_account_id',
      'ledger_transfers.credit_account_id',
      'debit.kind as debit_kind',
      'credit.kind as credit_kind',
    ])
    .orderBy('ledger_transfers.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total: sumOf(total.total), rows };
}
