/**
 * Operator-managed payment methods: one row per provider channel (bKash Agent, bKash Personal, …)
 * and a pool of receiving numbers per channel, each with a daily limit.
 */
import type { ColumnType, Generated } from 'kysely';

export interface PaymentMethodsTable {
  id: Generated<number>;
  /** The provider's name as players know it: bKash, Nagad, Rocket, Upay. */
  name: string;
  icon: string;
  status: 'active' | 'inactive';
  account_type: 'Agent' | 'Merchant' | 'Personal';
  /** The bonus tag shown beside the method on /deposit, in percent. */
  bonus_percent: number;
  /** The gateway adapter a checkout channel pays through; null for manual (report the TRX id). */
  gateway: string | null;
  sort_order: number;
  /** The method's own deposit bounds; null means the site-wide amount (contract constants). */
  min_deposit_paisa: ColumnType<number | null, number | null | undefined>;
  max_deposit_paisa: ColumnType<number | null, number | null | undefined>;
  created_at: string;
}

export interface WalletNumbersTable {
  id: Generated<number>;
  payment_method_id: number;
  /** The receiving account, 11 digits. */
  number: string;
  status: 'active' | 'inactive';
  daily_limit_paisa: number;
  /** Received so far on `usage_day` (Asia/Dhaka); a new day starts from zero. */
  usage_day: string;
  used_today_paisa: number;
  /** Rotation: the number given out longest ago is offered next. */
  last_assigned_at: string | null;
  created_at: string;
}

export interface PaymentTables {
  payment_methods: PaymentMethodsTable;
  wallet_numbers: WalletNumbersTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends PaymentTables {}
}
