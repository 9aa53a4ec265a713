/**
 * Player search: by id, username, phone or e-mail as the server matches, newest first, paged.
 * The query lives in the address (?q=&page=) so a player's "Back to results" returns here.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { PlayerSummary } from '@khela/contract';
import { searchPlayers } from './players-api';
import { DataTable, nowrapColumn, timeColumn } from '../ui/data-table';
import { FilterBar, FilterText } from '../ui/filter-bar';
import { NumberedPager } from '../ui/pager';

export function PlayersScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const players = useQuery({
    queryKey: ['players', q, page],
    queryFn: () => searchPlayers(q, page),
    placeholderData: keepPreviousData,
  });

  const go = (nextQ: string, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextQ.trim() !== '') next.set('q', nextQ.trim());
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };

  const rows = players.data?.data ?? [];
  const lastPage = players.data?.last_page ?? 1;

  return (
    <section className="screen" aria-labelledby="players-title">
      <h1 id="players-title">Players</h1>
      <FilterBar submitLabel="Search" onSubmit={() => go(draft, 1)}>
        <FilterText
          label="Search players"
          name="q"
          type="search"
          placeholder="Id, username, phone or e-mail"
          value={draft}
          onValueChange={setDraft}
        />
      </FilterBar>

      <DataTable<PlayerSummary>
        query={players}
        what="players"
        isBusy={players.isFetching}
        rows={rows}
        rowKey={(player) => player.id}
        empty={q === '' ? 'No players have signed up yet.' : `No players match “${q}”.`}
        columns={[
          nowrapColumn('Id', (player) => player.id),
          nowrapColumn('Username', (player) => (
            <Link to={`/players/${player.id}`}>{player.username}</Link>
          )),
          nowrapColumn('Phone', (player) => player.phone || '—'),
          { header: 'E-mail', cell: (player) => player.email || '—' },
          nowrapColumn('Status', (player) => player.status),
          timeColumn('Joined (GMT+6)', (player) => player.created_at),
        ]}
      />

      <NumberedPager
        page={page}
        lastPage={lastPage}
        isLoading={players.isFetching}
        onGo={(next) => go(q, next)}
      />
    </section>
  );
}
