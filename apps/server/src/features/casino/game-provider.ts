/**
 * The game provider adapter (features/casino/README.md). A provider launches its games and
 * plays them against our seamless wallet: balance, debit (bet), credit (win) and rollback, each
 * idempotent by transaction id and grouped by the provider's round id. The wallet is ours and the
 * same for every provider (`wallet.ts`); the built-in house provider calls it in-process, an
 * aggregator calls it through the signed routes `POST /api/provider-wallet/{provider}/{action}`.
 */
import type { Paisa } from '@khela/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';

/** What a launch knows about the player and the game. */
export interface LaunchRequest {
  userId: number;
  username: string;
  currency: string;
  game: { code: string; name: string; type: string };
  /** The launch session's token: the game plays with it, never with the player's bearer token. */
  launchToken: string;
  /** The page to send the player back to, when the provider supports it (a same-site path). */
  lobbyPath: string | undefined;
  isMobile: boolean;
}

export interface GameProvider {
  /** The catalogue's platform code. */
  readonly platform: string;
  /** False for a catalogued game this provider cannot run yet: the catalogue shows "coming soon". */
  offers(gameCode: string): boolean;
  /** The address the game frame opens. */
  launchUrl(request: LaunchRequest): string;
  readonly wallet: ProviderWallet;
}

/** Fields every money call carries. */
export interface WalletCall {
  userId: number;
  /** The provider's game code (our catalogue's `games.code`). */
  gameCode: string;
  /** The provider's round id: unique per provider, owned by the first player who used it. */
  roundId: string;
  /** The provider's id of this call: unique per provider; a repeat answers the first result. */
  transactionId: string;
  /** When given, it must be the player's currency. */
  currency?: string;
}

/** The game as the catalogue names it, when the caller knows it already (a launch does). */
export interface GameLabel {
  name: string;
  type: string;
}

export interface DebitCall extends WalletCall {
  amountPaisa: number;
  /** Saves the catalogue lookup when a debit opens the round. */
  game?: GameLabel;
}

export interface CreditCall extends WalletCall {
  /** 0 closes a lost round. */
  amountPaisa: number;
  /** Settles the round (the default); false leaves it open for more bets and wins. */
  closeRound?: boolean;
}

export interface RollbackCall extends WalletCall {
  /** The debit this call reverses. */
  rolledBackTransactionId: string;
}

/**
 * A whole round in one call: the stake debited and the win (0 for a loss) credited, the round
 * closed and settled, as a debit followed by a closing credit would, in fewer statements. For an
 * in-process provider whose round and transaction ids are new by construction (the house makes
 * them from its own bet ids); a round id seen before is played as that debit and credit.
 */
export interface RoundCall extends Omit<WalletCall, 'transactionId'> {
  bet: { transactionId: string; amountPaisa: number };
  win: { transactionId: string; amountPaisa: number };
  game?: GameLabel;
}

export interface WalletAnswer {
  balancePaisa: Paisa;
  currency: string;
  /** True when the transaction id was known: the first answer, and nothing moved. */
  repeated: boolean;
  /** Our id of the round the call was applied to (absent for a balance call). */
  roundId?: number;
}

/**
 * Each call is one database transaction. An in-process provider (the house) may pass its own
 * transaction as `within`, so its game row and the money commit together; a refusal then throws
 * and the caller's transaction rolls back.
 */
export interface ProviderWallet {
  balance(userId: number, within?: Transaction<Database>): Promise<WalletAnswer>;
  debit(call: DebitCall, within?: Transaction<Database>): Promise<WalletAnswer>;
  credit(call: CreditCall, within?: Transaction<Database>): Promise<WalletAnswer>;
  round(call: RoundCall, within?: Transaction<Database>): Promise<WalletAnswer>;
  rollback(call: RollbackCall, within?: Transaction<Database>): Promise<WalletAnswer>;
}
