/** A Slots spin of the engine as a recorded bet carries it, for the tests of the pages that show one. */
import { paisaToTaka, type HouseBet } from '@khela/contract';
import type { SlotsSpin } from '@khela/house-games';

export function slotsRecordOf(spin: SlotsSpin): NonNullable<HouseBet['slots']> {
  return {
    reels: spin.reels.map((reel) => [...reel]),
    stops: [...spin.stops],
    line_wins: spin.lineWins.map((win) => ({
      line: win.line + 1,
      symbol: win.symbol,
      count: win.count,
      win: paisaToTaka(win.payoutPaisa),
    })),
  };
}
