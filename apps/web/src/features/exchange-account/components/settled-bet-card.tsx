/** One settled or voided bet in Bets History: what it was, its result and what it made or lost. */
import type { ExchangeSettledBet } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { BetCard } from './bet-card';
import { SideTag, usePriceText } from './bet-price';
import { FactList } from './fact-list';
import { SignedAmount } from './signed-amount';

export function SettledBetCard({ bet }: { bet: ExchangeSettledBet }) {
  const { t } = useTranslation();
  const format = useFormat();
  const price = usePriceText()(bet);
  return (
    <BetCard
      bet={bet}
      aside={
        <span className={`exchange-account__result exchange-account__result--${bet.result}`}>
          {t(`exchangeAccount.history.results.${bet.result}`)}
        </span>
      }
    >
      <p className="exchange-account__selection">
        <SideTag side={bet.side} /> {bet.selection_name}
        <span className="exchange-account__market text-muted-xs">
          {' · '}
          {t(`exchangeAccount.kinds.${bet.kind}`)}
        </span>
      </p>
      <FactList
        facts={[
          price,
          { label: t('exchangeAccount.fields.stake'), value: format.taka(bet.matched) },
          {
            label: t('exchangeAccount.fields.profit'),
            value: <SignedAmount amount={bet.profit} />,
          },
          { label: t('exchangeAccount.fields.settled'), value: format.dateTime(bet.settled_at) },
        ]}
      />
    </BetCard>
  );
}
