/** VIP points (player-area /vip, §5, §8): convert-vipcoin and the fixed level card. */
import { z } from 'zod';
import { VIP_CONVERT_POINTS_MIN } from './constants.js';
import { blankToUndefined, remoteIdField } from './fields.js';

/** The card shows this level for everyone. */
export const VIP_CARD_LEVEL = 12;
export const VIP_CARD_LEVEL_NAME = 'Expert III';

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
} as const;

/** GET /api/convert-vipcoin?remote_id&vip_coin (a GET, as the spec has it). */
export const convertVipCoinRequestSchema = z.object({
  vip_coin: z.preprocess(
    blankToUndefined,
    z.coerce
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
