/**
 * The Account pages' date ranges and pages: Bangladesh days, both ends included, reaching at most
 * 90 days before today and never past it; a page of 20 rows.
 */
import {
  dhakaDateOf,
  dhakaDayStartIso,
  EXCHANGE_ACCOUNT_MAX_DAYS_BACK,
  EXCHANGE_ACCOUNT_PAGE_SIZE,
  exchangeAccountMessages,
  shiftDhakaDate,
  type ExchangeDateRangeQuery,
} from '@khela/contract';
import { DomainError } from '../../../platform/errors/domain-error.js';

export interface AccountRange {
  from: string;
  to: string;
  fromIso: string;
  /** The first instant after the range (midnight ending the `to` day). */
  toIso: string;
}

export function resolveAccountRange(
  query: Pick<ExchangeDateRangeQuery, 'from' | 'to'>,
  nowMs: number = Date.now(),
): AccountRange {
  const today = dhakaDateOf(nowMs);
  const to = query.to ?? today;
  const from = query.from ?? (to < today ? to : today);
  if (from > to) throw new DomainError('validation_failed', exchangeAccountMessages.rangeReversed);
  if (to > today) throw new DomainError('validation_failed', exchangeAccountMessages.rangeInFuture);
  if (from < shiftDhakaDate(today, -EXCHANGE_ACCOUNT_MAX_DAYS_BACK)) {
    throw new DomainError('validation_failed', exchangeAccountMessages.rangeTooOld);
  }
  return {
    from,
    to,
    fromIso: dhakaDayStartIso(from),
    toIso: dhakaDayStartIso(shiftDhakaDate(to, 1)),
  };
}

export function pageWindow(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * EXCHANGE_ACCOUNT_PAGE_SIZE, limit: EXCHANGE_ACCOUNT_PAGE_SIZE };
}
