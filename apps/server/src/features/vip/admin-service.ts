/**
 * The operator's VIP settings: the ladder's thresholds (table `vip_levels`) and the two rates in
 * the site settings. A change applies from the next read: levels are worked out from lifetime
 * points on every summary, points accrue at the rate read by each settlement, conversions pay at
 * the value read inside their own transaction. Points already earned are never recounted.
 */
import {
  paisa,
  paisaToTaka,
  rewardsAdminMessages,
  takaToPaisa,
  type VipSettings,
  type VipSettingsInput,
  type VipSettingsResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { validationError } from '../../platform/errors/domain-error.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { recordAudit, type OperatorCaller } from '../operators/service.js';
import { REBATE_RATE_MAX_PPM, rebateRatePpm } from '../settlement/service.js';
import { readSiteSettings, saveSiteSettings } from '../site/service.js';
import { setLevelMinPoints } from './queries.js';
import { readVipLadder } from './service.js';

async function readVipSettings(db: Executor): Promise<VipSettings> {
  const [levels, settings] = await Promise.all([readVipLadder(db), readSiteSettings(db)]);
  return {
    levels,
    points_per_100_taka: settings.vip_points_per_100_taka,
    point_value: paisaToTaka(paisa(settings.vip_point_value_paisa)),
  };
}

export async function getVipSettings(context: AppContext): Promise<VipSettingsResponse> {
  return { data: await readVipSettings(context.db) };
}

export async function updateVipSettings(
  context: AppContext,
  input: VipSettingsInput,
  meta: { operator: OperatorCaller; ip: string },
): Promise<VipSettingsResponse> {
  const data = await context.db.transaction().execute(async (trx) => {
    const before = await readVipSettings(trx);
    if (input.levels.length !== before.levels.length) {
      throw validationError({ levels: [rewardsAdminMessages.levelsIncomplete] });
    }
    const settings = await readSiteSettings(trx);
    const rebate = rebateRatePpm({
      vipPointsPer100Taka: input.points_per_100_taka,
      vipPointValuePaisa: takaToPaisa(input.point_value),
      referralBasisPoints: settings.referral_reward_basis_points,
    });
    if (rebate > REBATE_RATE_MAX_PPM) {
      throw validationError({ points_per_100_taka: [rewardsAdminMessages.rebatesTooHigh] });
    }
    const now = isoNow();
    for (const entry of input.levels) {
      const current = before.levels.find((level) => level.level === entry.level);
      if (current && current.min_points !== entry.min_points) {
        await setLevelMinPoints(trx, entry.level, entry.min_points, now);
      }
    }
    await saveSiteSettings(
      trx,
      {
        vip_points_per_100_taka: input.points_per_100_taka,
        vip_point_value_paisa: takaToPaisa(input.point_value),
      },
      now,
    );
    const after = await readVipSettings(trx);
    await recordAudit(trx, {
      operatorId: meta.operator.operatorId,
      action: 'vip.settings_update',
      targetType: 'vip_settings',
      targetId: 'vip',
      detail: auditDetail(before, after),
      ip: meta.ip,
    });
    return after;
  });
  return { message: rewardsAdminMessages.vipSaved, data };
}

/**
 * The audit keeps the two rates and only the thresholds that changed, by level name, so an entry
 * stays short enough to read in the log.
 */
function auditDetail(before: VipSettings, after: VipSettings) {
  const changed = after.levels.filter(
    (level) =>
      before.levels.find((old) => old.level === level.level)?.min_points !== level.min_points,
  );
  const side = (settings: VipSettings) => ({
    ...(changed.length === 0
      ? {}
      : {
          min_points: Object.fromEntries(
            changed.map((level) => [
              level.name,
              settings.levels.find((entry) => entry.level === level.level)?.min_points,
            ]),
          ),
        }),
    points_per_100_taka: settings.points_per_100_taka,
    point_value: settings.point_value,
  });
  return { before: side(before), after: side(after) };
}
