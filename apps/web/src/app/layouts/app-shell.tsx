/**
 * The root of every route. It holds the splash until the site settings arrive, then picks the
 * presentation: on wide screens the desktop layout under it decides; on a phone, the maintenance
 * notice on every screen while site_status is 0 (the server refuses the player calls then),
 * otherwise the app.
 */
import { Outlet } from 'react-router';
import { MaintenanceScreen } from '../../features/site/components/maintenance-screen';
import { SplashScreen } from '../../features/site/components/splash-screen';
import { useGeneral } from '../../shared/site/get-general';
import { useLogo } from '../../shared/site/get-logo';
import { useSiteTitle } from '../../shared/site/site-logo';
import { SessionWatch } from '../session-watch';
import { ScreenSuspense } from './screen-loader';
import { useDocumentHead } from './use-document-head';

export function AppShell({ presentation = 'mobile' }: { presentation?: 'mobile' | 'desktop' }) {
  const logo = useLogo();
  const general = useGeneral();
  const siteTitle = useSiteTitle();
  useDocumentHead(siteTitle, logo.data?.favicon);

  // A failed settings call is logged only ([contract: Error texts]): the app then runs as if open and in `full` mode.
  if (general.isPending) {
    return <SplashScreen loaderLogo={logo.data?.loader_logo} siteTitle={siteTitle} />;
  }
  const settings = general.data;

  // The desktop route tree: its layout picks the presentation (desktop site or coming soon).
  if (presentation === 'desktop') {
    return (
      <>
        <SessionWatch />
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      </>
    );
  }

  const isMaintenance = settings?.site_status === 0;
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
