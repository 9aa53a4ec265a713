/** SQL for the house games: seed pairs, Slots and Mines bets, Crash chains, rounds, bets, lease. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import type {
  CrashBetRow,
  CrashBetsTable,
  CrashChainRow,
  CrashRoundRow,
  CrashRoundsTable,
  HouseBetGame,
  HouseBetRow,
  HouseBetsTable,
  HouseFairSeedRow,
} from './tables.js';
import { findRow, findValue, updateRows } from '../../platform/db/table-rows.js';

// ---- Fair seeds -----------------------------------------------------------------------------

export function findActiveSeed(
  executor: Executor,
  userId: number,
): Promise<HouseFairSeedRow | undefined> {
  return findRow(executor, 'house_fair_seeds', { user_id: userId, active: 1 });
}

export function findLastRevealedSeed(
  executor: Executor,
  userId: number,
): Promise<HouseFairSeedRow | undefined> {
  return executor
    .selectFrom('house_fair_seeds')
    .selectAll()
    .where('user_id', '=', userId)
    .where('active', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findSeedsByIds(executor: Executor, ids: number[]): Promise<HouseFairSeedRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor.selectFrom('house_fair_seeds').selectAll().where('id', 'in', ids).execute();
}

/** Opens the player's active pair unless one exists (the unique pair decides a race). */
export async function insertActiveSeedIfMissing(
  executor: Executor,
  values: {
    user_id: number;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    created_at: string;
  },
): Promise<void> {
  await executor
    .insertInto('house_fair_seeds')
    .values({ ...values, active: 1, revealed_at: null })
    .onConflict((conflict) => conflict.columns(['user_id', 'active']).doNothing())
    .execute();
}

/** Run by every Slots and Mines bet, so compiled once (see compiledOnce). */
const updateNonce = compiledOnce((db: Kysely<Database>, userId: number) =>
  db
    .updateTable('house_fair_seeds')
    .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .returningAll(),
);

/** Takes the active pair's next nonce (locking the pair for the rest of the transaction). */
export async function takeNonce(
  trx: Transaction<Database>,
  userId: number,
): Promise<HouseFairSeedRow | undefined> {
  return (await updateNonce(trx, userId))[0];
}

/** Retires the active pair, revealing its server seed; answers it. */
export function revealActiveSeed(
  trx: Transaction<Database>,
  userId: number,
  now: string,
): Promise<HouseFairSeedRow | undefined> {
  return trx
    .updateTable('house_fair_seeds')
    .set({ active: null, revealed_at: now })
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .returningAll()
    .executeTakeFirst();
}

// ---- Slots and Mines bets -------------------------------------------------------------------

type HouseBetValues = Required<Omit<Insertable<HouseBetsTable>, 'id'>>;

/** Run by every Slots and Mines bet, so compiled once (see compiledOnce). */
const insertHouseBetRow = compiledOnce(
  (
    db: Kysely<Database>,
    user_id: HouseBetValues['user_id'],
    game: HouseBetValues['game'],
    seed_id: HouseBetValues['seed_id'],
    nonce: HouseBetValues['nonce'],
    stake_paisa: HouseBetValues['stake_paisa'],
    payout_paisa: HouseBetValues['payout_paisa'],
    status: HouseBetValues['status'],
    in_play: HouseBetValues['in_play'],
    mine_count: HouseBetValues['mine_count'],
    mine_tiles: HouseBetValues['mine_tiles'],
    picks: HouseBetValues['picks'],
    outcome: HouseBetValues['outcome'],
    created_at: HouseBetValues['created_at'],
    settled_at: HouseBetValues['settled_at'],
  ) =>
    db
      .insertInto('house_bets')
      .values({
        user_id,
        game,
        seed_id,
        nonce,
        stake_paisa,
        payout_paisa,
        status,
        in_play,
        mine_count,
        mine_tiles,
        picks,
        outcome,
        created_at,
        settled_at,
      })
      .returningAll(),
);

export async function insertHouseBet(
  trx: Transaction<Database>,
  values: HouseBetValues,
): Promise<HouseBetRow> {
  const [row] = await insertHouseBetRow(
    trx,
    values.user_id,
    values.game,
    values.seed_id,
    values.nonce,
    values.stake_paisa,
    values.payout_paisa,
    values.status,
    values.in_play,
    values.mine_count,
    values.mine_tiles,
    values.picks,
    values.outcome,
    values.created_at,
    values.settled_at,
  );
  if (!row) throw new Error('the bet row was not written');
  return row;
}

export async function hasGameInPlay(executor: Executor, userId: number): Promise<boolean> {
  const inPlay = await findValue(executor, 'house_bets', 'id', { user_id: userId, in_play: 1 });
  return inPlay !== undefined;
}

/** The player's round in play of a game played in steps (Mines, Jacks or Better, Hi-Lo). */
export function findGameInPlay(
  executor: Executor,
  userId: number,
  game: HouseBetGame,
): Promise<HouseBetRow | undefined> {
  return findRow(executor, 'house_bets', { user_id: userId, game, in_play: 1 });
}

/** The player's round in play of the game, locked for the rest of the transaction. */
export function lockGameInPlay(
  trx: Transaction<Database>,
  userId: number,
  game: HouseBetGame,
): Promise<HouseBetRow | undefined> {
  return trx
    .updateTable('house_bets')
    .set((eb) => ({ in_play: eb.ref('in_play') }))
    .where('user_id', '=', userId)
    .where('game', '=', game)
    .where('in_play', '=', 1)
    .returningAll()
    .executeTakeFirst();
}

export function updateHouseBet(
  trx: Transaction<Database>,
  id: number,
  change: Partial<
    Pick<HouseBetRow, 'picks' | 'outcome' | 'status' | 'payout_paisa' | 'in_play' | 'settled_at'>
  >,
): Promise<HouseBetRow> {
  return trx
    .updateTable('house_bets')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listHouseBets(
  executor: Executor,
  userId: number,
  game: HouseBetGame,
  limit: number,
): Promise<HouseBetRow[]> {
  return executor
    .selectFrom('house_bets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('game', '=', game)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findHouseBet(
  executor: Executor,
  userId: number,
  id: number,
): Promise<HouseBetRow | undefined> {
  return findRow(executor, 'house_bets', { user_id: userId, id });
}

// ---- Crash ----------------------------------------------------------------------------------

export function findOpenChain(executor: Executor): Promise<CrashChainRow | undefined> {
  return executor
    .selectFrom('crash_chains')
    .selectAll()
    .whereRef('next_index', '<', 'round_count')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findChain(executor: Executor, id: number): Promise<CrashChainRow | undefined> {
  return findRow(executor, 'crash_chains', { id });
}

export function insertChain(
  executor: Executor,
  values: {
    terminal_seed: string;
    round_count: number;
    commitment: string;
    salt: string;
    created_at: string;
  },
): Promise<CrashChainRow> {
  return executor
    .insertInto('crash_chains')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Claims the chain's next round index; undefined when another instance took it first. */
export async function claimChainIndex(
  trx: Transaction<Database>,
  chainId: number,
  index: number,
): Promise<boolean> {
  const changed = await updateRows(
    trx,
    'crash_chains',
    { next_index: index + 1 },
    { id: chainId, next_index: index },
  );
  return changed > 0;
}

export function insertCrashRound(
  trx: Transaction<Database>,
  values: Insertable<CrashRoundsTable>,
): Promise<CrashRoundRow> {
  return trx.insertInto('crash_rounds').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findLatestRound(executor: Executor): Promise<CrashRoundRow | undefined> {
  return executor
    .selectFrom('crash_rounds')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findRound(executor: Executor, id: number): Promise<CrashRoundRow | undefined> {
  return findRow(executor, 'crash_rounds', { id });
}

export function listCrashedRounds(executor: Executor, limit: number) {
  return executor
    .selectFrom('crash_rounds')
    .select(['id', 'crash_point'])
    .where('phase', '=', 'crashed')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Moves a round from one phase to the next; false when it had moved already. */
export async function advanceRound(
  executor: Executor,
  id: number,
  from: CrashRoundRow['phase'],
  change: { phase: CrashRoundRow['phase']; crashed_at?: string },
): Promise<boolean> {
  const result = await executor
    .updateTable('crash_rounds')
    .set(change)
    .where('id', '=', id)
    .where('phase', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Places the bet unless the player already has one in the round; answers it or undefined. */
export function insertCrashBetIfNew(
  trx: Transaction<Database>,
  values: Insertable<CrashBetsTable>,
): Promise<CrashBetRow | undefined> {
  return trx
    .insertInto('crash_bets')
    .values(values)
    .onConflict((conflict) => conflict.columns(['round_id', 'user_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findCrashBet(
  executor: Executor,
  roundId: number,
  userId: number,
): Promise<CrashBetRow | undefined> {
  return findRow(executor, 'crash_bets', { round_id: roundId, user_id: userId });
}

/** Active bets of a round, optionally only those whose auto cash-out is at most `upTo`. */
export function listActiveBets(executor: Executor, roundId: number, upTo?: number) {
  let query = executor
    .selectFrom('crash_bets')
    .innerJoin('users', 'users.id', 'crash_bets.user_id')
    .selectAll('crash_bets')
    .select('users.username')
    .where('crash_bets.round_id', '=', roundId)
    .where('crash_bets.status', '=', 'active');
  if (upTo !== undefined) query = query.where('crash_bets.auto_cashout', '<=', upTo);
  return query.orderBy('crash_bets.id').execute();
}

/** Rounds that crashed with bets still active (an instance stopped while settling them). */
export async function listRoundsWithActiveBets(executor: Executor): Promise<number[]> {
  const rows = await executor
    .selectFrom('crash_bets')
    .innerJoin('crash_rounds', 'crash_rounds.id', 'crash_bets.round_id')
    .select('crash_bets.round_id')
    .distinct()
    .where('crash_bets.status', '=', 'active')
    .where('crash_rounds.phase', '=', 'crashed')
    .execute();
  return rows.map((row) => row.round_id);
}

/** Settles an active bet; undefined when it was settled already (a cash-out won the race). */
export function settleCrashBet(
  trx: Transaction<Database>,
  id: number,
  change: Pick<CrashBetRow, 'status' | 'cashout_multiplier' | 'payout_paisa' | 'settled_at'>,
): Promise<CrashBetRow | undefined> {
  return trx
    .updateTable('crash_bets')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returningAll()
    .executeTakeFirst();
}
