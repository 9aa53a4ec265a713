import type { StakeLimits } from '@khela/contract';

/**
 * What the player tapped: the market, the selection, the side and the price shown, and the
 * market's stake limits when the answer carried them.
 */
export type BetPick = { limits?: StakeLimits | undefined } & (
  | {
      kind: 'match_odds';
      marketId: string;
      selectionId: number;
      selection: string;
      side: 'back' | 'lay';
      /** Decimal odds. */
      price: number;
    }
  | {
      kind: 'bookmaker';
      marketId: string;
      selectionId: number;
      selection: string;
      side: 'back' | 'lay';
      /** The house rate (45 pays 0.45 per taka). */
      price: number;
    }
  | {
      kind: 'fancy';
      marketId: string;
      selection: string;
      side: 'yes' | 'no';
      price: number;
      /** The runs line shown for the side. */
      line: number;
      /** The Fancy kind (2 Fancy … 6 Odd/Even): how the line reads (fancy-lines.ts). */
      fancyType?: number;
    }
);
