/**
 * Identity checks: the photos a player uploads (`identity_files`, one row per file, the file
 * itself under the private directory) and each submission that names them (`identity_checks`,
 * one row per attempt). The database keeps at most one pending submission per player.
 */
import type { Generated, Selectable } from 'kysely';
import type { IdentityCheckStatus, IdentityDocumentType } from '@khela/contract';

export interface IdentityFilesTable {
  id: Generated<number>;
  /** The random id the submission names the file by. */
  public_id: string;
  user_id: number;
  /** Decided from the file's first bytes, never from what the client claimed. */
  content_type: string;
  size_bytes: number;
  sha256: string;
  /** File name inside the identity folder of the private directory. */
  stored_name: string;
  created_at: string;
}

export interface IdentityChecksTable {
  id: Generated<number>;
  user_id: number;
  document_type: IdentityDocumentType;
  document_number: string;
  /** The date of birth printed on the document, YYYY-MM-DD. */
  date_of_birth: string;
  front_file_id: number;
  /** An NID's back; null for a passport. */
  back_file_id: number | null;
  selfie_file_id: number;
  status: IdentityCheckStatus;
  /** What the player reads after a rejection or a request to send again. */
  reason: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

export type IdentityFileRow = Selectable<IdentityFilesTable>;
export type IdentityCheckRow = Selectable<IdentityChecksTable>;

export interface IdentityTables {
  identity_files: IdentityFilesTable;
  identity_checks: IdentityChecksTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends IdentityTables {}
}
