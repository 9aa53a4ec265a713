/**
 * The Convert VP panel's rules ([contract: Validation], [contract: Error texts]), kept apart from the screen so they are
 * tested on their own: the live message under the field, the check on submit, and which message
 * a failed conversion shows.
 */
import {
  convertVipCoinRequestSchema,
  paisa,
  paisaToTaka,
  takaToPaisa,
  VIP_CONVERT_POINTS_MIN,
  vipMessages,
  vipPointsFieldMessage,
} from '@khela/contract';
import { isApiError, isNetworkError } from '../../shared/api-client';

/** Whole points typed so far, or undefined while the field is empty or not a whole number. */
export function typedPoints(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const points = Number(trimmed);
  return Number.isSafeInteger(points) ? points : undefined;
}

/** Under the field while typing: below the minimum or above the points held ([contract: Validation]). */
export function convertFieldMessage(text: string, availablePoints: number): string | undefined {
  if (text.trim() === '') return undefined;
  const points = Number(text.trim());
  if (Number.isNaN(points)) return vipMessages.notEnoughPoints;
  return vipPointsFieldMessage(points, availablePoints);
}

/**
 * The check on submit: below 10 ('Minimum VP Required: 10.'), a fraction. remote_id is the
 * session's; only the points are the player's to get wrong here.
 */
export const convertPointsSchema = convertVipCoinRequestSchema.pick({ vip_coin: true });

/** [contract: Error texts]: the server's message, else 'An error occurred'; no answer at all has its own text. */
export function convertFailureMessage(error: unknown): string {
  if (isNetworkError(error)) return vipMessages.networkError;
  if (isApiError(error)) return error.serverMessage ?? vipMessages.failed;
  return vipMessages.failed;
}

/** The taka a conversion of `points` would pay, once the points reach the minimum. */
export function conversionPreviewTaka(points: number, pointValueTaka: number): number | undefined {
  if (points < VIP_CONVERT_POINTS_MIN || pointValueTaka <= 0) return undefined;
  const amountPaisa = points * takaToPaisa(pointValueTaka);
  return Number.isSafeInteger(amountPaisa) ? paisaToTaka(paisa(amountPaisa)) : undefined;
}
