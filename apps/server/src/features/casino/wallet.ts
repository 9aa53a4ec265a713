/**
 * The seamless wallet every game provider plays against. Each call is one database transaction
 * that records the call (`casino_transactions`, unique per provider and transaction id), changes
 * the round (`casino_rounds`) and moves the money through the ledger between the player's Main
 * Wallet and the `game_provider` system account, so the three commit together or not at all.
 *
 * Rules (docs/decisions.md, Casino):
 * - A known transaction id answers the first result and moves nothing; the same id with other
 *   details (kind, round, player, amount, reversed debit) is refused.
 * - A round belongs to the player of its first call; another player's call on it is refused.
 * - A debit needs an active, unblocked player with the funds, and an open round.
 * - A credit needs an open round with a live bet; closing the round settles it and reports the
 *   stake to `recordSettledStake` (turnover, VIP points, referral) in the same transaction,
 *   weighed by the game's edge (round-edge.ts).
 * - A rollback reverses one applied debit of an open round. A rollback naming a debit we never saw
 *   leaves a tombstone under that id, so the late debit is refused; a rollback of a debit already
 *   reversed moves nothing.
 */
import { isGamesBlocked, paisa, type BreakKind, type Paisa } from '@khela/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import { commitLanes, type TransactionRunner } from '../../platform/db/group-commit.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { playerBalancePaisa, type Executor } from '../../platform/ledger/ledger.js';
import { accountKey, postTransfers, type Posting } from '../../platform/ledger/posting.js';
import { findCatalogGame } from '../catalog/service.js';
import { recordSettledStake, weighPaisa, weightForEdgePpm } from '../settlement/service.js';
import { assertLossRoom, breakRefusal, lockedLossRooms } from '../safer-gambling/service.js';
import { CasinoRefusal } from './casino-refusal.js';
import { roundEdgePpm } from './round-edge.js';
import type {
  CreditCall,
  DebitCall,
  GameLabel,
  ProviderWallet,
  RollbackCall,
  RoundCall,
  WalletAnswer,
  WalletCall,
} from './game-provider.js';
import {
  addToRound,
  findTransaction,
  findWalletStanding,
  insertRoundIfNew,
  insertTransactionIfNew,
  insertTransactions,
  lockRound,
  markDebitRolledBack,
  setTransactionBalance,
} from './queries.js';
import type { CasinoRoundRow, CasinoTransactionKind, CasinoTransactionRow } from './tables.js';

/** Our id of a settled round in the settlement book. */
export function roundSettlementId(roundId: number): string {
  return `casino:round:${roundId}`;
}

/** Ledger keys: one per provider transaction id, so a retried call cannot move money twice. */
function transferKey(provider: string, kind: 'bet' | 'win' | 'rollback', transactionRef: string) {
  return `casino:${provider}:${kind}:${transactionRef}`;
}

/** The ledger reference of a round's transfers, so an audit finds them from the round. */
export function roundReference(roundId: number): string {
  return `casino-round:${roundId}`;
}

const AMOUNT_MAX_PAISA = 1_000_000_000_000;

function assertAmount(amountPaisa: number, minimum: 0 | 1): void {
  if (
    !Number.isSafeInteger(amountPaisa) ||
    amountPaisa < minimum ||
    amountPaisa > AMOUNT_MAX_PAISA
  ) {
    throw new CasinoRefusal('invalid_request');
  }
}

function mainBalance(executor: Executor, userId: number): Promise<Paisa> {
  return playerBalancePaisa(executor, userId, 'player_main');
}

interface WalletHolder {
  id: number;
  currency: string;
  active: boolean;
  gamesBlocked: boolean;
  /** Who referred the player (null: nobody), for the settlement. */
  referrerId: number | null;
  /** Whether the player had a turnover requirement to pay down when read. */
  turnoverActive: boolean;
  /** The player's break (time-out or self-exclusion), if any, as read. */
  breakOf: { break_kind: BreakKind | null; break_until: string | null };
  /** Whether a loss limit may apply: each stake then counts it under the player's lock. */
  hasLossLimit: boolean;
}

/** The player of a call, in one read; refused when unknown or when the currency differs. */
async function holderOf(
  executor: Executor,
  call: Pick<WalletCall, 'userId' | 'currency'>,
): Promise<WalletHolder> {
  const standing = await findWalletStanding(executor, call.userId);
  if (!standing) throw new CasinoRefusal('player_unavailable');
  if (call.currency !== undefined && call.currency !== standing.currency) {
    throw new CasinoRefusal('currency_mismatch', await mainBalance(executor, standing.id));
  }
  return {
    id: standing.id,
    currency: standing.currency,
    active: standing.status === 'active',
    referrerId: standing.referred_by_user_id,
    // SQLite answers a number, PostgreSQL a boolean.
    turnoverActive: Boolean(standing.turnover_active),
    breakOf: { break_kind: standing.break_kind, break_until: standing.break_until },
    hasLossLimit: standing.has_loss_limit === 1,
    gamesBlocked:
      standing.cs_market !== null &&
      isGamesBlocked({
        exchange_market: standing.exchange_market ?? 1,
        cs_market: standing.cs_market,
        status: standing.block_status ?? '',
      }),
  };
}

/** A debit's player: known, in the currency, active and not blocked from games. */
async function debitHolderOf(
  executor: Executor,
  call: Pick<WalletCall, 'userId' | 'currency'>,
): Promise<WalletHolder> {
  const holder = await holderOf(executor, call);
  if (!holder.active) throw new CasinoRefusal('player_unavailable');
  if (holder.gamesBlocked) {
    throw new CasinoRefusal('market_blocked', await mainBalance(executor, holder.id));
  }
  const onBreak = breakRefusal(holder.breakOf, isoNow());
  if (onBreak) {
    throw new CasinoRefusal(
      'player_unavailable',
      await mainBalance(executor, holder.id),
      onBreak.message,
    );
  }
  return holder;
}

/**
 * Refuses a stake that could take the player past a loss limit, counted under the player's lock
 * before the money moves (safer-gambling/guards.ts). Only players with a loss limit pay for it.
 */
async function assertStakeWithinLossLimits(
  trx: Transaction<Database>,
  holder: WalletHolder,
  stakePaisa: number,
  now: string,
): Promise<void> {
  if (!holder.hasLossLimit) return;
  try {
    assertLossRoom(await lockedLossRooms(trx, holder.id, now), stakePaisa);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw new CasinoRefusal('player_unavailable', await mainBalance(trx, holder.id), error.message);
  }
}

type TransferKind = 'bet' | 'win' | 'rollback';

const transferCodeOf = {
  bet: 'casino_bet',
  win: 'casino_win',
  rollback: 'casino_rollback',
} as const;

/** A bet leaves the Main Wallet for the game provider; a win or a rollback comes back. */
function casinoPosting(
  provider: string,
  movement: { kind: TransferKind; transactionRef: string; roundId: number; userId: number },
  amountPaisa: number,
): Posting {
  const player = { kind: 'player_main', userId: movement.userId } as const;
  const house = { kind: 'game_provider' } as const;
  return {
    from: movement.kind === 'bet' ? player : house,
    to: movement.kind === 'bet' ? house : player,
    amountPaisa: paisa(amountPaisa),
    code: transferCodeOf[movement.kind],
    idempotencyKey: transferKey(provider, movement.kind, movement.transactionRef),
    reference: roundReference(movement.roundId),
  };
}

/**
 * Posts the movements and answers the Main Wallet after them; a refused debit becomes the
 * seamless refusal with the balance (throwing rolls back the rows written so far).
 */
async function postMovements(
  trx: Transaction<Database>,
  currency: string,
  userId: number,
  postings: Posting[],
): Promise<Paisa> {
  try {
    const posted = await postTransfers(trx, currency, postings);
    const main =
      posted.status === 'created'
        ? posted.accounts.get(mainKey(userId, currency))?.balancePaisa
        : undefined;
    return main === undefined ? mainBalance(trx, userId) : paisa(main);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'insufficient_funds') {
      throw new CasinoRefusal('insufficient_funds', await mainBalance(trx, userId));
    }
    throw error;
  }
}

function mainKey(userId: number, currency: string): string {
  return accountKey({ kind: 'player_main', userId }, currency);
}

/** The first answer to a repeated call, or a refusal when the id was used for something else. */
async function repeatOf(
  trx: Transaction<Database>,
  known: CasinoTransactionRow,
  expected: {
    kind: CasinoTransactionKind;
    round: CasinoRoundRow;
    userId: number;
    amountPaisa?: number;
    referenceRef?: string;
  },
): Promise<WalletAnswer> {
  if (known.kind === 'debit' && known.status === 'tombstone') {
    throw new CasinoRefusal('bet_rolled_back', await mainBalance(trx, expected.userId));
  }
  const same =
    known.kind === expected.kind &&
    known.round_id === expected.round.id &&
    known.user_id === expected.userId &&
    (expected.amountPaisa === undefined || known.amount_paisa === expected.amountPaisa) &&
    (expected.referenceRef === undefined ||
      known.reference_transaction_ref === expected.referenceRef);
  if (!same) {
    throw new CasinoRefusal('transaction_conflict', await mainBalance(trx, expected.userId));
  }
  return {
    balancePaisa: paisa(known.balance_after_paisa),
    currency: expected.round.currency,
    repeated: true,
    roundId: expected.round.id,
  };
}

/**
 * Commit groups side by side on PostgreSQL: four measured best (docs/performance.md, Casino
 * rounds), and leave most of the pool's ten connections to everything else.
 */
const CASINO_COMMIT_LANES = 4;

const lanesOfDatabase = new WeakMap<AppContext['db'], (userId: number) => TransactionRunner>();

/**
 * How a casino call opens its transaction: calls arriving together share one commit, each in a
 * savepoint (group-commit.ts), in lanes by player on PostgreSQL; the game provider's account is
 * written once per commit (platform/ledger/posting.ts).
 */
export function casinoTransaction(context: AppContext, userId: number): TransactionRunner {
  let lanes = lanesOfDatabase.get(context.db);
  if (!lanes) {
    lanes = commitLanes(context.db, context.dialect, CASINO_COMMIT_LANES);
    lanesOfDatabase.set(context.db, lanes);
  }
  return lanes(userId);
}

export function createProviderWallet(context: AppContext, provider: string): ProviderWallet {
  /** Runs in the caller's transaction when given one, else in a transaction of its own. */
  function inTransaction<T>(
    within: Transaction<Database> | undefined,
    userId: number,
    work: (trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return within ? work(within) : casinoTransaction(context, userId)(work);
  }

  /** The game's catalogue name and type for a new round, unless the caller knows them. */
  async function labelOf(
    trx: Transaction<Database>,
    call: { gameCode: string; game?: GameLabel | undefined },
  ): Promise<GameLabel> {
    if (call.game) return call.game;
    const game = await findCatalogGame(trx, provider, call.gameCode);
    return { name: game?.name ?? call.gameCode, type: game?.type ?? '' };
  }

  function newRound(
    call: Pick<WalletCall, 'userId' | 'gameCode' | 'roundId'>,
    holder: WalletHolder,
    game: GameLabel,
    now: string,
    amounts: { stakePaisa: number; winPaisa: number; settled: boolean },
  ) {
    return {
      provider,
      round_ref: call.roundId,
      user_id: call.userId,
      currency: holder.currency,
      game_code: call.gameCode,
      game_name: game.name,
      game_type: game.type,
      status: amounts.settled ? ('settled' as const) : ('open' as const),
      stake_paisa: amounts.stakePaisa,
      win_paisa: amounts.winPaisa,
      created_at: now,
      updated_at: now,
      settled_at: amounts.settled ? now : null,
    };
  }

  async function ownRound(
    trx: Transaction<Database>,
    call: WalletCall,
    now: string,
  ): Promise<CasinoRoundRow> {
    const round = await lockRound(trx, provider, call.roundId, now);
    if (!round) throw new CasinoRefusal('unknown_round', await mainBalance(trx, call.userId));
    return checkOwner(trx, round, call);
  }

  async function checkOwner(
    trx: Transaction<Database>,
    round: CasinoRoundRow,
    call: WalletCall,
  ): Promise<CasinoRoundRow> {
    if (round.user_id !== call.userId) {
      throw new CasinoRefusal('round_of_another_player', await mainBalance(trx, call.userId));
    }
    return round;
  }

  /** Records the call; if its id was taken meanwhile (another round), answers that row instead. */
  async function recordCall(
    trx: Transaction<Database>,
    values: {
      transactionRef: string;
      round: CasinoRoundRow;
      kind: CasinoTransactionKind;
      status?: 'applied' | 'tombstone';
      amountPaisa: number;
      referenceRef?: string;
      now: string;
    },
  ): Promise<{ row: CasinoTransactionRow; isNew: boolean }> {
    const inserted = await insertTransactionIfNew(trx, {
      provider,
      transaction_ref: values.transactionRef,
      round_id: values.round.id,
      user_id: values.round.user_id,
      kind: values.kind,
      status: values.status ?? 'applied',
      amount_paisa: values.amountPaisa,
      reference_transaction_ref: values.referenceRef ?? null,
      balance_after_paisa: 0,
      created_at: values.now,
    });
    if (inserted) return { row: inserted, isNew: true };
    const existing = await findTransaction(trx, provider, values.transactionRef);
    if (!existing) throw new Error('casino transaction vanished after a conflict');
    return { row: existing, isNew: false };
  }

  async function answer(
    trx: Transaction<Database>,
    row: CasinoTransactionRow,
    round: CasinoRoundRow,
    balancePaisa: Paisa,
  ): Promise<WalletAnswer> {
    await setTransactionBalance(trx, row.id, balancePaisa);
    return { balancePaisa, currency: round.currency, repeated: false, roundId: round.id };
  }

  /**
   * Reports a closed round's stake to the settlement (turnover, VIP points, referral), with what
   * this call read of the player in the same transaction (`roundIn` reads it there).
   */
  async function settle(
    trx: Transaction<Database>,
    round: CasinoRoundRow,
    holder?: WalletHolder,
  ): Promise<void> {
    await recordSettledStake(trx, {
      userId: round.user_id,
      ...(holder && { referrerId: holder.referrerId, turnoverActive: holder.turnoverActive }),
      stakePaisa: round.stake_paisa,
      countedPaisa: weighPaisa(round.stake_paisa, weightForEdgePpm(roundEdgePpm(round))),
      settlementId: roundSettlementId(round.id),
    });
  }

  /**
   * The debit in the caller's transaction, after the player checks. The first debit of a round
   * opens it with its stake; a later one locks it and adds to the stake.
   */
  async function debitIn(
    trx: Transaction<Database>,
    call: DebitCall,
    holder: WalletHolder,
  ): Promise<WalletAnswer> {
    const now = isoNow();
    const opened = await insertRoundIfNew(
      trx,
      newRound(call, holder, await labelOf(trx, call), now, {
        stakePaisa: call.amountPaisa,
        winPaisa: 0,
        settled: false,
      }),
    );
    const round = opened ?? (await ownRound(trx, call, now));
    const expected = {
      kind: 'debit' as const,
      round,
      userId: call.userId,
      amountPaisa: call.amountPaisa,
    };
    // A round opened here already carries the stake; any refusal below rolls it back.
    if (!opened && round.status !== 'open') {
      const known = await findTransaction(trx, provider, call.transactionId);
      if (known) return repeatOf(trx, known, expected);
      throw new CasinoRefusal('round_closed', await mainBalance(trx, call.userId));
    }
    const recorded = await recordCall(trx, {
      transactionRef: call.transactionId,
      round,
      kind: 'debit',
      amountPaisa: call.amountPaisa,
      now,
    });
    if (!recorded.isNew) return repeatOf(trx, recorded.row, expected);
    await assertStakeWithinLossLimits(trx, holder, call.amountPaisa, now);
    const balancePaisa = await postMovements(trx, round.currency, call.userId, [
      casinoPosting(
        provider,
        { kind: 'bet', transactionRef: call.transactionId, roundId: round.id, userId: call.userId },
        call.amountPaisa,
      ),
    ]);
    if (!opened) await addToRound(trx, round.id, { stakePaisa: call.amountPaisa });
    return answer(trx, recorded.row, round, balancePaisa);
  }

  async function creditIn(trx: Transaction<Database>, call: CreditCall): Promise<WalletAnswer> {
    const now = isoNow();
    const round = await ownRound(trx, call, now);
    const expected = {
      kind: 'credit' as const,
      round,
      userId: call.userId,
      amountPaisa: call.amountPaisa,
    };
    if (round.status !== 'open' || round.stake_paisa <= 0) {
      const known = await findTransaction(trx, provider, call.transactionId);
      if (known) return repeatOf(trx, known, expected);
      throw new CasinoRefusal(
        round.status !== 'open' ? 'round_closed' : 'no_open_bet',
        await mainBalance(trx, call.userId),
      );
    }
    const recorded = await recordCall(trx, {
      transactionRef: call.transactionId,
      round,
      kind: 'credit',
      amountPaisa: call.amountPaisa,
      now,
    });
    if (!recorded.isNew) return repeatOf(trx, recorded.row, expected);
    const balancePaisa =
      call.amountPaisa > 0
        ? await postMovements(trx, round.currency, call.userId, [
            casinoPosting(
              provider,
              {
                kind: 'win',
                transactionRef: call.transactionId,
                roundId: round.id,
                userId: call.userId,
              },
              call.amountPaisa,
            ),
          ])
        : await mainBalance(trx, call.userId);
    const closes = call.closeRound ?? true;
    const updated = await addToRound(trx, round.id, {
      winPaisa: call.amountPaisa,
      ...(closes ? { settleAt: now } : {}),
    });
    if (closes) await settle(trx, updated);
    return answer(trx, recorded.row, round, balancePaisa);
  }

  /**
   * A new round's bet and win at once: the round is written settled, both calls recorded, the
   * two transfers posted with one balance change per account, the stake settled. A round id
   * seen before is played as its debit and closing credit.
   */
  async function roundIn(
    trx: Transaction<Database>,
    call: RoundCall,
    holder: WalletHolder,
    readWithin: WalletHolder | undefined,
  ): Promise<WalletAnswer> {
    const walletCall = { userId: call.userId, gameCode: call.gameCode, roundId: call.roundId };
    const now = isoNow();
    const round = await insertRoundIfNew(
      trx,
      newRound(walletCall, holder, await labelOf(trx, call), now, {
        stakePaisa: call.bet.amountPaisa,
        winPaisa: call.win.amountPaisa,
        settled: true,
      }),
    );
    if (!round) {
      const game = call.game ? { game: call.game } : {};
      await debitIn(trx, { ...walletCall, ...game, ...call.bet }, holder);
      return creditIn(trx, { ...walletCall, ...call.win, closeRound: true });
    }
    await assertStakeWithinLossLimits(trx, holder, call.bet.amountPaisa, now);
    const movement = { roundId: round.id, userId: call.userId };
    const postings = [
      casinoPosting(
        provider,
        { ...movement, kind: 'bet', transactionRef: call.bet.transactionId },
        call.bet.amountPaisa,
      ),
    ];
    if (call.win.amountPaisa > 0) {
      postings.push(
        casinoPosting(
          provider,
          { ...movement, kind: 'win', transactionRef: call.win.transactionId },
          call.win.amountPaisa,
        ),
      );
    }
    const balancePaisa = await postMovements(trx, round.currency, call.userId, postings);
    const recorded = (
      kind: 'debit' | 'credit',
      transactionRef: string,
      amount: number,
      after: number,
    ) => ({
      provider,
      transaction_ref: transactionRef,
      round_id: round.id,
      user_id: call.userId,
      kind,
      status: 'applied' as const,
      amount_paisa: amount,
      reference_transaction_ref: null,
      balance_after_paisa: after,
      created_at: now,
    });
    // New ids by construction (RoundCall); a taken one throws and rolls the round back.
    await insertTransactions(trx, [
      recorded(
        'debit',
        call.bet.transactionId,
        call.bet.amountPaisa,
        balancePaisa - call.win.amountPaisa,
      ),
      recorded('credit', call.win.transactionId, call.win.amountPaisa, balancePaisa),
    ]);
    await settle(trx, round, readWithin);
    return { balancePaisa, currency: round.currency, repeated: false, roundId: round.id };
  }

  return {
    async balance(userId, within) {
      const executor = within ?? context.db;
      const holder = await holderOf(executor, { userId });
      return {
        balancePaisa: await mainBalance(executor, userId),
        currency: holder.currency,
        repeated: false,
      };
    },

    async debit(call: DebitCall, within) {
      assertAmount(call.amountPaisa, 1);
      // Read through the caller's transaction when there is one: SQLite has a single connection.
      const holder = await debitHolderOf(within ?? context.db, call);
      return inTransaction(within, call.userId, (trx) => debitIn(trx, call, holder));
    },

    async credit(call: CreditCall, within) {
      assertAmount(call.amountPaisa, 0);
      await holderOf(within ?? context.db, call);
      return inTransaction(within, call.userId, (trx) => creditIn(trx, call));
    },

    async round(call: RoundCall, within) {
      assertAmount(call.bet.amountPaisa, 1);
      assertAmount(call.win.amountPaisa, 0);
      const holder = await debitHolderOf(within ?? context.db, call);
      // What was read of the player goes to the settlement only when read in its transaction.
      const readWithin = within === undefined ? undefined : holder;
      return inTransaction(within, call.userId, (trx) => roundIn(trx, call, holder, readWithin));
    },

    async rollback(call: RollbackCall, within) {
      const holder = await holderOf(within ?? context.db, call);
      return inTransaction(within, call.userId, async (trx) => {
        const now = isoNow();
        const opened = await insertRoundIfNew(
          trx,
          newRound(call, holder, await labelOf(trx, call), now, {
            stakePaisa: 0,
            winPaisa: 0,
            settled: false,
          }),
        );
        const round = opened ?? (await ownRound(trx, call, now));
        const expected = {
          kind: 'rollback' as const,
          round,
          userId: call.userId,
          referenceRef: call.rolledBackTransactionId,
        };
        const known = await findTransaction(trx, provider, call.transactionId);
        if (known) return repeatOf(trx, known, expected);

        let target = await findTransaction(trx, provider, call.rolledBackTransactionId);
        if (!target) {
          // The debit has not arrived (or never will): its id is taken now, so it cannot land late.
          const tombstone = await recordCall(trx, {
            transactionRef: call.rolledBackTransactionId,
            round,
            kind: 'debit',
            status: 'tombstone',
            amountPaisa: 0,
            now,
          });
          target = tombstone.row;
        }
        if (target.kind !== 'debit') {
          throw new CasinoRefusal('not_rollbackable', await mainBalance(trx, holder.id));
        }
        if (target.round_id !== round.id || target.user_id !== call.userId) {
          throw new CasinoRefusal('transaction_conflict', await mainBalance(trx, holder.id));
        }
        const reverses = target.status === 'applied';
        if (reverses && round.status !== 'open') {
          throw new CasinoRefusal('not_rollbackable', await mainBalance(trx, holder.id));
        }
        const recorded = await recordCall(trx, {
          transactionRef: call.transactionId,
          round,
          kind: 'rollback',
          amountPaisa: reverses ? target.amount_paisa : 0,
          referenceRef: call.rolledBackTransactionId,
          now,
        });
        if (!recorded.isNew) return repeatOf(trx, recorded.row, expected);
        if (!reverses) return answer(trx, recorded.row, round, await mainBalance(trx, holder.id));
        // The round lock makes this certain; if it ever failed, nothing may commit.
        if (!(await markDebitRolledBack(trx, target.id))) {
          throw new Error(`debit ${target.id} changed under its round's lock`);
        }
        const balancePaisa = await postMovements(trx, round.currency, call.userId, [
          casinoPosting(
            provider,
            {
              kind: 'rollback',
              transactionRef: call.transactionId,
              roundId: round.id,
              userId: call.userId,
            },
            target.amount_paisa,
          ),
        ]);
        await addToRound(trx, round.id, { stakePaisa: -target.amount_paisa });
        return answer(trx, recorded.row, round, balancePaisa);
      });
    },
  };
}
