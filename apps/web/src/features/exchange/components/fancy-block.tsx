/**
 * Fancy Bet: the six tabs (1 All … 6 Odd/Even), then each line's No (pink) and Yes (blue) runs with
 * the rate under them, the Suspend / Ball Running band, and the spec's text when a tab is empty.
 */
import { fancyTabs, isInFancyTab, type ExchangeEvent, type FancyTabType } from '@khela/contract';
import { memo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import type { BetPick } from '../bet-pick';
import { fancyLineText } from '../fancy-lines';
import { MarketBlock } from './market-block';
import { OddsRow } from './odds-row';
import { SidePriceCell } from './price-cell';

const tabKeys = {
  1: 'all',
  2: 'fancy',
  3: 'ballByBall',
  4: 'khadda',
  5: 'lottery',
  6: 'oddEven',
} as const satisfies Record<FancyTabType, string>;

type FancyMarket = ExchangeEvent['fancy2'][string];

/**
 * One line with its No and Yes. Memoised: the cache keeps an unchanged line's object from one
 * picture to the next, so a line whose quote did not move is not drawn again.
 */
const FancyRow = memo(function FancyRow({
  marketId,
  market,
  onPick,
}: {
  marketId: string;
  market: FancyMarket;
  onPick: (pick: BetPick) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const pick = (side: 'yes' | 'no') =>
    onPick({
      kind: 'fancy',
      marketId,
      selection: market.title,
      side,
      price: side === 'yes' ? market.yes_rate : market.no_rate,
      line: side === 'yes' ? market.yes : market.no,
      fancyType: market.type,
      limits: market.stake_limits,
    });
  return (
    <OddsRow testId="fancy-row" name={market.title} state={market}>
      {(['no', 'yes'] as const).map((side) => {
        const rate = side === 'yes' ? market.yes_rate : market.no_rate;
        const line = side === 'yes' ? market.yes : market.no;
        const shown = fancyLineText({ type: market.type, side, value: line }, t, format);
        return (
          <SidePriceCell
            key={side}
            side={side}
            selection={market.title}
            price={rate > 0 ? line : undefined}
            shown={shown}
            detail={format.number(rate)}
            labelPrice={`${shown} (${rate})`}
            onPick={() => pick(side)}
          />
        );
      })}
    </OddsRow>
  );
});

export function FancyBlock({
  fancy,
  onPick,
}: {
  fancy: ExchangeEvent['fancy2'];
  onPick: (pick: BetPick) => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<FancyTabType>(1);
  const markets = Object.entries(fancy).filter(([, market]) => isInFancyTab(market, tab));
  const tabs = (
    <div className="pill-tabs fancy-tabs" role="group" aria-label={t('exchange.fancyTabsLabel')}>
      {fancyTabs.map((item) => (
        <button
          key={item.type}
          type="button"
          className="pill-tabs__tab fancy-tabs__tab"
          aria-pressed={tab === item.type}
          onClick={() => setTab(item.type)}
        >
          {t(`exchange.tabs.${tabKeys[item.type]}`)}
        </button>
      ))}
    </div>
  );
  return (
    <MarketBlock
      title={t('exchange.fancyBet')}
      columns={[t('exchange.columnNo'), t('exchange.columnYes')]}
      toolbar={tabs}
    >
      {markets.length === 0 ? (
        <p className="odds-market__empty text-muted-sm">{t('exchange.noFancyBets')}</p>
      ) : null}
      {markets.map(([marketId, market]) => (
        <FancyRow key={marketId} marketId={marketId} market={market} onPick={onPick} />
      ))}
      {markets.length > 0 ? (
        <p className="odds-market__empty text-muted-sm">{t('exchange.fancyNoCashOut')}</p>
      ) : null}
    </MarketBlock>
  );
}
