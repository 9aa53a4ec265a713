/**
 * The exchange's screens: its own header (Main, Exposure, bets, wallet) on top and its own bottom
 * navigation, in place of the site's header and member toolbar ([contract: Screens] Exchange).
 * A member whose upline blocked the exchange gets the Market Block popup on every exchange
 * screen, whatever address they came by, and goes home from it; the server refuses their
 * exchange calls as well. A member hears of their waiting bets on every exchange screen.
 */
import { lazy, Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { isExchangeBlocked } from '@khela/contract';
import {
  ExchangeBottomNav,
  type ExchangeNavLinks,
} from '../../features/exchange/shell/exchange-bottom-nav';
import {
  ExchangeHeader,
  type ExchangeHeaderLinks,
} from '../../features/exchange/shell/exchange-header';
import { WaitingBetNotices } from '../../features/exchange/shell/waiting-bet-notices';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useMarketBlock } from '../../shared/market-block/get-market-block';
import { paths } from '../../shared/routing/paths';
import { useSession } from '../../shared/session/session-store';
import { DotLoader } from '../../shared/ui/loaders';
import { ScreenSuspense } from './screen-loader';
import './layouts.css';

const MarketBlockDialog = lazy(() => import('../../shared/market-block/market-block-dialog'));

export function ExchangeLayout({
  header,
  nav,
}: {
  header: ExchangeHeaderLinks;
  nav: ExchangeNavLinks;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isMember } = useSession();
  const block = useMarketBlock();
  // A failed check opens the exchange: the server still refuses a blocked member's calls.
  if (isMember && block.isPending) {
    return (
      <div className="screen-loader">
        <DotLoader label={t('exchange.shell.entering')} />
      </div>
    );
  }
  if (isMember && block.data !== undefined && isExchangeBlocked(block.data)) {
    return (
      <Suspense fallback={null}>
        <MarketBlockDialog onClose={() => void navigate(paths.home.getHref(), { replace: true })} />
      </Suspense>
    );
  }
  return (
    <>
      <ExchangeHeader links={header} />
      <main id="main" className="layout-main exchange-main">
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      </main>
      <ExchangeBottomNav links={nav} />
      {isMember ? <WaitingBetNotices /> : null}
    </>
  );
}
