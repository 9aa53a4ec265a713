/**
 * Games: search and filters (kept in the address), each game's thumbnail, its switches (enabled,
 * featured, favourite), Move up / Move down within the list shown, and an edit panel for the name,
 * the position and a new thumbnail.
 */
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CatalogueGame, UpdateCatalogueGame } from '@khela/contract';
import { listCategories, listGames, listProviders, updateGame } from './catalogue-api';
import { GameEditor } from './game-editor';
import { useCatalogueChanges } from './use-catalogue-changes';
import { CatalogueTable, PictureCell, Toggle } from './row-controls';
import { ChangeNotice } from '../ui/change-notice';
import { actionsColumn, nowrapColumn, type Column } from '../ui/data-table';
import { FilterBar, FilterChoice, FilterText } from '../ui/filter-bar';
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

  const rows = games.data?.data ?? [];
  const lastPage = games.data?.last_page ?? 1;
  const failure = change.error ?? move.error;
  const editingGame = rows.find((game) => game.id === editing);
  const filtered = filters.q !== '' || filters.category !== '' || filters.platform !== '';

  return (
    <div>
      <FilterBar submitLabel="Search" onSubmit={() => go({ q: draft })}>
        <FilterText
          label="Search games"
          type="search"
          name="q"
          placeholder="Name or code"
          value={draft}
          onValueChange={setDraft}
        />
        <FilterChoice
          label="Category"
          allLabel="All categories"
          options={(categories.data?.data ?? []).map((category) => ({
            value: category.code,
            label: `${category.name} (${category.code})`,
          }))}
          value={filters.category}
          onValueChange={(category) => go({ category, q: draft })}
        />
        <FilterChoice
          label="Provider"
          allLabel="All providers"
          options={(providers.data?.data ?? []).map((provider) => ({
            value: provider.platform,
            label: provider.name,
          }))}
          value={filters.platform}
          onValueChange={(platform) => go({ platform, q: draft })}
        />
      </FilterBar>

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

      <CatalogueTable<CatalogueGame>
        query={games}
        what="games"
        rows={rows}
        keyOf={(game) => game.id}
        isBusy={busy}
        onMove={(positions) => move.mutate(positions)}
        empty={filtered ? 'No games match these filters.' : 'The catalogue has no games yet.'}
        columns={[
          {
            header: 'Game',
            cell: (game) => (
              <PictureCell
                picture={<img className="thumb" src={game.image} alt="" width={48} height={48} />}
                name={game.name}
                code={game.code}
              />
            ),
          },
          nowrapColumn('Category', (game) => game.category),
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
          actionsColumn((game) => (
            <button
              className="button"
              type="button"
              aria-label={`Edit ${game.name}`}
              onClick={() => setEditing(game.id)}
            >
              Edit
            </button>
          )),
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
