/**
 * A refused wallet call: a DomainError (so any route answers it as a 4xx with its message) that
 * also carries the seamless-wallet reason code and, when the player is known, the balance the
 * provider should show.
 */
import { casinoMessages, type CasinoWalletError, type ErrorCode } from '@khela/contract';
import { DomainError } from '../../platform/errors/domain-error.js';

const refusals: Record<CasinoWalletError, { code: ErrorCode; message: string }> = {
  insufficient_funds: { code: 'insufficient_funds', message: casinoMessages.insufficientBalance },
  round_closed: { code: 'conflict', message: casinoMessages.roundClosed },
  unknown_round: { code: 'not_found', message: casinoMessages.unknownRound },
  no_open_bet: { code: 'not_found', message: casinoMessages.noOpenBet },
  round_of_another_player: { code: 'forbidden', message: casinoMessages.roundOfAnotherPlayer },
  bet_rolled_back: { code: 'conflict', message: casinoMessages.betRolledBack },
  transaction_conflict: {
    code: 'idempotency_key_reused',
    message: casinoMessages.transactionConflict,
  },
  not_rollbackable: { code: 'conflict', message: casinoMessages.notRollbackable },
  currency_mismatch: { code: 'bad_request', message: casinoMessages.currencyMismatch },
  player_unavailable: { code: 'forbidden', message: casinoMessages.playerUnavailable },
  market_blocked: { code: 'forbidden', message: casinoMessages.marketBlocked },
  session_expired: { code: 'unauthenticated', message: casinoMessages.sessionExpired },
  signature_invalid: { code: 'unauthenticated', message: casinoMessages.signatureInvalid },
  provider_unknown: { code: 'not_found', message: casinoMessages.providerUnknown },
  invalid_request: { code: 'validation_failed', message: 'The given data was invalid.' },
};

export class CasinoRefusal extends DomainError {
  readonly reason: CasinoWalletError;
  /** The player's Main Wallet when the refusal was made, if the player is known. */
  readonly balancePaisa: number | null;

  constructor(reason: CasinoWalletError, balancePaisa: number | null = null, message?: string) {
    const refusal = refusals[reason];
    super(refusal.code, message ?? refusal.message);
    this.name = 'CasinoRefusal';
    this.reason = reason;
    this.balancePaisa = balancePaisa;
  }
}

export function isCasinoRefusal(error: unknown): error is CasinoRefusal {
  return error instanceof CasinoRefusal;
}
