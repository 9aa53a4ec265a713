/**
 * The house games' takings (owner, content): per Bangladesh day and game, the rounds settled, the
 * stakes, what was paid back and the GGR, over the last 7, 14, 30 or 90 days, with each day's total
 * first. Switching a game off and its stake limits are on the Games tab, on the game's own row.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HouseGgrRow } from '@khela/contract';
import { formatTaka } from '../format';
import { ChoiceField } from '../ui/choice-field';
import { DataTable, nowrapColumn, type Column } from '../ui/data-table';
import { houseGgr } from './catalogue-api';

const PERIODS = ['7', '14', '30', '90'] as const;
type Period = (typeof PERIODS)[number];

interface ReportRow extends HouseGgrRow {
  isTotal: boolean;
}

/** Each day's total before its games, so a day reads at a glance. */
function withDayTotals(rows: readonly HouseGgrRow[]): ReportRow[] {
  const byDay = new Map<string, HouseGgrRow[]>();
  for (const row of rows) byDay.set(row.date, [...(byDay.get(row.date) ?? []), row]);
  return [...byDay.entries()].flatMap(([date, games]) => {
    const sum = (pick: (row: HouseGgrRow) => number) =>
      Math.round(games.reduce((total, row) => total + pick(row), 0) * 100) / 100;
    const total: ReportRow = {
      date,
      game: 'All house games',
      rounds: sum((row) => row.rounds),
      stakes: sum((row) => row.stakes),
      payouts: sum((row) => row.payouts),
      ggr: sum((row) => row.ggr),
      isTotal: true,
    };
    return [total, ...games.map((row) => ({ ...row, isTotal: false }))];
  });
}

const columns: readonly Column<ReportRow>[] = [
  nowrapColumn('Day (GMT+6)', (row) => (row.isTotal ? row.date : '')),
  nowrapColumn('Game', (row) => row.game),
  nowrapColumn('Rounds', (row) => row.rounds.toLocaleString('en-US')),
  nowrapColumn('Stakes', (row) => formatTaka(row.stakes)),
  nowrapColumn('Paid back', (row) => formatTaka(row.payouts)),
  nowrapColumn('GGR', (row) => formatTaka(row.ggr)),
];

export function HouseGamesTab() {
  const [period, setPeriod] = useState<Period>('14');
  const query = useQuery({
    queryKey: ['catalogue', 'house-ggr', period],
    queryFn: () => houseGgr(Number(period)),
  });
  return (
    <section className="stack" aria-labelledby="house-ggr-title">
      <h2 id="house-ggr-title">House games: takings per day</h2>
      <p className="faint">
        Rounds settled by the house provider, by the day they settled. A game is switched off, and
        its stake limits set, on its row in Games.
      </p>
      <ChoiceField
        id="house-ggr-period"
        label="Period"
        options={PERIODS}
        labelOf={(option) => `Last ${option} days`}
        value={period}
        onValueChange={setPeriod}
      />
      <DataTable
        columns={columns}
        rows={query.data ? withDayTotals(query.data.data) : []}
        rowKey={(row) => `${row.date} ${row.game}`}
        rowClassName={(row) => (row.isTotal ? 'total-row' : undefined)}
        query={query}
        what="the takings"
        label="House games: takings per day"
        isScrollable
        empty="No house game rounds settled in this period."
      />
    </section>
  );
}
