/**
 * Games: search and filters (kept in the address), each game's thumbnail, its switches (enabled,
 * featured, favourite), Move up / Move down within the list shown, and an edit panel for the name,
 * the position and a new thumbnail.
 */
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CatalogueGame, UpdateCatalogueGame } from '@khela/contract';
import { listCategories, listGames, listProviders, updateGame } from './catalogue-api';
import { GameEditor } from './game-editor';
import { useCatalogueChanges } from './use-catalogue-changes';
import { orderColumn, Toggle } from './row-controls';
import { ChangeNotice } from '../ui/change-notice';
import { DataTable, type Column } from '../ui/data-table';
import { NumberedPager } from '../ui/pager';

/** A game's three switches, each a column: its header names the switch for screen readers too. */
const switches = [
  ['Enabled', 'enabled'],
  ['Featured', 'featured'],
  ['Favourite', 'favourite'],
] as const;

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
  const { notice, setNotice, saved, move } = useCatalogueChanges('games');
  const [editing, setEditing] = useState<number | null>(null);

  const games = useQuery({
    queryKey: ['catalogue', 'games', filters],
    queryFn: () => listGames(filters),
    placeholderData: keepPreviousData,
  });
  const providers = useQuery({ queryKey: ['catalogue', 'providers'], queryFn: listProviders });
  const categories = useQuery({ queryKey: ['catalogue', 'categories'], queryFn: listCategories });

  const change = useMutation({
    mutationFn: ({ game, values }: { game: CatalogueGame; values: UpdateCatalogueGame }) =>
      updateGame(game.id, values),
    onSuccess: (_saved, { game, values }) => saved(describeChange(game, values)),
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

      <ChangeNotice notice={notice} failure={failure} />

      {editingGame && (
        <GameEditor
          key={editingGame.id}
          game={editingGame}
          onClose={() => setEditing(null)}
          onSaved={async (message) => {
            setEditing(null);
            await saved(message);
          }}
        />
      )}

      <DataTable
        query={games}
        what="games"
        className="catalogue-table"
        isBusy={busy}
        rows={rows}
        rowKey={(game) => game.id}
        rowClassName={(game) => (game.enabled ? undefined : 'row-off')}
        empty={filtered ? 'No games match these filters.' : 'The catalogue has no games yet.'}
        columns={[
          orderColumn({
            rows,
            keyOf: (game) => game.id,
            disabled: busy,
            onMove: (positions) => move.mutate(positions),
          }),
          {
            header: 'Game',
            cell: (game) => (
              <span className="game-cell">
                <img className="thumb" src={game.image} alt="" width={48} height={48} />
                <span>
                  <span className="block">{game.name}</span>
                  <span className="faint">{game.code}</span>
                </span>
              </span>
            ),
          },
          { header: 'Category', className: 'nowrap', cell: (game) => game.category },
          {
            header: 'Provider',
            cell: (game) => (
              <>
                {game.provider_name}
                {!game.provider_enabled && <span className="block faint">provider off</span>}
              </>
            ),
          },
          ...switches.map(([header, flag]): Column<CatalogueGame> => ({
            header,
            cell: (game) => (
              <Toggle
                label={`${header}: ${game.name}`}
                checked={game[flag]}
                disabled={busy}
                onChange={(on) => change.mutate({ game, values: { [flag]: on } })}
              />
            ),
          })),
          {
            header: 'Actions',
            isHeaderHidden: true,
            cell: (game) => (
              <button
                className="button"
                type="button"
                aria-label={`Edit ${game.name}`}
                onClick={() => setEditing(game.id)}
              >
                Edit
              </button>
            ),
          },
        ]}
      />

      <NumberedPager
        page={filters.page}
        lastPage={lastPage}
        place={`Page ${filters.page} of ${lastPage} · ${games.data?.total ?? 0} games`}
        isLoading={games.isFetching}
        onGo={(page) => go({ q: filters.q, page })}
      />
    </div>
  );
}
