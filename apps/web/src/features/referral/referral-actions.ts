/**
 * What the My Referral buttons do outside React, so each outcome is tested on its own: copying
 * (with the spec's "nothing to copy"), sharing through the phone's share sheet (or saying it is
 * not supported, so the screen offers the link to copy), and which [contract: Error texts] message a claim shows.
 */
import { referralMessages } from '@khela/contract';
import { isApiError } from '../../shared/api-client';
import { copyToClipboard } from '../../shared/copy-to-clipboard';

export type CopyOutcome = 'copied' | 'empty' | 'failed';

/** Copies the code or the link; an empty one is said to be so rather than copied. */
export async function copyText(text: string): Promise<CopyOutcome> {
  if (text.trim() === '') return 'empty';
  return (await copyToClipboard(text)) ? 'copied' : 'failed';
}

export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported';

/**
 * Opens the share sheet. A browser without `navigator.share`, or one that refuses this share
 * (not allowed, nothing it can share), counts as unsupported; the player closing the sheet is a
 * cancel, which needs no message.
 */
export async function shareLink(
  data: { title: string; text: string; url: string },
  share: ((data: ShareData) => Promise<void>) | undefined = typeof navigator.share === 'function'
    ? (shareData) => navigator.share(shareData)
    : undefined,
): Promise<ShareOutcome> {
  if (share === undefined) return 'unsupported';
  try {
    await share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError'
      ? 'cancelled'
      : 'unsupported';
  }
}

/** [contract: Error texts]: the server's message or 'Failed to claim bonus…'; no answer at all is the generic text. */
export function claimFailureMessage(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? referralMessages.claimFailed;
  return referralMessages.claimError;
}
