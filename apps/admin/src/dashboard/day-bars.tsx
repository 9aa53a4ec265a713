/**
 * A small grouped bar chart of the 7-day series in inline SVG (no chart package). Bars grow up from
 * a zero line and down below it, since a GGR can be negative (the house lost that day). Each day's
 * figures are also written out in a visually hidden table so the chart reads without sight.
 */
import type { DashboardDay } from '@khela/contract';
import { formatTaka } from '../format';
import { formatDay } from './format-day';

export interface BarSeries {
  label: string;
  /** A class that picks the bar's colour from the tokens. */
  tone: 'in' | 'out' | 'casino' | 'exchange';
  value: (day: DashboardDay) => number;
}

const WIDTH = 560;
const HEIGHT = 180;
const LABEL_ROOM = 22;

export function DayBars({
  title,
  days,
  series,
}: {
  title: string;
  days: DashboardDay[];
  series: BarSeries[];
}) {
  const values = days.flatMap((day) => series.map((line) => line.value(day)));
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const plot = HEIGHT - LABEL_ROOM;
  // With nothing but zeros the zero line sits at the foot, as on any empty chart.
  const zeroY = top === 0 && bottom === 0 ? plot : (top / span) * plot;
  const slot = WIDTH / Math.max(days.length, 1);
  const barWidth = (slot * 0.7) / series.length;

  return (
    <figure className="chart">
      <figcaption className="chart-title">{title}</figcaption>
      <ul className="chart-legend">
        {series.map((line) => (
          <li key={line.label}>
            <span className={`swatch tone-${line.tone}`} aria-hidden="true" />
            {line.label}
          </li>
        ))}
        {top > 0 && <li className="chart-scale">Top of the chart {formatTaka(top)}</li>}
        {bottom < 0 && <li className="chart-scale">Foot {formatTaka(bottom)}</li>}
      </ul>
      {top === 0 && bottom === 0 && <p className="faint chart-empty">Nothing in these days.</p>}
      <svg
        className="chart-svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${title}, last ${days.length} days`}
      >
        {days.map((day, dayIndex) => (
          <g key={day.date}>
            {series.map((line, lineIndex) => {
              const value = line.value(day);
              const length = (Math.abs(value) / span) * plot;
              const x = dayIndex * slot + slot * 0.15 + lineIndex * barWidth;
              return (
                <rect
                  key={line.label}
                  className={`bar tone-${line.tone}`}
                  x={x}
                  y={value >= 0 ? zeroY - length : zeroY}
                  width={barWidth - 2}
                  height={Math.max(length, value === 0 ? 0 : 1)}
                >
                  <title>{`${formatDay(day.date)} · ${line.label}: ${formatTaka(value)}`}</title>
                </rect>
              );
            })}
            <text className="chart-day" x={dayIndex * slot + slot / 2} y={HEIGHT - 6}>
              {formatDay(day.date)}
            </text>
          </g>
        ))}
        <line className="chart-zero" x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} />
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day (GMT+6)</th>
            {series.map((line) => (
              <th scope="col" key={line.label}>
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              {series.map((line) => (
                <td key={line.label}>{formatTaka(line.value(day))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
