/** Betting, transaction and turnover record shapes, status keys and date filters (player [contract: Entities], [contract: States]). */
import { z } from 'zod';
import {
  GAME_NAME_PREVIEW_CHARACTERS,
  RECORD_FILTER_LAST_DAYS,
  TIME_ZONE_OFFSET_MINUTES,
} from './constants.js';
import { paisa, paisaToTaka, takaToPaisa } from './money.js';

export const recordMessages = { noData: 'No Data' } as const;

// ---- Date filters -------------------------------------------------------------------------

export const recordDateRanges = ['today', 'yesterday', 'last_7_days', 'all'] as const;
export type RecordDateRange = (typeof recordDateRanges)[number];
export const recordDateRangeLabels: Record<RecordDateRange, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last_7_days: 'Last 7 days',
  all: 'All',
};
/** The betting record offers no 'All'; the transaction record does. Both default to today. */
export const bettingRecordDateRanges = ['today', 'yesterday', 'last_7_days'] as const;
export const DEFAULT_RECORD_DATE_RANGE: RecordDateRange = 'today';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/**
 * The time window of a date filter, in epoch milliseconds: today and yesterday are calendar days
 * in Asia/Dhaka; 'Last 7 days' runs from seven days before now up to now; 'all' has no bounds.
 */
export function recordDateRangeBounds(
  range: RecordDateRange,
  nowMs: number,
): { fromMs: number; toMs: number } | undefined {
  const offsetMs = TIME_ZONE_OFFSET_MINUTES * MS_PER_MINUTE;
  const startOfTodayMs = Math.floor((nowMs + offsetMs) / MS_PER_DAY) * MS_PER_DAY - offsetMs;
  switch (range) {
    case 'today':
      return { fromMs: startOfTodayMs, toMs: nowMs };
    case 'yesterday':
      return { fromMs: startOfTodayMs - MS_PER_DAY, toMs: startOfTodayMs - 1 };
    case 'last_7_days':
      return { fromMs: nowMs - RECORD_FILTER_LAST_DAYS * MS_PER_DAY, toMs: nowMs };
    case 'all':
      return undefined;
  }
}

// ---- Game bets (Settled tab) --------------------------------------------------------------

/** Amounts may arrive as text from game providers; they are read as numbers either way. */
const numberOrNumericText = z.coerce.number();

export const gameBetRecordSchema = z.object({
  /** Our addition, to key the rows. */
  id: z.number().int(),
  created_at: z.string(),
  platform: z.string(),
  game_type: z.string(),
  game_name: z.string(),
  bet_amount: numberOrNumericText,
  /** What the bet paid back (0 on a loss), not the profit. */
  winAmount: numberOrNumericText,
});
export type GameBetRecord = z.infer<typeof gameBetRecordSchema>;

/** Profit (positive) or loss (negative) of one game bet, computed in paisa so no cents drift. */
export function gameBetProfitLossTaka(
  record: Pick<GameBetRecord, 'bet_amount' | 'winAmount'>,
): number {
  return paisaToTaka(paisa(takaToPaisa(record.winAmount) - takaToPaisa(record.bet_amount)));
}

/** Game names are cut to 15 characters plus an ellipsis in the drill-down. */
export function truncateGameName(name: string): string {
  return name.length > GAME_NAME_PREVIEW_CHARACTERS
    ? `${name.slice(0, GAME_NAME_PREVIEW_CHARACTERS)}...`
    : name;
}

// ---- Exchange bets (Exchange tab) ---------------------------------------------------------

/** Known statuses; anything else is shown as processing. */
export const exchangeRecordStatuses = ['open', 'WON', 'LOST'] as const;
export type ExchangeRecordStatus = (typeof exchangeRecordStatuses)[number];

export const exchangeRecordSchema = z.object({
  transaction_id: z.string(),
  created_at: z.string(),
  event_name: z.string(),
  /** Our addition: the details view shows a game type (the sport) the spec's field list omits. */
  game_type: z.string(),
  /** back or lay */
  bet_type: z.string(),
  market_name: z.string(),
  selection_name: z.string(),
  stake: z.number(),
  potential_profit: z.number(),
  potential_liability: z.number(),
  odds: z.number(),
  /** Runs for a fancy bet; null for other markets. */
  run: z.number().nullable(),
  net_profit_loss: z.number(),
  status: z.string(),
});
export type ExchangeRecord = z.infer<typeof exchangeRecordSchema>;

/** The popup's status tag. */
export function exchangeRecordStatusTag(status: string): 'WON' | 'LOST' | 'processing' {
  return status === 'WON' || status === 'LOST' ? status : 'processing';
}

/**
 * GET /api/betting-record. Our design: both tabs in one answer, covering the last 7 days (the
 * widest filter); platform, game type and date filters run on the client.
 */
export const bettingRecordResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    settled: z.array(gameBetRecordSchema),
    exchange: z.array(exchangeRecordSchema),
  }),
});
export type BettingRecordResponse = z.infer<typeof bettingRecordResponseSchema>;

// ---- Transactions -------------------------------------------------------------------------

/** `key` is a text status code. */
export const transactionStatusKeys = ['0', '1', '2'] as const;
export type TransactionStatusKey = (typeof transactionStatusKeys)[number];
export const transactionStatusByKey = { '0': 'pending', '1': 'success', '2': 'fail' } as const;
/** The tag on a transaction row. */
export const transactionStatusTags: Record<TransactionStatusKey, string> = {
  '0': 'Processing',
  '1': 'Success',
  '2': 'Fail',
};
export const TRANSACTION_PENDING_KEY: TransactionStatusKey = '0';

/** The Status filter: a label and the key it keeps (null keeps all). */
export const transactionStatusFilters = [
  { label: 'All', key: null },
  { label: 'Pending', key: '0' },
  { label: 'Fail', key: '2' },
  { label: 'Success', key: '1' },
] as const;

export const transactionActions = ['deposit', 'withdraw', 'bonus'] as const;
export type TransactionAction = (typeof transactionActions)[number];

/** The Payment Type filter: a label and the action it keeps (null keeps all). */
export const transactionTypeFilters = [
  { label: 'All', action: null },
  { label: 'Deposit', action: 'deposit' },
  { label: 'Withdrawal', action: 'withdraw' },
] as const;

/** The detail popup's header falls back to this name when a transaction has no method. */
export const DEFAULT_TRANSACTION_METHOD_NAME = 'Agent';

export const transactionPaymentMethodSchema = z.object({
  icon: z.string().nullable(),
  name: z.string(),
  /** The channel: Agent, Merchant or Personal. */
  type: z.string(),
});

export const transactionSchema = z.object({
  transaction_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  action: z.enum(transactionActions),
  amount: z.number(),
  key: z.enum(transactionStatusKeys),
  payment_method: transactionPaymentMethodSchema.nullable(),
  /** Our addition for the details view: the player's account number, null for bonuses. */
  number: z.string().nullable(),
  /** Our addition for the details view: the bank or wallet name, when there is one. */
  bank_name: z.string().nullable(),
  promotion: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  /** Our additions for the timeline: when the player finished their side, and when it was decided. */
  initiated_at: z.string().nullable().optional(),
  completed_at: z.string().nullable().optional(),
  /** Our addition: an operator's reason when it failed. */
  reason: z.string().nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

// ---- Turnovers ----------------------------------------------------------------------------

export const turnoverStatuses = ['active', 'complete'] as const;
export type TurnoverStatus = (typeof turnoverStatuses)[number];

export const turnoverSchema = z.object({
  id: z.number().int(),
  status: z.enum(turnoverStatuses),
  created_at: z.string(),
  required_turnover: z.number(),
  remaining_turnover: z.number(),
  transaction: z
    .object({
      action: z.enum(transactionActions),
      /** `turnover` is the promotion's multiple. */
      promotion: z.object({ name: z.string(), turnover: z.number() }).nullable(),
      payment_method: z.object({ name: z.string() }).nullable(),
    })
    .nullable(),
});
export type Turnover = z.infer<typeof turnoverSchema>;

/** The ticket's progress bar, 0 to 100; a completed ticket is always full. */
export function turnoverProgressPercent(
  turnover: Pick<Turnover, 'status' | 'required_turnover' | 'remaining_turnover'>,
): number {
  if (turnover.status === 'complete' || turnover.required_turnover <= 0) return 100;
  const done = turnover.required_turnover - turnover.remaining_turnover;
  return Math.min(100, Math.max(0, (done * 100) / turnover.required_turnover));
}
