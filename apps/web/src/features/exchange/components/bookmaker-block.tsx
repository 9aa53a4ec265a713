/**
 * Bookmaker: the house's back and lay rate per runner, keyed by market id (the id a bet names),
 * with the Suspend / Ball Running band over a runner that cannot be bet on.
 */
import type { ExchangeEvent } from '@khela/contract';
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { BetPick } from '../bet-pick';
import { MarketBlock } from './market-block';
import { OddsRow } from './odds-row';
import { SidePriceCell } from './price-cell';

type BookmakerMarket = ExchangeEvent['bookmaker'][string];

/**
 * One runner's back and lay rate. Memoised: the cache keeps an unchanged runner's object from one
 * picture to the next, so a rate that did not move is not drawn again.
 */
const RateRow = memo(function RateRow({
  marketId,
  runner,
  limits,
  onPick,
}: {
  marketId: string;
  runner: BookmakerMarket['runners'][number];
  limits: BookmakerMarket['stake_limits'];
  onPick: (pick: BetPick) => void;
}) {
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
      limits,
    });
  };
  return (
    <OddsRow testId="bookmaker-row" name={runner.runner} state={runner}>
      {(
        [
          ['back', runner.backPrice],
          ['lay', runner.layPrice],
        ] as const
      ).map(([side, price]) => (
        <SidePriceCell
          key={side}
          side={side}
          selection={runner.runner}
          price={price > 0 ? price : undefined}
          onPick={() => pick(side, price)}
        />
      ))}
    </OddsRow>
  );
});

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
        market.runners.map((runner, index) => (
          <RateRow
            key={`${marketId}:${runner.selectionId ?? index}`}
            marketId={marketId}
            runner={runner}
            limits={market.stake_limits}
            onPick={onPick}
          />
        )),
      )}
    </MarketBlock>
  );
}
