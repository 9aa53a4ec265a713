/** The header's menu button; the side menu itself downloads on the first tap. */
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation } from 'react-router';
import type { NavigationLinks } from '../navigation-links';
import './side-menu-button.css';

const loadSideMenu = () => import('./side-menu');
const SideMenu = lazy(loadSideMenu);

export function SideMenuButton({ links }: { links: NavigationLinks }) {
  const { t } = useTranslation();
  const location = useLocation();
  // The menu belongs to the page it was opened on: following one of its links, or the back
  // button, changes the location and so closes it.
  const [openedOn, setOpenedOn] = useState<string>();
  const isOpen = openedOn === location.key;
  const close = () => setOpenedOn(undefined);

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
      {isOpen ? (
        <Suspense fallback={null}>
          <SideMenu links={links} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
