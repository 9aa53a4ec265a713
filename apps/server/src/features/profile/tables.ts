/**
 * Codes that verify the player's e-mail, primary phone and extra phones. Only a hash is kept; one
 * code per purpose is open at a time, and it dies when used, expired or out of tries.
 */
import type { Generated } from 'kysely';

/** What a code proves: the account's e-mail, its primary phone, or one of its extra phones. */
export type VerificationPurpose = 'email' | 'phone' | 'extra_phone';

export interface VerificationCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: VerificationPurpose;
  /** The address or number the code was sent to; verifying marks exactly this one. */
  target: string;
  code_hash: string;
  expires_at: string;
  wrong_attempts: number;
  used_at: string | null;
  created_at: string;
}

export interface ProfileTables {
  verification_codes: VerificationCodesTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends ProfileTables {}
}
