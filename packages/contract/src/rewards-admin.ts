/**
 * The operator console's VIP and referral calls (`/admin-api/vip`, `/admin-api/referral-rules`):
 * the VIP ladder's thresholds, the points rate and the point value, and the referrer's share.
 * docs/decisions.md, Promotions and rewards.
 */
import { z } from 'zod';
import { defineCall } from './calls.js';
import { formNumeral } from './fields.js';
import { wholeNumber } from './whole-numbers.js';
import { isWholePaisa } from './money.js';
import { vipLevelSchema } from './vip.js';

export const VIP_POINTS_PER_100_TAKA_MAX = 100;
export const VIP_POINT_VALUE_TAKA_MAX = 100;
export const VIP_MIN_POINTS_MAX = 100_000_000;
/** 10 % of every settled stake: more would pay referrers beyond any house edge. */
export const REFERRAL_BASIS_POINTS_MAX = 1000;

export const rewardsAdminMessages = {
  levelsIncomplete: 'Send every level of the ladder once.',
  minPointsInvalid: `Points are a whole number from 0 to ${VIP_MIN_POINTS_MAX.toLocaleString('en-US')}.`,
  firstLevelZero: 'The first level starts at 0 points.',
  notAscending: 'Each level needs more points than the one below it.',
  pointsRateInvalid: `Points per ৳100 is a whole number from 1 to ${VIP_POINTS_PER_100_TAKA_MAX}.`,
  pointValueInvalid: `A point's value is from ৳0.01 to ৳${VIP_POINT_VALUE_TAKA_MAX}, at most two decimals.`,
  referralShareInvalid: `The share is a whole number of basis points from 0 to ${REFERRAL_BASIS_POINTS_MAX} (10 %).`,
  rebatesTooHigh:
    'VIP points at their value and the referral share together may pay at most 2 % of what bets count (half the reference edge of 4 %). Lower one of them.',
  vipSaved: 'VIP levels and rates saved.',
  referralSaved: 'Referral share saved.',
} as const;

export const vipLevelAdminSchema = vipLevelSchema;

/** GET /admin-api/vip: the ladder and the two rates, as players get them. */
export const vipSettingsSchema = z.object({
  levels: z.array(vipLevelSchema),
  points_per_100_taka: z.number().int(),
  /** Taka one point converts to. */
  point_value: z.number(),
});
export type VipSettings = z.infer<typeof vipSettingsSchema>;
export const vipSettingsResponseSchema = z.object({
  message: z.string().optional(),
  data: vipSettingsSchema,
});
export type VipSettingsResponse = z.infer<typeof vipSettingsResponseSchema>;

const minPointsField = formNumeral(
  wholeNumber(rewardsAdminMessages.minPointsInvalid, 0, VIP_MIN_POINTS_MAX),
);

/**
 * PUT /admin-api/vip: every level's threshold (levels keep their number, tier and name) and the
 * two rates. A ladder whose thresholds do not rise is refused at the first level out of order.
 */
export const vipSettingsInputSchema = z
  .object({
    levels: z
      .array(z.object({ level: z.number().int().min(0), min_points: minPointsField }), {
        error: rewardsAdminMessages.levelsIncomplete,
      })
      .min(1, rewardsAdminMessages.levelsIncomplete),
    points_per_100_taka: formNumeral(
      wholeNumber(rewardsAdminMessages.pointsRateInvalid, 1, VIP_POINTS_PER_100_TAKA_MAX),
    ),
    point_value: formNumeral(
      z
        .number({ error: rewardsAdminMessages.pointValueInvalid })
        .min(0.01, rewardsAdminMessages.pointValueInvalid)
        .max(VIP_POINT_VALUE_TAKA_MAX, rewardsAdminMessages.pointValueInvalid)
        .refine(isWholePaisa, { error: rewardsAdminMessages.pointValueInvalid }),
    ),
  })
  .superRefine((input, context) => {
    const levels = [...input.levels].sort((a, b) => a.level - b.level);
    const numbered = levels.every((entry, index) => entry.level === index);
    if (!numbered) {
      context.addIssue({
        code: 'custom',
        message: rewardsAdminMessages.levelsIncomplete,
        path: ['levels'],
      });
      return;
    }
    if (levels[0] !== undefined && levels[0].min_points !== 0) {
      context.addIssue({
        code: 'custom',
        message: rewardsAdminMessages.firstLevelZero,
        path: ['levels', 0, 'min_points'],
      });
    }
    for (let index = 1; index < levels.length; index += 1) {
      const below = levels[index - 1];
      const level = levels[index];
      if (below !== undefined && level !== undefined && level.min_points <= below.min_points) {
        context.addIssue({
          code: 'custom',
          message: rewardsAdminMessages.notAscending,
          path: ['levels', index, 'min_points'],
        });
      }
    }
  });
export type VipSettingsInput = z.infer<typeof vipSettingsInputSchema>;

/** GET and PUT /admin-api/referral-rules. */
export const referralRulesSchema = z.object({
  /** Hundredths of a percent of each downline's settled stake (20 = 0.2 %). */
  referral_reward_basis_points: z.number().int(),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;
export const referralRulesResponseSchema = z.object({
  message: z.string().optional(),
  data: referralRulesSchema,
});
export type ReferralRulesResponse = z.infer<typeof referralRulesResponseSchema>;

export const referralRulesInputSchema = z.object({
  referral_reward_basis_points: formNumeral(
    wholeNumber(rewardsAdminMessages.referralShareInvalid, 0, REFERRAL_BASIS_POINTS_MAX),
  ),
});
export type ReferralRulesInput = z.infer<typeof referralRulesInputSchema>;

/** The console's VIP calls (owner, content). */
export const vipAdminCalls = {
  settings: defineCall({
    method: 'GET',
    path: '/admin-api/vip',
    auth: 'operator',
    answer: vipSettingsResponseSchema,
    idempotent: false,
  }),
  save: defineCall({
    method: 'PUT',
    path: '/admin-api/vip',
    auth: 'operator',
    body: vipSettingsInputSchema,
    answer: vipSettingsResponseSchema,
    idempotent: false,
  }),
};

/** The console's referral calls (owner, content). */
export const referralAdminCalls = {
  rules: defineCall({
    method: 'GET',
    path: '/admin-api/referral-rules',
    auth: 'operator',
    answer: referralRulesResponseSchema,
    idempotent: false,
  }),
  save: defineCall({
    method: 'PUT',
    path: '/admin-api/referral-rules',
    auth: 'operator',
    body: referralRulesInputSchema,
    answer: referralRulesResponseSchema,
    idempotent: false,
  }),
};
