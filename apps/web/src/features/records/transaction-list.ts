/**
 * The transaction record's list logic ([contract: Screens] /transaction-record): the three filters and
 * the grouping of rows by calendar day in Bangladesh (GMT+6), newest day first.
 */
import {
  DEFAULT_RECORD_DATE_RANGE,
  recordDateRangeBounds,
  TIME_ZONE_OFFSET_MINUTES,
  type RecordDateRange,
  type Transaction,
  type TransactionStatusKey,
  type transactionTypeFilters,
} from '@khela/contract';

/** The Payment Type filter's choices: deposit, withdraw, or null for all. */
export type TypeFilterAction = (typeof transactionTypeFilters)[number]['action'];

export interface TransactionFilters {
  /** null keeps every status. */
  statusKey: TransactionStatusKey | null;
  /** null keeps every payment type. */
  action: TypeFilterAction;
  range: RecordDateRange;
}

export const defaultTransactionFilters: TransactionFilters = {
  statusKey: null,
  action: null,
  range: DEFAULT_RECORD_DATE_RANGE,
};

export function filterTransactions(
  transactions: readonly Transaction[],
  filters: TransactionFilters,
  nowMs: number,
): Transaction[] {
  const bounds = recordDateRangeBounds(filters.range, nowMs);
  return transactions.filter((transaction) => {
    if (filters.statusKey !== null && transaction.key !== filters.statusKey) return false;
    if (filters.action !== null && transaction.action !== filters.action) return false;
    if (!bounds) return true;
    const createdMs = Date.parse(transaction.created_at);
    // Today and Last 7 days run up to now: a row the server stamped a moment "later" (the phone's
    // clock running behind) still belongs to them, so only a window that ends earlier cuts it off.
    const isOpenEnded = bounds.toMs >= nowMs;
    return createdMs >= bounds.fromMs && (isOpenEnded || createdMs <= bounds.toMs);
  });
}

const MS_PER_MINUTE = 60_000;

/** The Bangladesh calendar day of an instant, as YYYY-MM-DD. */
export function dhakaDayKey(instant: string): string {
  const shifted = new Date(Date.parse(instant) + TIME_ZONE_OFFSET_MINUTES * MS_PER_MINUTE);
  return shifted.toISOString().slice(0, 10);
}

export interface TransactionDay {
  /** YYYY-MM-DD in Bangladesh. */
  day: string;
  transactions: Transaction[];
}

/** Rows grouped by day, newest day first and newest row first within a day. */
export function groupByDhakaDay(transactions: readonly Transaction[]): TransactionDay[] {
  const sorted = [...transactions].sort(
    (left, right) => Date.parse(right.created_at) - Date.parse(left.created_at),
  );
  const days: TransactionDay[] = [];
  for (const transaction of sorted) {
    const day = dhakaDayKey(transaction.created_at);
    const last = days[days.length - 1];
    if (last?.day === day) last.transactions.push(transaction);
    else days.push({ day, transactions: [transaction] });
  }
  return days;
}
