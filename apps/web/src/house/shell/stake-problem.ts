/** Why a typed stake cannot be played, in the page's words, or null when it can. */
import { isWholePaisa, type Language } from '@khela/contract';
import { formatTaka } from '../../shared/format/format';
import { parseStake, type StakeLimits } from './stake-control';

export interface StakeProblemTexts {
  stakeInvalid: string;
  stakeOutOfRange: (min: string, max: string) => string;
  notEnoughBalance: string;
}

export function stakeProblem(
  text: StakeProblemTexts,
  limits: StakeLimits,
  stakeText: string,
  balance: number,
  language: Language,
): string | null {
  const stake = parseStake(stakeText);
  if (stake === null || !isWholePaisa(stake)) return text.stakeInvalid;
  if (stake < limits.minTaka || stake > limits.maxTaka) {
    return text.stakeOutOfRange(
      formatTaka(limits.minTaka, language),
      formatTaka(limits.maxTaka, language),
    );
  }
  if (stake > balance) return text.notEnoughBalance;
  return null;
}
