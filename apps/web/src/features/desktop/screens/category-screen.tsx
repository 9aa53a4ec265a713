/**
 * A desktop category page (/casino, /slot, /table, /crash, /fishing, /arcade, /lottery): the
 * category's providers, each opening the games list for its platform once that list is served.
 */
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/loaders';
import { useCategoryProviders } from '../../../shared/catalog/get-catalog';
import { desktopCategoryIcons } from '../category-icons';
import { DesktopPageHeading } from '../components/desktop-page-heading';
import {
  desktopCategoryTypes,
  type DesktopCategoryKey,
  type GamesQuery,
} from '../desktop-categories';
import './desktop-pages.css';
import { LazyImage } from '../../../shared/ui/lazy-image';

export interface CategoryScreenProps {
  category: DesktopCategoryKey;
  /** The games list's address for a provider, once /games is served. */
  gamesHref?: ((query: GamesQuery) => string) | undefined;
}

function ProviderIcon({ icon, name }: { icon: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!icon || failed) {
    return (
      <span className="provider-tile__initial inline-center" aria-hidden="true">
        {name.slice(0, 1)}
      </span>
    );
  }
  return (
    <LazyImage
      className="provider-tile__icon"
      src={icon}
      width={96}
      height={96}
      onError={() => setFailed(true)}
    />
  );
}

export function CategoryScreen({ category, gamesHref }: CategoryScreenProps) {
  const { t } = useTranslation();
  const type = desktopCategoryTypes[category];
  const Icon = desktopCategoryIcons[category];
  const label = t(`desktop.nav.${category}`);
  const state = useCategoryProviders(type);

  let content;
  if (state.status === 'pending') {
    content = (
      <ul className="provider-grid plain-list" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="provider-tile box provider-tile--static">
            <Skeleton width={96} height={96} radius="var(--radius-md)" />
            <Skeleton width="60%" height={16} />
          </li>
        ))}
      </ul>
    );
  } else if (state.status === 'error') {
    content = (
      <div className="desktop-empty stack-3" role="alert">
        <p>{t('desktop.category.loadFailed')}</p>
        <Button
          variant="ghost"
          size="sm"
          icon={<RefreshCw size={16} aria-hidden="true" />}
          isBusy={state.isRetrying}
          onClick={state.retry}
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (state.providers.length === 0) {
    content = (
      <div className="desktop-empty stack-3">
        <p>{t('desktop.category.empty')}</p>
      </div>
    );
  } else {
    content = (
      <ul className="provider-grid plain-list">
        {state.providers.map((provider) => {
          const body = (
            <>
              <ProviderIcon icon={provider.icon} name={provider.name} />
              <span className="provider-tile__name">{provider.name}</span>
              {gamesHref ? null : (
                <span className="provider-tile__note text-faint-xs">
                  {t('desktop.category.unavailable')}
                </span>
              )}
            </>
          );
          return (
            <li key={provider.platform}>
              {gamesHref ? (
                <Link
                  className="provider-tile box"
                  to={gamesHref({ type, system: provider.platform, title: provider.name })}
                  aria-label={t('desktop.category.openProvider', { name: provider.name })}
                >
                  {body}
                </Link>
              ) : (
                <div className="provider-tile box provider-tile--static">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="desktop-page stack-8">
      <DesktopPageHeading
        icon={<Icon size={28} />}
        title={label}
        intro={t('desktop.category.intro')}
      />
      <section
        aria-label={t('desktop.category.providers', { category: label })}
        aria-busy={state.status === 'pending' || undefined}
      >
        {content}
      </section>
    </div>
  );
}
