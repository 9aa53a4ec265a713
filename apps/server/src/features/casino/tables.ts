/**
 * The casino's tables: configured seamless-wallet providers, game rounds, the wallet calls applied
 * to them, and game launch sessions.
 */
import type { Generated, Selectable } from 'kysely';

/** An aggregator that calls our wallet over signed HTTP; the house provider needs no row. */
export interface CasinoProvidersTable {
  /** The catalogue's platform code (game_providers.platform). */
  platform: string;
  kind: 'seamless';
  /** Where a player is sent to play: a template with {token}, {game}, {lang} and {lobby}. */
  launch_url: string;
  /** The HMAC-SHA256 key both sides sign wallet calls with. */
  wallet_secret: string;
  status: number;
  created_at: string;
  updated_at: string;
}

export type CasinoRoundStatus = 'open' | 'settled';

/** One player's round of one game, named by the provider's round id. */
export interface CasinoRoundsTable {
  id: Generated<number>;
  provider: string;
  round_ref: string;
  user_id: number;
  currency: string;
  game_code: string;
  game_name: string;
  /** The catalogue's category code (SLOT, EGAME, …); empty when the game is not catalogued. */
  game_type: string;
  status: CasinoRoundStatus;
  /** Bets applied and not rolled back. */
  stake_paisa: Generated<number>;
  /** Wins paid. */
  win_paisa: Generated<number>;
  created_at: string;
  updated_at: string;
  settled_at: string | null;
}

export type CasinoTransactionKind = 'debit' | 'credit' | 'rollback';
/**
 * A debit is `applied`, later perhaps `rolled_back`; a `tombstone` is a debit id a rollback named
 * before the debit arrived, kept so the late debit is refused. Credits and rollbacks are `applied`.
 */
export type CasinoTransactionStatus = 'applied' | 'rolled_back' | 'tombstone';

export interface CasinoTransactionsTable {
  id: Generated<number>;
  provider: string;
  transaction_ref: string;
  round_id: number;
  user_id: number;
  kind: CasinoTransactionKind;
  status: CasinoTransactionStatus;
  /** What this call moved (a rollback of an already reversed debit moves 0). */
  amount_paisa: number;
  /** For a rollback: the debit's transaction id. */
  reference_transaction_ref: string | null;
  /** The balance answered the first time, answered again to a repeat. */
  balance_after_paisa: number;
  created_at: string;
}

export interface CasinoLaunchSessionsTable {
  id: Generated<number>;
  /** SHA-256 of the launch token; the token itself is only in the launch URL. */
  token_hash: string;
  user_id: number;
  /** The player's sign-in session: ending it (log out, password change) ends this too. */
  parent_session_id: number;
  platform: string;
  game_code: string;
  created_at: string;
  /** Moves forward with each use, never past `ends_at`. */
  expires_at: string;
  ends_at: string;
}

export type CasinoRoundRow = Selectable<CasinoRoundsTable>;
export type CasinoTransactionRow = Selectable<CasinoTransactionsTable>;
export type CasinoProviderRow = Selectable<CasinoProvidersTable>;

export interface CasinoTables {
  casino_providers: CasinoProvidersTable;
  casino_rounds: CasinoRoundsTable;
  casino_transactions: CasinoTransactionsTable;
  casino_launch_sessions: CasinoLaunchSessionsTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends CasinoTables {}
}
