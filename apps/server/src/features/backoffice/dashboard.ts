/**
 * GET /admin-api/dashboard: today's and this week's money, GGR and active players in Bangladesh
 * days, the queues waiting for staff, and the last seven days for the charts. What counts is in
 * docs/decisions.md (Back office).
 */
import {
  DASHBOARD_SERIES_DAYS,
  paisa,
  paisaToTaka,
  type DashboardFigures,
  type DashboardResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { countUnansweredChats } from '../chat/service.js';
import { MARKET_MAKER_USERNAME } from '../exchange/service.js';
import {
  activePlayerIds,
  completedWalletTotals,
  countPendingWallet,
  findUserIdByUsernameKey,
  houseFlows,
  reportAccounts,
  settledCasinoTotals,
  type Period,
} from './queries.js';

const DAY_MS = 86_400_000;
/** Bangladesh keeps GMT+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 3_600_000;
/** Date.getUTCDay() of Saturday, the first day of the Bangladeshi week. */
const WEEK_START_DAY = 6;

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));

/** The GMT+6 day holding `nowMs`, as its UTC start and its YYYY-MM-DD name. */
function dhakaDay(nowMs: number, daysBack = 0): { startMs: number; date: string } {
  const local = new Date(nowMs + DHAKA_OFFSET_MS);
  const localMidnight = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() - daysBack,
  );
  return {
    startMs: localMidnight - DHAKA_OFFSET_MS,
    date: new Date(localMidnight).toISOString().slice(0, 10),
  };
}

function periodOf(startMs: number, endMs: number): Period {
  return { from: new Date(startMs).toISOString(), to: new Date(endMs).toISOString() };
}

interface Exclusions {
  /** The house's market maker: a player account trading for the house, never a player. */
  marketMakerId: number | null;
  accounts: Awaited<ReturnType<typeof reportAccounts>>;
}

async function figuresOf(
  context: AppContext,
  period: Period,
  { marketMakerId, accounts }: Exclusions,
): Promise<DashboardFigures> {
  const db = context.db;
  const deposits = await completedWalletTotals(db, 'deposit', period);
  const withdrawals = await completedWalletTotals(db, 'withdraw', period);
  const casino = await settledCasinoTotals(db, period, marketMakerId);
  const commission = await houseFlows(db, 'commission', period, accounts);
  const houseMarkets = await houseFlows(db, 'bet_settle', period, accounts);
  const commissionPaisa = commission.inPaisa - commission.outPaisa;
  const houseMarketsPaisa = houseMarkets.inPaisa - houseMarkets.outPaisa;
  return {
    deposits: { count: deposits.count, amount: taka(deposits.amountPaisa) },
    withdrawals: { count: withdrawals.count, amount: taka(withdrawals.amountPaisa) },
    casino: {
      rounds: casino.rounds,
      stakes: taka(casino.stakesPaisa),
      wins: taka(casino.winsPaisa),
      ggr: taka(casino.stakesPaisa - casino.winsPaisa),
    },
    exchange: {
      commission: taka(commissionPaisa),
      house_markets: taka(houseMarketsPaisa),
      ggr: taka(commissionPaisa + houseMarketsPaisa),
    },
    active_players: (await activePlayerIds(db, period, marketMakerId)).size,
  };
}

export async function dashboard(
  context: AppContext,
  nowMs: number = Date.now(),
): Promise<DashboardResponse> {
  const marketMakerId =
    (await findUserIdByUsernameKey(context.db, MARKET_MAKER_USERNAME.toLowerCase())) ?? null;
  const exclusions = {
    marketMakerId,
    accounts: await reportAccounts(context.db, marketMakerId),
  };
  const today = dhakaDay(nowMs);
  const tomorrowStartMs = today.startMs + DAY_MS;

  const series = [];
  for (let daysBack = DASHBOARD_SERIES_DAYS - 1; daysBack >= 0; daysBack -= 1) {
    const day = dhakaDay(nowMs, daysBack);
    const figures = await figuresOf(
      context,
      periodOf(day.startMs, day.startMs + DAY_MS),
      exclusions,
    );
    series.push({ date: day.date, ...figures });
  }
  const todayFigures = series[series.length - 1];
  if (todayFigures === undefined) throw new Error('the series always holds today');

  const localWeekday = new Date(nowMs + DHAKA_OFFSET_MS).getUTCDay();
  const weekStart = dhakaDay(nowMs, (localWeekday - WEEK_START_DAY + 7) % 7);
  const week = await figuresOf(context, periodOf(weekStart.startMs, tomorrowStartMs), exclusions);

  return {
    today: todayFigures,
    week: { from: weekStart.date, to: today.date, ...week },
    series,
    pending: {
      deposits: await countPendingWallet(context.db, 'deposit'),
      withdrawals: await countPendingWallet(context.db, 'withdraw'),
      chats: await countUnansweredChats(context),
    },
    generated_at: new Date(nowMs).toISOString(),
  };
}
