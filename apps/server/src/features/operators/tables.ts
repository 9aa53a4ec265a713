/** Operator accounts for the console and /admin-api, their sessions, and the audit trail. */
import type { OperatorRole } from '@khela/contract';
import type { Generated, Selectable } from 'kysely';

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  password_hash: string;
  role: OperatorRole;
  status: 'active' | 'disabled';
  last_login_at: string | null;
  created_at: string;
}

export type OperatorRow = Selectable<OperatorsTable>;

export interface OperatorSessionsTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** Null for the system's own actions (a gateway callback). */
  operator_id: number | null;
  action: string;
  target_type: string;
  target_id: string;
  /** JSON text. */
  detail: string;
  ip: string | null;
  created_at: string;
}

export interface OperatorTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
}
