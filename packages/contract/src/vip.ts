/**
 * VIP points (/vip, [contract: Validation], [contract: Error texts]): convert-vipcoin, the levels, the VIP summary and history.
 * The spec's card shows a fixed "level 12, Expert III"; ours shows the player's real level, from
 * the ladder below, where level 12 is Expert III.
 */
import { z } from 'zod';
import { successAnswer, successListAnswer } from './answer-envelopes.js';
import { VIP_CONVERT_POINTS_MIN } from './constants.js';
import { remoteIdField, formNumeral } from './fields.js';
import { positiveWholeNumber } from './whole-numbers.js';
import { defineCall } from './calls.js';

export const vipTiers = ['normal', 'bronze', 'silver', 'gold', 'expert'] as const;
export type VipTier = (typeof vipTiers)[number];

export interface VipLevel {
  level: number;
  tier: VipTier;
  /** 0 for Normal, else I, II, III within the tier. */
  rank: 0 | 1 | 2 | 3;
  /** English name, e.g. 'Silver II'; screens translate tier and keep the numeral. */
  name: string;
  /** Lifetime points (every point ever earned, conversions do not lower it) that reach it. */
  min_points: number;
}

const ROMAN = ['', 'I', 'II', 'III'] as const;
const TIER_NAMES: Record<VipTier, string> = {
  normal: 'Normal',
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  expert: 'Expert',
};

function vipLevel(
  level: number,
  tier: VipTier,
  rank: VipLevel['rank'],
  minPoints: number,
): VipLevel {
  const name = rank === 0 ? TIER_NAMES[tier] : `${TIER_NAMES[tier]} ${ROMAN[rank]}`;
  return { level, tier, rank, name, min_points: minPoints };
}

/**
 * The default ladder, by lifetime points: the seed of the `vip_levels` table, whose thresholds the
 * operator edits (the server answers the live ladder). At the default rate (1 point per ৳100
 * settled) Bronze I needs ৳5,000 of play and Expert III ৳50,00,000.
 */
export const vipLevels: readonly VipLevel[] = [
  vipLevel(0, 'normal', 0, 0),
  vipLevel(1, 'bronze', 1, 50),
  vipLevel(2, 'bronze', 2, 150),
  vipLevel(3, 'bronze', 3, 300),
  vipLevel(4, 'silver', 1, 600),
  vipLevel(5, 'silver', 2, 1_000),
  vipLevel(6, 'silver', 3, 1_500),
  vipLevel(7, 'gold', 1, 2_500),
  vipLevel(8, 'gold', 2, 4_000),
  vipLevel(9, 'gold', 3, 6_000),
  vipLevel(10, 'expert', 1, 10_000),
  vipLevel(11, 'expert', 2, 20_000),
  vipLevel(12, 'expert', 3, 50_000),
];

/** The highest level the lifetime points reach on a ladder ordered by level. */
export function vipLevelFor(
  lifetimePoints: number,
  ladder: readonly VipLevel[] = vipLevels,
): VipLevel {
  let reached = (ladder[0] ?? vipLevels[0]) as VipLevel;
  for (const level of ladder) if (lifetimePoints >= level.min_points) reached = level;
  return reached;
}

/** The next level up, or undefined at the top. */
export function nextVipLevel(
  level: VipLevel,
  ladder: readonly VipLevel[] = vipLevels,
): VipLevel | undefined {
  return ladder.find((candidate) => candidate.level === level.level + 1);
}

export const vipMessages = {
  /** Under the field while the typed points are below the minimum or above the player's VP. */
  notEnoughPoints: 'Not enough points. Points must follow minimum VP required to convert.',
  /** On submit below the minimum. */
  minimumRequired: 'Minimum VP Required: 10.',
  failed: 'An error occurred',
  networkError: 'An error occurred while converting coins.',
  /** Our wording. */
  success: 'VP converted successfully.',
  /** Our wording, for a fraction of a point. */
  wholePoints: 'Please enter whole points.',
  /** Our wording: the server's answer when the player holds fewer points than asked. */
  insufficientPoints: 'You do not have that many VP.',
  /** Our wording: the operator has set the point value to 0. */
  conversionClosed: 'VP conversion is not available right now.',
} as const;

/** GET /api/convert-vipcoin?remote_id&vip_coin (a GET, as the spec has it). */
export const convertVipCoinRequestSchema = z.object({
  vip_coin: formNumeral(
    z
      .number({ error: vipMessages.minimumRequired })
      .min(VIP_CONVERT_POINTS_MIN, { error: vipMessages.minimumRequired, abort: true })
      .int(vipMessages.wholePoints),
  ),
  remote_id: remoteIdField,
});
export type ConvertVipCoinRequest = z.infer<typeof convertVipCoinRequestSchema>;

/** Our design: what was converted and what is left. */
export const convertVipCoinResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Points left after the conversion. */
  vip_coin: z.number().int(),
  /** Taka credited to the main wallet. */
  amount: z.number(),
  balance: z.number(),
});
export type ConvertVipCoinResponse = z.infer<typeof convertVipCoinResponseSchema>;

/** The field's live hint: below the minimum or above what the player holds. */
export function vipPointsFieldMessage(points: number, availablePoints: number): string | undefined {
  return points < VIP_CONVERT_POINTS_MIN || points > availablePoints
    ? vipMessages.notEnoughPoints
    : undefined;
}

export const vipLevelSchema = z.object({
  level: z.number().int(),
  tier: z.enum(vipTiers),
  rank: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  name: z.string(),
  min_points: z.number().int(),
});

/** GET /api/vip/summary (bearer; our call): the card, the rates and the way to the next level. */
export const vipSummarySchema = z.object({
  /** Spendable points, the same number as the user data's vip_coin. */
  vip_coin: z.number().int(),
  lifetime_points: z.number().int(),
  level: vipLevelSchema,
  next_level: vipLevelSchema.nullable(),
  /** Lifetime points still needed for the next level; 0 at the top. */
  points_to_next_level: z.number().int(),
  /** Points earned per ৳100 of settled stake. */
  points_per_100_taka: z.number().int(),
  /** Taka one point converts to. */
  point_value: z.number(),
});
export type VipSummary = z.infer<typeof vipSummarySchema>;
export const vipSummaryResponseSchema = successAnswer(vipSummarySchema);
export type VipSummaryResponse = z.infer<typeof vipSummaryResponseSchema>;

/** Our page size for GET /api/vip/history. */
export const VIP_HISTORY_PAGE_SIZE = 20;
export const vipHistoryMessages = {
  pageInvalid: 'Please choose a valid page.',
} as const;

/** GET /api/vip/history?page (bearer; our call). Newest first. */
export const vipHistoryRequestSchema = z.object({
  page: formNumeral(
    positiveWholeNumber(vipHistoryMessages.pageInvalid)
      .max(1_000_000, vipHistoryMessages.pageInvalid)
      .default(1),
  ),
});
export type VipHistoryRequest = z.infer<typeof vipHistoryRequestSchema>;

export const vipHistoryEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['earned', 'converted']),
  points: z.number().int(),
  /** Taka paid to the Main Wallet; 0 for points earned. */
  amount: z.number(),
  created_at: z.string(),
});
export type VipHistoryEntry = z.infer<typeof vipHistoryEntrySchema>;

/** Laravel's paginator shape, as the inbox answers. */
export const vipHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    data: z.array(vipHistoryEntrySchema),
    current_page: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type VipHistoryResponse = z.infer<typeof vipHistoryResponseSchema>;

/** GET /api/vip/levels (our call, no bearer): the live ladder, lowest first. */
export const vipLevelsResponseSchema = successListAnswer(vipLevelSchema);
export type VipLevelsResponse = z.infer<typeof vipLevelsResponseSchema>;

/** The VIP calls, declared once for the server and the app. */
export const vipCalls = {
  /** Public: the VIP details screen shows the ladder before sign-in too. */
  levels: defineCall({
    method: 'GET',
    path: '/api/vip/levels',
    auth: 'public',
    answer: vipLevelsResponseSchema,
    idempotent: false,
  }),
  /** A GET that moves money, as the spec has it: the answer is never cached. */
  convert: defineCall({
    method: 'GET',
    path: '/api/convert-vipcoin',
    auth: 'player',
    query: convertVipCoinRequestSchema,
    answer: convertVipCoinResponseSchema,
    idempotent: false,
  }),
  /** `remote_id` is optional here; when sent it must be the caller's (checked by the route). */
  summary: defineCall({
    method: 'GET',
    path: '/api/vip/summary',
    auth: 'player',
    answer: vipSummaryResponseSchema,
    idempotent: false,
  }),
  history: defineCall({
    method: 'GET',
    path: '/api/vip/history',
    auth: 'player',
    query: vipHistoryRequestSchema,
    answer: vipHistoryResponseSchema,
    idempotent: false,
  }),
};
