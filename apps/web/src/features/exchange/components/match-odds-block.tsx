/**
 * Match Odds: each runner's best back (blue) and best lay (pink) price, with taka available, and
 * the 'Suspend' or 'Ball Running' band while the market (or the runner) takes no bets.
 */
import type { MatchOddsMarket } from '@khela/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import type { BetPick } from '../bet-pick';
import { MarketBlock } from './market-block';
import { MarketOverlay } from './market-overlay';
import { SidePriceCell } from './price-cell';

export function MatchOddsBlock({
  market,
  onPick,
}: {
  market: MatchOddsMarket;
  onPick: (pick: BetPick) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const size = (taka: number) => `৳${format.number(taka)}`;
  return (
    <MarketBlock
      title={t('exchange.matchOdds')}
      columns={[t('exchange.columnBack'), t('exchange.columnLay')]}
    >
      {market.runners.length === 0 ? (
        <p className="odds-market__empty text-muted-sm">{t('exchange.noRunners')}</p>
      ) : null}
      {market.runners.map((runner) => {
        const back = runner.ex.availableToBack[0];
        const lay = runner.ex.availableToLay[0];
        const pick = (side: 'back' | 'lay', price: number) =>
          onPick({
            kind: 'match_odds',
            marketId: market.marketId,
            selectionId: runner.selectionId,
            selection: runner.SelectionName,
            side,
            price,
            limits: market.stake_limits,
          });
        return (
          <div className="odds-row" key={runner.selectionId} data-testid="match-odds-row">
            <span className="odds-row__name">{runner.SelectionName}</span>
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
            <MarketOverlay
              row={{
                suspended: market.suspended === 1 || runner.suspended === 1 ? 1 : 0,
                ball_running: market.ball_running,
              }}
            />
          </div>
        );
      })}
    </MarketBlock>
  );
}
