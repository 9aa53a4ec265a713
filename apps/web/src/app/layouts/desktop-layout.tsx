/**
 * Wide screens (above 768 px). With `desktop_mode` full: the desktop site of reading A, its own
 * pages for home, promotions, registration and the categories, and every other route as the phone
 * screen centred in the page. With `coming_soon` (reading B): the coming-soon page, except the
 * promotions and register pages (and the code links, which only store a code and move on).
 */
import { Outlet, useLocation, useNavigate } from 'react-router';
import { contactLinks } from '../../features/account/contact-links';
import { DesktopFrame } from '../../features/desktop/components/desktop-frame';
import type { DesktopNavLinks } from '../../features/desktop/components/top-nav';
import { ComingSoonScreen } from '../../features/site/components/coming-soon-screen';
import { MaintenanceScreen } from '../../features/site/components/maintenance-screen';
import { useSession } from '../../shared/session/session-store';
import { useGeneral } from '../../shared/site/get-general';
import { useSocialLinks } from '../../shared/site/get-social-links';
import { desktopPaths } from '../desktop-paths';
import { paths } from '../../shared/routing/paths';
import { ScreenSuspense } from './screen-loader';

const comingSoonPages = new Set<string>([paths.promotions.path, desktopPaths.register]);
/** Invisible on their own: they store a code, then forward (signup forwards to register). */
const comingSoonPassThrough = new Set<string>([
  desktopPaths.logout,
  paths.signup.path,
  paths.referralCode.path,
  paths.affiliateCode.path,
  paths.agentCode.path,
]);
const marketingPages = new Set<string>([
  paths.home.path,
  desktopPaths.casino,
  desktopPaths.slot,
  desktopPaths.table,
  desktopPaths.crash,
  desktopPaths.fishing,
  desktopPaths.arcade,
  desktopPaths.lottery,
]);

export function DesktopLayout({ links }: { links: DesktopNavLinks }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const general = useGeneral();
  const social = useSocialLinks();
  const { isMember } = useSession();
  const settings = general.data;
  const isComingSoon = settings?.desktop_mode === 'coming_soon';

  if (isComingSoon && comingSoonPassThrough.has(pathname)) return <Outlet />;
  if (isComingSoon && !comingSoonPages.has(pathname)) {
    return (
      <div className="app-frame app-frame--wide">
        <ComingSoonScreen />
      </div>
    );
  }

  // Every page, as on a phone: the server refuses the player calls during maintenance.
  const isMaintenance = settings?.site_status === 0;
  // The desktop reading's Log out sets the location to /player/logout, which signs out.
  const onLogout = () => void navigate(desktopPaths.logout);
  return (
    <DesktopFrame
      links={links}
      contacts={contactLinks(social.data)}
      isMember={isMember}
      onLogout={onLogout}
      isLoggingOut={pathname === desktopPaths.logout}
      variant={isComingSoon ? 'limited' : 'full'}
      showMarketing={!isComingSoon && !isMaintenance && marketingPages.has(pathname)}
    >
      {isMaintenance ? (
        <MaintenanceScreen />
      ) : (
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      )}
    </DesktopFrame>
  );
}
