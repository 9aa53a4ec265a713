/**
 * The category navigation ([contract: Screens]): tabs Sports … Fishing plus Lottery. A new tab's
 * content slides in over 500 ms from the side of the tab chosen. SPORTS lists the sport entries;
 * the others list providers, each opening /games for its platform. Past 300 px of scroll the bar
 * turns active: it stays pinned under the header, raised above the content.
 */
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_SLIDE_MS, SCROLL_THRESHOLD_PX } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import {
  sportEntriesQueryOptions,
  useCategoryProviders,
  type GameCategoryType,
} from '../../../shared/catalog/get-catalog';
import {
  categoryIcons,
  menuCategoryTypes,
  type MenuCategoryType,
} from '../../../shared/catalog/categories';
import { GameLaunchDialog } from '../../../shared/catalog/game-launch-dialog';
import { useGameLaunch } from '../../../shared/catalog/run-game';
import { sportEntryTarget } from '../../../shared/catalog/sport-entry';
import { RetryNote } from '../../../shared/ui/retry-note';
import { useRovingTabs } from '../../../shared/ui/roving-tabs';
import { useScrolledPast } from '../../../shared/use-scrolled-past';
import { useNextFrameValue } from '../../../shared/use-next-frame-value';
import type { HomeLinks } from '../home-links';
import { GridSkeleton } from './category-nav-skeleton';
import type { MarketGate } from '../../../shared/market-block/use-market-gate';
import { paths } from '../../../shared/routing/paths';
import { LazyImage } from '../../../shared/ui/lazy-image';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryNote
      message={t('home.categoryFailed')}
      onRetry={onRetry}
      className="category-note"
      retryClassName="category-note__retry"
    />
  );
}

function ProviderGrid({ type, gate }: { type: GameCategoryType; gate: MarketGate }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useCategoryProviders(type);
  if (state.status === 'pending') return <GridSkeleton />;
  if (state.status === 'error') return <LoadFailed onRetry={state.retry} />;
  if (state.providers.length === 0) {
    return <p className="category-note">{t('home.noProviders')}</p>;
  }
  return (
    <ul className="category-grid">
      {state.providers.map((provider) => {
        const href = paths.games.getHref({ type, system: provider.platform, title: provider.name });
        return (
          <li key={provider.platform}>
            <Link
              to={href}
              className="provider-tile box"
              onClick={(event) => {
                event.preventDefault();
                gate.guard('games', () => void navigate(href));
              }}
            >
              {provider.icon ? (
                <LazyImage
                  className="provider-tile__icon"
                  src={provider.icon}
                  width={160}
                  height={64}
                />
              ) : (
                <span className="provider-tile__icon provider-tile__icon--text" aria-hidden="true">
                  {provider.platform}
                </span>
              )}
              <span className="provider-tile__name">{provider.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function SportGrid({ links, gate }: { links: HomeLinks; gate: MarketGate }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entries = useQuery(sportEntriesQueryOptions());
  const launcher = useGameLaunch({ gameRunHref: links.gameRunHref });
  if (entries.isPending) return <GridSkeleton count={4} />;
  if (entries.isError) return <LoadFailed onRetry={() => void entries.refetch()} />;
  if (entries.data.length === 0) return <p className="category-note">{t('home.noProviders')}</p>;
  return (
    <>
      <ul className="category-grid category-grid--sports">
        {entries.data.map((entry) => {
          const target = sportEntryTarget(entry, links.resolveLink);
          const content = (
            <>
              <LazyImage className="sport-tile__icon" src={entry.icon} width={40} height={40} />
              <span className="provider-tile__name">{entry.name}</span>
            </>
          );
          let tile;
          switch (target.kind) {
            case 'link':
              tile = target.isExternal ? (
                <a
                  className="provider-tile box"
                  href={target.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {content}
                </a>
              ) : (
                <Link
                  className="provider-tile box"
                  to={target.href}
                  onClick={(event) => {
                    event.preventDefault();
                    gate.guard('exchange', () => void navigate(target.href));
                  }}
                >
                  {content}
                </Link>
              );
              break;
            case 'launch':
              tile = (
                <button
                  type="button"
                  className="provider-tile box"
                  aria-busy={launcher.pendingCode === target.game.code || undefined}
                  onClick={() =>
                    gate.guard('exchange', () =>
                      launcher.launch(target.game, { type: 'SPORTS', title: entry.name }),
                    )
                  }
                >
                  {content}
                </button>
              );
              break;
            case 'unavailable':
              tile = (
                <span className="provider-tile box provider-tile--soon">
                  {content}
                  <span className="provider-tile__soon text-muted-xs">{t('home.comingSoon')}</span>
                </span>
              );
              break;
          }
          return <li key={entry.name}>{tile}</li>;
        })}
      </ul>
      <GameLaunchDialog message={launcher.failure} onClose={launcher.dismissFailure} />
    </>
  );
}

export default function CategoryNav({
  selected,
  onSelect,
  links,
  gate,
}: {
  selected: MenuCategoryType;
  onSelect: (type: MenuCategoryType) => void;
  links: HomeLinks;
  gate: MarketGate;
}) {
  const { t } = useTranslation();
  const isActive = useScrolledPast(SCROLL_THRESHOLD_PX);
  // A tap's frame marks the tab chosen; the tab's content, a grid of tiles, comes in the next.
  const panelType = useNextFrameValue(selected);
  // The tab shown before the current one, so the content slides in from the right side.
  const [previous, setPrevious] = useState<MenuCategoryType>(panelType);
  const [shown, setShown] = useState<MenuCategoryType>(panelType);
  if (shown !== panelType) {
    setPrevious(shown);
    setShown(panelType);
  }
  const direction =
    menuCategoryTypes.indexOf(panelType) >= menuCategoryTypes.indexOf(previous)
      ? 'next'
      : 'previous';

  const { onKeyDown, tabProps, scrollTo } = useRovingTabs(menuCategoryTypes, selected, onSelect);

  return (
    <section
      id="home-categories"
      className="category-nav-section"
      aria-label={t('home.categories')}
    >
      <div
        className={isActive ? 'category-nav category-nav--active' : 'category-nav'}
        role="tablist"
        aria-label={t('home.categories')}
        onKeyDown={onKeyDown}
      >
        {menuCategoryTypes.map((type) => {
          const Icon = categoryIcons[type];
          return (
            <button
              key={type}
              {...tabProps(type)}
              id={`category-tab-${type}`}
              aria-controls="category-panel"
              className="category-tab text-muted-xs"
              onClick={() => {
                onSelect(type);
                scrollTo(type);
              }}
            >
              <Icon size={20} aria-hidden="true" />
              <span>{t(`categories.${type}`)}</span>
            </button>
          );
        })}
      </div>
      <div className="category-panel-frame">
        <div
          key={panelType}
          id="category-panel"
          role="tabpanel"
          aria-labelledby={`category-tab-${panelType}`}
          className={`category-panel category-panel--${direction}`}
          style={{ animationDuration: `${CATEGORY_SLIDE_MS}ms` }}
        >
          {panelType === 'SPORTS' ? (
            <SportGrid links={links} gate={gate} />
          ) : (
            <ProviderGrid type={panelType} gate={gate} />
          )}
        </div>
      </div>
    </section>
  );
}
