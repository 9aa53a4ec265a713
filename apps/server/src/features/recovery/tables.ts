/** One-time password-reset codes. Only a hash is kept; a code dies when used, expired or out of tries. */
import type { Generated } from 'kysely';

export interface PasswordResetCodesTable {
  id: Generated<number>;
  user_id: number;
  channel: 'email' | 'sms';
  code_hash: string;
  expires_at: string;
  wrong_attempts: number;
  used_at: string | null;
  created_at: string;
}

export interface RecoveryTables {
  password_reset_codes: PasswordResetCodesTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends RecoveryTables {}
}
