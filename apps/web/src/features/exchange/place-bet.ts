/** Sends the slip as the call its market takes, and reads the answer as the matched-box figures. */
import type { BetPick } from './bet-pick';
import { placeExchangeBet } from '../../shared/exchange/place-exchange-bet';
import { placeRateBet } from '../../shared/exchange/place-rate-bet';

export interface PlacedBet {
  side: BetPick['side'];
  selection: string;
  stake: number;
  /** Decimal odds (Match Odds: the average matched, else the odds asked) or the rate. */
  odds: number;
  /** Fancy: the runs line taken, and its kind (how the line reads). */
  line?: number;
  fancyType?: number;
  /** Taka matched now and still waiting in the book (Match Odds; a rate bet is taken whole). */
  matched: number;
  unmatched: number;
}

export async function placeBet(
  pick: BetPick,
  stake: number,
  odds: number,
  idempotencyKey: string,
): Promise<PlacedBet> {
  if (pick.kind === 'match_odds') {
    const { bet } = await placeExchangeBet(
      {
        market_id: pick.marketId,
        selection_id: pick.selectionId,
        side: pick.side,
        odds,
        stake,
      },
      idempotencyKey,
    );
    return {
      side: pick.side,
      selection: pick.selection,
      stake: bet.stake,
      odds: bet.average_odds ?? bet.odds,
      matched: bet.matched,
      unmatched: bet.unmatched,
    };
  }
  const { bet } = await placeRateBet(
    pick.kind === 'bookmaker'
      ? {
          market_id: pick.marketId,
          selection_id: pick.selectionId,
          side: pick.side,
          rate: pick.price,
          stake,
        }
      : { market_id: pick.marketId, side: pick.side, rate: pick.price, line: pick.line, stake },
    idempotencyKey,
  );
  return {
    side: pick.side,
    selection: pick.selection,
    stake: bet.stake,
    odds: bet.rate,
    ...(pick.kind === 'fancy'
      ? { line: pick.line, ...(pick.fancyType === undefined ? {} : { fancyType: pick.fancyType }) }
      : {}),
    matched: bet.stake,
    unmatched: 0,
  };
}
