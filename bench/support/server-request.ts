/** What a benchmark asks of its server process, and what the process answers once it listens. */
export type ServerRequest =
  | { kind: 'bare' }
  | {
      kind: 'app';
      /** Added to the app's environment (DATABASE_URL, WEB_DIST_DIR…). */
      environment: Record<string, string>;
      seed: {
        players: number;
        /** Put in each player's Main Wallet through the ledger (0: none). */
        creditTaka: number;
        /** How many Match Odds markets to open, each on its own event (0: none). */
        markets: number;
        /** Launch these house games for each player; their launch tokens come back in `games`. */
        houseGames?: readonly BenchHouseGame[];
        /**
         * An in-play cricket event as the odds view shows it: Match Odds with a price on each side
         * (a seeded player's lays), a quoted Bookmaker and this many quoted Fancy lines.
         */
        liveEvent?: { fancyLines: number };
      };
    };

/** The house games the benchmarks play: Slots, and Dice for the instant games' path. */
export type BenchHouseGame = 'slots' | 'dice';

export interface SeededPlayer {
  token: string;
  remoteId: number;
  username: string;
  /** The exchange's token from the login answer, as the web app stores it. */
  exchangeToken: string;
  /** Each launched house game's launch token. */
  games: Partial<Record<BenchHouseGame, string>>;
}

export interface SeededMarket {
  eventId: string;
  marketId: string;
  selectionIds: number[];
}

export interface SeededLiveEvent {
  eventId: string;
  matchOddsId: string;
  eventName: string;
  runners: { selectionId: number; name: string }[];
}

export interface ServerReady {
  port: number;
  players: SeededPlayer[];
  markets: SeededMarket[];
  liveEvent?: SeededLiveEvent;
  /**
   * The durability settings the app's own database connection runs with, read back from the
   * database (SQLite: journal_mode, synchronous; PostgreSQL: fsync, synchronous_commit,
   * full_page_writes), so a figure says what it was measured with rather than what was meant.
   */
  databaseSettings: Record<string, string>;
}

/** One live picture's publish on the server (epoch milliseconds). */
export interface FanOut {
  /** When the server built the picture. */
  clock: number;
  startedAt: number;
  /** When the last open stream's write had been handed to the kernel. */
  endedAt: number;
}
