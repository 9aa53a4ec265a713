/**
 * An aggregator's seamless-wallet callbacks (the second GameProvider implementation): a signed
 * `POST /api/provider-wallet/{provider}/{balance|debit|credit|rollback}` is checked here and then
 * runs the same wallet the house provider uses in-process.
 *
 * - The signature is checked against the provider's secret before anything else is read.
 * - Balance and debit need the launch token from the launch URL, live and issued for this
 *   provider and this player. Credit and rollback need only the player id: a win or a rollback is
 *   accepted after the player's session has ended (the seamless-wallet rule).
 */
import {
  providerBalanceRequestSchema,
  providerCreditRequestSchema,
  providerDebitRequestSchema,
  providerRollbackRequestSchema,
  type ProviderWalletAction,
  type ProviderWalletErrorBody,
  type ProviderWalletSuccess,
} from '@khela/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { CasinoRefusal } from './casino-refusal.js';
import type { WalletAnswer, WalletCall } from './game-provider.js';
import { resolveLaunchSession } from './launch-sessions.js';
import { findCallingProvider } from './provider-registry.js';
import { verifyWalletSignature } from './wallet-signature.js';

/** The fields every money call carries, in the wallet's words. */
function walletCallOf(
  call: Pick<
    z.output<typeof providerDebitRequestSchema>,
    'user_id' | 'currency' | 'game_code' | 'round_id' | 'transaction_id'
  >,
): WalletCall {
  return {
    userId: call.user_id,
    currency: call.currency,
    gameCode: call.game_code,
    roundId: call.round_id,
    transactionId: call.transaction_id,
  };
}

export interface ProviderCallResult {
  status: number;
  body: ProviderWalletSuccess | ProviderWalletErrorBody;
  /** The secret to sign the answer with (absent when the provider is unknown). */
  secret: string | undefined;
}

function parseBody<T extends z.ZodType>(schema: T, rawBody: string): z.infer<T> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new CasinoRefusal('invalid_request');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new CasinoRefusal('invalid_request');
  return parsed.data;
}

function requestIdOf(rawBody: string): string | null {
  try {
    const json: unknown = JSON.parse(rawBody);
    if (json && typeof json === 'object' && 'request_id' in json) {
      const value = json.request_id;
      return typeof value === 'string' ? value.slice(0, 128) : null;
    }
  } catch {
    // An unreadable body has no request id to echo.
  }
  return null;
}

async function playWithToken(
  context: AppContext,
  provider: string,
  call: { token?: string | undefined; user_id: number },
): Promise<void> {
  const session = call.token ? await resolveLaunchSession(context.db, call.token) : undefined;
  if (session?.platform !== provider || session.userId !== call.user_id) {
    throw new CasinoRefusal('session_expired');
  }
}

export async function handleProviderCall(
  context: AppContext,
  provider: string,
  action: ProviderWalletAction,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<ProviderCallResult> {
  const requestId = requestIdOf(rawBody);
  // One read for the provider and its secret (the house provider has none: it is unknown here).
  const calling = await findCallingProvider(context, provider);
  const secret = calling?.secret;
  try {
    const gameProvider = calling?.provider;
    if (!secret || !gameProvider) throw new CasinoRefusal('provider_unknown');
    if (!verifyWalletSignature(secret, headers, rawBody)) {
      throw new CasinoRefusal('signature_invalid');
    }
    const wallet = gameProvider.wallet;
    let userId: number;
    let answer: WalletAnswer;
    switch (action) {
      case 'balance': {
        const call = parseBody(providerBalanceRequestSchema, rawBody);
        await playWithToken(context, provider, call);
        userId = call.user_id;
        answer = await wallet.balance(call.user_id);
        break;
      }
      case 'debit': {
        const call = parseBody(providerDebitRequestSchema, rawBody);
        await playWithToken(context, provider, call);
        userId = call.user_id;
        answer = await wallet.debit({
          ...walletCallOf(call),
          amountPaisa: call.amount,
        });
        break;
      }
      case 'credit': {
        const call = parseBody(providerCreditRequestSchema, rawBody);
        userId = call.user_id;
        answer = await wallet.credit({
          ...walletCallOf(call),
          amountPaisa: call.amount,
          closeRound: call.round_closed,
        });
        break;
      }
      case 'rollback': {
        const call = parseBody(providerRollbackRequestSchema, rawBody);
        userId = call.user_id;
        answer = await wallet.rollback({
          ...walletCallOf(call),
          rolledBackTransactionId: call.reference_transaction_id,
        });
        break;
      }
    }
    return {
      status: 200,
      secret,
      body: {
        status: 'ok',
        request_id: requestId ?? '',
        user_id: userId,
        currency: answer.currency,
        balance: answer.balancePaisa,
        repeated: answer.repeated,
      },
    };
  } catch (error) {
    if (!(error instanceof CasinoRefusal)) throw error;
    return {
      status: error.status,
      secret,
      body: {
        status: 'error',
        request_id: requestId,
        error: error.reason,
        message: error.message,
        balance: error.balancePaisa,
      },
    };
  }
}
