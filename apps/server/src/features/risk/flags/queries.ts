/**
 * The SQL behind the risk flags: each query reads the rows one rule looks at since a time, narrowed as
 * far as plain SQL on both dialects goes; rules.ts decides the rest.
 */
import { sql } from 'kysely';
import type { Executor } from '../../../platform/ledger/ledger.js';
import { MARKET_MAKER_USERNAME } from '../../exchange/service.js';

/** Deposits a player made: a request to the site's number or through a gateway. */
const depositSources = ['manual_deposit', 'gateway_deposit'] as const;

export interface SharedDepositRow {
  transaction_id: string;
  user_id: number;
  username: string;
  shared: string;
  created_at: string;
}

/** Deposits whose sender number (or TRX id) also appears on another player's deposit. */
export async function sharedDepositRows(
  db: Executor,
  column: 'account_number' | 'reference',
  since: string,
): Promise<SharedDepositRow[]> {
  const rows = await db
    .selectFrom('wallet_transactions as wt')
    .innerJoin('users', 'users.id', 'wt.user_id')
    .select([
      'wt.transaction_id',
      'wt.user_id',
      'users.username',
      `wt.${column} as shared`,
      'wt.created_at',
    ])
    .where('wt.action', '=', 'deposit')
    .where('wt.source', 'in', depositSources)
    .where('wt.created_at', '>=', since)
    .where(`wt.${column}`, 'in', (eb) =>
      eb
        .selectFrom('wallet_transactions')
        .select(column)
        .where('action', '=', 'deposit')
        .where('source', 'in', depositSources)
        .where('created_at', '>=', since)
        .where(column, 'is not', null)
        .groupBy(column)
        .having(sql<number>`count(distinct user_id)`, '>=', 2),
    )
    .orderBy('wt.created_at')
    .execute();
  return rows.flatMap((row) =>
    row.shared === null ? [] : [{ ...row, user_id: Number(row.user_id), shared: row.shared }],
  );
}

export interface SignupMarkRow {
  user_id: number;
  username: string;
  shared: string;
  created_at: string;
}

/** Sign-ups whose address (or device) hash another sign-up since then shares. */
export async function sharedSignupRows(
  db: Executor,
  column: 'address_hash' | 'device_hash',
  since: string,
): Promise<SignupMarkRow[]> {
  const rows = await db
    .selectFrom('signup_marks as marks')
    .innerJoin('users', 'users.id', 'marks.user_id')
    .select(['marks.user_id', 'users.username', `marks.${column} as shared`, 'marks.created_at'])
    .where('marks.created_at', '>=', since)
    .where(`marks.${column}`, 'in', (eb) =>
      eb
        .selectFrom('signup_marks')
        .select(column)
        .where('created_at', '>=', since)
        .where(column, 'is not', null)
        .groupBy(column)
        .having(sql<number>`count(*)`, '>=', 2),
    )
    .execute();
  return rows.flatMap((row) =>
    row.shared === null ? [] : [{ ...row, user_id: Number(row.user_id), shared: row.shared }],
  );
}

export interface WithdrawalAfterDeposit {
  withdrawal_id: string;
  withdrawal_paisa: number;
  withdrawal_at: string;
  deposit_id: string;
  deposit_paisa: number;
  deposit_at: string;
  user_id: number;
  username: string;
  staked_paisa: number;
}

/**
 * Each withdrawal asked for since then, beside the player's last approved deposit before it and
 * what the player's settled stakes added up to between the two.
 */
export async function withdrawalsAfterDeposits(
  db: Executor,
  since: string,
): Promise<WithdrawalAfterDeposit[]> {
  const rows = await db
    .selectFrom('wallet_transactions as w')
    .innerJoin('users', 'users.id', 'w.user_id')
    .innerJoin('wallet_transactions as d', (join) =>
      join.on('d.id', '=', (eb) =>
        eb
          .selectFrom('wallet_transactions as last')
          .select(sql<number>`max(last.id)`.as('id'))
          .whereRef('last.user_id', '=', 'w.user_id')
          .where('last.action', '=', 'deposit')
          .where('last.source', 'in', depositSources)
          .where('last.status_key', '=', '1')
          .whereRef('last.created_at', '<', 'w.created_at'),
      ),
    )
    .select((eb) => [
      'w.transaction_id as withdrawal_id',
      'w.amount_paisa as withdrawal_paisa',
      'w.created_at as withdrawal_at',
      'd.transaction_id as deposit_id',
      'd.amount_paisa as deposit_paisa',
      'd.created_at as deposit_at',
      'w.user_id',
      'users.username',
      eb
        .selectFrom('settled_stakes as s')
        .select(sql<number>`coalesce(sum(s.stake_paisa), 0)`.as('staked'))
        .whereRef('s.user_id', '=', 'w.user_id')
        .whereRef('s.created_at', '>=', 'd.created_at')
        .whereRef('s.created_at', '<=', 'w.created_at')
        .as('staked_paisa'),
    ])
    .where('w.action', '=', 'withdraw')
    .where('w.created_at', '>=', since)
    .execute();
  return rows.map((row) => ({
    ...row,
    user_id: Number(row.user_id),
    withdrawal_paisa: Number(row.withdrawal_paisa),
    deposit_paisa: Number(row.deposit_paisa),
    staked_paisa: Number(row.staked_paisa ?? 0),
  }));
}

export interface StakeTotals {
  user_id: number;
  username: string;
  staked_paisa: number;
  counted_paisa: number;
  stakes: number;
  last_at: string;
}

/** Each player's settled stakes since then: what they staked and what it counted. */
export async function settledStakeTotals(db: Executor, since: string): Promise<StakeTotals[]> {
  const rows = await db
    .selectFrom('settled_stakes as s')
    .innerJoin('users', 'users.id', 's.user_id')
    .select([
      's.user_id',
      'users.username',
      sql<number>`sum(s.stake_paisa)`.as('staked_paisa'),
      sql<number>`sum(s.counted_paisa)`.as('counted_paisa'),
      sql<number>`count(*)`.as('stakes'),
      sql<string>`max(s.created_at)`.as('last_at'),
    ])
    .where('s.created_at', '>=', since)
    .groupBy(['s.user_id', 'users.username'])
    .execute();
  return rows.map((row) => ({
    ...row,
    user_id: Number(row.user_id),
    staked_paisa: Number(row.staked_paisa),
    counted_paisa: Number(row.counted_paisa),
    stakes: Number(row.stakes),
  }));
}

export interface OppositeBets {
  market_id: string;
  first_user_id: number;
  first_username: string;
  first_at: string;
  second_user_id: number;
  second_username: string;
  second_at: string;
}

/**
 * Pairs of matched bets of two players on opposite sides of one selection (back and lay) or one
 * line (yes and no) of a market; the house's market maker is not a player.
 */
export async function oppositeBets(db: Executor, since: string): Promise<OppositeBets[]> {
  const makerKey = MARKET_MAKER_USERNAME.toLowerCase();
  const rows = await db
    .selectFrom('exchange_orders as a')
    .innerJoin('exchange_orders as b', (join) =>
      join
        .onRef('b.market_id', '=', 'a.market_id')
        .onRef('b.user_id', '>', 'a.user_id')
        .on((eb) =>
          eb.or([
            eb.and([eb('a.side', '=', 'back'), eb('b.side', '=', 'lay')]),
            eb.and([eb('a.side', '=', 'lay'), eb('b.side', '=', 'back')]),
            eb.and([eb('a.side', '=', 'yes'), eb('b.side', '=', 'no')]),
            eb.and([eb('a.side', '=', 'no'), eb('b.side', '=', 'yes')]),
          ]),
        )
        .on((eb) =>
          eb.or([
            eb('a.selection_id', '=', eb.ref('b.selection_id')),
            eb.and([eb('a.selection_id', 'is', null), eb('b.selection_id', 'is', null)]),
          ]),
        ),
    )
    .innerJoin('users as ua', 'ua.id', 'a.user_id')
    .innerJoin('users as ub', 'ub.id', 'b.user_id')
    .select([
      'a.market_id',
      'a.user_id as first_user_id',
      'ua.username as first_username',
      'a.placed_at as first_at',
      'b.user_id as second_user_id',
      'ub.username as second_username',
      'b.placed_at as second_at',
    ])
    .where('a.placed_at', '>=', since)
    .where('b.placed_at', '>=', since)
    .where('a.matched_paisa', '>', 0)
    .where('b.matched_paisa', '>', 0)
    .where('ua.username_key', '<>', makerKey)
    .where('ub.username_key', '<>', makerKey)
    .execute();
  return rows.map((row) => ({
    ...row,
    first_user_id: Number(row.first_user_id),
    second_user_id: Number(row.second_user_id),
  }));
}

/** The ledger codes of play on the Main Wallet: bets, wins, refunds, settlements, commission. */
const playCodes = ['bet_settle', 'commission', 'casino_bet', 'casino_win', 'casino_rollback'];

export interface PlayBucket {
  user_id: number;
  username: string;
  utc_date: string;
  /** 1 when the transfers fell at 18:00 UTC or later: the next day in Dhaka. */
  late: number;
  net_paisa: number;
}

/**
 * Each player's play result on the Main Wallet since then (credits minus debits), by UTC date and
 * half of it as the Dhaka day splits it; the market maker is not a player.
 */
export async function playResultBuckets(db: Executor, since: string): Promise<PlayBucket[]> {
  const rows = await db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as main', (join) =>
      join
        .on('main.kind', '=', 'player_main')
        .on((eb) =>
          eb.or([
            eb('main.id', '=', eb.ref('t.credit_account_id')),
            eb('main.id', '=', eb.ref('t.debit_account_id')),
          ]),
        ),
    )
    .innerJoin('users', 'users.id', 'main.owner_id')
    .select([
      'main.owner_id as user_id',
      'users.username',
      sql<string>`substr(t.created_at, 1, 10)`.as('utc_date'),
      sql<number>`case when substr(t.created_at, 12, 2) >= '18' then 1 else 0 end`.as('late'),
      sql<number>`sum(case when main.id = t.credit_account_id then t.amount_paisa else -t.amount_paisa end)`.as(
        'net_paisa',
      ),
    ])
    .where('t.code', 'in', playCodes)
    .where('t.created_at', '>=', since)
    .where('users.username_key', '<>', MARKET_MAKER_USERNAME.toLowerCase())
    .groupBy([
      'main.owner_id',
      'users.username',
      sql`substr(t.created_at, 1, 10)`,
      sql`case when substr(t.created_at, 12, 2) >= '18' then 1 else 0 end`,
    ])
    .execute();
  return rows.map((row) => ({
    ...row,
    user_id: Number(row.user_id),
    late: Number(row.late),
    net_paisa: Number(row.net_paisa),
  }));
}
