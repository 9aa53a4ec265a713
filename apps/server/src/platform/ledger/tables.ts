/** Double-entry ledger tables. A transfer moves amount_paisa from debit to credit account. */
import type { Generated } from 'kysely';

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: string;
  /** The user id for player accounts; 0 for system accounts. */
  owner_id: number;
  currency: string;
  /** Credits minus debits. Player accounts may never go below zero. */
  balance_paisa: number;
  may_go_negative: number;
  created_at: string;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  idempotency_key: string;
  debit_account_id: number;
  credit_account_id: number;
  amount_paisa: number;
  code: string;
  reference: string | null;
  created_at: string;
}

export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
}
