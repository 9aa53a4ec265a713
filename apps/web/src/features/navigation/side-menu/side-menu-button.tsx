/**
 * The header's menu button. The side menu is its own chunk (the first screen's scripts stay
 * small), fetched as soon as this module runs: before the first screen is drawn, and so ahead of
 * the home screen's own chunks, which on a slow link queued it behind them and left an early tap
 * unanswered for a second (docs/performance.md, "Time to interactive"). Once it has arrived the menu is drawn straight
 * from the loaded module: a lazy component suspends on its first draw even when its module is
 * already there, and React then holds the new content back for its 300 ms reveal throttle, which
 * was most of the 0.42 s from tap to menu on a throttled phone (docs/performance.md, "The menu
 * button"). Before it arrives (a very early tap, a failed fetch) the lazy path draws it.
 */
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { loadOnce } from '../../../shared/load-once';
import { useLocation } from 'react-router';
import type { NavigationLinks } from '../navigation-links';
import type { SideMenuProps } from './side-menu';
import './side-menu-button.css';

let loadedSideMenu: ComponentType<SideMenuProps> | undefined;
const loadSideMenu = loadOnce(() =>
  import('./side-menu').then((module) => {
    loadedSideMenu = module.default;
    return module;
  }),
);
const LazySideMenu = lazy(loadSideMenu);
// Any page with a header draws this button; a failed fetch is tried again by the lazy path on tap.
if (typeof window !== 'undefined') void loadSideMenu().catch(() => undefined);

export function SideMenuButton({ links }: { links: NavigationLinks }) {
  const { t } = useTranslation();
  const location = useLocation();
  // The menu belongs to the page it was opened on: following one of its links, or the back
  // button, changes the location and so closes it.
  const [openedOn, setOpenedOn] = useState<string>();
  const isOpen = openedOn === location.key;
  const close = () => setOpenedOn(undefined);
  const LoadedSideMenu = loadedSideMenu;

  return (
    <>
      <button
        type="button"
        className="side-menu-button tap-square inline-center"
        aria-label={t('navigation.menu.open')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerDown={() => void loadSideMenu().catch(() => undefined)}
        onClick={() => setOpenedOn(location.key)}
      >
        <Menu size={24} aria-hidden="true" />
      </button>
      {!isOpen ? null : LoadedSideMenu ? (
        <LoadedSideMenu links={links} onClose={close} />
      ) : (
        <Suspense fallback={null}>
          <LazySideMenu links={links} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
