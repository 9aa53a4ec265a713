/**
 * The VIP messages come from the contract (and the server) in English; this shows each in the
 * chosen language and leaves any other text to the app-wide translator. Level names are built
 * from the translated tier and the numeral.
 */
import { vipMessages, type VipLevel } from '@khela/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { en } from '../../shared/i18n/en';
import { useMessageTranslator } from '../../shared/i18n/server-messages';

export type VipMessageKey = keyof typeof en.vip.messages;

export const vipMessageKeys: Readonly<Record<string, VipMessageKey>> = {
  [vipMessages.notEnoughPoints]: 'notEnoughPoints',
  [vipMessages.minimumRequired]: 'minimumRequired',
  [vipMessages.failed]: 'failed',
  [vipMessages.networkError]: 'networkError',
  [vipMessages.success]: 'success',
  [vipMessages.wholePoints]: 'wholePoints',
  [vipMessages.insufficientPoints]: 'insufficientPoints',
  [vipMessages.conversionClosed]: 'conversionClosed',
};

export function useVipTranslator(): (message: string) => string {
  const { t } = useTranslation();
  const translateShared = useMessageTranslator();
  return (message) => {
    const key = vipMessageKeys[message];
    return key ? t(`vip.messages.${key}`) : translateShared(message);
  };
}

const NUMERALS = ['', 'I', 'II', 'III'] as const;

export function useVipLevelName(): (level: Pick<VipLevel, 'tier' | 'rank'>) => string {
  const { t } = useTranslation();
  return (level) => {
    const tier = t(`vip.tiers.${level.tier}`);
    return level.rank === 0 ? tier : `${tier} ${NUMERALS[level.rank]}`;
  };
}
