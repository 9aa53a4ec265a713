/**
 * Account kinds. Player kinds are owned by one user and can never go below zero; system kinds
 * are the other side of every player movement and may run negative (the house's view).
 */
export const playerAccountKinds = [
  /** The Main Wallet shown to the player. */
  'player_main',
  /** Stake held against open exchange bets. */
  'player_exposure',
  /** Referral and promotion cash waiting to be claimed. */
  'player_cash_bonus',
  /** Withdrawals requested and not yet paid out. */
  'player_withdrawal_hold',
] as const;

export const systemAccountKinds = [
  'house',
  /** Money received through payment methods, before it is credited to players. */
  'deposits_clearing',
  /** Money paid out to players' mobile wallets. */
  'withdrawals_clearing',
  /** Funds promotions and referral rewards. */
  'bonus_funding',
  'game_provider',
  /** The other side of exchange results between players: each settled market nets to zero. */
  'exchange_clearing',
  'market_maker',
  /** Credits the demo player at seed time; never used for real players. */
  'demo_funding',
] as const;

export type PlayerAccountKind = (typeof playerAccountKinds)[number];
export type SystemAccountKind = (typeof systemAccountKinds)[number];
export type AccountKind = PlayerAccountKind | SystemAccountKind;

export const SYSTEM_OWNER_ID = 0;

export function isPlayerAccountKind(kind: string): kind is PlayerAccountKind {
  return (playerAccountKinds as readonly string[]).includes(kind);
}
