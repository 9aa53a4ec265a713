/**
 * Home (/), top to bottom as [contract: Screens] lists it: the Main banners, the announcement bar,
 * the market blocks, the Favourites and Featured Games sliders and the category navigation, with
 * the arrival popups. The app adds the footer, the chat button and back-to-top through `extras`.
 */
import type { MenuCategoryType } from '../../../shared/catalog/categories';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSiteTitle } from '../../../shared/site/site-logo';
import { BannerSlider } from '../components/banner-slider';
import { CategoryNavSkeleton } from '../components/category-nav-skeleton';
import { GameSliders } from '../components/game-sliders';
import { HomePopups } from '../components/home-popups';
import { MarketBlocks } from '../components/market-blocks';
import { NoticeBar } from '../components/notice-bar';
import { useMarketGate, type MarketGate } from '../../../shared/market-block/use-market-gate';
import { createValueStore, useValueStore, type ValueStore } from '../../../shared/value-store';
import { useIdleReady } from '../../../shared/use-idle-ready';
import type { HomeLinks } from '../home-links';

const MarketBlockDialog = lazy(() => import('../../../shared/market-block/market-block-dialog'));
// Below the fold, and with the catalogue calls and game launch: it loads once the first screen is
// drawn and the page has had an idle moment (shared/use-idle-ready.ts).
const CategoryNav = lazy(() => import('../components/category-nav'));

export interface HomeScreenProps {
  links: HomeLinks;
  /** Rendered after the home content: the footer and the floating buttons. */
  extras?: ReactNode;
}

const CATEGORIES_WAIT_MS = 5_000;

/**
 * Scrolls to the game categories and focuses the chosen tab, from the next frame on (after React
 * has drawn the tab) and, when the section below the fold has not been drawn yet (the welcome's
 * "Browse games" can come first), as soon as it has, for a few seconds at most.
 */
function showCategories() {
  const giveUpAt = performance.now() + CATEGORIES_WAIT_MS;
  const attempt = () => {
    const section = document.getElementById('home-categories');
    const tab = section?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!section || !tab) {
      if (performance.now() < giveUpAt) requestAnimationFrame(attempt);
      return;
    }
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    tab.focus({ preventScroll: true });
  };
  requestAnimationFrame(attempt);
}

function ChosenCategoryNav({
  category,
  links,
  gate,
}: {
  category: ValueStore<MenuCategoryType>;
  links: HomeLinks;
  gate: MarketGate;
}) {
  const selected = useValueStore(category);
  return <CategoryNav selected={selected} onSelect={category.set} links={links} gate={gate} />;
}

export function HomeScreen({ links, extras }: HomeScreenProps) {
  const { t } = useTranslation();
  const siteTitle = useSiteTitle();
  const gate = useMarketGate();
  // The chosen tab lives in a store the category navigation reads, so a tab switch draws the
  // navigation alone, not the banners, sliders and blocks above it.
  const [category] = useState(() => createValueStore<MenuCategoryType>('SPORTS'));
  const belowTheFoldReady = useIdleReady();
  return (
    <>
      <h1 className="visually-hidden">{t('header.siteHome', { site: siteTitle })}</h1>
      <BannerSlider />
      <NoticeBar />
      <MarketBlocks
        links={links}
        gate={gate}
        onShowCategory={(type) => {
          category.set(type);
          showCategories();
        }}
      />
      <GameSliders links={links} gate={gate} />
      {belowTheFoldReady ? (
        <Suspense fallback={<CategoryNavSkeleton />}>
          <ChosenCategoryNav category={category} links={links} gate={gate} />
        </Suspense>
      ) : (
        <CategoryNavSkeleton />
      )}
      <HomePopups onBrowseGames={showCategories} />
      {gate.isPopupOpen ? (
        <Suspense fallback={null}>
          <MarketBlockDialog onClose={gate.closePopup} />
        </Suspense>
      ) : null}
      {extras}
    </>
  );
}
