/**
 * Test helpers for the wallet: players ready to deposit and withdraw, and money put in through
 * the real deposit flow (request, report, operator approval), never by writing balances.
 */
import type { LightMyRequestResponse } from 'fastify';
import { ewalletDepositResponseSchema, takaToPaisa, type LoginResponse } from '@khela/contract';
import { applySettledStake } from '../features/turnover/service.js';
import { isoNow } from '../platform/db/time.js';
import type { TestApp } from './build-test-app.js';
import { signInOperator } from './operators.js';
import { bearer, signUpAndLogIn } from './players.js';

export interface WalletPlayer extends LoginResponse {
  password: string;
  phone: string;
}

/** A signed-in player with a verified phone and (unless told otherwise) a birthday. */
export async function walletPlayer(
  harness: TestApp,
  options: { phoneVerified?: boolean; birthday?: string | null } = {},
): Promise<WalletPlayer> {
  const player = await signUpAndLogIn(harness.app);
  await harness.context.db
    .updateTable('users')
    .set({
      phone_verified_at: options.phoneVerified === false ? null : isoNow(),
      dofb: options.birthday === undefined ? '1990-05-17' : options.birthday,
    })
    .where('id', '=', player.remote_id)
    .execute();
  const user = await harness.context.db
    .selectFrom('users')
    .select('phone')
    .where('id', '=', player.remote_id)
    .executeTakeFirstOrThrow();
  return { ...player, phone: user.phone };
}

let trxSequence = 0;

/** A TRX id no other deposit in the run has used. */
export function uniqueTrxId(): string {
  trxSequence += 1;
  return `TRX${Date.now().toString(36).toUpperCase()}${trxSequence}`;
}

/** Asks for a manual deposit and reports it; answers the pending transaction's id. */
export async function reportManualDeposit(
  harness: TestApp,
  player: WalletPlayer,
  options: {
    amount?: number;
    provider?: string;
    type?: string;
    promotion?: number;
    /** The number the money was sent from: the player's own phone unless said. */
    senderNumber?: string;
  } = {},
): Promise<{ transactionId: string; requestId: string }> {
  const request = await harness.app.inject({
    method: 'POST',
    url: '/api/ewa/request',
    headers: bearer(player.token),
    payload: {
      amount: options.amount ?? 1000,
      // Rocket carries no method bonus, so amounts in tests stay round.
      provider: options.provider ?? 'Rocket',
      type: options.type ?? 'Personal',
      ...(options.promotion === undefined ? {} : { promotion: options.promotion }),
    },
  });
  if (request.statusCode !== 200) throw new Error(`ewa/request failed: ${request.body}`);
  const { transaction } = ewalletDepositResponseSchema.parse(request.json());
  const confirm = await harness.app.inject({
    method: 'POST',
    url: '/api/ewa/confirm',
    headers: bearer(player.token),
    payload: {
      trx_id: transaction,
      trxid: uniqueTrxId(),
      number: options.senderNumber ?? player.phone,
    },
  });
  if (confirm.statusCode !== 200) throw new Error(`ewa/confirm failed: ${confirm.body}`);
  const row = await harness.context.db
    .selectFrom('wallet_transactions')
    .select('transaction_id')
    .where('user_id', '=', player.remote_id)
    .where('action', '=', 'deposit')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { transactionId: row.transaction_id, requestId: transaction };
}

/** Deposits through the API and has an operator approve it. */
export async function fundPlayer(
  harness: TestApp,
  player: WalletPlayer,
  amount: number,
  options: { promotion?: number } = {},
): Promise<string> {
  const { transactionId } = await reportManualDeposit(harness, player, { amount, ...options });
  const operator = await signInOperator(harness, 'finance');
  const approve = await harness.app.inject({
    method: 'POST',
    url: `/admin-api/deposits/${transactionId}/approve`,
    headers: bearer(operator.token),
  });
  if (approve.statusCode !== 200) throw new Error(`approve failed: ${approve.body}`);
  return transactionId;
}

/** Settles stakes of `stakeTaka` for the player, as casino and exchange settlement will. */
export async function settleStakes(
  harness: TestApp,
  userId: number,
  stakeTaka: number,
): Promise<void> {
  await harness.context.db
    .transaction()
    .execute((trx) => applySettledStake(trx, userId, takaToPaisa(stakeTaka)));
}

/**
 * A player ready to withdraw: a wallet player (verified phone, birthday) with `amount` deposited
 * and approved, and stakes of `stakedTaka` settled (ten times the deposit unless told), so no
 * turnover stands in the way.
 */
export async function withdrawablePlayer(
  harness: TestApp,
  amount: number,
  stakedTaka: number = amount * 10,
): Promise<WalletPlayer> {
  const player = await walletPlayer(harness);
  await fundPlayer(harness, player, amount);
  await settleStakes(harness, player.remote_id, stakedTaka);
  return player;
}

export async function mainBalance(harness: TestApp, player: WalletPlayer): Promise<number> {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/balance',
    headers: bearer(player.token),
  });
  return response.json<{ balance: number }>().balance;
}

/** A turnover requirement written as an approved bonus deposit would; answers its id. */
export async function addTurnoverRequirement(
  harness: TestApp,
  userId: number,
  requiredPaisa: number,
): Promise<number> {
  const row = await harness.context.db
    .insertInto('turnovers')
    .values({
      user_id: userId,
      transaction_id: null,
      promotion_id: null,
      multiple: 1,
      required_paisa: requiredPaisa,
      remaining_paisa: requiredPaisa,
      status: 'active',
      completed_at: null,
      created_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Asks to withdraw ৳600 (or what `payload` says) by bKash to the player's own number, as the
 * withdraw screen sends it.
 */
export function submitWithdrawal(
  harness: TestApp,
  player: WalletPlayer,
  payload: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return harness.app.inject({
    method: 'POST',
    url: '/api/submit-withdraw',
    headers: { ...bearer(player.token), ...headers },
    payload: {
      remote_id: player.remote_id,
      amount: 600,
      account_number: player.phone,
      provider: 'bKash',
      payment_id: 0,
      ...payload,
    },
  });
}

/** The id of the player's withdrawal waiting for an operator. */
export async function pendingWithdrawalId(harness: TestApp, player: WalletPlayer): Promise<string> {
  const row = await harness.context.db
    .selectFrom('wallet_transactions')
    .select('transaction_id')
    .where('user_id', '=', player.remote_id)
    .where('action', '=', 'withdraw')
    .where('status_key', '=', '0')
    .executeTakeFirstOrThrow();
  return row.transaction_id;
}
