// Proves the remaining player area's rules of [contract: Validation] and texts of [contract: Error texts]: VP conversion (minimum 10 and its
// two messages), cash claim (minimum 10), blank chat input, inbox paging, referral link and share.
import { describe, it, expect } from 'vitest';
import { convertVipCoinRequestSchema, vipMessages, vipPointsFieldMessage } from './vip.js';
import { cashClaimBlockedMessage, referralLink, referralMessages } from './referral.js';
import {
  createChatRequestSchema,
  isSendableChatText,
  sendChatMessageRequestSchema,
} from './chat.js';
import { inboxListRequestSchema, inboxMessageParamsSchema } from './inbox.js';
import { firstMessage } from './testing/issues.js';

describe('VP conversion', () => {
  it('converts 10 points or more', () => {
    expect(convertVipCoinRequestSchema.parse({ vip_coin: '10', remote_id: '42' })).toEqual({
      vip_coin: 10,
      remote_id: 42,
    });
  });

  it("below 10 on submit: 'Minimum VP Required: 10.'", () => {
    for (const vip_coin of [9, '9', 0, '', undefined]) {
      expect(firstMessage(convertVipCoinRequestSchema, { vip_coin, remote_id: 42 })).toBe(
        'Minimum VP Required: 10.',
      );
    }
    expect(firstMessage(convertVipCoinRequestSchema, { vip_coin: 10.5, remote_id: 42 })).toBe(
      'Please enter whole points.',
    );
  });

  it("the field shows 'Not enough points…' below 10 or above the player's points", () => {
    const notEnough = 'Not enough points. Points must follow minimum VP required to convert.';
    expect(vipPointsFieldMessage(9, 100)).toBe(notEnough);
    expect(vipPointsFieldMessage(101, 100)).toBe(notEnough);
    expect(vipPointsFieldMessage(10, 100)).toBeUndefined();
  });

  it('keeps the [contract: Error texts] texts verbatim', () => {
    expect(vipMessages.failed).toBe('An error occurred');
    expect(vipMessages.networkError).toBe('An error occurred while converting coins.');
  });
});

describe('cash claim', () => {
  it("needs a cash bonus of at least 10: 'You need at least 10 to claim all.'", () => {
    expect(cashClaimBlockedMessage(9.99)).toBe('You need at least 10 to claim all.');
    expect(cashClaimBlockedMessage(0)).toBe('You need at least 10 to claim all.');
    expect(cashClaimBlockedMessage(10)).toBeUndefined();
  });

  it('keeps the [contract: Error texts] texts verbatim', () => {
    expect(referralMessages.claimFailed).toBe('Failed to claim bonus. Please try again.');
    expect(referralMessages.claimError).toBe(
      'An error occurred while claiming the bonus. Please try again.',
    );
    expect(referralMessages.claimSuccess).toBe('Bonus Claimed successfully.');
    expect(referralMessages.shareUnsupported).toBe('Sharing is not supported on this device.');
  });
});

describe('referral link', () => {
  it('is the origin plus /referral_code with the code as a parameter', () => {
    expect(referralLink('https://khela.example', 'AB12 CD')).toBe(
      'https://khela.example/referral_code?referral_code=AB12%20CD',
    );
    expect(referralLink('https://khela.example/', 'R1')).toBe(
      'https://khela.example/referral_code?referral_code=R1',
    );
  });
});

describe('chat', () => {
  it('does not send blank or whitespace-only input', () => {
    expect(isSendableChatText('   ')).toBe(false);
    expect(isSendableChatText('')).toBe(false);
    expect(isSendableChatText(' hi ')).toBe(true);
    expect(
      firstMessage(sendChatMessageRequestSchema, { chat_id: 1, sender_id: 2, content: ' \n ' }),
    ).toBe('Please type a message.');
  });

  it('trims content and bounds its length', () => {
    expect(
      sendChatMessageRequestSchema.parse({ chat_id: '1', sender_id: '2', content: ' hi ' }),
    ).toEqual({ chat_id: 1, sender_id: 2, content: 'hi' });
    expect(
      firstMessage(sendChatMessageRequestSchema, {
        chat_id: 1,
        sender_id: 2,
        content: 'x'.repeat(1_001),
      }),
    ).toBe('A message can be at most 1000 characters.');
  });

  it('opens a chat between two user ids', () => {
    expect(createChatRequestSchema.parse({ user_one_id: 42, user_two_id: 7 })).toEqual({
      user_one_id: 42,
      user_two_id: 7,
    });
    expect(firstMessage(createChatRequestSchema, { user_one_id: 42 })).toBe(
      'You can only chat with customer support.',
    );
  });
});

describe('inbox', () => {
  it('pages from 1', () => {
    expect(inboxListRequestSchema.parse({ remote_id: '42' })).toEqual({ remote_id: 42, page: 1 });
    expect(inboxListRequestSchema.parse({ remote_id: 42, page: '3' })).toEqual({
      remote_id: 42,
      page: 3,
    });
    expect(firstMessage(inboxListRequestSchema, { remote_id: 42, page: '0' })).toBe(
      'Please choose a valid page.',
    );
    expect(firstMessage(inboxMessageParamsSchema, { id: 'x' })).toBe('Message not found.');
  });
});
