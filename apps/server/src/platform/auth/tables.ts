/** Bearer sessions: only a SHA-256 of each token is stored, so a leaked table grants nothing. */
import type { Generated } from 'kysely';

/** player: the login token; exchange: the exchange hand-off token; access: short-lived frame token. */
export type SessionKind = 'player' | 'exchange' | 'access';

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  kind: SessionKind;
  parent_session_id: number | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface SessionTables {
  sessions: SessionsTable;
}
