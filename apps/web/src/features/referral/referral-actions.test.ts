// The My Referral actions: copy outcomes, sharing through the share sheet or falling back, and
// which [contract: Error texts] message a failed claim shows.
import { referralMessages } from '@khela/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../shared/api-client';
import { claimFailureMessage, copyText, shareLink } from './referral-actions';

const data = {
  title: 'Referral',
  text: 'Join me',
  url: 'https://khela.example/referral_code?referral_code=AB12',
};

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
});

describe('referral actions', () => {
  it('shares through the share sheet when the phone has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    expect(await shareLink(data, share)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('says unsupported without a share sheet or when it refuses, and cancelled when closed', async () => {
    expect(await shareLink(data, undefined)).toBe('unsupported');
    const refused = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    expect(await shareLink(data, refused)).toBe('unsupported');
    const closed = () => Promise.reject(new DOMException('closed', 'AbortError'));
    expect(await shareLink(data, closed)).toBe('cancelled');
  });

  it('copies with the Clipboard API, and says when there is nothing to copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    expect(await copyText(data.url)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    expect(await copyText('  ')).toBe('empty');
  });

  it('shows the server message, else the failed text; no answer is the generic text', () => {
    expect(claimFailureMessage(new ApiError(400, referralMessages.claimMinimum))).toBe(
      'You need at least 10 to claim all.',
    );
    expect(claimFailureMessage(new ApiError(500, undefined))).toBe(
      'Failed to claim bonus. Please try again.',
    );
    expect(claimFailureMessage(new NetworkError('offline'))).toBe(
      'An error occurred while claiming the bonus. Please try again.',
    );
  });
});
