/**
 * One line of a market block: its name, its price cells, and the Suspend / Ball Running band laid
 * over the prices while it takes no bets. Match Odds, Bookmaker and Fancy draw their lines in it.
 */
import { memo, type ReactNode } from 'react';
import type { BetPick } from '../bet-pick';
import type { QuoteBoard } from '../quote-board';
import { LivePriceCell } from './live-price-cell';
import { MarketOverlay } from './market-overlay';

export function OddsRow({
  testId,
  name,
  state,
  children,
}: {
  testId: string;
  name: string;
  state: { suspended: number; ball_running: number };
  /** The price cells. */
  children: ReactNode;
}) {
  return (
    <div className="odds-row" data-testid={testId}>
      <span className="odds-row__name">{name}</span>
      {children}
      <MarketOverlay row={state} />
    </div>
  );
}

type Side = 'back' | 'lay' | 'yes' | 'no';

/**
 * A line whose two cells follow its block's quote board, under the keys `{rowKey}:{side}`.
 * Memoised: it draws again only when its name or state changes, not when its quotes move.
 */
export const LiveOddsRow = memo(function LiveOddsRow({
  testId,
  rowKey,
  name,
  suspended,
  ballRunning,
  sides,
  board,
  onPick,
}: {
  testId: string;
  rowKey: string;
  name: string;
  suspended: number;
  ballRunning: number;
  sides: readonly [Side, Side];
  board: QuoteBoard;
  onPick: (pick: BetPick) => void;
}) {
  return (
    <OddsRow testId={testId} name={name} state={{ suspended, ball_running: ballRunning }}>
      {sides.map((side) => (
        <LivePriceCell
          key={side}
          board={board}
          cellKey={`${rowKey}:${side}`}
          tone={side === 'back' || side === 'yes' ? 'back' : 'lay'}
          onPick={onPick}
        />
      ))}
    </OddsRow>
  );
});
