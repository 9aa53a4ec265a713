/** Tables owned by the auth feature: players and the partner (agent/affiliate) codes they sign up with. */
import type { Generated, Selectable } from 'kysely';
import type { Currency } from '@khela/contract';

export type UserStatus = 'active' | 'suspended' | 'closed';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username; unique, so "Rahim01" and "rahim01" cannot both exist. */
  username_key: string;
  password_hash: string;
  name: string;
  email: string;
  email_key: string;
  phone: string;
  currency: Currency;
  status: UserStatus;
  referral_code: string;
  referred_by_user_id: number | null;
  /** Codes exactly as captured at signup, kept even when they matched no partner. */
  agent_code: string | null;
  affiliate_code: string | null;
  agent_partner_id: number | null;
  affiliate_partner_id: number | null;
  registration_origin: string | null;
  vip_coin: number;
  phone_verified_at: string | null;
  email_verified_at: string | null;
  dofb: string | null;
  created_at: string;
  updated_at: string;
}

export type PartnerKind = 'agent' | 'affiliate';

export interface PartnerCodesTable {
  id: Generated<number>;
  kind: PartnerKind;
  code: string;
  name: string;
  status: 'active' | 'inactive';
  created_at: string;
}

/** A player's extra phones (at most two); a verified one counts as a verified phone for money. */
export interface ExtraPhonesTable {
  id: Generated<number>;
  user_id: number;
  /** 1 or 2, unique per player: the database keeps the limit of two under concurrent adds. */
  slot: number;
  /** Unique across all players, like the primary phone. */
  phone: string;
  verified_at: string | null;
  created_at: string;
}

export interface AuthTables {
  users: UsersTable;
  partner_codes: PartnerCodesTable;
  extra_phones: ExtraPhonesTable;
}

export type UserRow = Selectable<UsersTable>;
export type ExtraPhoneRow = Selectable<ExtraPhonesTable>;

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends AuthTables {}
}
