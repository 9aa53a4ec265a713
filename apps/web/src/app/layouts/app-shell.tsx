/**
 * The root of every route. It holds the splash until the site settings arrive, then picks the
 * presentation: the maintenance notice at / when site_status is 0, the coming-soon page on wide
 * screens when the operator chose it, otherwise the app in its column.
 */
import { Outlet, useLocation } from 'react-router';
import { ComingSoonScreen } from '../../features/site/components/coming-soon-screen';
import { MaintenanceScreen } from '../../features/site/components/maintenance-screen';
import { SplashScreen } from '../../features/site/components/splash-screen';
import { useGeneral } from '../../shared/site/get-general';
import { useLogo } from '../../shared/site/get-logo';
import { useSiteTitle } from '../../shared/site/site-logo';
import { useIsMobile } from '../../shared/use-media-query';
import { paths } from '../paths';
import { SessionWatch } from '../session-watch';
import { ScreenSuspense } from './screen-loader';
import { useDocumentHead } from './use-document-head';

/**
 * Routes a wide screen still shows in `coming_soon` mode: promotions and registration, as the spec's
 * reading B registers them (/register is the desktop reading's name for signup), plus the code
 * links, which only store a code and forward to signup.
 */
const desktopRoutes = new Set<string>([
  paths.promotions.path,
  paths.signup.path,
  '/register',
  paths.referralCode.path,
  paths.affiliateCode.path,
  paths.agentCode.path,
]);

export function AppShell() {
  const logo = useLogo();
  const general = useGeneral();
  const siteTitle = useSiteTitle();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  useDocumentHead(siteTitle, logo.data?.favicon);

  // A failed settings call is logged only (§8): the app then runs as if open and in `full` mode.
  if (general.isPending) {
    return <SplashScreen loaderLogo={logo.data?.loader_logo} siteTitle={siteTitle} />;
  }
  const settings = general.data;

  if (!isMobile && settings?.desktop_mode === 'coming_soon' && !desktopRoutes.has(pathname)) {
    return (
      <div className="app-frame app-frame--wide">
        <ComingSoonScreen />
      </div>
    );
  }

  const isMaintenance = pathname === paths.home.path && settings?.site_status === 0;
  return (
    <div className="app-frame">
      <SessionWatch />
      {isMaintenance ? (
        <MaintenanceScreen />
      ) : (
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      )}
    </div>
  );
}
