/**
 * Identity checks: the photos a player uploads (`identity_files`, one row per file, the file
 * itself under the private directory) and each submission that names them (`identity_checks`,
 * one row per attempt). The database keeps at most one pending submission per player.
 */
import type { Generated, Selectable } from 'kysely';
import type { IdentityCheckStatus, IdentityDocumentType } from '@khela/contract';
import type { PrivateFileColumns } from '../../platform/uploads/private-file-columns.js';

/** A photo's row (the columns of every private file); submissions name it by `public_id`. */
export interface IdentityFilesTable extends PrivateFileColumns {}

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
