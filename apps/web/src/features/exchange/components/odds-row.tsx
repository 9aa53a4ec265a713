/**
 * One line of a market block: its name, its price cells, and the Suspend / Ball Running band laid
 * over the prices while it takes no bets. Match Odds, Bookmaker and Fancy draw their lines in it.
 */
import type { ReactNode } from 'react';
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
