/**
 * One open bet in My Bets: event, market, side and selection, its price, stake, matched and
 * unmatched parts, when it was placed; an unmatched Match Odds part can be cancelled.
 */
import type { ExchangeOpenBet } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';
import { BetCard } from './bet-card';
import { SideTag, usePriceText } from './bet-price';
import { FactList } from './fact-list';

export function OpenBetCard({
  bet,
  isCancelling,
  onCancel,
}: {
  bet: ExchangeOpenBet;
  isCancelling: boolean;
  onCancel: (bet: ExchangeOpenBet) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const price = usePriceText()(bet);
  const isMatchOdds = bet.kind === 'match_odds';
  const facts = [
    price,
    { label: t('exchangeAccount.fields.stake'), value: format.taka(bet.stake) },
    ...(isMatchOdds
      ? [
          { label: t('exchangeAccount.fields.matched'), value: format.taka(bet.matched) },
          { label: t('exchangeAccount.fields.unmatched'), value: format.taka(bet.unmatched) },
        ]
      : []),
    ...(bet.average_odds !== null && bet.average_odds !== bet.odds
      ? [
          {
            label: t('exchangeAccount.fields.averageOdds'),
            value: toLocalDigits(String(bet.average_odds), format.language),
          },
        ]
      : []),
    { label: t('exchangeAccount.fields.placed'), value: format.dateTime(bet.placed_at) },
  ];
  return (
    <BetCard
      bet={bet}
      aside={
        <span className="exchange-account__market text-muted-xs">
          {t(`exchangeAccount.kinds.${bet.kind}`)}
          {bet.kind === 'fancy' ? ` · ${bet.market_name}` : ''}
        </span>
      }
    >
      <p className="exchange-account__selection">
        <SideTag side={bet.side} /> {bet.selection_name}
      </p>
      <FactList facts={facts} />
      {isMatchOdds && bet.unmatched > 0 ? (
        <Button
          variant="secondary"
          size="sm"
          block
          isBusy={isCancelling}
          busyLabel={t('exchangeAccount.myBets.cancelling')}
          onClick={() => onCancel(bet)}
        >
          {t('exchangeAccount.myBets.cancel')}
        </Button>
      ) : null}
    </BetCard>
  );
}
