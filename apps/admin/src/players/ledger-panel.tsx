/** The player's ledger history, newest first, one row per entry on their accounts. */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDateTime, formatTaka } from '../format';
import { getPlayerLedger } from './players-api';
import { LoadState } from '../shell/load-state';
import { Pager } from '../ui/pager';

export function LedgerPanel({ playerId }: { playerId: number }) {
  const [page, setPage] = useState(1);
  const ledger = useQuery({
    queryKey: ['player', playerId, 'ledger', page],
    queryFn: () => getPlayerLedger(playerId, page),
    placeholderData: keepPreviousData,
  });
  const rows = ledger.data?.data ?? [];
  const lastPage = ledger.data?.last_page ?? 1;

  if (ledger.isPending || ledger.isError) {
    return <LoadState query={ledger} what="the ledger" />;
  }
  if (rows.length === 0) return <p className="state">No money has moved yet.</p>;
  return (
    <>
      <table className="table" aria-label="Ledger" aria-busy={ledger.isFetching}>
        <thead>
          <tr>
            <th scope="col">When (GMT+6)</th>
            <th scope="col">Transfer</th>
            <th scope="col">What</th>
            <th scope="col">Account</th>
            <th scope="col">Amount</th>
            <th scope="col">Other side</th>
            <th scope="col">Reference</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={`${entry.transfer_id}-${entry.account}`}>
              <td className="nowrap">{formatDateTime(entry.created_at)}</td>
              <td className="nowrap">#{entry.transfer_id}</td>
              <td>
                <code>{entry.code}</code>
              </td>
              <td className="nowrap">{entry.account}</td>
              <td className="nowrap">{formatTaka(entry.amount)}</td>
              <td className="nowrap faint">{entry.counterparty}</td>
              <td className="faint">{entry.reference ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {lastPage > 1 && (
        <Pager
          place={`Page ${page} of ${lastPage}`}
          canGoBack={page > 1}
          canGoForward={page < lastPage}
          isLoading={ledger.isFetching}
          onBack={() => setPage(page - 1)}
          onForward={() => setPage(page + 1)}
          backLabel="Newer"
          forwardLabel="Older"
        />
      )}
    </>
  );
}
