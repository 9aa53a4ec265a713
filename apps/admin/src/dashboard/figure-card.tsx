/** One figure of the dashboard: a label, the figure, and a line that says what it counts. */
export function FigureCard({
  label,
  value,
  note,
}: {
  label: string;
  value: string;
  note?: string;
}) {
  return (
    <div className="figure-card">
      <dt>{label}</dt>
      <dd className="figure-value">{value}</dd>
      {note !== undefined && <dd className="figure-note">{note}</dd>}
    </div>
  );
}
