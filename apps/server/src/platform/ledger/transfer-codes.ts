/** Why money moved. Every transfer carries one; reports and records group by it. */
export const transferCodes = [
  'demo_credit',
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
  'bonus',
  'bonus_claim',
  'referral_reward',
  'vip_conversion',
  'bet_exposure',
  'bet_exposure_release',
  'bet_settle',
  'commission',
  'casino_bet',
  'casino_win',
  'casino_rollback',
  'adjustment',
] as const;

export type TransferCode = (typeof transferCodes)[number];
