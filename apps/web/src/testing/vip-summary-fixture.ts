/** The player's VIP standing as GET /api/vip/summary answers, for the VIP screens' tests. */
import type { VipLevel, VipSummary } from '@khela/contract';

/**
 * A player on `ladder[step]` with the next step ahead; one point per 100 taka, each worth a taka.
 * A test sets the points it checks.
 */
export function vipSummaryFixture(
  ladder: readonly VipLevel[],
  step: number,
  points: Pick<VipSummary, 'vip_coin' | 'lifetime_points' | 'points_to_next_level'>,
): VipSummary {
  return {
    ...points,
    level: ladder[step]!,
    next_level: ladder[step + 1]!,
    points_per_100_taka: 1,
    point_value: 1,
  };
}
