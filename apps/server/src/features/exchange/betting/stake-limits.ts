/**
 * A market's stake limits: sent with its prices (the slip shows them and checks before sending)
 * and checked again here when a bet is taken, refusing with the limits themselves so the player
 * knows what the market takes.
 */
import {
  exchangeBetMessages,
  fillMessage,
  paisa,
  paisaToTaka,
  takaLabel,
  type StakeLimits,
} from '@khela/contract';
import { DomainError } from '../../../platform/errors/domain-error.js';
import type { ExchangeMarketRow } from '../tables.js';

type LimitedMarket = Pick<ExchangeMarketRow, 'min_stake_paisa' | 'max_stake_paisa'>;

export function stakeLimitsOf(market: LimitedMarket): StakeLimits {
  return {
    min: paisaToTaka(paisa(Number(market.min_stake_paisa))),
    max: paisaToTaka(paisa(Number(market.max_stake_paisa))),
  };
}

/** Whether the market takes this stake: the one test behind the refusal and the maker's quotes. */
export function isStakeWithinLimits(market: LimitedMarket, stakePaisa: number): boolean {
  return (
    stakePaisa >= Number(market.min_stake_paisa) && stakePaisa <= Number(market.max_stake_paisa)
  );
}

export function assertStakeWithinLimits(market: LimitedMarket, stakePaisa: number): void {
  if (isStakeWithinLimits(market, stakePaisa)) return;
  const min = Number(market.min_stake_paisa);
  const max = Number(market.max_stake_paisa);
  throw new DomainError(
    'validation_failed',
    fillMessage(exchangeBetMessages.stakeOutsideLimits, {
      min: takaLabel(paisa(min)),
      max: takaLabel(paisa(max)),
    }),
  );
}
