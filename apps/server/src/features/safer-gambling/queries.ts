/** SQL for safer gambling: the player's row, and the sums each limit and statement counts. */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import type { PlayerSafetyRow, PlayerSafetyTable } from './tables.js';

/** What a result on the Main Wallet is made of: bets, wins, refunds and commission, no payments. */
export const playTransferCodes = [
  'bet_settle',
  'commission',
  'casino_bet',
  'casino_win',
  'casino_rollback',
] as const;

export function findSafety(db: Executor, userId: number): Promise<PlayerSafetyRow | undefined> {
  return db
    .selectFrom('player_safety')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The player's row under a row lock (PostgreSQL takes it with the update; SQLite has one writer),
 * so two stakes or deposits of one player count their limit one after the other.
 */
export function lockSafety(
  trx: Transaction<Database>,
  userId: number,
): Promise<PlayerSafetyRow | undefined> {
  return trx
    .updateTable('player_safety')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

type SafetyChange = Partial<
  Pick<
    PlayerSafetyTable,
    | 'limits'
    | 'has_loss_limit'
    | 'break_kind'
    | 'break_started_at'
    | 'break_until'
    | 'reality_check_minutes'
  >
>;

/** Writes the player's choices, making the row on the first one. */
export async function saveSafety(
  trx: Transaction<Database>,
  userId: number,
  change: SafetyChange,
  now: string,
): Promise<void> {
  await trx
    .insertInto('player_safety')
    .values({
      user_id: userId,
      limits: '[]',
      has_loss_limit: 0,
      break_kind: null,
      break_started_at: null,
      break_until: null,
      reality_check_minutes: null,
      created_at: now,
      ...change,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ ...change, updated_at: now }),
    )
    .execute();
}

/** Deposits reported or credited since `since`, and gateway checkouts still open (paid or not yet). */
export async function depositedSincePaisa(
  db: Executor,
  userId: number,
  since: string,
  now: string,
): Promise<number> {
  const reported = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paisa'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .where('action', '=', 'deposit')
    .where('status_key', 'in', ['0', '1'])
    .where('created_at', '>=', since)
    .executeTakeFirst();
  const checkouts = await db
    .selectFrom('deposit_requests')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paisa'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .where('gateway', 'is not', null)
    .where('expires_at', '>', now)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(reported?.total ?? 0) + Number(checkouts?.total ?? 0);
}

/** The player's Main Wallet accounts (one per currency they have held). */
async function mainAccountIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('owner_id', '=', userId)
    .where('kind', '=', 'player_main')
    .execute();
  return rows.map((account) => account.id);
}

/** Won less lost on the Main Wallet since `since` (settled exchange results and casino rounds). */
export async function playResultSincePaisa(
  db: Executor,
  userId: number,
  since: string,
): Promise<number> {
  const ids = await mainAccountIds(db, userId);
  if (ids.length === 0) return 0;
  const sumOf = async (side: 'credit_account_id' | 'debit_account_id') => {
    const row = await db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paisa'), sql<number>`0`).as('total'))
      .where(side, 'in', ids)
      .where('code', 'in', playTransferCodes)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  };
  return (await sumOf('credit_account_id')) - (await sumOf('debit_account_id'));
}

/** What the player's open exchange bets hold (the worst case they can still lose). */
export async function exposurePaisaOf(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance_paisa'), sql<number>`0`).as('total'))
    .where('owner_id', '=', userId)
    .where('kind', '=', 'player_exposure')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** When the session behind a token began (the login, for exchange and frame tokens too). */
export async function sessionStartedAt(
  db: Executor,
  sessionId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('sessions as parent', 'parent.id', 's.parent_session_id')
    .select(['s.created_at', 'parent.created_at as parent_created_at'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  return row ? (row.parent_created_at ?? row.created_at) : undefined;
}

/** Deposits and withdrawals paid, by month of completion, since `since`. */
export function paymentsSince(db: Executor, userId: number, since: string) {
  return db
    .selectFrom('wallet_transactions')
    .select(['action', 'amount_paisa', 'completed_at'])
    .where('user_id', '=', userId)
    .where('action', 'in', ['deposit', 'withdraw'])
    .where('status_key', '=', '1')
    .where('completed_at', '>=', since)
    .execute();
}

/** Play transfers on the Main Wallet since `since`, signed for the player. */
export async function playTransfersSince(db: Executor, userId: number, since: string) {
  const ids = await mainAccountIds(db, userId);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('ledger_transfers')
    .select(['credit_account_id', 'amount_paisa', 'created_at'])
    .where((eb) => eb.or([eb('credit_account_id', 'in', ids), eb('debit_account_id', 'in', ids)]))
    .where('code', 'in', playTransferCodes)
    .where('created_at', '>=', since)
    .execute();
  return rows.map((row) => ({
    amountPaisa: ids.includes(row.credit_account_id) ? row.amount_paisa : -row.amount_paisa,
    createdAt: row.created_at,
  }));
}
