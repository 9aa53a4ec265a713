/**
 * The exchange login route ([contract: Screens]: "silently logs in, then forwards"). The exchange runs
 * in this app on the exchange token the login already gave, so there is nothing to type: a member's
 * upline block is checked ([contract: Roles]) and the player goes on to the exchange, or sees the
 * Market Block popup and goes back home. Visitors go straight on; the prices are public.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useMarketGate } from '../../../shared/market-block/use-market-gate';
import { DotLoader } from '../../../shared/ui/loaders';
import { paths } from '../../../shared/routing/paths';

const MarketBlockDialog = lazy(() => import('../../../shared/market-block/market-block-dialog'));

/** `to`: where the player goes on (the exchange's home, or a sport's list from the desktop menu). */
export function ExchangeLoginScreen({ to = paths.exchange.getHref() }: { to?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gate = useMarketGate();
  const started = useRef(false);
  useEffect(() => {
    // Once per visit: StrictMode runs effects twice in development.
    if (started.current) return;
    started.current = true;
    gate.guard('exchange', () => void navigate(to, { replace: true }));
  }, [gate, navigate, to]);

  return (
    <>
      <div className="screen-loader">
        <DotLoader label={t('exchange.shell.entering')} />
      </div>
      {gate.isPopupOpen ? (
        <Suspense fallback={null}>
          <MarketBlockDialog
            onClose={() => {
              gate.closePopup();
              void navigate(paths.home.getHref(), { replace: true });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
