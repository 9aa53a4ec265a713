/**
 * What the My Referral buttons do outside React, so each outcome is tested on its own: copying
 * (with the spec's "nothing to copy"), sharing through the phone's share sheet (or saying it is
 * not supported, so the screen offers the link to copy), and which [contract: Error texts] message a claim shows.
 */
import { referralMessages } from '@khela/contract';
import { isApiError } from '../../shared/api-client';

export type CopyOutcome = 'copied' | 'empty' | 'failed';

/** The Clipboard API needs a secure page; older browsers and plain http select a hidden field. */
export async function copyText(text: string): Promise<CopyOutcome> {
  if (text.trim() === '') return 'empty';
  try {
    if (navigator.clipboard !== undefined) {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused or unavailable: try the older way below.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    return document.execCommand('copy') ? 'copied' : 'failed';
  } catch {
    return 'failed';
  } finally {
    field.remove();
  }
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
