/** Stored answers of money calls, so a retry with the same Idempotency-Key gets the first answer. */
import type { Generated } from 'kysely';

export interface IdempotentRequestsTable {
  id: Generated<number>;
  /** Whose key it is: `user:12` or `operator:3`; keys of different callers never meet. */
  scope: string;
  idempotency_key: string;
  /** SHA-256 of route and body; the same key with another payload is refused. */
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_body: string | null;
  created_at: string;
}

export interface IdempotencyTables {
  idempotent_requests: IdempotentRequestsTable;
}
