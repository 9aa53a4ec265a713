/**
 * The head of a review queue (deposits, withdrawals, identity checks): its title, the status
 * filter kept in the address (`?status=`, none for the pending default), and the notice of the
 * last decision, which a change of filter clears.
 */
import { useSearchParams } from 'react-router';

export function QueueHead<Status extends string>({
  titleId,
  title,
  status,
  statuses,
  labels,
  notice,
  onFilter,
}: {
  /** The heading's id, which names the screen's region. */
  titleId: string;
  title: string;
  status: Status;
  statuses: readonly Status[];
  labels: Record<Status, string>;
  notice: string | null;
  /** Before the filter changes (the screen clears its notice). */
  onFilter: () => void;
}) {
  const [, setParams] = useSearchParams();
  return (
    <>
      <div className="screen-head">
        <h2 id={titleId}>{title}</h2>
        <label className="field field-inline">
          <span className="field-label">Status</span>
          <select
            value={status}
            onChange={(event) => {
              onFilter();
              setParams(event.target.value === 'pending' ? {} : { status: event.target.value });
            }}
          >
            {statuses.map((option) => (
              <option key={option} value={option}>
                {labels[option]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {notice !== null && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
    </>
  );
}
