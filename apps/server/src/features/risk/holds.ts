/**
 * Finance's hold on a player's withdrawals. Placing, releasing and the withdrawal's own check all
 * take the lock of the player's Main Wallet first, so a hold and a withdrawal asked for at the same
 * moment go one after the other: either the withdrawal sees the hold, or the hold comes after a
 * withdrawal that is then pending under it (docs/domain.md, Wallet). Each change commits with its
 * audit entry.
 */
import {
  backofficeMessages,
  riskAdminMessages,
  type HoldChangeResponse,
  type PlaceHoldRequest,
  type ReleaseHoldRequest,
  type WithdrawalHold,
  type WithdrawalHoldResponse,
} from '@khela/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/dialect.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { lockAccount } from '../../platform/ledger/move.js';
import { recordChange, type AuditMeta } from '../operators/service.js';
import { findActiveHold, findPlayerCurrency, insertHold, releaseActiveHold } from './queries.js';

async function playerCurrency(context: AppContext, userId: number): Promise<string> {
  const currency = await findPlayerCurrency(context.db, userId);
  if (currency === undefined) throw new DomainError('not_found', backofficeMessages.playerNotFound);
  return currency;
}

function lockPlayer(trx: Transaction<Database>, userId: number, currency: string): Promise<void> {
  return lockAccount(trx, { kind: 'player_main', userId }, currency);
}

async function activeHold(db: Executor, userId: number): Promise<WithdrawalHold | null> {
  const row = await findActiveHold(db, userId);
  if (!row) return null;
  return {
    id: Number(row.id),
    reason: row.reason,
    placed_by: row.placed_by,
    placed_at: row.placed_at,
  };
}

export async function withdrawalHoldOf(
  context: AppContext,
  userId: number,
): Promise<WithdrawalHoldResponse> {
  await playerCurrency(context, userId);
  return { hold: await activeHold(context.db, userId) };
}

export async function placeWithdrawalHold(
  context: AppContext,
  userId: number,
  { reason }: PlaceHoldRequest,
  meta: AuditMeta,
): Promise<HoldChangeResponse> {
  const currency = await playerCurrency(context, userId);
  try {
    const hold = await context.db.transaction().execute(async (trx) => {
      await lockPlayer(trx, userId, currency);
      if (await findActiveHold(trx, userId)) {
        throw new DomainError('conflict', riskAdminMessages.alreadyHeld);
      }
      const holdId = await insertHold(trx, {
        userId,
        reason,
        operatorId: meta.operator.operatorId,
        now: isoNow(),
      });
      await recordChange(trx, meta, {
        action: 'player.withdrawal_hold',
        targetType: 'user',
        targetId: String(userId),
        detail: { hold_id: holdId },
        before: { held: false },
        after: { held: true, reason },
      });
      return activeHold(trx, userId);
    });
    return { message: riskAdminMessages.holdPlaced, hold };
  } catch (error) {
    // The database's one-hold-per-player index refuses a second hold that raced past the check.
    if (isUniqueViolation(error)) throw new DomainError('conflict', riskAdminMessages.alreadyHeld);
    throw error;
  }
}

export async function releaseWithdrawalHold(
  context: AppContext,
  userId: number,
  { reason }: ReleaseHoldRequest,
  meta: AuditMeta,
): Promise<HoldChangeResponse> {
  const currency = await playerCurrency(context, userId);
  await context.db.transaction().execute(async (trx) => {
    await lockPlayer(trx, userId, currency);
    const before = await activeHold(trx, userId);
    const released = await releaseActiveHold(trx, {
      userId,
      reason,
      operatorId: meta.operator.operatorId,
      now: isoNow(),
    });
    if (released === undefined || before === null) {
      throw new DomainError('conflict', riskAdminMessages.notHeld);
    }
    await recordChange(trx, meta, {
      action: 'player.withdrawal_hold_release',
      targetType: 'user',
      targetId: String(userId),
      detail: { hold_id: released, reason },
      before: { held: true, reason: before.reason },
      after: { held: false },
    });
  });
  return { message: riskAdminMessages.holdReleased, hold: null };
}

/** Whether the player's withdrawals are held: the screen's early answer, without a lock. */
export async function isWithdrawalHeld(db: Executor, userId: number): Promise<boolean> {
  return (await findActiveHold(db, userId)) !== undefined;
}

/**
 * Whether the player's withdrawals are held, asked inside the withdrawal's own transaction after
 * taking the lock a hold takes, so the answer stands until that transaction commits.
 */
export async function isWithdrawalHeldUnderLock(
  trx: Transaction<Database>,
  userId: number,
  currency: string,
): Promise<boolean> {
  await lockPlayer(trx, userId, currency);
  return (await findActiveHold(trx, userId)) !== undefined;
}
