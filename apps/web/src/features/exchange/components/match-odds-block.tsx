/**
 * Match Odds: each runner's best back (blue) and best lay (pink) price, with taka available, and
 * the 'Suspend' or 'Ball Running' band while the market (or the runner) takes no bets.
 */
import type { MatchOddsMarket } from '@khela/contract';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import type { TranslateFunction } from '../../../shared/i18n/translator';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { BetPick } from '../bet-pick';
import { useQuoteBoard, type CellQuote, type CellQuotes } from '../quote-board';
import { MarketBlock } from './market-block';
import { LiveOddsRow } from './odds-row';

const sides = ['back', 'lay'] as const;

/** Each runner's best back and lay as its cells show them, with what a tap on each picks. */
function matchOddsQuotes(
  market: MatchOddsMarket,
  t: TranslateFunction,
  format: ReturnType<typeof useFormat>,
): CellQuotes {
  const quotes = new Map<string, CellQuote>();
  for (const runner of market.runners) {
    for (const side of sides) {
      const offer = (side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay)[0];
      if (!offer) continue;
      quotes.set(`${runner.selectionId}:${side}`, {
        price: offer.price,
        shown: toLocalDigits(String(offer.price), format.language),
        detail: `৳${format.number(offer.size)}`,
        label: t('exchange.priceLabel', {
          side: t(`exchange.sides.${side}`),
          selection: runner.SelectionName,
          price: offer.price,
        }),
        pick: {
          kind: 'match_odds',
          marketId: market.marketId,
          selectionId: runner.selectionId,
          selection: runner.SelectionName,
          side,
          price: offer.price,
          limits: market.stake_limits,
        },
      });
    }
  }
  return quotes;
}

export function MatchOddsBlock({
  market,
  onPick,
}: {
  market: MatchOddsMarket;
  onPick: (pick: BetPick) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const board = useQuoteBoard(matchOddsQuotes(market, t, format));
  return (
    <MarketBlock
      title={t('exchange.matchOdds')}
      columns={[t('exchange.columnBack'), t('exchange.columnLay')]}
    >
      {market.runners.length === 0 ? (
        <p className="odds-market__empty text-muted-sm">{t('exchange.noRunners')}</p>
      ) : null}
      {market.runners.map((runner) => (
        <LiveOddsRow
          key={runner.selectionId}
          testId="match-odds-row"
          rowKey={String(runner.selectionId)}
          sides={sides}
          name={runner.SelectionName}
          suspended={market.suspended === 1 || runner.suspended === 1 ? 1 : 0}
          ballRunning={market.ball_running}
          board={board}
          onPick={onPick}
        />
      ))}
    </MarketBlock>
  );
}
