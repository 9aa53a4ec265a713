/**
 * Games: search and filters (kept in the address), each game's thumbnail, its switches (enabled,
 * featured, favourite), Move up / Move down within the list shown, and an edit panel for the name,
 * the position and a new thumbnail.
 */
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CatalogueGame, UpdateCatalogueGame } from '@khela/contract';
import { errorMessage } from '../api/admin-api';
import { listCategories, listGames, listProviders, reorder, updateGame } from './catalogue-api';
import { GameEditor } from './game-editor';
import { movePositions } from './move-positions';
import { MoveButtons, Toggle } from './row-controls';
import { Pager } from '../ui/pager';

function describeChange(game: CatalogueGame, change: UpdateCatalogueGame): string {
  if (change.enabled !== undefined)
    return `${game.name} is ${change.enabled ? 'on' : 'off'} for players.`;
  if (change.featured !== undefined)
    return `${game.name} is ${change.featured ? 'now' : 'no longer'} in Featured Games.`;
  if (change.favourite !== undefined)
    return `${game.name} is ${change.favourite ? 'now' : 'no longer'} in Favourites.`;
  return `${game.name} saved.`;
}

export function GamesTab() {
  const [params, setParams] = useSearchParams();
  const filters = {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    platform: params.get('platform') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const [draft, setDraft] = useState(filters.q);
  const [notice, setNotice] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const client = useQueryClient();

  const games = useQuery({
    queryKey: ['catalogue', 'games', filters],
    queryFn: () => listGames(filters),
    placeholderData: keepPreviousData,
  });
  const providers = useQuery({ queryKey: ['catalogue', 'providers'], queryFn: listProviders });
  const categories = useQuery({ queryKey: ['catalogue', 'categories'], queryFn: listCategories });

  const refresh = () => client.invalidateQueries({ queryKey: ['catalogue'] });
  const change = useMutation({
    mutationFn: ({ game, values }: { game: CatalogueGame; values: UpdateCatalogueGame }) =>
      updateGame(game.id, values),
    onSuccess: async (_saved, { game, values }) => {
      setNotice(describeChange(game, values));
      await refresh();
    },
    onError: () => setNotice(''),
  });
  const move = useMutation({
    mutationFn: (positions: { key: number; sort_order: number }[]) => reorder('games', positions),
    onSuccess: async () => {
      setNotice('Order saved.');
      await refresh();
    },
    onError: () => setNotice(''),
  });
  const busy = change.isPending || move.isPending || games.isFetching;

  const go = (next: Partial<typeof filters>) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.q.trim() !== '') search.set('q', merged.q.trim());
    if (merged.category) search.set('category', merged.category);
    if (merged.platform) search.set('platform', merged.platform);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft });
  };

  const rows = games.data?.data ?? [];
  const lastPage = games.data?.last_page ?? 1;
  const failure = change.error ?? move.error;
  const editingGame = rows.find((game) => game.id === editing);
  const filtered = filters.q !== '' || filters.category !== '' || filters.platform !== '';

  return (
    <div>
      <form className="filters" role="search" onSubmit={submit}>
        <label className="field">
          <span className="field-label">Search games</span>
          <input
            type="search"
            name="q"
            placeholder="Name or code"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field-label">Category</span>
          <select
            value={filters.category}
            onChange={(event) => go({ category: event.target.value, q: draft })}
          >
            <option value="">All categories</option>
            {(categories.data?.data ?? []).map((category) => (
              <option key={category.code} value={category.code}>
                {category.name} ({category.code})
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Provider</span>
          <select
            value={filters.platform}
            onChange={(event) => go({ platform: event.target.value, q: draft })}
          >
            <option value="">All providers</option>
            {(providers.data?.data ?? []).map((provider) => (
              <option key={provider.platform} value={provider.platform}>
                {provider.name}
              </option>
            ))}
          </select>
        </label>
        <button className="button button-primary" type="submit">
          Search
        </button>
      </form>

      {notice !== '' && !failure && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {errorMessage(failure)}
        </p>
      )}

      {editingGame && (
        <GameEditor
          key={editingGame.id}
          game={editingGame}
          onClose={() => setEditing(null)}
          onSaved={async (message) => {
            setNotice(message);
            setEditing(null);
            await refresh();
          }}
        />
      )}

      {games.isPending ? (
        <p className="state" role="status">
          Loading games…
        </p>
      ) : games.isError ? (
        <div className="state state-error" role="alert">
          <p>{errorMessage(games.error)}</p>
          <button className="button" type="button" onClick={() => void games.refetch()}>
            Try again
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className="state">
          {filtered ? 'No games match these filters.' : 'The catalogue has no games yet.'}
        </p>
      ) : (
        <table className="table catalogue-table" aria-busy={busy}>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Game</th>
              <th scope="col">Category</th>
              <th scope="col">Provider</th>
              <th scope="col">Enabled</th>
              <th scope="col">Featured</th>
              <th scope="col">Favourite</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((game, index) => (
              <tr key={game.id} className={game.enabled ? undefined : 'row-off'}>
                <td className="nowrap">
                  <span className="position">{game.sort_order}</span>
                  <MoveButtons
                    name={game.name}
                    canUp={index > 0}
                    canDown={index < rows.length - 1}
                    disabled={busy}
                    onMove={(direction) => {
                      const positions = movePositions(
                        rows.map((row) => ({ key: row.id, sort_order: row.sort_order })),
                        index,
                        direction,
                      );
                      if (positions.length > 0) move.mutate(positions);
                    }}
                  />
                </td>
                <td>
                  <span className="game-cell">
                    <img className="thumb" src={game.image} alt="" width={48} height={48} />
                    <span>
                      <span className="block">{game.name}</span>
                      <span className="faint">{game.code}</span>
                    </span>
                  </span>
                </td>
                <td className="nowrap">{game.category}</td>
                <td>
                  {game.provider_name}
                  {!game.provider_enabled && <span className="block faint">provider off</span>}
                </td>
                <td>
                  <Toggle
                    label={`Enabled: ${game.name}`}
                    checked={game.enabled}
                    disabled={busy}
                    onChange={(enabled) => change.mutate({ game, values: { enabled } })}
                  />
                </td>
                <td>
                  <Toggle
                    label={`Featured: ${game.name}`}
                    checked={game.featured}
                    disabled={busy}
                    onChange={(featured) => change.mutate({ game, values: { featured } })}
                  />
                </td>
                <td>
                  <Toggle
                    label={`Favourite: ${game.name}`}
                    checked={game.favourite}
                    disabled={busy}
                    onChange={(favourite) => change.mutate({ game, values: { favourite } })}
                  />
                </td>
                <td>
                  <button
                    className="button"
                    type="button"
                    aria-label={`Edit ${game.name}`}
                    onClick={() => setEditing(game.id)}
                  >
                    Edit
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {lastPage > 1 && (
        <Pager
          place={`Page ${filters.page} of ${lastPage} · ${games.data?.total ?? 0} games`}
          canGoBack={filters.page > 1}
          canGoForward={filters.page < lastPage}
          isLoading={games.isFetching}
          onBack={() => go({ q: filters.q, page: filters.page - 1 })}
          onForward={() => go({ q: filters.q, page: filters.page + 1 })}
        />
      )}
    </div>
  );
}
