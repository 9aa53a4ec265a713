/**
 * The SQL of making and running markets: events and markets created, their trading state and the
 * trader's hold, Bookmaker rates and Fancy lines, and the trader's lists.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/ledger/ledger.js';
import { marketsWithEvents } from '../betting/market-rows.js';
import type { ExchangeMarketStatus } from '../tables.js';
import { updateRows } from '../../../platform/db/table-rows.js';

export async function insertEvent(
  db: Executor,
  event: {
    id: string;
    sport: 'cricket' | 'soccer' | 'tennis';
    name: string;
    openDate: string;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('exchange_events')
    .values({
      id: event.id,
      sport: event.sport,
      name: event.name,
      open_date: event.openDate,
      status: 'upcoming',
      score: null,
      created_at: event.now,
      updated_at: event.now,
    })
    .execute();
}

/** What names a new market and bounds its stakes, whatever its kind. */
interface NewMarket {
  id: string;
  eventId: string;
  name: string;
  minStakePaisa: number;
  maxStakePaisa: number;
  now: string;
}

/** What every new market starts with: no Fancy line yet, no result. */
function newMarketValues(market: NewMarket) {
  return {
    id: market.id,
    event_id: market.eventId,
    name: market.name,
    no_line: null,
    no_rate: null,
    yes_line: null,
    yes_rate: null,
    min_stake_paisa: market.minStakePaisa,
    max_stake_paisa: market.maxStakePaisa,
    result: null,
    settled_at: null,
    created_at: market.now,
    updated_at: market.now,
  };
}

export async function insertMarketWithRunners(
  db: Executor,
  market: NewMarket & {
    kind: 'match_odds' | 'bookmaker' | 'fancy';
    betDelaySeconds: number;
    commissionBasisPoints: number;
    runners: { selectionId: number; name: string }[];
  },
): Promise<void> {
  await db
    .insertInto('exchange_markets')
    .values({
      ...newMarketValues(market),
      kind: market.kind,
      status: 'open',
      bet_delay_seconds: market.betDelaySeconds,
      fancy_type: null,
      commission_basis_points: market.commissionBasisPoints,
    })
    .execute();
  if (market.runners.length === 0) return;
  await db
    .insertInto('exchange_runners')
    .values(
      market.runners.map((runner, index) => ({
        market_id: market.id,
        selection_id: runner.selectionId,
        name: runner.name,
        sort_order: index,
        back_rate: null,
        lay_rate: null,
      })),
    )
    .execute();
}

export async function setEventState(
  db: Executor,
  eventId: string,
  change: { status?: 'upcoming' | 'in_play' | 'closed'; score?: string; now: string },
): Promise<void> {
  await db
    .updateTable('exchange_events')
    .set({
      ...(change.status === undefined ? {} : { status: change.status }),
      ...(change.score === undefined ? {} : { score: change.score }),
      updated_at: change.now,
    })
    .where('id', '=', eventId)
    .execute();
}

export async function setMarketStatus(
  db: Executor,
  marketId: string,
  status: 'open' | 'suspended' | 'closed',
  now: string,
): Promise<void> {
  await updateRows(db, 'exchange_markets', { status, updated_at: now }, { id: marketId });
}

export async function setMarketTrading(
  db: Executor,
  marketId: string,
  change: { status: 'open' | 'suspended'; ballRunning: boolean; now: string },
): Promise<void> {
  await db
    .updateTable('exchange_markets')
    .set({
      // A trader's hold outlasts the feed's "open"; only the trader's resume lifts it.
      status:
        change.status === 'open'
          ? sql<ExchangeMarketStatus>`case when operator_hold = 1 then 'suspended' else 'open' end`
          : 'suspended',
      ball_running: change.ballRunning ? 1 : 0,
      updated_at: change.now,
    })
    .where('id', '=', marketId)
    .where('status', 'in', ['open', 'suspended'])
    .execute();
}

/** A trader's suspension (1) or its lifting (0), before the market's trading state is set. */
export async function setOperatorHold(
  trx: Transaction<Database>,
  marketId: string,
  hold: boolean,
): Promise<void> {
  await updateRows(trx, 'exchange_markets', { operator_hold: hold ? 1 : 0 }, { id: marketId });
}

export async function setRunnerRates(
  db: Executor,
  marketId: string,
  rates: { selectionId: number; backRate: number; layRate: number }[],
): Promise<void> {
  for (const rate of rates) {
    await updateRows(
      db,
      'exchange_runners',
      { back_rate: rate.backRate, lay_rate: rate.layRate },
      { market_id: marketId, selection_id: rate.selectionId },
    );
  }
}

export async function setFancyLine(
  db: Executor,
  marketId: string,
  line: { noLine: number; noRate: number; yesLine: number; yesRate: number; now: string },
): Promise<void> {
  await updateRows(
    db,
    'exchange_markets',
    {
      no_line: line.noLine,
      no_rate: line.noRate,
      yes_line: line.yesLine,
      yes_rate: line.yesRate,
      updated_at: line.now,
    },
    { id: marketId },
  );
}

export async function insertFancyMarket(
  db: Executor,
  market: NewMarket & { fancyType: number },
): Promise<void> {
  await db
    .insertInto('exchange_markets')
    .values({
      ...newMarketValues(market),
      kind: 'fancy',
      status: 'suspended',
      fancy_type: market.fancyType,
    })
    .execute();
}

// ---- The trader's console ---------------------------------------------------------------------

/** Markets for the operator, newest events first, with their event's name and state. */
export function listMarketsForOperator(
  db: Executor,
  filter: { status?: ExchangeMarketStatus | undefined; limit: number },
) {
  let query = marketsWithEvents(db).select([
    'm.id',
    'm.kind',
    'm.name',
    'm.status',
    'm.ball_running',
    'm.result',
    'm.commission_basis_points',
    'm.event_id',
    'e.name as event_name',
    'e.sport',
    'e.status as event_status',
    'e.open_date',
  ]);
  if (filter.status !== undefined) query = query.where('m.status', '=', filter.status);
  return query.orderBy('e.open_date', 'desc').orderBy('m.id').limit(filter.limit).execute();
}

/** Events for the operator, newest first, with how many markets each has and how many are open. */
export function listEventsForOperator(
  db: Executor,
  filter: {
    status?: 'upcoming' | 'in_play' | 'closed' | undefined;
    sport?: 'cricket' | 'soccer' | 'tennis' | undefined;
    limit: number;
  },
) {
  let query = db
    .selectFrom('exchange_events as e')
    .leftJoin('exchange_markets as m', 'm.event_id', 'e.id')
    .select([
      'e.id',
      'e.name',
      'e.sport',
      'e.status',
      'e.open_date',
      sql<number | string>`count(m.id)`.as('markets'),
      sql<number | string>`sum(case when m.status = 'open' then 1 else 0 end)`.as('open_markets'),
    ])
    .groupBy(['e.id', 'e.name', 'e.sport', 'e.status', 'e.open_date']);
  if (filter.status !== undefined) query = query.where('e.status', '=', filter.status);
  if (filter.sport !== undefined) query = query.where('e.sport', '=', filter.sport);
  return query.orderBy('e.open_date', 'desc').orderBy('e.id').limit(filter.limit).execute();
}

export function listUsernames(db: Executor, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', [...userIds])
    .execute();
}
