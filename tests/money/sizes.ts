/**
 * How big a run is. The defaults are the full size the issue asks for; CI passes small counts.
 * MONEY_OPERATIONS: HTTP money calls in the randomized run; MONEY_CLIENTS: concurrent clients;
 * MONEY_BATCH: calls between two ledger checks; MONEY_CRASHES: SIGKILLs per database;
 * MONEY_SEED: the random stream (printed, so a failing run can be replayed).
 */
function count(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  }
  return value;
}

export const sizes = {
  operations: count('MONEY_OPERATIONS', 1_000_000),
  clients: count('MONEY_CLIENTS', 64),
  batch: count('MONEY_BATCH', 25_000),
  crashes: count('MONEY_CRASHES', 5),
  seed: count('MONEY_SEED', Date.now() % 1_000_000_007),
  /** The double-spend race: this many clients fire the same call at once. */
  racers: count('MONEY_RACERS', 50),
};

/**
 * Ports: MONEY_PORT (4210 by default) for the in-process server, the next one for the double-spend
 * server and MONEY_PORT + 10 for the spawned one. MONEY_PORT=0 takes free ports from the system,
 * for a CI run next to other servers.
 */
const portBase = Number(process.env['MONEY_PORT'] ?? 4210);
export const ports = {
  randomRun: portBase,
  doubleSpend: portBase === 0 ? 0 : portBase + 1,
  spawned: portBase === 0 ? 0 : portBase + 10,
} as const;
