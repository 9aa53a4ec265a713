/** Home and the member screens: header on top, the screen, the toolbar at the bottom for members. */
import { Outlet } from 'react-router';
import { HeaderExtras } from '../../features/navigation/header/header-extras';
import type { NavigationLinks } from '../../features/navigation/navigation-links';
import { useSession } from '../../shared/session/session-store';
import { BottomToolbar } from './bottom-toolbar';
import { Header } from './header';
import { ScreenSuspense } from './screen-loader';
import './layouts.css';

export function MainLayout({ navigation }: { navigation: NavigationLinks }) {
  const { isMember } = useSession();
  return (
    <>
      <Header navigation={navigation} />
      <HeaderExtras />
      <main id="main" className="layout-main">
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      </main>
      {isMember ? <BottomToolbar /> : null}
    </>
  );
}
