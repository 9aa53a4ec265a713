/** SQL for the casino: rounds, wallet transactions, configured providers and launch sessions. */
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import type {
  CasinoLaunchSessionsTable,
  CasinoProviderRow,
  CasinoRoundRow,
  CasinoRoundsTable,
  CasinoTransactionRow,
  CasinoTransactionsTable,
} from './tables.js';
import { findRow, updateRows } from '../../platform/db/table-rows.js';

// ---- The player ------------------------------------------------------------------------------

/**
 * What a wallet call checks about its player in one read: the account's currency and status
 * (auth's `users`), its referrer (set at sign-up, never changed) and whether it has a turnover
 * requirement to pay down (for the settlement of a round settled in the same transaction, which
 * then reads neither), and the operator's games block (`market_blocks`, absent when never set).
 * Read on every call, so compiled once (see compiledOnce).
 */
const selectWalletStanding = compiledOnce((db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('users')
    .leftJoin('market_blocks', 'market_blocks.user_id', 'users.id')
    .leftJoin('player_safety', 'player_safety.user_id', 'users.id')
    .select([
      'users.id',
      'users.currency',
      'player_safety.break_kind',
      'player_safety.break_until',
      'player_safety.has_loss_limit',
      'users.status',
      'users.referred_by_user_id',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('turnovers')
              .select('turnovers.id')
              .whereRef('turnovers.user_id', '=', 'users.id')
              .where('turnovers.status', '=', 'active'),
          )
          .as('turnover_active'),
      'market_blocks.exchange_market',
      'market_blocks.cs_market',
      'market_blocks.status as block_status',
    ])
    .where('users.id', '=', userId),
);

export async function findWalletStanding(executor: Executor, userId: number) {
  return (await selectWalletStanding(executor, userId))[0];
}

// ---- Rounds ---------------------------------------------------------------------------------

/** A new round as the wallet writes it: every column but the id. */
export type NewCasinoRound = Required<Omit<Insertable<CasinoRoundsTable>, 'id'>>;

/** Run by every round's first call, so compiled once (see compiledOnce). */
const insertRoundOnce = compiledOnce(
  (
    db: Kysely<Database>,
    provider: string,
    round_ref: string,
    user_id: number,
    currency: string,
    game_code: string,
    game_name: string,
    game_type: string,
    status: NewCasinoRound['status'],
    stake_paisa: number,
    win_paisa: number,
    created_at: string,
    updated_at: string,
    settled_at: string | null,
  ) =>
    db
      .insertInto('casino_rounds')
      .values({
        provider,
        round_ref,
        user_id,
        currency,
        game_code,
        game_name,
        game_type,
        status,
        stake_paisa,
        win_paisa,
        created_at,
        updated_at,
        settled_at,
      })
      .onConflict((conflict) => conflict.columns(['provider', 'round_ref']).doNothing())
      .returningAll(),
);

/** Opens the round unless it exists; answers the new round, or undefined when it existed. */
export async function insertRoundIfNew(
  trx: Transaction<Database>,
  round: NewCasinoRound,
): Promise<CasinoRoundRow | undefined> {
  const [row] = await insertRoundOnce(
    trx,
    round.provider,
    round.round_ref,
    round.user_id,
    round.currency,
    round.game_code,
    round.game_name,
    round.game_type,
    round.status,
    round.stake_paisa,
    round.win_paisa,
    round.created_at,
    round.updated_at,
    round.settled_at,
  );
  return row;
}

/** Opens the round unless it exists (whoever it belongs to: the caller checks the owner). */
export async function insertRoundIfMissing(
  trx: Transaction<Database>,
  values: Insertable<CasinoRoundsTable>,
): Promise<void> {
  await trx
    .insertInto('casino_rounds')
    .values(values)
    .onConflict((conflict) => conflict.columns(['provider', 'round_ref']).doNothing())
    .execute();
}

/**
 * The round, locked for the rest of the transaction: every wallet call on a round takes this lock
 * first, so calls on one round run one after another on PostgreSQL (SQLite runs one writer anyway).
 */
export function lockRound(
  trx: Transaction<Database>,
  provider: string,
  roundRef: string,
  now: string,
): Promise<CasinoRoundRow | undefined> {
  return trx
    .updateTable('casino_rounds')
    .set({ updated_at: now })
    .where('provider', '=', provider)
    .where('round_ref', '=', roundRef)
    .returningAll()
    .executeTakeFirst();
}

export async function addToRound(
  trx: Transaction<Database>,
  roundId: number,
  change: { stakePaisa?: number; winPaisa?: number; settleAt?: string },
): Promise<CasinoRoundRow> {
  return trx
    .updateTable('casino_rounds')
    .set((eb) => ({
      stake_paisa: eb('stake_paisa', '+', change.stakePaisa ?? 0),
      win_paisa: eb('win_paisa', '+', change.winPaisa ?? 0),
      ...(change.settleAt ? { status: 'settled' as const, settled_at: change.settleAt } : {}),
    }))
    .where('id', '=', roundId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

// ---- Transactions ---------------------------------------------------------------------------

export function findTransaction(
  executor: Executor,
  provider: string,
  transactionRef: string,
): Promise<CasinoTransactionRow | undefined> {
  return findRow(executor, 'casino_transactions', { provider, transaction_ref: transactionRef });
}

/** Records several calls at once (a round's bet and win); a taken transaction id throws. */
export async function insertTransactions(
  trx: Transaction<Database>,
  values: Insertable<CasinoTransactionsTable>[],
): Promise<void> {
  await trx.insertInto('casino_transactions').values(values).execute();
}

/** Records the call unless its transaction id is taken; answers the row or undefined. */
export function insertTransactionIfNew(
  trx: Transaction<Database>,
  values: Insertable<CasinoTransactionsTable>,
): Promise<CasinoTransactionRow | undefined> {
  return trx
    .insertInto('casino_transactions')
    .values(values)
    .onConflict((conflict) => conflict.columns(['provider', 'transaction_ref']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function setTransactionBalance(
  trx: Transaction<Database>,
  transactionId: number,
  balanceAfterPaisa: number,
): Promise<void> {
  await updateRows(
    trx,
    'casino_transactions',
    { balance_after_paisa: balanceAfterPaisa },
    { id: transactionId },
  );
}

/** Marks an applied debit rolled back; false when it was not applied any more. */
export async function markDebitRolledBack(
  trx: Transaction<Database>,
  transactionId: number,
): Promise<boolean> {
  const changed = await updateRows(
    trx,
    'casino_transactions',
    { status: 'rolled_back' },
    { id: transactionId, kind: 'debit', status: 'applied' },
  );
  return changed > 0;
}

// ---- Records --------------------------------------------------------------------------------

export function listSettledRounds(
  executor: Executor,
  userId: number,
  settledSince: string,
  limit: number,
) {
  return executor
    .selectFrom('casino_rounds')
    .select([
      'id',
      'provider',
      'game_code',
      'game_name',
      'game_type',
      'stake_paisa',
      'win_paisa',
      'settled_at',
    ])
    .where('user_id', '=', userId)
    .where('status', '=', 'settled')
    .where('settled_at', '>=', settledSince)
    .where('stake_paisa', '>', 0)
    .orderBy('settled_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

// ---- Configured providers -------------------------------------------------------------------

export function findConfiguredProvider(
  executor: Executor,
  platform: string,
): Promise<CasinoProviderRow | undefined> {
  return findRow(executor, 'casino_providers', { platform, status: 1 });
}

export async function listConfiguredPlatforms(executor: Executor): Promise<string[]> {
  const rows = await executor
    .selectFrom('casino_providers')
    .select('platform')
    .where('status', '=', 1)
    .execute();
  return rows.map((row) => row.platform);
}

/** Every configured aggregator, switched on or off, without its secret. */
export function listConfiguredProviders(executor: Executor) {
  return executor
    .selectFrom('casino_providers')
    .select(['platform', 'launch_url', 'status', 'updated_at'])
    .orderBy('platform')
    .execute();
}

export function findProviderConfig(executor: Executor, platform: string) {
  return executor
    .selectFrom('casino_providers')
    .select(['platform', 'launch_url', 'status', 'updated_at', 'wallet_secret'])
    .where('platform', '=', platform)
    .executeTakeFirst();
}

export async function upsertConfiguredProvider(
  executor: Executor,
  values: {
    platform: string;
    launch_url: string;
    wallet_secret: string;
    status: number;
    now: string;
  },
): Promise<void> {
  await executor
    .insertInto('casino_providers')
    .values({
      platform: values.platform,
      kind: 'seamless',
      launch_url: values.launch_url,
      wallet_secret: values.wallet_secret,
      status: values.status,
      created_at: values.now,
      updated_at: values.now,
    })
    .onConflict((conflict) =>
      conflict.column('platform').doUpdateSet({
        launch_url: values.launch_url,
        wallet_secret: values.wallet_secret,
        status: values.status,
        updated_at: values.now,
      }),
    )
    .execute();
}

// ---- Launch sessions ------------------------------------------------------------------------

export async function insertLaunchSession(
  executor: Executor,
  values: Insertable<CasinoLaunchSessionsTable>,
): Promise<void> {
  await executor.insertInto('casino_launch_sessions').values(values).execute();
}

/**
 * The launch session of a token while it and the sign-in session under it are live and the
 * player is active, with the game's catalogue name and category. Read by every game call, so
 * compiled once (see compiledOnce).
 */
const selectLiveLaunchSession = compiledOnce(
  (db: Kysely<Database>, tokenHash: string, now: string) =>
    db
      .selectFrom('casino_launch_sessions')
      .innerJoin('sessions', 'sessions.id', 'casino_launch_sessions.parent_session_id')
      .innerJoin('users', 'users.id', 'casino_launch_sessions.user_id')
      // The game as the catalogue names it, for the rounds played with this launch.
      .leftJoin('games', (join) =>
        join
          .onRef('games.platform', '=', 'casino_launch_sessions.platform')
          .onRef('games.code', '=', 'casino_launch_sessions.game_code'),
      )
      .leftJoin('game_providers', 'game_providers.platform', 'casino_launch_sessions.platform')
      .select([
        'casino_launch_sessions.id',
        'casino_launch_sessions.user_id',
        'casino_launch_sessions.platform',
        'casino_launch_sessions.game_code',
        'casino_launch_sessions.ends_at',
        'casino_launch_sessions.expires_at',
        'users.username',
        'users.currency',
        'games.name as game_name',
        'games.category_code as game_type',
        // Whether new rounds may start, and the operator's stake limits for them.
        'games.status as game_status',
        'game_providers.status as provider_status',
        'games.min_stake_paisa',
        'games.max_stake_paisa',
      ])
      .where('casino_launch_sessions.token_hash', '=', tokenHash)
      .where('casino_launch_sessions.expires_at', '>', now)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .where('users.status', '=', 'active'),
);

export async function findLiveLaunchSession(executor: Executor, tokenHash: string, now: string) {
  return (await selectLiveLaunchSession(executor, tokenHash, now))[0];
}

/** Moves the expiry to `expiresAt` when it is still before `onlyIfBefore` (fewer writes). */
export async function extendLaunchSession(
  executor: Executor,
  id: number,
  change: { expiresAt: string; onlyIfBefore: string },
): Promise<void> {
  await executor
    .updateTable('casino_launch_sessions')
    .set({ expires_at: change.expiresAt })
    .where('id', '=', id)
    .where('expires_at', '<', change.onlyIfBefore)
    .execute();
}

/**
 * One provider's settled rounds between two instants, summed per game and per UTC hour of their
 * settling (`YYYY-MM-DDTHH`): a report groups the hours into its own days.
 */
export async function settledRoundsByGameAndHour(
  db: Executor,
  provider: string,
  fromIso: string,
  toIso: string,
): Promise<
  { game: string; hour: string; rounds: number; stakesPaisa: number; winsPaisa: number }[]
> {
  const hour = sql<string>`substr(settled_at, 1, 13)`;
  const rows = await db
    .selectFrom('casino_rounds')
    .select((eb) => [
      'game_code',
      hour.as('hour'),
      eb.fn.countAll().as('rounds'),
      eb.fn.sum('stake_paisa').as('stakes'),
      eb.fn.sum('win_paisa').as('wins'),
    ])
    .where('provider', '=', provider)
    .where('status', '=', 'settled')
    .where('settled_at', '>=', fromIso)
    .where('settled_at', '<', toIso)
    .groupBy(['game_code', hour])
    .execute();
  return rows.map((row) => ({
    game: row.game_code,
    hour: row.hour,
    rounds: Number(row.rounds),
    stakesPaisa: Number(row.stakes ?? 0),
    winsPaisa: Number(row.wins ?? 0),
  }));
}
