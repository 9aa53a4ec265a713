/**
 * The games screen (/games?type&system&title, [contract: Screens]): provider tabs (ALL and one per
 * platform of the category), a search box, the display-only sort menu and the game tiles. A
 * visitor's tap goes to /login; a member's tap launches the game ([contract: States], [contract: Calls]).
 */
import { gameSortOptions, isGamesBlocked, type CategoryType, type Game } from '@khela/contract';
import { ArrowLeft, ChevronDown, SearchX, Search } from 'lucide-react';
import { useDeferredValue, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  categoryIcons,
  isCategoryType,
  menuCategoryTypes,
} from '../../../shared/catalog/categories';
import { GameLaunchDialog } from '../../../shared/catalog/game-launch-dialog';
import {
  useCategoryProviders,
  type CategoryProvidersState,
} from '../../../shared/catalog/get-catalog';
import { useGameLaunch } from '../../../shared/catalog/run-game';
import { useMarketBlock } from '../../../shared/market-block/get-market-block';
import MarketBlockDialog from '../../../shared/market-block/market-block-dialog';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/loaders';
import { useGames } from '../api/get-games';
import { GameGrid, GameGridSkeleton } from '../components/game-grid';
import { filterGamesByName } from '../filter-games';
import type { GamesLinks } from '../games-links';
import './games-screen.css';
import { paths } from '../../../shared/routing/paths';

type SortOption = (typeof gameSortOptions)[number];
const sortKeys: Record<SortOption, 'recommend' | 'latest' | 'favorite' | 'az'> = {
  Recommend: 'recommend',
  Latest: 'latest',
  Favorite: 'favorite',
  'A-Z': 'az',
};

interface ProviderTab {
  system: string | undefined;
  label: string;
}

function ProviderTabs({
  state,
  system,
  onChoose,
}: {
  state: CategoryProvidersState;
  system: string | undefined;
  onChoose: (tab: ProviderTab) => void;
}) {
  const { t } = useTranslation();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const providers = state.status === 'success' ? state.providers : [];
  const tabs: ProviderTab[] = [
    { system: undefined, label: t('games.all') },
    ...providers.map((provider) => ({ system: provider.platform, label: provider.name })),
  ];
  // A platform named in the address that the list does not hold still gets its tab.
  if (system && state.status === 'success' && !providers.some((p) => p.platform === system)) {
    tabs.push({ system, label: system });
  }
  const keyOf = (tab: ProviderTab) => tab.system ?? '';
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.system === system),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(selectedIndex + step + tabs.length) % tabs.length]!;
    onChoose(next);
    tabRefs.current.get(keyOf(next))?.focus();
  };

  return (
    <div
      className="pill-tabs provider-tabs"
      role="tablist"
      aria-label={t('games.providers')}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab, index) => (
        <button
          key={keyOf(tab)}
          ref={(element) => {
            if (element) tabRefs.current.set(keyOf(tab), element);
            else tabRefs.current.delete(keyOf(tab));
          }}
          type="button"
          role="tab"
          aria-selected={index === selectedIndex}
          aria-controls="games-panel"
          tabIndex={index === selectedIndex ? 0 : -1}
          className="pill-tabs__tab"
          onClick={() => onChoose(tab)}
        >
          {tab.label}
        </button>
      ))}
      {state.status === 'pending'
        ? [0, 1].map((index) => (
            <Skeleton key={index} width={96} height={36} radius="var(--radius-pill)" />
          ))
        : null}
    </div>
  );
}

function CategoryPicker() {
  const { t } = useTranslation();
  return (
    <div className="games-picker stack-3">
      <p className="games-picker__intro">{t('games.chooseCategory')}</p>
      <ul className="games-picker__list plain-list">
        {menuCategoryTypes
          .filter((type) => type !== 'SPORTS')
          .map((type) => {
            const Icon = categoryIcons[type];
            return (
              <li key={type}>
                <Link
                  className="games-picker__item box row-3"
                  to={paths.games.getHref({ type, title: t(`categories.${type}`) })}
                >
                  <Icon size={24} aria-hidden="true" />
                  <span>{t(`categories.${type}`)}</span>
                </Link>
              </li>
            );
          })}
      </ul>
    </div>
  );
}

function GameList({
  type,
  system,
  title,
  search,
  providerName,
  links,
  onClearSearch,
}: {
  type: CategoryType;
  system: string | undefined;
  title: string;
  search: string;
  providerName: (platform: string) => string;
  links: GamesLinks;
  onClearSearch: () => void;
}) {
  const { t } = useTranslation();
  const games = useGames(type, system);
  const launcher = useGameLaunch({ gameRunHref: links.gameRunHref });
  const deferredSearch = useDeferredValue(search);

  let body;
  if (games.isPending) {
    body = <GameGridSkeleton />;
  } else if (games.isError) {
    body = (
      <div className="games-state stack-3" role="alert">
        <p>{t('games.loadFailed')}</p>
        <Button variant="ghost" onClick={() => void games.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    const shown = filterGamesByName(games.data, deferredSearch);
    if (games.data.length === 0) {
      body = (
        <div className="games-state stack-3">
          <p>{t('games.empty')}</p>
          <Link className="games-state__link" to={paths.home.getHref()}>
            {t('games.backHome')}
          </Link>
        </div>
      );
    } else if (shown.length === 0) {
      body = (
        <div className="games-state stack-3">
          <SearchX size={32} aria-hidden="true" />
          <p>{t('games.noMatch', { search: deferredSearch.trim() })}</p>
          <Button variant="ghost" onClick={onClearSearch}>
            {t('games.clearSearch')}
          </Button>
        </div>
      );
    } else {
      body = (
        <GameGrid
          games={shown}
          providerName={providerName}
          pendingCode={launcher.pendingCode}
          onOpen={(game: Game) => launcher.launch(game, { type, system, title })}
        />
      );
    }
  }

  const count = games.isSuccess ? filterGamesByName(games.data, deferredSearch).length : undefined;
  return (
    <div id="games-panel" role="tabpanel" aria-label={title} className="games-panel">
      <p className="visually-hidden" aria-live="polite">
        {launcher.pendingCode
          ? t('games.opening')
          : count === undefined
            ? ''
            : t('games.count', { count })}
      </p>
      {body}
      <GameLaunchDialog message={launcher.failure} onClose={launcher.dismissFailure} />
    </div>
  );
}

export function GamesScreen({ links }: { links: GamesLinks }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOption>('Recommend');
  const searchId = useId();
  const sortId = useId();
  const rawType = params.get('type')?.trim().toUpperCase();
  const type = isCategoryType(rawType) ? rawType : undefined;
  const system = params.get('system')?.trim() || undefined;
  const title = params.get('title')?.trim() || (type ? t(`categories.${type}`) : t('games.title'));
  const providers = useCategoryProviders(type === 'SPORTS' ? undefined : type);
  const navigate = useNavigate();
  // A direct address must not get past the upline's block ([contract: Roles]): the popup shows and
  // closing it leaves for home.
  const marketBlock = useMarketBlock();
  const isBlocked = marketBlock.data !== undefined && isGamesBlocked(marketBlock.data);
  const providerName = (platform: string) =>
    (providers.status === 'success'
      ? providers.providers.find((provider) => provider.platform === platform)?.name
      : undefined) ?? platform;

  return (
    <div className="games-screen stack-3">
      <div className="games-bar row-2">
        <Link
          to={paths.home.getHref()}
          className="games-bar__back tap-square inline-center"
          aria-label={t('common.home')}
        >
          <ArrowLeft size={22} aria-hidden="true" />
        </Link>
        <h1 className="games-bar__title text-clip">{title}</h1>
      </div>
      {isBlocked ? <MarketBlockDialog onClose={() => void navigate(paths.home.getHref())} /> : null}
      {isBlocked ? null : type === undefined ? (
        <CategoryPicker />
      ) : (
        <>
          {type === 'SPORTS' ? null : (
            <ProviderTabs
              state={providers}
              system={system}
              onChoose={(tab) => {
                const next = new URLSearchParams(params);
                if (tab.system) next.set('system', tab.system);
                else next.delete('system');
                next.set('title', tab.system ? tab.label : t(`categories.${type}`));
                setParams(next, { replace: true });
              }}
            />
          )}
          <div className="games-tools">
            <div className="games-tools__search">
              <label htmlFor={searchId} className="games-tools__label text-muted-xs">
                {t('games.search')}
              </label>
              <div className="games-tools__control box-sunken">
                <Search size={18} aria-hidden="true" />
                <input
                  id={searchId}
                  type="search"
                  className="games-tools__input"
                  value={search}
                  placeholder={t('games.searchPlaceholder')}
                  enterKeyHint="search"
                  autoComplete="off"
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
            </div>
            <div className="games-tools__sort">
              <label htmlFor={sortId} className="games-tools__label text-muted-xs">
                {t('games.sort')}
              </label>
              <div className="games-tools__control box-sunken">
                <select
                  id={sortId}
                  className="games-tools__select"
                  value={sort}
                  onChange={(event) => setSort(event.target.value as SortOption)}
                >
                  {gameSortOptions.map((option) => (
                    <option key={option} value={option}>
                      {t(`games.sortOptions.${sortKeys[option]}`)}
                    </option>
                  ))}
                </select>
                <ChevronDown size={18} aria-hidden="true" className="games-tools__chevron" />
              </div>
            </div>
          </div>
          <GameList
            key={`${type}-${system ?? 'ALL'}`}
            type={type}
            system={system}
            title={title}
            search={search}
            providerName={providerName}
            links={links}
            onClearSearch={() => setSearch('')}
          />
        </>
      )}
    </div>
  );
}
