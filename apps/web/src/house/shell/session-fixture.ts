/** The house session a game page's tests start from: a player, a balance and fresh seeds. */
import { houseStakeLimits, type HouseSessionResponse } from '@khela/contract';

/** The game's own stake limits, as the session gives them when the operator set none. */
function ownLimits(game: string): HouseSessionResponse['stake_limits'] {
  const own = (houseStakeLimits as Record<string, { minTaka: number; maxTaka: number }>)[game];
  return own ? { min: own.minTaka, max: own.maxTaka } : { min: 1, max: 10_000 };
}

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
    stakeLimits = ownLimits(game),
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
