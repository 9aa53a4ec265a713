/**
 * Deposits paid through a gateway checkout (DOMAIN: mobile money). The checkout is opened with
 * our request's public id as the invoice. A payment is credited only after the gateway itself
 * answers `completed` for the right amount: a callback merely says "ask me", and a player who
 * closed the tab is caught by `reconcileGatewayDeposits`, which asks about open payments.
 * Settling is idempotent: the request closes once, the ledger key is the transaction's.
 */
import {
  paisa,
  paisaToTaka,
  type EwalletDepositResponse,
  gatewayDepositMessages,
} from '@khela/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import { isoAfterSeconds, isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { findWalletHolder } from '../auth/service.js';
import { recordAudit } from '../operators/service.js';
import { GatewayError, type GatewayPayment } from '../payment-gateway/service.js';
import { findChannelById, type PaymentChannel } from '../payments/service.js';
import { findClaimablePromotion, takePromotionClaim } from '../promotions/service.js';
import { openTransaction } from '../wallet/service.js';
import { assertDepositAllowed } from '../safer-gambling/service.js';
import { creditDeposit, depositBonusParts, turnoverMultipleOf } from './crediting.js';
import {
  closeRequest,
  findRequestByGatewayRef,
  insertRequest,
  listOpenGatewayRequests,
  setGatewayRef,
} from './queries.js';
import type { DepositRequestRow, DepositRequestStatus } from './tables.js';

/** How long a checkout may stay open before the request counts as expired on our side. */
const CHECKOUT_MINUTES = 30;
/** Open payments younger than this are left to their callback. */
const RECONCILE_AFTER_MS = 60_000;

export async function openGatewayCheckout(
  context: AppContext,
  input: {
    userId: number;
    channel: PaymentChannel;
    amountPaisa: number;
    promotionId: number | null;
    publicId: string;
    timer: number;
  },
): Promise<EwalletDepositResponse> {
  const gatewayName = input.channel.gateway ?? '';
  const gateway = context.paymentGateways.get(gatewayName);
  if (!gateway) throw new DomainError('service_unavailable', gatewayDepositMessages.unavailable);
  const now = isoNow();
  // The open checkout counts against the player's deposit limits from now (it may be paid).
  const request = await context.db.transaction().execute(async (trx) => {
    await assertDepositAllowed(trx, input.userId, input.amountPaisa, now);
    return insertRequest(trx, {
      public_id: input.publicId,
      user_id: input.userId,
      payment_method_id: input.channel.id,
      wallet_number_id: null,
      receiving_number: '',
      amount_paisa: input.amountPaisa,
      promotion_id: input.promotionId,
      gateway: gateway.name,
      gateway_ref: null,
      status: 'open',
      transaction_id: null,
      expires_at: isoAfterSeconds(CHECKOUT_MINUTES * 60),
      created_at: now,
      updated_at: now,
    });
  });
  const base = context.config.publicUrl.replace(/\/$/, '');
  try {
    const checkout = await gateway.createCheckout({
      invoice: request.public_id,
      amountPaisa: input.amountPaisa,
      callbackUrl: `${base}/api/payments/gateway/${gateway.name}/callback`,
      returnUrl: `${base}/payment-request?deposit=${request.public_id}`,
    });
    await setGatewayRef(context.db, request.id, checkout.paymentRef, isoNow());
    return {
      message: gatewayDepositMessages.checkoutOpened,
      url: checkout.checkoutUrl,
      amount: paisaToTaka(paisa(input.amountPaisa)),
      transaction: request.public_id,
      number: '',
      timer: input.timer,
    };
  } catch (error) {
    await context.db
      .transaction()
      .execute((trx) => closeRequest(trx, request.id, { status: 'failed', now: isoNow() }));
    if (error instanceof GatewayError) {
      throw new DomainError(
        error.kind === 'refused' ? 'bad_request' : 'service_unavailable',
        error.kind === 'refused'
          ? gatewayDepositMessages.refused
          : gatewayDepositMessages.unavailable,
      );
    }
    throw error;
  }
}

const finalStatusByGateway: Record<
  Exclude<GatewayPayment['status'], 'pending' | 'completed'>,
  DepositRequestStatus
> = { failed: 'failed', cancelled: 'cancelled', expired: 'expired' };

/**
 * Brings one gateway payment's request up to date with what the gateway says. Answers the
 * request's status afterwards. Safe to call any number of times, from a callback or the poller.
 */
export async function settleGatewayPayment(
  context: AppContext,
  gatewayName: string,
  paymentRef: string,
): Promise<DepositRequestStatus | undefined> {
  const gateway = context.paymentGateways.get(gatewayName);
  if (!gateway) return undefined;
  const request = await findRequestByGatewayRef(context.db, gateway.name, paymentRef);
  if (!request) return undefined;
  if (request.status !== 'open') return request.status;

  const payment = await gateway.queryPayment(paymentRef);
  if (payment.invoice !== request.public_id) return request.status;
  if (payment.status === 'pending') return 'open';
  if (payment.status !== 'completed') {
    const status = finalStatusByGateway[payment.status];
    const reason = unpaidReasons[payment.status];
    await context.db
      .transaction()
      .execute((trx) => closeUnpaid(trx, request, status, reason))
      .catch(ignoreSettledElsewhere);
    return status;
  }
  if (payment.amountPaisa !== request.amount_paisa) {
    // Never credit an amount the player did not ask for; an operator must look at it.
    await context.db
      .transaction()
      .execute(async (trx) => {
        await closeUnpaid(trx, request, 'failed', gatewayDepositMessages.paymentFailed);
        await recordAudit(trx, {
          operatorId: null,
          action: 'deposit.gateway_amount_mismatch',
          targetType: 'deposit_request',
          targetId: request.public_id,
          detail: {
            expected_paisa: request.amount_paisa,
            paid_paisa: payment.amountPaisa,
            paymentRef,
          },
          ip: null,
        });
      })
      .catch(ignoreSettledElsewhere);
    return 'failed';
  }
  await creditGatewayPayment(context, request, payment);
  return 'paid';
}

async function creditGatewayPayment(
  context: AppContext,
  request: DepositRequestRow,
  payment: GatewayPayment,
): Promise<void> {
  const holder = await findWalletHolder(context.db, request.user_id);
  if (!holder) return;
  const promotionPercent = await promotionBonusPercentOf(context, request.promotion_id);
  const channel = await findChannelById(context.db, request.payment_method_id);
  const turnoverMultiple = await turnoverMultipleOf(context, request.promotion_id);
  const defaultTurnoverMultiple = await turnoverMultipleOf(context, null);
  await context.db
    .transaction()
    .execute(async (trx) => {
      const now = isoNow();
      // The money is paid: a promotion the player has meanwhile used up goes, the deposit stays.
      const claimed =
        request.promotion_id !== null &&
        (await takePromotionClaim(trx, request.user_id, request.promotion_id));
      const row = await openTransaction(
        trx,
        {
          user_id: request.user_id,
          action: 'deposit',
          // Straight to success: a gateway payment needs no operator, and a pending row here would
          // collide with a manual deposit the player may have waiting.
          status_key: '1',
          amount_paisa: request.amount_paisa,
          payment_method_id: request.payment_method_id,
          account_number: payment.payerNumber,
          reference: payment.trxId ?? payment.paymentRef,
          promotion_id: claimed ? request.promotion_id : null,
          ...depositBonusParts(request.amount_paisa, {
            promotion: claimed ? promotionPercent : 0,
            method: channel?.bonusPercent ?? 0,
          }),
          source: 'gateway_deposit',
          initiated_at: now,
          completed_at: now,
        },
        'trxid',
      );
      // Two settlements racing (callback and poller): only the one that closes the request goes on.
      const closed = await closeRequest(trx, request.id, {
        status: 'paid',
        transactionId: row.id,
        now,
      });
      if (!closed) throw new SettledElsewhere();
      await creditDeposit(trx, row, {
        currency: holder.currency,
        turnoverMultiple: claimed ? turnoverMultiple : defaultTurnoverMultiple,
      });
      await recordAudit(trx, {
        operatorId: null,
        action: 'deposit.gateway_paid',
        targetType: 'wallet_transaction',
        targetId: row.transaction_id,
        detail: { gateway: request.gateway, paymentRef: payment.paymentRef, trxId: payment.trxId },
        ip: null,
      });
    })
    .catch((error: unknown) => {
      if (error instanceof SettledElsewhere) return;
      throw error;
    });
}

class SettledElsewhere extends Error {}

function ignoreSettledElsewhere(error: unknown): void {
  if (!(error instanceof SettledElsewhere)) throw error;
}

const unpaidReasons: Record<Exclude<GatewayPayment['status'], 'pending' | 'completed'>, string> = {
  failed: gatewayDepositMessages.paymentFailed,
  cancelled: gatewayDepositMessages.paymentCancelled,
  expired: gatewayDepositMessages.paymentExpired,
};

/**
 * A checkout that ended unpaid closes its request and stays in the player's Transaction Records
 * as a failed deposit saying why, as a manual deposit that was rejected does. Only the
 * settlement that closes the request writes the row (a callback and the poller may race).
 */
async function closeUnpaid(
  trx: Transaction<Database>,
  request: DepositRequestRow,
  status: DepositRequestStatus,
  reason: string,
): Promise<void> {
  const now = isoNow();
  const row = await openTransaction(trx, {
    user_id: request.user_id,
    action: 'deposit',
    status_key: '2',
    amount_paisa: request.amount_paisa,
    payment_method_id: request.payment_method_id,
    promotion_id: null,
    bonus_paisa: 0,
    source: 'gateway_deposit',
    reason,
    initiated_at: now,
    completed_at: now,
  });
  const closed = await closeRequest(trx, request.id, { status, transactionId: row.id, now });
  if (!closed) throw new SettledElsewhere();
}

async function promotionBonusPercentOf(
  context: AppContext,
  promotionId: number | null,
): Promise<number> {
  if (promotionId === null) return 0;
  const promotion = await findClaimablePromotion(context, promotionId);
  return promotion?.deposit_bouns ?? 0;
}

/** Asks the gateways about open payments whose callback has not come; run on a timer. */
export async function reconcileGatewayDeposits(context: AppContext, limit = 50): Promise<number> {
  const before = new Date(Date.now() - RECONCILE_AFTER_MS).toISOString();
  let settled = 0;
  for (const open of await listOpenGatewayRequests(context.db, before, limit)) {
    if (open.gateway === null || open.gateway_ref === null) continue;
    try {
      const status = await settleGatewayPayment(context, open.gateway, open.gateway_ref);
      if (status !== undefined && status !== 'open') settled += 1;
    } catch (error) {
      // One unreachable gateway must not stop the others; the next round asks again.
      if (!(error instanceof GatewayError)) throw error;
    }
  }
  return settled;
}

const RECONCILE_EVERY_MS = 30_000;

/**
 * Runs `reconcileGatewayDeposits` on a timer while the app is up. Several server instances may
 * all run it: settling is idempotent, so the worst case is a repeated question to the gateway.
 */
export function scheduleGatewayReconciler(
  hooks: { addHook(name: 'onReady' | 'onClose', hook: () => Promise<void>): unknown },
  context: AppContext,
  log: (error: unknown) => void,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  hooks.addHook('onReady', () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      reconcileGatewayDeposits(context)
        .catch(log)
        .finally(() => {
          running = false;
        });
    }, RECONCILE_EVERY_MS);
    timer.unref();
    return Promise.resolve();
  });
  hooks.addHook('onClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
}
