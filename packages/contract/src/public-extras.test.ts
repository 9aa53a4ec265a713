// Proves the smaller public area's rules: code capture and its 'No {type} found in the URL' alert,
// the copy alert, market-block flags and popup title, and the [contract: Error texts] catalogue and site texts.
import { describe, it, expect } from 'vitest';
import { missingCodeMessage, readCapturedCode } from './code-capture.js';
import { copyBlockedMessage, siteMessages } from './site.js';
import { isExchangeBlocked, isGamesBlocked, marketBlockMessages } from './market-block.js';
import { catalogMessages, gameRunMessages } from './catalog.js';
import { promotionMessages } from './promotions.js';
import { loginMessages, signupMessages } from './auth.js';

describe('code capture', () => {
  it('reads the parameter named like the route', () => {
    expect(readCapturedCode('referral_code', 'ABC123')).toEqual({
      ok: true,
      type: 'referral_code',
      code: 'ABC123',
    });
    expect(readCapturedCode('agent_code', ' AG 01 ')).toEqual({
      ok: true,
      type: 'agent_code',
      code: 'AG 01',
    });
  });

  it("alerts 'No {type} found in the URL' when the parameter is missing or blank", () => {
    expect(readCapturedCode('affiliate_code', null)).toEqual({
      ok: false,
      type: 'affiliate_code',
      message: 'No affiliate_code found in the URL',
    });
    expect(readCapturedCode('agent_code', '  ')).toMatchObject({
      message: 'No agent_code found in the URL',
    });
    expect(missingCodeMessage('referral_code')).toBe('No referral_code found in the URL');
  });
});

describe('copy buttons', () => {
  it('alert when there is nothing to copy', () => {
    expect(copyBlockedMessage('')).toBe('Nothing to copy.');
    expect(copyBlockedMessage('  ')).toBe('Nothing to copy.');
    expect(copyBlockedMessage(null)).toBe('Nothing to copy.');
    expect(copyBlockedMessage(undefined)).toBe('Nothing to copy.');
    expect(copyBlockedMessage('01712345678')).toBeUndefined();
  });
});

describe('market block', () => {
  it('blocks a section when its flag is 0 and the status is not active', () => {
    expect(isExchangeBlocked({ exchange_market: 0, cs_market: 1, status: 'inactive' })).toBe(true);
    expect(isExchangeBlocked({ exchange_market: 0, cs_market: 1, status: 'active' })).toBe(false);
    expect(isExchangeBlocked({ exchange_market: 1, cs_market: 0, status: 'inactive' })).toBe(false);
    expect(isGamesBlocked({ exchange_market: 1, cs_market: 0, status: 'blocked' })).toBe(true);
    expect(isGamesBlocked({ exchange_market: 0, cs_market: 0, status: 'active' })).toBe(false);
    expect(isGamesBlocked({ exchange_market: 0, cs_market: 1, status: 'blocked' })).toBe(false);
  });

  it("titles the popup 'Market Block'", () => {
    expect(marketBlockMessages.title).toBe('Market Block');
  });
});

describe('[contract: Error texts] texts', () => {
  it('are kept verbatim', () => {
    expect(loginMessages.failed).toBe('Invalid credentials');
    expect(loginMessages.networkError).toBe('Network error, please try again later.');
    expect(signupMessages.failed).toBe('Submission failed');
    expect(signupMessages.networkError).toBe('Network error, please try again');
    expect(gameRunMessages.notLoggedIn).toBe('User not logged in');
    expect(gameRunMessages.failed).toBe('An unexpected error occurred');
    expect(catalogMessages).toMatchObject({
      systemsFailed: 'Failed to fetch systems',
      systemsUnexpected: 'An unexpected error occurred while fetching systems',
      providersFailed: 'Failed to fetch providers',
      providersUnexpected: 'An unexpected error occurred while fetching providers',
      gamesFailed: 'Failed to fetch games',
    });
    expect(siteMessages.logoFetchFailed).toBe('Failed to fetch logo');
    expect(promotionMessages.fetchFailed).toBe('Failed to fetch promotions');
  });
});
