/**
 * Fancy Bet: the six tabs (1 All … 6 Odd/Even), then each line's No (pink) and Yes (blue) runs with
 * the rate under them, the Suspend / Ball Running band, and the spec's text when a tab is empty.
 */
import { fancyTabs, isInFancyTab, type ExchangeEvent, type FancyTabType } from '@khela/contract';
import { useState } from 'react';
import type { TranslateFunction } from '../../../shared/i18n/translator';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import type { BetPick } from '../bet-pick';
import { fancyLineText } from '../fancy-lines';
import { MarketBlock } from './market-block';
import { useQuoteBoard, type CellQuote, type CellQuotes } from '../quote-board';
import { LiveOddsRow } from './odds-row';

const tabKeys = {
  1: 'all',
  2: 'fancy',
  3: 'ballByBall',
  4: 'khadda',
  5: 'lottery',
  6: 'oddEven',
} as const satisfies Record<FancyTabType, string>;

const sides = ['no', 'yes'] as const;

/** Each line's No and Yes as its cells show them, with what a tap on each picks. */
function fancyQuotes(
  fancy: ExchangeEvent['fancy2'],
  t: TranslateFunction,
  format: ReturnType<typeof useFormat>,
): CellQuotes {
  const quotes = new Map<string, CellQuote>();
  for (const [marketId, market] of Object.entries(fancy)) {
    for (const side of sides) {
      const rate = side === 'yes' ? market.yes_rate : market.no_rate;
      if (rate <= 0) continue;
      const line = side === 'yes' ? market.yes : market.no;
      const shown = fancyLineText({ type: market.type, side, value: line }, t, format);
      quotes.set(`${marketId}:${side}`, {
        price: line,
        shown,
        detail: format.number(rate),
        label: t('exchange.priceLabel', {
          side: t(`exchange.sides.${side}`),
          selection: market.title,
          price: `${shown} (${rate})`,
        }),
        pick: {
          kind: 'fancy',
          marketId,
          selection: market.title,
          side,
          price: rate,
          line,
          fancyType: market.type,
          limits: market.stake_limits,
        },
      });
    }
  }
  return quotes;
}

export function FancyBlock({
  fancy,
  onPick,
}: {
  fancy: ExchangeEvent['fancy2'];
  onPick: (pick: BetPick) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const board = useQuoteBoard(fancyQuotes(fancy, t, format));
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
        <LiveOddsRow
          key={marketId}
          testId="fancy-row"
          rowKey={marketId}
          sides={sides}
          name={market.title}
          suspended={market.suspended}
          ballRunning={market.ball_running}
          board={board}
          onPick={onPick}
        />
      ))}
      {markets.length > 0 ? (
        <p className="odds-market__empty text-muted-sm">{t('exchange.fancyNoCashOut')}</p>
      ) : null}
    </MarketBlock>
  );
}
