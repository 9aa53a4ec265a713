/** The house session a game page's tests start from: a player, a balance and fresh seeds. */
import type { HouseSessionResponse } from '@khela/contract';

interface SessionChanges {
  username?: string;
  stakeLimits?: HouseSessionResponse['stake_limits'];
  balance?: number;
  fairness?: Partial<HouseSessionResponse['fairness']>;
}

export function houseSessionFixture(
  game: string,
  {
    username = 'rahim01',
    balance = 100,
    fairness,
    stakeLimits = { min: 1, max: 10_000 },
  }: SessionChanges = {},
): HouseSessionResponse {
  return {
    username,
    currency: 'BDT',
    balance,
    game,
    fairness: {
      server_seed_hash: 'a'.repeat(64),
      client_seed: 'seed',
      nonce: 0,
      previous: null,
      ...fairness,
    },
    stake_limits: stakeLimits,
  };
}
