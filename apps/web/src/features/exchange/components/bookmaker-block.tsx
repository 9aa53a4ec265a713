/**
 * Bookmaker: the house's back and lay rate per runner, keyed by market id (the id a bet names),
 * with the Suspend / Ball Running band over a runner that cannot be bet on.
 */
import type { ExchangeEvent } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { BetPick } from '../bet-pick';
import { MarketBlock } from './market-block';
import { MarketOverlay } from './market-overlay';
import { PriceCell } from './price-cell';

export function BookmakerBlock({
  bookmaker,
  onPick,
}: {
  bookmaker: ExchangeEvent['bookmaker'];
  onPick: (pick: BetPick) => void;
}) {
  const { t } = useTranslation();
  const markets = Object.entries(bookmaker);
  return (
    <MarketBlock
      title={t('exchange.bookmaker')}
      columns={[t('exchange.columnBack'), t('exchange.columnLay')]}
    >
      {markets.length === 0 ? (
        <p className="odds-market__empty text-muted-sm">{t('exchange.noBookmaker')}</p>
      ) : null}
      {markets.flatMap(([marketId, market]) =>
        market.runners.map((runner, index) => {
          const selectionId = runner.selectionId;
          const pick = (side: 'back' | 'lay', price: number) => {
            if (selectionId === undefined) return;
            onPick({
              kind: 'bookmaker',
              marketId,
              selectionId,
              selection: runner.runner,
              side,
              price,
            });
          };
          return (
            <div
              className="odds-row"
              key={`${marketId}:${selectionId ?? index}`}
              data-testid="bookmaker-row"
            >
              <span className="odds-row__name">{runner.runner}</span>
              <PriceCell
                tone="back"
                price={runner.backPrice > 0 ? runner.backPrice : undefined}
                label={t('exchange.priceLabel', {
                  side: t('exchange.sides.back'),
                  selection: runner.runner,
                  price: runner.backPrice,
                })}
                onPick={() => pick('back', runner.backPrice)}
              />
              <PriceCell
                tone="lay"
                price={runner.layPrice > 0 ? runner.layPrice : undefined}
                label={t('exchange.priceLabel', {
                  side: t('exchange.sides.lay'),
                  selection: runner.runner,
                  price: runner.layPrice,
                })}
                onPick={() => pick('lay', runner.layPrice)}
              />
              <MarketOverlay row={runner} />
            </div>
          );
        }),
      )}
    </MarketBlock>
  );
}
