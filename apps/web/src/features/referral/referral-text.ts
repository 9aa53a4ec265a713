/** The referral messages come from the contract (and the server) in English; this translates them. */
import { referralMessages } from '@khela/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { en } from '../../shared/i18n/en';
import { useMessageTranslator } from '../../shared/i18n/server-messages';

export type ReferralMessageKey = keyof typeof en.referral.messages;

export const referralMessageKeys: Readonly<Record<string, ReferralMessageKey>> = {
  [referralMessages.claimMinimum]: 'claimMinimum',
  [referralMessages.claimFailed]: 'claimFailed',
  [referralMessages.claimError]: 'claimError',
  [referralMessages.claimSuccess]: 'claimSuccess',
  [referralMessages.shareUnsupported]: 'shareUnsupported',
};

export function useReferralTranslator(): (message: string) => string {
  const { t } = useTranslation();
  const translateShared = useMessageTranslator();
  return (message) => {
    const key = referralMessageKeys[message];
    return key ? t(`referral.messages.${key}`) : translateShared(message);
  };
}
