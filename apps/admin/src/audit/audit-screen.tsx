/**
 * The audit log: every operator action and sign-in, newest first, filtered by target as the API
 * allows, paged back from the last entry shown (before_id).
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@khela/contract';
import { AUDIT_PAGE_SIZE, listAudit, type AuditFilters } from './audit-api';
import { AuditDetail } from './audit-detail';
import { DataTable, nowrapColumn, timeColumn } from '../ui/data-table';
import { FilterBar, FilterText } from '../ui/filter-bar';
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

  const apply = () => {
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
      <FilterBar submitLabel="Filter" onSubmit={apply} onClear={filtered ? clear : undefined}>
        <FilterText
          label="Target type"
          name="target_type"
          placeholder="e.g. operator, deposit"
          value={draft.targetType}
          onValueChange={(targetType) => setDraft({ ...draft, targetType })}
        />
        <FilterText
          label="Target id"
          name="target_id"
          value={draft.targetId}
          onValueChange={(targetId) => setDraft({ ...draft, targetId })}
        />
      </FilterBar>

      <DataTable<AuditEntry>
        query={audit}
        what="the audit log"
        isBusy={audit.isFetching}
        rows={entries}
        rowKey={(entry) => entry.id}
        empty={filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}
        columns={[
          timeColumn('When (GMT+6)', (entry) => entry.created_at),
          nowrapColumn(
            'Who',
            (entry) => entry.operator_username ?? <span className="faint">No operator</span>,
          ),
          { header: 'What', cell: (entry) => <code>{entry.action}</code> },
          nowrapColumn('Target', (entry) => `${entry.target_type} #${entry.target_id}`),
          {
            header: 'Details',
            className: 'detail-cell',
            cell: (entry) => <AuditDetail detail={entry.detail} />,
          },
          { header: 'IP', className: 'nowrap faint', cell: (entry) => entry.ip ?? '—' },
        ]}
      />

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
