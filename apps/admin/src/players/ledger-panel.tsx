/** The player's ledger history, newest first, one row per entry on their accounts. */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlayerLedgerEntry } from '@khela/contract';
import { formatTaka } from '../format';
import { getPlayerLedger } from './players-api';
import { DataTable, nowrapColumn, timeColumn } from '../ui/data-table';
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
      <DataTable<PlayerLedgerEntry>
        query={ledger}
        what="the ledger"
        label="Ledger"
        isBusy={ledger.isFetching}
        rows={rows}
        rowKey={(entry) => `${entry.transfer_id}-${entry.account}`}
        empty="No money has moved yet."
        columns={[
          timeColumn('When (GMT+6)', (entry) => entry.created_at),
          nowrapColumn('Transfer', (entry) => `#${entry.transfer_id}`),
          { header: 'What', cell: (entry) => <code>{entry.code}</code> },
          nowrapColumn('Account', (entry) => entry.account),
          nowrapColumn('Amount', (entry) => formatTaka(entry.amount)),
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
