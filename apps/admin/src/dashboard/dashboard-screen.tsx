/**
 * The dashboard (owner, finance): today's and this week's money and play in GMT+6 days, the queues
 * waiting on an operator, and the last 7 days as charts. It refreshes itself every minute.
 */
import { useQuery } from '@tanstack/react-query';
import type { DashboardDay, DashboardFigures } from '@khela/contract';
import { errorMessage } from '../api/admin-api';
import { LoadState } from '../shell/load-state';
import { formatDateTime, formatTaka } from '../format';
import { formatDay } from './format-day';
import { DASHBOARD_REFRESH_MS, getDashboard } from './dashboard-api';
import { DayBars } from './day-bars';
import { FigureCard } from './figure-card';

function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}

function PeriodFigures({ title, figures }: { title: string; figures: DashboardFigures }) {
  return (
    <section className="period" aria-label={title}>
      <h2>{title}</h2>
      <dl className="figure-grid">
        <FigureCard
          label="Deposits"
          value={formatTaka(figures.deposits.amount)}
          note={`${countOf(figures.deposits.count, 'approved', 'approved')}`}
        />
        <FigureCard
          label="Withdrawals"
          value={formatTaka(figures.withdrawals.amount)}
          note={`${countOf(figures.withdrawals.count, 'paid', 'paid')}`}
        />
        <FigureCard
          label="Casino GGR"
          value={formatTaka(figures.casino.ggr)}
          note={countOf(figures.casino.rounds, 'round settled', 'rounds settled')}
        />
        <FigureCard
          label="Exchange GGR"
          value={formatTaka(figures.exchange.ggr)}
          note={`Commission ${formatTaka(figures.exchange.commission)}`}
        />
        <FigureCard label="Active players" value={figures.active_players.toLocaleString('en-IN')} />
      </dl>
    </section>
  );
}

const moneySeries = [
  { label: 'Deposits', tone: 'in', value: (day: DashboardDay) => day.deposits.amount },
  { label: 'Withdrawals', tone: 'out', value: (day: DashboardDay) => day.withdrawals.amount },
] as const;

const ggrSeries = [
  { label: 'Casino GGR', tone: 'casino', value: (day: DashboardDay) => day.casino.ggr },
  { label: 'Exchange GGR', tone: 'exchange', value: (day: DashboardDay) => day.exchange.ggr },
] as const;

export function DashboardScreen() {
  const dashboard = useQuery({
    queryKey: ['dashboard'],
    queryFn: getDashboard,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  const data = dashboard.data;

  return (
    <section className="screen" aria-labelledby="dashboard-title">
      <div className="screen-head">
        <h1 id="dashboard-title">Dashboard</h1>
        {data !== undefined && (
          <p className="faint">
            As of {formatDateTime(data.generated_at)} (GMT+6) · refreshes every minute
          </p>
        )}
      </div>

      {data === undefined ? (
        <LoadState query={dashboard} what="the dashboard" />
      ) : (
        <>
          {dashboard.isError && (
            // A failed refresh keeps the last figures on screen but says they are not current.
            <div className="notice notice-error" role="alert">
              {errorMessage(dashboard.error)} Showing the figures from the last refresh.{' '}
              <button className="button" type="button" onClick={() => void dashboard.refetch()}>
                Try again
              </button>
            </div>
          )}
          <PeriodFigures title={`Today, ${formatDay(data.today.date)}`} figures={data.today} />
          <PeriodFigures
            title={`This week, ${formatDay(data.week.from)} – ${formatDay(data.week.to)}`}
            figures={data.week}
          />
          <section className="period" aria-label="Waiting for an operator">
            <h2>Waiting for an operator</h2>
            <dl className="figure-grid">
              <FigureCard
                label="Pending deposits"
                value={String(data.pending.deposits)}
                to="/money/deposits"
              />
              <FigureCard
                label="Pending withdrawals"
                value={String(data.pending.withdrawals)}
                to="/money/withdrawals"
              />
              <FigureCard label="Unread chats" value={String(data.pending.chats)} />
            </dl>
          </section>
          <section className="period" aria-label="Last 7 days">
            <h2>Last {data.series.length} days</h2>
            {data.series.every(isQuietDay) ? (
              <p className="state">No money has moved and nothing has been played in these days.</p>
            ) : (
              <div className="chart-grid">
                <DayBars
                  title="Deposits and withdrawals"
                  days={data.series}
                  series={[...moneySeries]}
                />
                <DayBars title="GGR per day" days={data.series} series={[...ggrSeries]} />
              </div>
            )}
          </section>
        </>
      )}
    </section>
  );
}

function isQuietDay(day: DashboardDay): boolean {
  return (
    day.deposits.count === 0 &&
    day.withdrawals.count === 0 &&
    day.casino.rounds === 0 &&
    day.exchange.ggr === 0 &&
    day.exchange.commission === 0
  );
}
