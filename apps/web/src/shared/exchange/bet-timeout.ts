/** An in-play bet waits out the market's delay on the server (about 5 s) before it is taken. */
export const BET_TIMEOUT_MS = 45_000;
