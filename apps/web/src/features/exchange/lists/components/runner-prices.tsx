/**
 * A list row's Match Odds at a glance: each runner's best back (blue) and lay (pink) price, the
 * exchange's own price cells (they flash when a price moves). A tap opens the match's odds view,
 * where the bet is made.
 */
import type { MatchOddsMarket } from '@khela/contract';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { PriceCell } from '../../components/price-cell';

export function RunnerPrices({ market, onOpen }: { market: MatchOddsMarket; onOpen: () => void }) {
  const { t } = useTranslation();
  if (market.runners.length === 0) return null;
  return (
    <ul className="runner-prices plain-list" aria-label={t('exchangeLists.runnersLabel')}>
      {market.runners.map((runner) => {
        const back = runner.ex.availableToBack[0];
        const lay = runner.ex.availableToLay[0];
        const label = (side: 'back' | 'lay', price: number | undefined) =>
          t('exchange.priceLabel', {
            side: t(`exchange.sides.${side}`),
            selection: runner.SelectionName,
            price,
          });
        return (
          <li className="runner-prices__runner" key={runner.selectionId}>
            <span className="runner-prices__name text-muted-xs text-clip">
              {runner.SelectionName}
            </span>
            <span className="runner-prices__cells">
              <PriceCell
                tone="back"
                price={back?.price}
                label={label('back', back?.price)}
                onPick={onOpen}
              />
              <PriceCell
                tone="lay"
                price={lay?.price}
                label={label('lay', lay?.price)}
                onPick={onOpen}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
