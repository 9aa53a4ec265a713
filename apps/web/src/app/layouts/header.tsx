/** The mobile header: menu button, logo home link, and Sign up / Login or the balance chip. */
import { Wallet } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import type { NavigationLinks } from '../../features/navigation/navigation-links';
import { SideMenuButton } from '../../features/navigation/side-menu/side-menu-button';
import { useBalance } from '../../shared/session/get-balance';
import { useBalanceHidden } from '../../shared/session/balance-visibility';
import { useSession } from '../../shared/session/session-store';
import { SiteLogo, useSiteTitle } from '../../shared/site/site-logo';
import { ButtonLink } from '../../shared/ui/button-link';
import { Skeleton } from '../../shared/ui/loaders';
import { paths } from '../../shared/routing/paths';
import { LoginScreen, SignupScreen } from '../auth-screens';
import './header.css';

/** Starts a screen's download on the first touch, hover or focus, ahead of the click. */
function preloadOn(preload: () => Promise<unknown>) {
  const start = () => void preload().catch(() => undefined);
  return { onPointerDown: start, onMouseEnter: start, onFocus: start };
}

function BalanceChip() {
  const { t } = useTranslation();
  const format = useFormat();
  const balance = useBalance();
  const isHidden = useBalanceHidden();
  if (balance.data === undefined && !isHidden) {
    return (
      <span className="balance-chip" role="status">
        <Wallet size={18} aria-hidden="true" />
        <Skeleton width={64} height={16} />
        <span className="visually-hidden">{t('header.balanceLoading')}</span>
      </span>
    );
  }
  // Hidden: *** in place of the amount (the account card's eye button), the link kept.
  const amount = isHidden || balance.data === undefined ? undefined : format.taka(balance.data);
  return (
    <Link
      to={paths.account.getHref()}
      className="balance-chip"
      aria-label={amount ? t('header.balance', { amount }) : t('header.balanceHidden')}
    >
      <Wallet size={18} aria-hidden="true" />
      <span className="balance-chip__amount" aria-hidden={amount ? undefined : true}>
        {amount ?? '***'}
      </span>
    </Link>
  );
}

export function Header({ navigation }: { navigation: NavigationLinks }) {
  const { t } = useTranslation();
  const { isMember } = useSession();
  const siteTitle = useSiteTitle();
  return (
    <header className="app-header top-bar top-bar--frosted">
      <SideMenuButton links={navigation} />
      <Link
        to={paths.home.getHref()}
        className="app-header__logo"
        aria-label={t('header.siteHome', { site: siteTitle })}
      >
        <SiteLogo />
      </Link>
      <div className="app-header__actions">
        {isMember ? (
          <BalanceChip />
        ) : (
          <>
            <ButtonLink
              to={paths.signup.getHref()}
              variant="secondary"
              size="sm"
              {...preloadOn(SignupScreen.preload)}
            >
              {t('header.signUp')}
            </ButtonLink>
            <ButtonLink to={paths.login.getHref()} size="sm" {...preloadOn(LoginScreen.preload)}>
              {t('header.login')}
            </ButtonLink>
          </>
        )}
      </div>
    </header>
  );
}
