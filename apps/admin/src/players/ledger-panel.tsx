/** The player's ledger history, newest first, one row per entry on their accounts. */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDateTime, formatTaka } from '../format';
import { getPlayerLedger } from './players-api';
import { DataTable } from '../ui/data-table';
import { NumberedPager } from '../ui/pager';

export function LedgerPanel({ playerId }: { playerId: number }) {
  const [page, setPage] = useState(1);
  const ledger = useQuery({
    queryKey: ['player', playerId, 'ledger', page],
    queryFn: () => getPlayerLedger(playerId, page),
    placeholderData: keepPreviousData,
  });
  const rows = ledger.data?.data ?? [];
  const lastPage = ledger.data?.last_page ?? 1;

  return (
    <>
      <DataTable
        query={ledger}
        what="the ledger"
        label="Ledger"
        isBusy={ledger.isFetching}
        rows={rows}
        rowKey={(entry) => `${entry.transfer_id}-${entry.account}`}
        empty="No money has moved yet."
        columns={[
          {
            header: 'When (GMT+6)',
            className: 'nowrap',
            cell: (entry) => formatDateTime(entry.created_at),
          },
          { header: 'Transfer', className: 'nowrap', cell: (entry) => `#${entry.transfer_id}` },
          { header: 'What', cell: (entry) => <code>{entry.code}</code> },
          { header: 'Account', className: 'nowrap', cell: (entry) => entry.account },
          { header: 'Amount', className: 'nowrap', cell: (entry) => formatTaka(entry.amount) },
          { header: 'Other side', className: 'nowrap faint', cell: (entry) => entry.counterparty },
          { header: 'Reference', className: 'faint', cell: (entry) => entry.reference ?? '—' },
        ]}
      />
      <NumberedPager
        page={page}
        lastPage={lastPage}
        isLoading={ledger.isFetching}
        onGo={setPage}
        backLabel="Newer"
        forwardLabel="Older"
      />
    </>
  );
}
