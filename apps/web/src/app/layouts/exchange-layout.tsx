/**
 * The exchange's screens: its own header (Main, Exposure, bets, wallet) on top and its own bottom
 * navigation, in place of the site's header and member toolbar ([contract: Screens] Exchange).
 */
import { Outlet } from 'react-router';
import {
  ExchangeBottomNav,
  type ExchangeNavLinks,
} from '../../features/exchange/shell/exchange-bottom-nav';
import {
  ExchangeHeader,
  type ExchangeHeaderLinks,
} from '../../features/exchange/shell/exchange-header';
import { ScreenSuspense } from './screen-loader';
import './layouts.css';

export function ExchangeLayout({
  header,
  nav,
}: {
  header: ExchangeHeaderLinks;
  nav: ExchangeNavLinks;
}) {
  return (
    <>
      <ExchangeHeader links={header} />
      <main id="main" className="layout-main exchange-main">
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      </main>
      <ExchangeBottomNav links={nav} />
    </>
  );
}
