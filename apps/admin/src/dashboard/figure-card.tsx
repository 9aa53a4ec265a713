/**
 * One figure of the dashboard: a label, the figure, and a line that says what it counts. A figure
 * with a screen of its own (a queue) links to it.
 */
import { Link } from 'react-router';

export function FigureCard({
  label,
  value,
  note,
  to,
}: {
  label: string;
  value: string;
  note?: string;
  to?: string;
}) {
  return (
    <div className="figure-card">
      <dt>{label}</dt>
      <dd className="figure-value">
        {to === undefined ? (
          value
        ) : (
          <Link to={to} aria-label={`${label}: ${value}`}>
            {value}
          </Link>
        )}
      </dd>
      {note !== undefined && <dd className="figure-note">{note}</dd>}
    </div>
  );
}
