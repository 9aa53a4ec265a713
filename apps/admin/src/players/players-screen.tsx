/**
 * Player search: by id, username, phone or e-mail as the server matches, newest first, paged.
 * The query lives in the address (?q=&page=) so a player's "Back to results" returns here.
 */
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../api/admin-api';
import { formatDateTime } from '../format';
import { searchPlayers } from './players-api';
import { Pager } from '../ui/pager';

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

      {players.isPending ? (
        <p className="state" role="status">
          Loading players…
        </p>
      ) : players.isError ? (
        <div className="state state-error" role="alert">
          <p>{errorMessage(players.error)}</p>
          <button className="button" type="button" onClick={() => void players.refetch()}>
            Try again
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className="state">
          {q === '' ? 'No players have signed up yet.' : `No players match “${q}”.`}
        </p>
      ) : (
        <table className="table" aria-busy={players.isFetching}>
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">Username</th>
              <th scope="col">Phone</th>
              <th scope="col">E-mail</th>
              <th scope="col">Status</th>
              <th scope="col">Joined (GMT+6)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((player) => (
              <tr key={player.id}>
                <td className="nowrap">{player.id}</td>
                <td className="nowrap">
                  <Link to={`/players/${player.id}`}>{player.username}</Link>
                </td>
                <td className="nowrap">{player.phone || '—'}</td>
                <td>{player.email || '—'}</td>
                <td className="nowrap">{player.status}</td>
                <td className="nowrap">{formatDateTime(player.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {lastPage > 1 && (
        <Pager
          place={`Page ${page} of ${lastPage}`}
          canGoBack={page > 1}
          canGoForward={page < lastPage}
          isLoading={players.isFetching}
          onBack={() => go(q, page - 1)}
          onForward={() => go(q, page + 1)}
        />
      )}
    </section>
  );
}
