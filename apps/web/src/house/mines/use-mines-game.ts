/**
 * The Mines game as the page plays it, on the stepped round every such game shares: start, pick
 * and cash out, and the tile whose pick is travelling.
 */
import { houseCalls, type HouseBet } from '@khela/contract';
import { useCallback, useState } from 'react';
import { useHouseSession } from '../shell/house-session';
import { useSteppedRound, type RoundLoad, type RoundProblem } from '../stepped/use-stepped-round';

export type MinesLoad = RoundLoad;
export type MinesAction = 'start' | 'pick' | 'cashout';
export type MinesProblem = RoundProblem;

export interface MinesGame {
  load: MinesLoad;
  /** The game in play, or the last one finished on this page (until "Play again"). */
  bet: HouseBet | null;
  busy: MinesAction | null;
  /** The tile (0–24) whose pick is travelling. */
  pickingTile: number | null;
  problem: MinesProblem | null;
  retryLoad: () => void;
  start: (stake: number, mines: number) => Promise<void>;
  pick: (tile: number) => Promise<void>;
  cashOut: () => Promise<void>;
  playAgain: () => void;
}

export function useMinesGame(): MinesGame {
  const { api } = useHouseSession();
  const round = useSteppedRound<'pick' | 'cashout'>(houseCalls.mines);
  const { busy, step } = round;
  const [pickingTile, setPickingTile] = useState<number | null>(null);

  const start = useCallback(
    (stake: number, mines: number) =>
      round.start({ stake, mines }, (key) =>
        api.call(houseCalls.minesStart, { body: { stake, mines }, idempotencyKey: key }),
      ),
    [api, round],
  );

  const pick = useCallback(
    async (tile: number) => {
      if (busy !== null) return;
      setPickingTile(tile);
      try {
        await step('pick', () => api.call(houseCalls.minesPick, { body: { tile } }));
      } finally {
        setPickingTile(null);
      }
    },
    [api, busy, step],
  );

  const cashOut = useCallback(
    () => step('cashout', () => api.call(houseCalls.minesCashout)),
    [api, step],
  );

  return {
    load: round.load,
    bet: round.bet,
    busy,
    pickingTile,
    problem: round.problem,
    retryLoad: round.retryLoad,
    start,
    pick,
    cashOut,
    playAgain: round.playAgain,
  };
}
