/** VIP level names, built from the translated tier and the numeral. */
import type { VipLevel } from '@khela/contract';
import { useTranslation } from '../../shared/i18n/use-translation';

const NUMERALS = ['', 'I', 'II', 'III'] as const;

export function useVipLevelName(): (level: Pick<VipLevel, 'tier' | 'rank'>) => string {
  const { t } = useTranslation();
  return (level) => {
    const tier = t(`vip.tiers.${level.tier}`);
    return level.rank === 0 ? tier : `${tier} ${NUMERALS[level.rank]}`;
  };
}
