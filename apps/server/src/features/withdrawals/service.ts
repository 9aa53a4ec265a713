/**
 * Withdrawals, player side (/withdrawal, [contract: Validation], [contract: Error texts]). The pre-check and the submit ask
 * the same questions in the same order; the submit moves the amount from the Main Wallet to the
 * player's withdrawal hold at once, so it cannot be bet or withdrawn twice while it waits. A large
 * withdrawal, or one past the lifetime total, also needs an approved identity (features/identity);
 * that depends on the amount, so only the submit asks it.
 */
import {
  accountMessages,
  riskMessages,
  withdrawMessages,
  takaToPaisa,
  type SuccessResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import { move } from '../../platform/ledger/move.js';
import { findWalletHolder, type WalletHolder } from '../auth/service.js';
import { findChannelById, isActiveProvider, providerChannelId } from '../payments/service.js';
import { isWithdrawalHeld, isWithdrawalHeldUnderLock } from '../risk/service.js';
import { getSiteSettings } from '../site/service.js';
import { assertWithdrawalIdentity } from '../identity/service.js';
import { hasActiveTurnover } from '../turnover/service.js';
import { hasPendingTransaction, openTransaction } from '../wallet/service.js';

/** The withdraw calls' 400: the spec's client reads `error`, the rest of the API `message`. */
export function withdrawRefusal(message: string): DomainError {
  return new DomainError('bad_request', message, { extra: { success: false, error: message } });
}

async function withdrawer(context: AppContext, userId: number): Promise<WalletHolder> {
  const holder = await findWalletHolder(context.db, userId);
  if (!holder) throw new DomainError('unauthenticated', accountMessages.unauthenticated);
  return holder;
}

/**
 * The first reason this player may not withdraw now, in the order the screen explains them:
 * withdrawals switched off, unverified phone, no birthday, unfinished turnover, one pending,
 * finance's hold.
 */
async function refusalOf(context: AppContext, holder: WalletHolder): Promise<string | undefined> {
  if ((await getSiteSettings(context)).withdrawal_status === 0) return withdrawMessages.disabled;
  if (!holder.active) return withdrawMessages.disabled;
  if (!holder.phoneVerified) return withdrawMessages.phoneNotVerified;
  if (!holder.dofb) return withdrawMessages.dateOfBirthRequired;
  if (await hasActiveTurnover(context.db, holder.id)) return withdrawMessages.turnoverIncomplete;
  if (await hasPendingTransaction(context.db, holder.id, 'withdraw')) {
    return withdrawMessages.pendingWithdraw;
  }
  if (await isWithdrawalHeld(context.db, holder.id)) return riskMessages.withdrawalsHeld;
  return undefined;
}

/** GET /api/userwithdrawcheck */
export async function checkWithdrawal(
  context: AppContext,
  userId: number,
): Promise<SuccessResponse> {
  const refusal = await refusalOf(context, await withdrawer(context, userId));
  if (refusal) throw withdrawRefusal(refusal);
  return { success: true, message: 'You can withdraw.' };
}

/** The player's own verified numbers a payout may go to: the primary phone and extra phones. */
function verifiedNumbersOf(holder: WalletHolder): string[] {
  return holder.verifiedPhones;
}

/** POST /api/submit-withdraw */
export async function submitWithdrawal(
  context: AppContext,
  userId: number,
  submit: { amountTaka: number; accountNumber: string; provider: string; paymentId: number },
  transaction: CallTransaction<SuccessResponse> = plainTransaction(context.db),
): Promise<SuccessResponse> {
  const holder = await withdrawer(context, userId);
  const refusal = await refusalOf(context, holder);
  if (refusal) throw withdrawRefusal(refusal);
  if (!verifiedNumbersOf(holder).includes(submit.accountNumber)) {
    throw validationError({ account_number: [withdrawMessages.accountNotVerified] });
  }
  if (!(await isActiveProvider(context.db, submit.provider))) {
    throw validationError({ provider: [withdrawMessages.paymentMethodRequired] });
  }
  let paymentMethodId = await providerChannelId(context.db, submit.provider);
  if (submit.paymentId > 0) {
    const channel = await findChannelById(context.db, submit.paymentId);
    if (!channel?.active || channel.name.toLowerCase() !== submit.provider.trim().toLowerCase()) {
      throw validationError({ payment_id: [withdrawMessages.paymentMethodRequired] });
    }
    paymentMethodId = channel.id;
  }

  const amountPaisa = takaToPaisa(submit.amountTaka);
  try {
    return await transaction(async (trx) => {
      // Asked again under the lock a hold takes: a hold placed since the check above refuses here.
      if (await isWithdrawalHeldUnderLock(trx, userId, holder.currency)) {
        throw withdrawRefusal(riskMessages.withdrawalsHeld);
      }
      const row = await openTransaction(trx, {
        user_id: userId,
        action: 'withdraw',
        status_key: '0',
        amount_paisa: amountPaisa,
        payment_method_id: paymentMethodId,
        account_number: submit.accountNumber,
        reference: null,
        source: 'withdrawal',
        initiated_at: isoNow(),
      });
      await assertWithdrawalIdentity(trx, userId, amountPaisa);
      await move(trx, {
        from: { kind: 'player_main', userId },
        to: { kind: 'player_withdrawal_hold', userId },
        currency: holder.currency,
        amountPaisa,
        code: 'withdrawal_hold',
        idempotencyKey: `withdraw-hold:${row.transaction_id}`,
        reference: row.transaction_id,
      });
      return { success: true, message: withdrawMessages.success };
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'insufficient_funds') {
      throw withdrawRefusal(withdrawMessages.insufficientBalance);
    }
    throw error;
  }
}
