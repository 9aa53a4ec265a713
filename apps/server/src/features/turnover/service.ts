/**
 * Turnover requirements (DOMAIN: turnover, bonuses). An approved deposit creates one of
 * (deposit + bonus) × multiple; settled stakes from casino rounds and exchange bets pay it down;
 * a withdrawal waits until none is active. Stakes pay the oldest requirement first, so a player
 * who deposits twice finishes the first before the second starts moving.
 */
import { paisa, paisaToTaka, type Paisa, type Turnover } from '@khela/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import { isoNow } from '../../platform/db/time.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { countActive, listActiveForUpdate, listWithSources } from './queries.js';

export async function createTurnoverRequirement(
  trx: Transaction<Database>,
  requirement: {
    userId: number;
    transactionId: number;
    promotionId: number | null;
    multiple: number;
    basePaisa: Paisa;
  },
): Promise<void> {
  const requiredPaisa = requirement.basePaisa * requirement.multiple;
  if (requiredPaisa <= 0) return;
  await trx
    .insertInto('turnovers')
    .values({
      user_id: requirement.userId,
      transaction_id: requirement.transactionId,
      promotion_id: requirement.promotionId,
      multiple: requirement.multiple,
      required_paisa: requiredPaisa,
      remaining_paisa: requiredPaisa,
      status: 'active',
      completed_at: null,
      created_at: isoNow(),
    })
    .execute();
}

/**
 * Counts a settled stake towards the player's active requirements, oldest first. Called by the
 * casino and exchange settlement inside their own transaction. Answers what was counted.
 *
 * Each step is a conditional update on the remainder it read, so two settlements for one player
 * at the same moment (a casino round and an exchange market) cannot both spend one remainder. The
 * loser re-reads (on PostgreSQL a new statement sees the winner's commit) and goes on from there.
 */
export async function applySettledStake(
  trx: Transaction<Database>,
  userId: number,
  stakePaisa: Paisa,
): Promise<Paisa> {
  let left: number = stakePaisa;
  for (let attempt = 0; attempt < MAX_SETTLEMENT_ATTEMPTS && left > 0; attempt += 1) {
    let conflicted = false;
    for (const requirement of await listActiveForUpdate(trx, userId)) {
      if (left <= 0) break;
      const used = Math.min(left, requirement.remaining_paisa);
      const remaining = requirement.remaining_paisa - used;
      const updated = await trx
        .updateTable('turnovers')
        .set({
          remaining_paisa: remaining,
          status: remaining === 0 ? 'complete' : 'active',
          completed_at: remaining === 0 ? isoNow() : null,
        })
        .where('id', '=', requirement.id)
        .where('remaining_paisa', '=', requirement.remaining_paisa)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) {
        conflicted = true;
        break;
      }
      left -= used;
    }
    if (!conflicted) break;
  }
  return paisa(stakePaisa - left);
}

const MAX_SETTLEMENT_ATTEMPTS = 20;

export async function hasActiveTurnover(db: Executor, userId: number): Promise<boolean> {
  return (await countActive(db, userId)) > 0;
}

/** GET /api/turnovers: the player's tickets, newest first. */
export async function listTurnovers(db: Executor, userId: number): Promise<Turnover[]> {
  const rows = await listWithSources(db, userId);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    created_at: row.created_at,
    required_turnover: paisaToTaka(paisa(row.required_paisa)),
    remaining_turnover: paisaToTaka(paisa(row.remaining_paisa)),
    transaction: row.action
      ? {
          action: row.action,
          promotion: row.promotion_name
            ? { name: row.promotion_name, turnover: row.multiple }
            : null,
          payment_method: row.method_name ? { name: row.method_name } : null,
        }
      : null,
  }));
}
