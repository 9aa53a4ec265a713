/**
 * A manual balance adjustment: one ledger transfer between the player's Main Wallet and the
 * house, its audit entry with the balances before and after, in one transaction. A debit cannot
 * take Main below zero (the ledger's own check refuses it), and the operator's Idempotency-Key
 * names the transfer, so the same key never moves money twice. The route's transaction also
 * holds that key's record and the answer.
 */
import { createHash } from 'node:crypto';
import {
  backofficeMessages,
  paisa,
  paisaToTaka,
  takaToPaisa,
  type AdjustmentRequest,
  type AdjustmentResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { move } from '../../platform/ledger/move.js';
import { recordAudit } from '../operators/service.js';
import type { ActionMeta } from './player-actions.js';
import { findPlayerOr404 } from './player-views.js';

/** The ledger's key for this operator's request; hashed so any header length fits. */
function ledgerKeyOf(userId: number, operatorId: number, idempotencyKey: string): string {
  const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40);
  return `adjustment:${userId}:${operatorId}:${digest}`;
}

export async function adjustBalance(
  context: AppContext,
  userId: number,
  request: AdjustmentRequest,
  meta: ActionMeta & { idempotencyKey: string },
  transaction: CallTransaction<AdjustmentResponse> = plainTransaction(context.db),
): Promise<AdjustmentResponse> {
  const player = await findPlayerOr404(context, userId);
  const amountPaisa = takaToPaisa(request.amount);
  const main = { kind: 'player_main' as const, userId };
  const house = { kind: 'house' as const };
  const credit = amountPaisa > 0;
  try {
    return await transaction(async (trx) => {
      const moved = await move(trx, {
        from: credit ? house : main,
        to: credit ? main : house,
        currency: player.currency,
        amountPaisa: paisa(Math.abs(amountPaisa)),
        code: 'adjustment',
        idempotencyKey: ledgerKeyOf(userId, meta.operator.operatorId, meta.idempotencyKey),
        reference: `operator:${meta.operator.operatorId}`,
      });
      const afterPaisa = await playerBalancePaisa(trx, userId, 'player_main');
      // A repeat of a finished adjustment moved nothing now: the balance already holds it.
      const beforePaisa = moved.status === 'created' ? afterPaisa - amountPaisa : afterPaisa;
      if (moved.status === 'created') {
        await recordAudit(trx, {
          operatorId: meta.operator.operatorId,
          action: 'player.adjustment',
          targetType: 'user',
          targetId: String(userId),
          detail: {
            amount_paisa: amountPaisa,
            reason: request.reason,
            transfer_id: moved.transfer.id,
            before: { main_paisa: beforePaisa },
            after: { main_paisa: afterPaisa },
          },
          ip: meta.ip,
        });
      }
      return {
        message: backofficeMessages.adjusted,
        transfer_id: moved.transfer.id,
        amount: request.amount,
        balance_before: paisaToTaka(paisa(beforePaisa)),
        balance_after: paisaToTaka(afterPaisa),
      };
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'insufficient_funds') {
      throw validationError({ amount: [backofficeMessages.adjustmentBelowZero] });
    }
    throw error;
  }
}
