/**
 * Every money call of the site as the suite sends it over HTTP: the player's deposits,
 * withdrawals, claims, casino and exchange calls, the aggregator's signed wallet callbacks and the
 * operators' decisions, adjustments and settlements. Shared by the randomized run, the
 * double-spend races and the crash run, so all three exercise the same routes.
 */
import { randomBytes } from 'node:crypto';
import { signedWalletHeaders } from '../../apps/server/src/features/casino/wallet-signature.js';
import type { Answer, HttpClient } from './http-client.js';

export const CASINO_GAME = 'tea-garden-treasure';

let sequence = 0;
/** A unique id for this process's run: TRX ids, round and transaction ids, idempotency keys. */
export function uniqueId(prefix: string): string {
  sequence += 1;
  return `${prefix}${randomBytes(4).toString('hex')}${sequence.toString(36)}`;
}

export interface PlayerRef {
  userId: number;
  token: string;
  phone: string;
}

export function requestDeposit(http: HttpClient, player: PlayerRef, amountTaka: number) {
  return http.call('POST', '/api/ewa/request', {
    token: player.token,
    body: { amount: amountTaka, provider: 'Rocket', type: 'Personal' },
  });
}

/** Reports a requested deposit; `trxId` is the player's TRX id, unique per deposit. */
export function confirmDeposit(
  http: HttpClient,
  player: PlayerRef,
  request: Answer,
  trxId: string,
) {
  const transaction = (request.body as { transaction?: unknown } | null)?.transaction;
  return http.call('POST', '/api/ewa/confirm', {
    token: player.token,
    body: { trx_id: transaction, trxid: trxId, number: player.phone },
  });
}

/** The spec's other manual flow: get-wallet-number opens the request submit-deposit completes. */
export function walletNumber(http: HttpClient, player: PlayerRef, amountTaka: number) {
  const query = new URLSearchParams({
    name: 'Rocket',
    account_type: 'Personal',
    amount: String(amountTaka),
  });
  return http.call('GET', `/api/get-wallet-number?${query.toString()}`, { token: player.token });
}

/** Completes a get-wallet-number request; `reference` is the player's TRX id. */
export function submitDeposit(
  http: HttpClient,
  player: PlayerRef,
  number: Answer,
  amountTaka: number,
  reference: string,
) {
  return http.call('POST', '/api/submit-deposit', {
    token: player.token,
    body: {
      amount: amountTaka,
      payment_id: (number.body as { payment_id?: unknown } | null)?.payment_id,
      account_number: player.phone,
      transaction_id: reference,
      remote_id: player.userId,
    },
  });
}

export function pendingQueue(
  http: HttpClient,
  operator: string,
  queue: 'deposits' | 'withdrawals',
) {
  return http.call('GET', `/admin-api/${queue}?status=pending&limit=100`, { token: operator });
}

export function decide(
  http: HttpClient,
  operator: string,
  queue: 'deposits' | 'withdrawals',
  transactionId: string,
  decision: 'approve' | 'reject' | 'pay',
  key?: string,
) {
  return http.call('POST', `/admin-api/${queue}/${transactionId}/${decision}`, {
    token: operator,
    body: decision === 'reject' ? { reason: 'Checked under load' } : {},
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

export function requestWithdrawal(
  http: HttpClient,
  player: PlayerRef,
  amountTaka: number,
  key?: string,
) {
  return http.call('POST', '/api/submit-withdraw', {
    token: player.token,
    body: {
      remote_id: player.userId,
      amount: amountTaka,
      account_number: player.phone,
      provider: 'bKash',
      payment_id: 0,
    },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

export function walletCallback(
  http: HttpClient,
  aggregator: { platform: string; secret: string },
  action: 'debit' | 'credit' | 'rollback',
  body: Record<string, unknown>,
) {
  const text = JSON.stringify({
    request_id: uniqueId('q'),
    currency: 'BDT',
    game_code: CASINO_GAME,
    ...body,
  });
  return http.call('POST', `/api/provider-wallet/${aggregator.platform}/${action}`, {
    body: text,
    headers: signedWalletHeaders(aggregator.secret, text),
  });
}

export function slotsSpin(http: HttpClient, slotsToken: string, stakeTaka: number, key?: string) {
  return http.call('POST', '/api/house/slots/spin', {
    token: slotsToken,
    body: { stake: stakeTaka },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

export function placeBet(
  http: HttpClient,
  player: PlayerRef,
  bet: { marketId: string; selectionId: number; side: 'back' | 'lay'; odds: number; stake: number },
  key: string = uniqueId('bet'),
) {
  return http.call('POST', '/api/exchange/bets', {
    token: player.token,
    headers: { 'idempotency-key': key },
    body: {
      market_id: bet.marketId,
      selection_id: bet.selectionId,
      side: bet.side,
      odds: bet.odds,
      stake: bet.stake,
    },
  });
}

export function cancelBet(http: HttpClient, player: PlayerRef, betId: number, key?: string) {
  return http.call('POST', `/api/exchange/bets/${betId}/cancel`, {
    token: player.token,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

export function settleMarket(
  http: HttpClient,
  trader: string,
  marketId: string,
  result: { winner_selection_id: number } | { runs: number } | { void: true },
  key?: string,
) {
  return http.call('POST', `/admin-api/exchange/markets/${marketId}/settle`, {
    token: trader,
    body: result,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

export function cashClaim(http: HttpClient, player: PlayerRef, key?: string) {
  return http.call('POST', '/api/cash-claim', {
    token: player.token,
    body: {},
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

export function convertVip(http: HttpClient, player: PlayerRef, points: number) {
  return http.call('GET', `/api/convert-vipcoin?remote_id=${player.userId}&vip_coin=${points}`, {
    token: player.token,
  });
}

export function adjustBalance(
  http: HttpClient,
  operator: string,
  userId: number,
  amountTaka: number,
  key: string = uniqueId('adj'),
) {
  return http.call('POST', `/admin-api/players/${userId}/adjustments`, {
    token: operator,
    body: { amount: amountTaka, reason: 'Correction checked under load' },
    headers: { 'idempotency-key': key },
  });
}
