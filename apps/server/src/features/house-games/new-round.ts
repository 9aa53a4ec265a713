/**
 * What every new round of a house game must pass, inside its transaction (so a play sent again
 * with its key is answered before it): the game and its provider still switched on (a round
 * already in play finishes whatever the switch), and the stake within the operator's limits for
 * the game, which lie within the game's own.
 */
import { houseMessages, houseStakeLimits, takaToPaisa } from '@khela/contract';
import type { HouseGame } from '@khela/house-games';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import type { LaunchSession } from '../casino/service.js';

/** The stake limits of the launched game's new rounds, in paisa. */
export function stakeLimitsPaisa(
  launch: LaunchSession,
  game: HouseGame,
): { min: number; max: number } {
  const own = houseStakeLimits[game];
  const ownMin = takaToPaisa(own.minTaka);
  const ownMax = takaToPaisa(own.maxTaka);
  const { min, max } = launch.stakeLimitsPaisa;
  return {
    min: Math.min(ownMax, Math.max(ownMin, min ?? ownMin)),
    max: Math.max(ownMin, Math.min(ownMax, max ?? ownMax)),
  };
}

export function assertNewRound(launch: LaunchSession, game: HouseGame, stakePaisa: number): void {
  if (!launch.gameActive) throw new DomainError('forbidden', houseMessages.gameSwitchedOff);
  const limits = stakeLimitsPaisa(launch, game);
  if (stakePaisa < limits.min || stakePaisa > limits.max) {
    throw validationError({ stake: [houseMessages.stakeOutOfRange] });
  }
}
