/**
 * Match Odds: each runner's best back (blue) and best lay (pink) price, with taka available, and
 * the 'Suspend' or 'Ball Running' band while the market (or the runner) takes no bets.
 */
import type { MatchOddsMarket } from '@khela/contract';
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import type { BetPick } from '../bet-pick';
import { MarketBlock } from './market-block';
import { OddsRow } from './odds-row';
import { SidePriceCell } from './price-cell';

type Runner = MatchOddsMarket['runners'][number];

/**
 * One runner's best back and lay. Memoised: the cache keeps an unchanged runner's object from one
 * picture to the next, so a runner whose prices did not move is not drawn again.
 */
const RunnerRow = memo(function RunnerRow({
  marketId,
  runner,
  limits,
  suspended,
  ballRunning,
  onPick,
}: {
  marketId: string;
  runner: Runner;
  limits: MatchOddsMarket['stake_limits'];
  suspended: number;
  ballRunning: number;
  onPick: (pick: BetPick) => void;
}) {
  const format = useFormat();
  const size = (taka: number) => `৳${format.number(taka)}`;
  const back = runner.ex.availableToBack[0];
  const lay = runner.ex.availableToLay[0];
  const pick = (side: 'back' | 'lay', price: number) =>
    onPick({
      kind: 'match_odds',
      marketId,
      selectionId: runner.selectionId,
      selection: runner.SelectionName,
      side,
      price,
      limits,
    });
  return (
    <OddsRow
      testId="match-odds-row"
      name={runner.SelectionName}
      state={{ suspended, ball_running: ballRunning }}
    >
      {(['back', 'lay'] as const).map((side) => {
        const offer = side === 'back' ? back : lay;
        return (
          <SidePriceCell
            key={side}
            side={side}
            selection={runner.SelectionName}
            price={offer?.price}
            detail={offer ? size(offer.size) : undefined}
            onPick={() => offer && pick(side, offer.price)}
          />
        );
      })}
    </OddsRow>
  );
});

export function MatchOddsBlock({
  market,
  onPick,
}: {
  market: MatchOddsMarket;
  onPick: (pick: BetPick) => void;
}) {
  const { t } = useTranslation();
  return (
    <MarketBlock
      title={t('exchange.matchOdds')}
      columns={[t('exchange.columnBack'), t('exchange.columnLay')]}
    >
      {market.runners.length === 0 ? (
        <p className="odds-market__empty text-muted-sm">{t('exchange.noRunners')}</p>
      ) : null}
      {market.runners.map((runner) => (
        <RunnerRow
          key={runner.selectionId}
          marketId={market.marketId}
          runner={runner}
          limits={market.stake_limits}
          suspended={market.suspended === 1 || runner.suspended === 1 ? 1 : 0}
          ballRunning={market.ball_running}
          onPick={onPick}
        />
      ))}
    </MarketBlock>
  );
}
