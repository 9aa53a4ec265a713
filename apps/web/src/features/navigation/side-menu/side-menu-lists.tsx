/**
 * The lists under the side menu's categories: a category's providers, and Sports' entries, some
 * of which launch a game. Their own chunk, with the catalogue calls, their schemas and the game
 * launch: the menu itself draws without them, so a first tap on a slow phone opens it at once
 * (docs/performance.md, "Time to interactive").
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  sportEntriesQueryOptions,
  useCategoryProviders,
  type GameCategoryType,
} from '../../../shared/catalog/get-catalog';
import { GameLaunchDialog } from '../../../shared/catalog/game-launch-dialog';
import { useGameLaunch } from '../../../shared/catalog/run-game';
import { sportEntryTarget } from '../../../shared/catalog/sport-entry';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/routing/paths';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { RetryNote } from '../../../shared/ui/retry-note';
import type { NavigationLinks } from '../navigation-links';
import { ListSkeleton } from './side-menu-skeleton';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <RetryNote message={t('navigation.menu.loadFailed')} onRetry={onRetry} />;
}

export function ProviderLinks({
  type,
  onNavigate,
}: {
  type: GameCategoryType;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const state = useCategoryProviders(type);
  if (state.status === 'pending') return <ListSkeleton />;
  if (state.status === 'error') return <LoadFailed onRetry={state.retry} />;
  if (state.providers.length === 0) {
    return <p className="side-menu__note text-muted-sm">{t('navigation.menu.noProviders')}</p>;
  }
  return (
    <ul className="side-menu__providers plain-list stack-1">
      {state.providers.map((provider) => (
        <li key={provider.platform}>
          <Link
            className="side-menu__provider box-sunken row-3"
            to={paths.games.getHref({ type, system: provider.platform, title: provider.name })}
            onClick={onNavigate}
          >
            {provider.icon ? <LazyImage src={provider.icon} width={80} height={32} /> : null}
            <span>{provider.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SportLinks({
  links,
  onNavigate,
}: {
  links: NavigationLinks;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const entries = useQuery(sportEntriesQueryOptions());
  const launcher = useGameLaunch({ gameRunHref: links.gameRunHref });
  if (entries.isPending) return <ListSkeleton />;
  if (entries.isError) return <LoadFailed onRetry={() => void entries.refetch()} />;
  if (entries.data.length === 0) {
    return <p className="side-menu__note text-muted-sm">{t('navigation.menu.noProviders')}</p>;
  }
  return (
    <>
      <ul className="side-menu__providers plain-list stack-1">
        {entries.data.map((entry) => {
          const target = sportEntryTarget(entry, links.resolveLink);
          const content = (
            <>
              <LazyImage src={entry.icon} width={28} height={28} />
              <span>{entry.name}</span>
            </>
          );
          return (
            <li key={entry.name}>
              {target.kind === 'link' ? (
                target.isExternal ? (
                  <a
                    className="side-menu__provider box-sunken row-3"
                    href={target.href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {content}
                  </a>
                ) : (
                  <Link
                    className="side-menu__provider box-sunken row-3"
                    to={target.href}
                    onClick={onNavigate}
                  >
                    {content}
                  </Link>
                )
              ) : target.kind === 'launch' ? (
                <button
                  type="button"
                  className="side-menu__provider box-sunken row-3"
                  aria-busy={launcher.pendingCode === target.game.code || undefined}
                  onClick={() =>
                    launcher.launch(target.game, { type: 'SPORTS', title: entry.name })
                  }
                >
                  {content}
                </button>
              ) : (
                <span className="side-menu__provider box-sunken row-3 side-menu__provider--soon">
                  {content}
                  <span className="side-menu__soon text-muted-xs">
                    {t('navigation.comingSoon')}
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <GameLaunchDialog message={launcher.failure} onClose={launcher.dismissFailure} />
    </>
  );
}
