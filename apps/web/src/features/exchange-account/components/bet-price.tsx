/** How a bet was priced: Match Odds odds, a Bookmaker rate, or a Fancy line with its rate. */
import type { ExchangeOpenBet } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';

type Priced = Pick<ExchangeOpenBet, 'kind' | 'odds' | 'rate' | 'line'>;

export function usePriceText(): (bet: Priced) => { label: string; value: string } {
  const { t } = useTranslation();
  const { language } = useFormat();
  const digits = (value: number) => toLocalDigits(String(value), language);
  return (bet) => {
    if (bet.kind === 'match_odds') {
      return { label: t('exchangeAccount.fields.odds'), value: digits(bet.odds ?? 0) };
    }
    if (bet.kind === 'fancy') {
      return {
        label: `${t('exchangeAccount.fields.line')} / ${t('exchangeAccount.fields.rate')}`,
        value: `${digits(bet.line ?? 0)} / ${digits(bet.rate ?? 0)}`,
      };
    }
    return { label: t('exchangeAccount.fields.rate'), value: digits(bet.rate ?? 0) };
  };
}

export function SideTag({ side }: { side: ExchangeOpenBet['side'] }) {
  const { t } = useTranslation();
  const tone = side === 'back' || side === 'yes' ? 'back' : 'lay';
  return (
    <span className={`exchange-account__side exchange-account__side--${tone}`}>
      {t(`exchangeAccount.sides.${side}`)}
    </span>
  );
}
