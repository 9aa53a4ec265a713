/** What a money load process (money-load.entry.ts) is asked to do, and what it answers. */

/** A pair of players: the first backs, the second lays the same runner at 2.0, over and over. */
export interface BetLane {
  kind: 'bets';
  backToken: string;
  layToken: string;
  marketId: string;
  selectionId: number;
  /** Taka, the same for the back and the lay, so the lay must match in full. */
  stake: number;
}

/** One player playing rounds of a house game (Slots, Dice) with its launch token. */
export interface SpinLane {
  kind: 'spins';
  game: 'slots' | 'dice';
  gameToken: string;
  /** Taka. */
  stake: number;
}

/** One load: its lanes run from when it is received until measureUntil. */
export interface LoadRun {
  /** The server's address, http://127.0.0.1:port. */
  url: string;
  /** Makes this load's Idempotency-Keys its own. */
  keyPrefix: string;
  lanes: (BetLane | SpinLane)[];
  /** Epoch ms: calls answered from then on are counted… */
  measureFrom: number;
  /** …until then, when the lanes stop. */
  measureUntil: number;
}

export interface LoadReport {
  /** Calls answered inside the measured window. */
  calls: number;
  /** Each of those calls' time from sending to the whole answer read, in ms. */
  latencies: number[];
  /** The first failed call, which stopped the load. */
  failure: string | undefined;
}
