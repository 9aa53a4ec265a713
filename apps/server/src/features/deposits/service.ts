/**
 * Deposits, player side (/deposit, /make-payment; DOMAIN: mobile money). A player
 * asks to deposit (ewa/request, or get-wallet-number): a manual channel gives out a receiving
 * number, a gateway channel opens a checkout. The player then reports the payment (ewa/confirm or
 * submit-deposit) and it waits, pending, for an operator; a gateway payment is credited when the
 * gateway confirms it (see gateway-deposits.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  accountMessages,
  depositMessages,
  EWALLET_TIMER_DEFAULT_MINUTES,
  makePaymentMessages,
  paisa,
  paisaToTaka,
  takaToPaisa,
  type DepositRequestStatusResponse,
  type EwalletDepositResponse,
  type PaymentAccountType,
  type SuccessResponse,
  type WalletNumberResponse,
  depositServiceMessages,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { isoAfterSeconds, isoNow } from '../../platform/db/time.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import { findWalletHolder, type WalletHolder } from '../auth/service.js';
import {
  countReceipt,
  findActiveChannel,
  findChannelById,
  reserveWalletNumber,
  type PaymentChannel,
} from '../payments/service.js';
import {
  findClaimablePromotion,
  playerHasClaimsLeft,
  takePromotionClaim,
} from '../promotions/service.js';
import { depositCredit, hasPendingTransaction, openTransaction } from '../wallet/service.js';
import { assertDepositAllowed, breakOf } from '../safer-gambling/service.js';
import { depositBonusParts } from './crediting.js';
import { openGatewayCheckout } from './gateway-deposits.js';
import {
  cancelOpenManualRequests,
  closeRequest,
  findOpenManualRequest,
  findRequestOfUser,
  insertRequest,
} from './queries.js';
import { ownReceiptId } from './receipts.js';
import type { DepositRequestRow } from './tables.js';

/**
 * A manual request stays confirmable for the make-payment countdown plus this grace: a player
 * who paid in the last minute still needs time to type the TRX id.
 */
const CONFIRM_GRACE_MINUTES = 20;

async function depositor(context: AppContext, userId: number): Promise<WalletHolder> {
  const holder = await findWalletHolder(context.db, userId);
  if (!holder) throw new DomainError('unauthenticated', accountMessages.unauthenticated);
  if (!holder.active) throw new DomainError('forbidden', depositServiceMessages.accountDisabled);
  return holder;
}

/** The spec's two blocks before any deposit: a verified phone and no pending deposit. */
async function assertMayDeposit(context: AppContext, holder: WalletHolder): Promise<void> {
  if (!holder.phoneVerified) throw new DomainError('bad_request', depositMessages.phoneNotVerified);
  if (await hasPendingTransaction(context.db, holder.id, 'deposit')) {
    throw new DomainError('bad_request', depositMessages.pendingDeposit);
  }
  const onBreak = await breakOf(context.db, holder.id);
  if (onBreak) throw onBreak;
}

async function channelOrError(
  context: AppContext,
  provider: string,
  type: PaymentAccountType,
  fields: { provider: string; type: string },
): Promise<PaymentChannel> {
  const channel = await findActiveChannel(context.db, provider, type);
  if (channel) return channel;
  const providerKnown =
    (await findActiveChannel(context.db, provider, 'Agent')) ??
    (await findActiveChannel(context.db, provider, 'Merchant')) ??
    (await findActiveChannel(context.db, provider, 'Personal'));
  throw providerKnown
    ? validationError({ [fields.type]: [depositMessages.channelRequired] })
    : validationError({ [fields.provider]: [depositMessages.paymentMethodRequired] });
}

/**
 * Only the promotions the deposit select offers may be claimed (listed or deposit-only, running
 * today, with a deposit bonus: the contract's `promotionDepositClaim`), and only while the player
 * has claims of it left. This early answer spares the player a payment
 * made for a bonus they cannot get; the claim itself is counted again under a lock when the
 * deposit row is written (reportPayment, creditGatewayPayment).
 */
async function claimablePromotionId(
  context: AppContext,
  userId: number,
  promotionId: number | undefined,
  field: string,
): Promise<{ id: number; bonusPercent: number } | null> {
  if (promotionId === undefined) return null;
  const promotion = await findClaimablePromotion(context, promotionId);
  if (!promotion) {
    throw validationError({ [field]: [depositMessages.promotionInvalid] });
  }
  if (!(await playerHasClaimsLeft(context, userId, promotion))) {
    throw validationError({ [field]: [depositMessages.promotionClaimed] });
  }
  return { id: promotion.id, bonusPercent: promotion.deposit_bouns };
}

function newPublicId(): string {
  return randomBytes(12).toString('hex');
}

/**
 * Gives out a receiving number and opens the request a report will complete. It replaces the
 * player's earlier open manual requests: the report must name the number last shown.
 */
function openManualRequest(
  context: AppContext,
  userId: number,
  channel: PaymentChannel,
  amountPaisa: number,
  promotionId: number | null,
): Promise<DepositRequestRow> {
  return context.db.transaction().execute(async (trx) => {
    const now = isoNow();
    // Asked before the player pays; counted again, locked, when the payment is reported.
    await assertDepositAllowed(trx, userId, amountPaisa, now);
    await cancelOpenManualRequests(trx, userId, now);
    const number = await reserveWalletNumber(trx, channel.id, amountPaisa);
    return insertRequest(trx, {
      public_id: newPublicId(),
      user_id: userId,
      payment_method_id: channel.id,
      wallet_number_id: number.id,
      receiving_number: number.number,
      amount_paisa: amountPaisa,
      promotion_id: promotionId,
      gateway: null,
      gateway_ref: null,
      status: 'open',
      transaction_id: null,
      expires_at: isoAfterSeconds((EWALLET_TIMER_DEFAULT_MINUTES + CONFIRM_GRACE_MINUTES) * 60),
      created_at: now,
      updated_at: now,
    });
  });
}

/** POST /api/ewa/request */
export async function requestDeposit(
  context: AppContext,
  userId: number,
  request: { amountTaka: number; provider: string; type: PaymentAccountType; promotionId?: number },
): Promise<EwalletDepositResponse> {
  const holder = await depositor(context, userId);
  await assertMayDeposit(context, holder);
  const channel = await channelOrError(context, request.provider, request.type, {
    provider: 'provider',
    type: 'type',
  });
  const promotion = await claimablePromotionId(context, userId, request.promotionId, 'promotion');
  const amountPaisa = takaToPaisa(request.amountTaka);
  const timer = EWALLET_TIMER_DEFAULT_MINUTES;

  if (channel.gateway !== null) {
    return openGatewayCheckout(context, {
      userId,
      channel,
      amountPaisa,
      promotionId: promotion?.id ?? null,
      publicId: newPublicId(),
      timer,
    });
  }

  const created = await openManualRequest(
    context,
    userId,
    channel,
    amountPaisa,
    promotion?.id ?? null,
  );
  return {
    message: 'Send the amount to the number below, then enter the TRX ID.',
    url: null,
    amount: paisaToTaka(paisa(created.amount_paisa)),
    transaction: created.public_id,
    number: created.receiving_number,
    timer,
  };
}

/** GET /api/get-wallet-number: the spec's other flow; it opens a request submit-deposit completes. */
export async function assignWalletNumber(
  context: AppContext,
  userId: number,
  request: { name: string; accountType: PaymentAccountType; amountTaka: number },
): Promise<WalletNumberResponse> {
  await depositor(context, userId);
  const channel = await channelOrError(context, request.name, request.accountType, {
    provider: 'name',
    type: 'account_type',
  });
  if (channel.gateway !== null) {
    throw validationError({ account_type: [depositServiceMessages.gatewayRequest] });
  }
  const amountPaisa = takaToPaisa(request.amountTaka);
  const created = await openManualRequest(context, userId, channel, amountPaisa, null);
  return { success: true, number: created.receiving_number, payment_id: channel.id };
}

/**
 * Turns an open manual request into a pending deposit. Everything happens in one database
 * transaction (the route's, holding the report's Idempotency-Key and answer): the request closes,
 * the pending row opens (the database refuses a second pending deposit and a reused TRX id), and
 * the receipt counts against the number's daily limit.
 */
async function reportPayment(
  context: AppContext,
  holder: WalletHolder,
  request: DepositRequestRow,
  report: {
    accountNumber: string;
    reference: string;
    receiptId: number | null;
    promotion: { id: number; bonusPercent: number } | null;
    referenceField: string;
    /**
     * The field that chose the promotion in this call: a used-up claim is refused on it. Null when
     * it was chosen with the request, before paying: the deposit then goes on without it.
     */
    promotionField: string | null;
  },
  transaction: CallTransaction<SuccessResponse>,
): Promise<SuccessResponse> {
  const channel = await findChannelById(context.db, request.payment_method_id);
  return transaction(async (trx) => {
    const now = isoNow();
    await assertDepositAllowed(trx, holder.id, request.amount_paisa, now);
    const claimed =
      report.promotion !== null && (await takePromotionClaim(trx, holder.id, report.promotion.id));
    if (report.promotion !== null && !claimed && report.promotionField !== null) {
      throw validationError({ [report.promotionField]: [depositMessages.promotionClaimed] });
    }
    const promotion = claimed ? report.promotion : null;
    const bonus = depositBonusParts(request.amount_paisa, {
      promotion: promotion?.bonusPercent ?? 0,
      method: channel?.bonusPercent ?? 0,
    });
    const row = await openTransaction(
      trx,
      {
        user_id: holder.id,
        action: 'deposit',
        status_key: '0',
        amount_paisa: request.amount_paisa,
        payment_method_id: request.payment_method_id,
        account_number: report.accountNumber,
        receiving_number: request.receiving_number,
        wallet_number_id: request.wallet_number_id,
        reference: report.reference,
        promotion_id: promotion?.id ?? null,
        ...bonus,
        receipt_id: report.receiptId,
        source: 'manual_deposit',
        initiated_at: now,
      },
      report.referenceField,
    );
    const closed = await closeRequest(trx, request.id, {
      status: 'submitted',
      transactionId: row.id,
      now,
    });
    if (!closed) throw new DomainError('bad_request', makePaymentMessages.depositRequestMissing);
    if (request.wallet_number_id !== null) {
      await countReceipt(trx, request.wallet_number_id, request.amount_paisa);
    }
    return { success: true, message: makePaymentMessages.success };
  });
}

function assertConfirmable(request: DepositRequestRow | undefined): DepositRequestRow {
  if (!request || (request.status !== 'open' && request.status !== 'expired')) {
    throw validationError({ trx_id: [makePaymentMessages.depositRequestMissing] });
  }
  if (request.gateway !== null) {
    throw new DomainError('bad_request', depositServiceMessages.gatewayRequest);
  }
  if (request.status === 'expired' || request.expires_at < isoNow()) {
    throw new DomainError('bad_request', depositServiceMessages.requestExpired);
  }
  return request;
}

async function promotionOfRequest(context: AppContext, request: DepositRequestRow) {
  if (request.promotion_id === null) return null;
  const promotion = await findClaimablePromotion(context, request.promotion_id);
  // A promotion that ended between the request and the report no longer adds its bonus.
  return promotion ? { id: promotion.id, bonusPercent: promotion.deposit_bouns } : null;
}

/** POST /api/ewa/confirm */
export async function confirmDeposit(
  context: AppContext,
  userId: number,
  confirm: { trxId: string; reference: string; number: string; receiptId?: string },
  transaction: CallTransaction<SuccessResponse> = plainTransaction(context.db),
): Promise<SuccessResponse> {
  const holder = await depositor(context, userId);
  await assertMayDeposit(context, holder);
  const request = assertConfirmable(await findRequestOfUser(context.db, confirm.trxId, userId));
  const receiptId = await ownReceiptId(context, userId, confirm.receiptId);
  return reportPayment(
    context,
    holder,
    request,
    {
      accountNumber: confirm.number,
      reference: confirm.reference,
      receiptId,
      promotion: await promotionOfRequest(context, request),
      referenceField: 'trxid',
      promotionField: null,
    },
    transaction,
  );
}

/** POST /api/submit-deposit: completes the request get-wallet-number opened for that channel. */
export async function submitDeposit(
  context: AppContext,
  userId: number,
  submit: {
    amountTaka: number;
    paymentId: number;
    accountNumber: string;
    reference: string;
    promotionId?: number;
    receiptId?: string;
  },
  transaction: CallTransaction<SuccessResponse> = plainTransaction(context.db),
): Promise<SuccessResponse> {
  const holder = await depositor(context, userId);
  await assertMayDeposit(context, holder);
  const channel = await findChannelById(context.db, submit.paymentId);
  if (!channel?.active) {
    throw validationError({ payment_id: [depositMessages.paymentMethodRequired] });
  }
  const promotion = await claimablePromotionId(context, userId, submit.promotionId, 'promotion_id');
  const open = await findOpenManualRequest(context.db, userId, channel.id);
  if (!open || open.amount_paisa !== takaToPaisa(submit.amountTaka)) {
    throw validationError({ payment_id: [makePaymentMessages.depositRequestMissing] });
  }
  const request = assertConfirmable(open);
  const receiptId = await ownReceiptId(context, userId, submit.receiptId);
  return reportPayment(
    context,
    holder,
    request,
    {
      accountNumber: submit.accountNumber,
      reference: submit.reference,
      receiptId,
      promotion,
      referenceField: 'transaction_id',
      promotionField: 'promotion_id',
    },
    transaction,
  );
}

/** GET /api/deposit-requests/{transaction}: where the player's own request stands. */
export async function depositRequestStatus(
  context: AppContext,
  userId: number,
  publicId: string,
): Promise<DepositRequestStatusResponse> {
  const request = await findRequestOfUser(context.db, publicId, userId);
  if (!request) throw new DomainError('not_found', makePaymentMessages.depositRequestMissing);
  const channel = await findChannelById(context.db, request.payment_method_id);
  const expired = request.status === 'open' && request.expires_at < isoNow();
  return {
    success: true,
    data: {
      transaction: request.public_id,
      status: expired ? 'expired' : request.status,
      amount: paisaToTaka(paisa(request.amount_paisa)),
      icon: channel?.icon ?? '',
      provider: channel?.name ?? '',
      credited:
        request.status === 'paid' && request.transaction_id !== null
          ? ((await depositCredit(context.db, request.transaction_id)) ?? null)
          : null,
    },
  };
}
