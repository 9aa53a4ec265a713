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
import { isGamesBlocked, paisa, type Paisa } from '@khela/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { playerBalancePaisa, type Executor } from '../../platform/ledger/ledger.js';
import { move } from '../../platform/ledger/move.js';
import { findWalletHolder, type WalletHolder } from '../auth/service.js';
import { findCatalogGame } from '../catalog/service.js';
import { getMarketBlock } from '../market-block/service.js';
import { recordSettledStake, weighPaisa, weightForEdgePpm } from '../settlement/service.js';
import { CasinoRefusal } from './casino-refusal.js';
import { roundEdgePpm } from './round-edge.js';
import type {
  CreditCall,
  DebitCall,
  ProviderWallet,
  RollbackCall,
  WalletAnswer,
  WalletCall,
} from './game-provider.js';
import {
  addToRound,
  findTransaction,
  insertRoundIfMissing,
  insertTransactionIfNew,
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

async function holderOf(executor: Executor, call: Pick<WalletCall, 'userId' | 'currency'>) {
  const holder = await findWalletHolder(executor, call.userId);
  if (!holder) throw new CasinoRefusal('player_unavailable');
  if (call.currency !== undefined && call.currency !== holder.currency) {
    throw new CasinoRefusal('currency_mismatch', await mainBalance(executor, holder.id));
  }
  return holder;
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

export function createProviderWallet(context: AppContext, provider: string): ProviderWallet {
  /** Runs in the caller's transaction when given one, else in a transaction of its own. */
  function inTransaction<T>(
    within: Transaction<Database> | undefined,
    work: (trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return within ? work(within) : context.db.transaction().execute(work);
  }

  /** Opens the round for this player unless it exists, then locks it and checks its owner. */
  async function openOwnRound(
    trx: Transaction<Database>,
    call: WalletCall,
    holder: WalletHolder,
    now: string,
  ): Promise<CasinoRoundRow> {
    const game = await findCatalogGame(trx, provider, call.gameCode);
    await insertRoundIfMissing(trx, {
      provider,
      round_ref: call.roundId,
      user_id: call.userId,
      currency: holder.currency,
      game_code: call.gameCode,
      game_name: game?.name ?? call.gameCode,
      game_type: game?.type ?? '',
      status: 'open',
      created_at: now,
      updated_at: now,
      settled_at: null,
    });
    return ownRound(trx, call, now);
  }

  async function ownRound(
    trx: Transaction<Database>,
    call: WalletCall,
    now: string,
  ): Promise<CasinoRoundRow> {
    const round = await lockRound(trx, provider, call.roundId, now);
    if (!round) throw new CasinoRefusal('unknown_round', await mainBalance(trx, call.userId));
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
  ): Promise<WalletAnswer> {
    const balancePaisa = await mainBalance(trx, round.user_id);
    await setTransactionBalance(trx, row.id, balancePaisa);
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
      const executor = within ?? context.db;
      const holder = await holderOf(executor, call);
      if (!holder.active) throw new CasinoRefusal('player_unavailable');
      if (isGamesBlocked(await getMarketBlock({ ...context, db: executor }, holder.id))) {
        throw new CasinoRefusal('market_blocked', await mainBalance(executor, holder.id));
      }
      return inTransaction(within, async (trx) => {
        const now = isoNow();
        const round = await openOwnRound(trx, call, holder, now);
        const known = await findTransaction(trx, provider, call.transactionId);
        const expected = {
          kind: 'debit' as const,
          round,
          userId: call.userId,
          amountPaisa: call.amountPaisa,
        };
        if (known) return repeatOf(trx, known, expected);
        if (round.status !== 'open') {
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
        try {
          await move(trx, {
            from: { kind: 'player_main', userId: call.userId },
            to: { kind: 'game_provider' },
            currency: round.currency,
            amountPaisa: paisa(call.amountPaisa),
            code: 'casino_bet',
            idempotencyKey: transferKey(provider, 'bet', call.transactionId),
            reference: roundReference(round.id),
          });
        } catch (error) {
          // The refused debit changed no balance; throwing rolls back the rows written so far.
          if (error instanceof DomainError && error.code === 'insufficient_funds') {
            throw new CasinoRefusal('insufficient_funds', await mainBalance(trx, call.userId));
          }
          throw error;
        }
        await addToRound(trx, round.id, { stakePaisa: call.amountPaisa });
        return answer(trx, recorded.row, round);
      });
    },

    async credit(call: CreditCall, within) {
      assertAmount(call.amountPaisa, 0);
      await holderOf(within ?? context.db, call);
      return inTransaction(within, async (trx) => {
        const now = isoNow();
        const round = await ownRound(trx, call, now);
        const known = await findTransaction(trx, provider, call.transactionId);
        const expected = {
          kind: 'credit' as const,
          round,
          userId: call.userId,
          amountPaisa: call.amountPaisa,
        };
        if (known) return repeatOf(trx, known, expected);
        if (round.status !== 'open') {
          throw new CasinoRefusal('round_closed', await mainBalance(trx, call.userId));
        }
        if (round.stake_paisa <= 0) {
          throw new CasinoRefusal('no_open_bet', await mainBalance(trx, call.userId));
        }
        const recorded = await recordCall(trx, {
          transactionRef: call.transactionId,
          round,
          kind: 'credit',
          amountPaisa: call.amountPaisa,
          now,
        });
        if (!recorded.isNew) return repeatOf(trx, recorded.row, expected);
        if (call.amountPaisa > 0) {
          await move(trx, {
            from: { kind: 'game_provider' },
            to: { kind: 'player_main', userId: call.userId },
            currency: round.currency,
            amountPaisa: paisa(call.amountPaisa),
            code: 'casino_win',
            idempotencyKey: transferKey(provider, 'win', call.transactionId),
            reference: roundReference(round.id),
          });
        }
        const closes = call.closeRound ?? true;
        const updated = await addToRound(trx, round.id, {
          winPaisa: call.amountPaisa,
          ...(closes ? { settleAt: now } : {}),
        });
        if (closes) {
          await recordSettledStake(trx, {
            userId: call.userId,
            stakePaisa: updated.stake_paisa,
            countedPaisa: weighPaisa(updated.stake_paisa, weightForEdgePpm(roundEdgePpm(round))),
            settlementId: roundSettlementId(round.id),
          });
        }
        return answer(trx, recorded.row, round);
      });
    },

    async rollback(call: RollbackCall, within) {
      const holder = await holderOf(within ?? context.db, call);
      return inTransaction(within, async (trx) => {
        const now = isoNow();
        const round = await openOwnRound(trx, call, holder, now);
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
        if (reverses) {
          // The round lock makes this certain; if it ever failed, nothing may commit.
          if (!(await markDebitRolledBack(trx, target.id))) {
            throw new Error(`debit ${target.id} changed under its round's lock`);
          }
          await move(trx, {
            from: { kind: 'game_provider' },
            to: { kind: 'player_main', userId: call.userId },
            currency: round.currency,
            amountPaisa: paisa(target.amount_paisa),
            code: 'casino_rollback',
            idempotencyKey: transferKey(provider, 'rollback', call.transactionId),
            reference: roundReference(round.id),
          });
          await addToRound(trx, round.id, { stakePaisa: -target.amount_paisa });
        }
        return answer(trx, recorded.row, round);
      });
    },
  };
}
