/**
 * Claim All (POST /api/cash-claim): the whole cash bonus (referral rewards, promotion cash) moves
 * to the Main Wallet, recorded as a bonus transaction. Two claims at once cannot both pay: the
 * second finds the bonus account emptied by the first and its debit fails. The route's
 * transaction also holds the claim's Idempotency-Key and its answer.
 */
import {
  accountMessages,
  CASH_CLAIM_TAKA_MIN,
  paisa,
  paisaToTaka,
  referralMessages,
  takaToPaisa,
  type CashClaimResponse,
  type Paisa,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { isoNow } from '../../platform/db/time.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { move } from '../../platform/ledger/move.js';
import { findWalletHolder } from '../auth/service.js';
import { openTransaction } from './service.js';

export async function claimCashBonus(
  context: AppContext,
  userId: number,
  transaction: CallTransaction<CashClaimResponse> = plainTransaction(context.db),
): Promise<CashClaimResponse> {
  const holder = await findWalletHolder(context.db, userId);
  if (!holder) throw new DomainError('unauthenticated', accountMessages.unauthenticated);
  const minimum = takaToPaisa(CASH_CLAIM_TAKA_MIN);
  try {
    return await transaction(async (trx) => {
      const available: Paisa = await playerBalancePaisa(trx, userId, 'player_cash_bonus');
      if (available < minimum) throw new DomainError('bad_request', referralMessages.claimMinimum);
      const row = await openTransaction(trx, {
        user_id: userId,
        action: 'bonus',
        status_key: '1',
        amount_paisa: available,
        source: 'cash_claim',
        initiated_at: isoNow(),
        completed_at: isoNow(),
      });
      await move(trx, {
        from: { kind: 'player_cash_bonus', userId },
        to: { kind: 'player_main', userId },
        currency: holder.currency,
        amountPaisa: paisa(available),
        code: 'bonus_claim',
        idempotencyKey: `cash-claim:${row.transaction_id}`,
        reference: row.transaction_id,
      });
      // Answered inside the transaction: the stored idempotent answer commits with the claim.
      return {
        success: true,
        message: referralMessages.claimSuccess,
        amount: paisaToTaka(available),
        balance: paisaToTaka(await playerBalancePaisa(trx, userId, 'player_main')),
      };
    });
  } catch (error) {
    // The other claim won the race and emptied the bonus; to this player it is "below minimum".
    if (error instanceof DomainError && error.code === 'insufficient_funds') {
      throw new DomainError('bad_request', referralMessages.claimMinimum);
    }
    throw error;
  }
}
