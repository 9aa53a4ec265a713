// Proves the [contract: Limits] constants agree with each other and with the messages that quote them, so a
// change to one limit cannot leave a stale number in a message.
import { describe, it, expect } from 'vitest';
import {
  CASH_CLAIM_TAKA_MIN,
  DEPOSIT_AMOUNT_TAKA_MAX,
  DEPOSIT_AMOUNT_TAKA_MIN,
  depositQuickPicksTaka,
  PASSWORD_LENGTH_MIN,
  RESET_PASSWORD_LENGTH_MIN,
  VIP_CONVERT_POINTS_MIN,
  WITHDRAW_AMOUNT_TAKA_MAX,
  WITHDRAW_AMOUNT_TAKA_MIN,
  withdrawQuickPicksTaka,
} from './constants.js';
import { depositMessages, withdrawMessages } from './wallet.js';
import { vipMessages } from './vip.js';
import { referralMessages } from './referral.js';

const grouped = (taka: number): string => taka.toLocaleString('en-US');

describe('[contract: Limits] constants', () => {
  it('withdraw quick picks are the deposit picks without 100', () => {
    expect(withdrawQuickPicksTaka).toEqual(depositQuickPicksTaka.filter((taka) => taka !== 100));
  });

  it('every quick pick lies inside its range', () => {
    for (const taka of depositQuickPicksTaka) {
      expect(taka).toBeGreaterThanOrEqual(DEPOSIT_AMOUNT_TAKA_MIN);
      expect(taka).toBeLessThanOrEqual(DEPOSIT_AMOUNT_TAKA_MAX);
    }
    for (const taka of withdrawQuickPicksTaka) {
      expect(taka).toBeGreaterThanOrEqual(WITHDRAW_AMOUNT_TAKA_MIN);
      expect(taka).toBeLessThanOrEqual(WITHDRAW_AMOUNT_TAKA_MAX);
    }
  });

  it('messages quote the limits they enforce', () => {
    expect(depositMessages.amountOutOfRange).toBe(
      `Deposit amount must be between ${grouped(DEPOSIT_AMOUNT_TAKA_MIN)} and ${grouped(DEPOSIT_AMOUNT_TAKA_MAX)}.`,
    );
    expect(withdrawMessages.amountOutOfRange).toBe(
      `Withdrawal amount must be between ${grouped(WITHDRAW_AMOUNT_TAKA_MIN)} and ${grouped(WITHDRAW_AMOUNT_TAKA_MAX)}.`,
    );
    expect(vipMessages.minimumRequired).toBe(`Minimum VP Required: ${VIP_CONVERT_POINTS_MIN}.`);
    expect(referralMessages.claimMinimum).toBe(
      `You need at least ${CASH_CLAIM_TAKA_MIN} to claim all.`,
    );
    expect(RESET_PASSWORD_LENGTH_MIN).toBe(PASSWORD_LENGTH_MIN);
  });
});
