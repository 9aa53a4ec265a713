/**
 * The betting record's list logic ([contract: Screens] /betting-record): the Platform, Game Type and
 * Date filters, the Settled tab's groups by day, platform and game type with their turnover and
 * profit or loss, and the Exchange tab's bets by day. Sums run in paisa so no cents drift.
 */
import {
  DEFAULT_RECORD_DATE_RANGE,
  gameBetProfitLossTaka,
  paisa,
  paisaToTaka,
  recordDateRangeBounds,
  takaToPaisa,
  type bettingRecordDateRanges,
  type ExchangeRecord,
  type GameBetRecord,
} from '@khela/contract';
import { dhakaDayKey } from './transaction-list';

export type BettingDateRange = (typeof bettingRecordDateRanges)[number];

export interface BettingFilters {
  /** null keeps every platform. */
  platform: string | null;
  /** null keeps every game type. */
  gameType: string | null;
  range: BettingDateRange;
}

export const defaultBettingFilters: BettingFilters = {
  platform: null,
  gameType: null,
  range: DEFAULT_RECORD_DATE_RANGE as BettingDateRange,
};

/** Choosing the chosen value again resets the filter to All ([contract: Screens]). */
export function toggleChoice(current: string | null, chosen: string): string | null {
  return current === chosen ? null : chosen;
}

/** The distinct values of one field, in first-seen order, for the filter's choices. */
export function distinctValues(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function isInRange(createdAt: string, range: BettingDateRange, nowMs: number): boolean {
  const bounds = recordDateRangeBounds(range, nowMs);
  if (!bounds) return true;
  const createdMs = Date.parse(createdAt);
  // As in the transaction record: a window that runs up to now keeps a row stamped a moment later.
  const isOpenEnded = bounds.toMs >= nowMs;
  return createdMs >= bounds.fromMs && (isOpenEnded || createdMs <= bounds.toMs);
}

export function filterGameBets(
  records: readonly GameBetRecord[],
  filters: BettingFilters,
  nowMs: number,
): GameBetRecord[] {
  return records.filter(
    (record) =>
      (filters.platform === null || record.platform === filters.platform) &&
      (filters.gameType === null || record.game_type === filters.gameType) &&
      isInRange(record.created_at, filters.range, nowMs),
  );
}

/**
 * The Exchange tab has no platform; its game type is the sport, so the Game Type filter applies
 * to it and a chosen platform (always a casino one) leaves it empty.
 */
export function filterExchangeBets(
  records: readonly ExchangeRecord[],
  filters: BettingFilters,
  nowMs: number,
): ExchangeRecord[] {
  if (filters.platform !== null) return [];
  return records.filter(
    (record) =>
      (filters.gameType === null || record.game_type === filters.gameType) &&
      isInRange(record.created_at, filters.range, nowMs),
  );
}

export interface GameBetGroup {
  /** Unique among the groups: day, platform and game type. */
  key: string;
  /** YYYY-MM-DD in Bangladesh. */
  day: string;
  platform: string;
  gameType: string;
  /** The sum of the stakes, in taka. */
  turnover: number;
  /** The sum of the results, in taka; negative is a loss. */
  profitLoss: number;
  /** Newest first. */
  records: GameBetRecord[];
}

const newestFirst = <Row extends { created_at: string }>(left: Row, right: Row) =>
  Date.parse(right.created_at) - Date.parse(left.created_at);

/** Groups by day (newest first), then platform and game type in the order first met. */
export function groupGameBets(records: readonly GameBetRecord[]): GameBetGroup[] {
  const groups = new Map<string, GameBetGroup & { turnoverPaisa: number; resultPaisa: number }>();
  for (const record of [...records].sort(newestFirst)) {
    const day = dhakaDayKey(record.created_at);
    const key = JSON.stringify([day, record.platform, record.game_type]);
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        day,
        platform: record.platform,
        gameType: record.game_type,
        turnover: 0,
        profitLoss: 0,
        records: [],
        turnoverPaisa: 0,
        resultPaisa: 0,
      };
      groups.set(key, group);
    }
    group.records.push(record);
    group.turnoverPaisa += takaToPaisa(record.bet_amount);
    group.resultPaisa += takaToPaisa(gameBetProfitLossTaka(record));
  }
  return [...groups.values()].map(({ turnoverPaisa, resultPaisa, ...group }) => ({
    ...group,
    turnover: paisaToTaka(paisa(turnoverPaisa)),
    profitLoss: paisaToTaka(paisa(resultPaisa)),
  }));
}

export interface DayOf<Row> {
  day: string;
  rows: Row[];
}

/** Rows by Bangladesh day, newest day and newest row first. */
export function groupRowsByDay<Row extends { created_at: string }>(
  rows: readonly Row[],
): DayOf<Row>[] {
  const days: DayOf<Row>[] = [];
  for (const row of [...rows].sort(newestFirst)) {
    const day = dhakaDayKey(row.created_at);
    const last = days[days.length - 1];
    if (last?.day === day) last.rows.push(row);
    else days.push({ day, rows: [row] });
  }
  return days;
}

/** The colour of an exchange bet's net result: green when won, red when lost, neutral when open. */
export function exchangeResultTone(status: string): 'won' | 'lost' | 'open' {
  if (status === 'WON') return 'won';
  if (status === 'open') return 'open';
  return 'lost';
}
