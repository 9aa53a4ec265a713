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
  /** Base32; set by the set-up call, in force once totp_enabled_at is set. */
  totp_secret: Generated<string | null>;
  totp_enabled_at: Generated<string | null>;
  /** The TOTP step of the last code accepted: a code is refused for this step and any before. */
  totp_last_step: Generated<number | null>;
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
  /** 1: signed in without 2-step where it is required, so the session may only enrol. */
  enrolment_only: Generated<number>;
}

/** The password step of a 2-step sign-in, good once for a few minutes. */
export interface OperatorLoginChallengesTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
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
  operator_login_challenges: OperatorLoginChallengesTable;
  audit_log: AuditLogTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends OperatorTables {}
}
