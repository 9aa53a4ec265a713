/**
 * Player search: by id, username, phone or e-mail as the server matches, newest first, paged.
 * The query lives in the address (?q=&page=) so a player's "Back to results" returns here.
 */
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../format';
import { searchPlayers } from './players-api';
import { DataTable } from '../ui/data-table';
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
  const search = (event: FormEvent) => {
    event.preventDefault();
    go(draft, 1);
  };

  const rows = players.data?.data ?? [];
  const lastPage = players.data?.last_page ?? 1;

  return (
    <section className="screen" aria-labelledby="players-title">
      <h1 id="players-title">Players</h1>
      <form className="filters" onSubmit={search} role="search">
        <label className="field">
          <span className="field-label">Search players</span>
          <input
            name="q"
            type="search"
            placeholder="Id, username, phone or e-mail"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <button className="button button-primary" type="submit">
          Search
        </button>
      </form>

      <DataTable
        query={players}
        what="players"
        isBusy={players.isFetching}
        rows={rows}
        rowKey={(player) => player.id}
        empty={q === '' ? 'No players have signed up yet.' : `No players match “${q}”.`}
        columns={[
          { header: 'Id', className: 'nowrap', cell: (player) => player.id },
          {
            header: 'Username',
            className: 'nowrap',
            cell: (player) => <Link to={`/players/${player.id}`}>{player.username}</Link>,
          },
          { header: 'Phone', className: 'nowrap', cell: (player) => player.phone || '—' },
          { header: 'E-mail', cell: (player) => player.email || '—' },
          { header: 'Status', className: 'nowrap', cell: (player) => player.status },
          {
            header: 'Joined (GMT+6)',
            className: 'nowrap',
            cell: (player) => formatDateTime(player.created_at),
          },
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
