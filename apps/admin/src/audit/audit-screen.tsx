/**
 * The audit log: every operator action and sign-in, newest first, filtered by target as the API
 * allows, paged back from the last entry shown (before_id).
 */
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../api/admin-api';
import { formatDateTime } from '../format';
import { AUDIT_PAGE_SIZE, listAudit, type AuditFilters } from './audit-api';
import { AuditDetail } from './audit-detail';
import { Pager } from '../ui/pager';

const noFilters: AuditFilters = { targetType: '', targetId: '' };

export function AuditScreen() {
  const [draft, setDraft] = useState<AuditFilters>(noFilters);
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  // The before_id of every page shown so far, so "Newer" returns exactly to the previous page.
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const beforeId = pages[pages.length - 1];
  const audit = useQuery({
    queryKey: ['audit', filters, beforeId],
    queryFn: () => listAudit(filters, beforeId),
    placeholderData: keepPreviousData,
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPages([undefined]);
  };
  const clear = () => {
    setDraft(noFilters);
    setFilters(noFilters);
    setPages([undefined]);
  };

  const entries = audit.data?.data ?? [];
  const last = entries[entries.length - 1];
  const hasOlder = entries.length === AUDIT_PAGE_SIZE && last !== undefined;
  const filtered = filters.targetType !== '' || filters.targetId !== '';

  return (
    <section className="screen" aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <form className="filters" onSubmit={apply} role="search">
        <label className="field">
          <span className="field-label">Target type</span>
          <input
            name="target_type"
            placeholder="e.g. operator, deposit"
            value={draft.targetType}
            onChange={(event) => setDraft({ ...draft, targetType: event.target.value })}
          />
        </label>
        <label className="field">
          <span className="field-label">Target id</span>
          <input
            name="target_id"
            value={draft.targetId}
            onChange={(event) => setDraft({ ...draft, targetId: event.target.value })}
          />
        </label>
        <button className="button button-primary" type="submit">
          Filter
        </button>
        {filtered && (
          <button className="button button-quiet" type="button" onClick={clear}>
            Clear filters
          </button>
        )}
      </form>

      {audit.isPending ? (
        <p className="state" role="status">
          Loading the audit log…
        </p>
      ) : audit.isError ? (
        <div className="state state-error" role="alert">
          <p>{errorMessage(audit.error)}</p>
          <button className="button" type="button" onClick={() => void audit.refetch()}>
            Try again
          </button>
        </div>
      ) : entries.length === 0 ? (
        <p className="state">
          {filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}
        </p>
      ) : (
        <table className="table" aria-busy={audit.isFetching}>
          <thead>
            <tr>
              <th scope="col">When (GMT+6)</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Target</th>
              <th scope="col">Details</th>
              <th scope="col">IP</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="nowrap">{formatDateTime(entry.created_at)}</td>
                <td className="nowrap">
                  {entry.operator_username ?? <span className="faint">No operator</span>}
                </td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td className="nowrap">
                  {entry.target_type} #{entry.target_id}
                </td>
                <td className="detail-cell">
                  <AuditDetail detail={entry.detail} />
                </td>
                <td className="nowrap faint">{entry.ip ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {(pages.length > 1 || hasOlder) && (
        <Pager
          place={`Page ${pages.length}`}
          canGoBack={pages.length > 1}
          canGoForward={hasOlder}
          isLoading={audit.isFetching}
          onBack={() => setPages(pages.slice(0, -1))}
          onForward={() => last !== undefined && setPages([...pages, last.id])}
          backLabel="Newer"
          forwardLabel="Older"
        />
      )}
    </section>
  );
}
