/**
 * What a deposit's success does, whoever decides it (an operator, or a gateway's confirmation):
 * the amount moves from deposits clearing to the Main Wallet, the promotion's bonus from bonus
 * funding (recorded as its own bonus transaction), the turnover requirement is created, and the
 * player is told in the inbox. The caller has already marked the row successful in `trx`.
 */
import { inboxNoticeMessages, paisa, takaLabel } from '@khela/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import { isoNow } from '../../platform/db/time.js';
import { move } from '../../platform/ledger/move.js';
import { noticeOfTransaction } from '../inbox/service.js';
import { getPromotion } from '../promotions/service.js';
import { getSiteSettings } from '../site/service.js';
import { createTurnoverRequirement } from '../turnover/service.js';
import { openTransaction, type WalletTransactionRow } from '../wallet/service.js';

/**
 * The bonus a deposit earns: the promotion's `deposit_bouns` plus the method's own bonus tag (the
 * "+3%" beside bKash on /deposit), in percent of the amount, rounded down to the paisa.
 */
export function depositBonusPaisa(
  amountPaisa: number,
  percents: { promotion: number; method: number },
): number {
  return Math.floor((amountPaisa * (percents.promotion + percents.method)) / 100);
}

/**
 * The bonus and the payment method's share of it (rounded down on its own), so the two parts a
 * player is shown add up to exactly the bonus credited; the promotion's part is the rest.
 */
export function depositBonusParts(
  amountPaisa: number,
  percents: { promotion: number; method: number },
): { bonus_paisa: number; method_bonus_paisa: number } {
  return {
    bonus_paisa: depositBonusPaisa(amountPaisa, percents),
    method_bonus_paisa: Math.floor((amountPaisa * percents.method) / 100),
  };
}

/**
 * Read before the caller's transaction opens: on SQLite the app has one connection, and a read
 * through `context.db` inside a transaction would wait for that transaction forever.
 */
export async function turnoverMultipleOf(
  context: AppContext,
  promotionId: number | null,
): Promise<number> {
  if (promotionId !== null) {
    try {
      return (await getPromotion(context, promotionId)).turnover;
    } catch {
      // A promotion hidden since the deposit still binds the player to the site's default.
    }
  }
  return (await getSiteSettings(context)).deposit_turnover_multiple;
}

export async function creditDeposit(
  trx: Transaction<Database>,
  deposit: WalletTransactionRow,
  terms: { currency: string; turnoverMultiple: number },
): Promise<void> {
  const { currency } = terms;
  await move(trx, {
    from: { kind: 'deposits_clearing' },
    to: { kind: 'player_main', userId: deposit.user_id },
    currency,
    amountPaisa: paisa(deposit.amount_paisa),
    code: 'deposit',
    idempotencyKey: `deposit:${deposit.transaction_id}`,
    reference: deposit.transaction_id,
  });

  if (deposit.bonus_paisa > 0) {
    const now = isoNow();
    const bonus = await openTransaction(trx, {
      user_id: deposit.user_id,
      action: 'bonus',
      status_key: '1',
      amount_paisa: deposit.bonus_paisa,
      payment_method_id: deposit.payment_method_id,
      promotion_id: deposit.promotion_id,
      source: 'deposit_bonus',
      related_transaction_id: deposit.id,
      initiated_at: now,
      completed_at: now,
    });
    await move(trx, {
      from: { kind: 'bonus_funding' },
      to: { kind: 'player_main', userId: deposit.user_id },
      currency,
      amountPaisa: paisa(deposit.bonus_paisa),
      code: 'bonus',
      idempotencyKey: `deposit-bonus:${deposit.transaction_id}`,
      reference: bonus.transaction_id,
    });
  }

  await createTurnoverRequirement(trx, {
    userId: deposit.user_id,
    transactionId: deposit.id,
    promotionId: deposit.promotion_id,
    multiple: terms.turnoverMultiple,
    basePaisa: paisa(deposit.amount_paisa + deposit.bonus_paisa),
  });

  await noticeOfTransaction(trx, deposit, {
    title: inboxNoticeMessages.depositCreditedTitle,
    template:
      deposit.bonus_paisa > 0
        ? inboxNoticeMessages.depositCreditedWithBonus
        : inboxNoticeMessages.depositCredited,
    params: { bonus: takaLabel(paisa(deposit.bonus_paisa)) },
  });
}
