/**
 * The desktop reading's addresses that act rather than show a page of their own: the sports
 * menu's `/player/playGame?t=sport&v=CRICKET` goes in through the exchange login route (a
 * member's market block first) to that sport's matches, and `/player/logout` signs out and goes
 * home, as the top navigation's Log out does by setting the location there.
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLogout } from '../shared/session/logout';
import { useTranslation } from '../shared/i18n/use-translation';
import { paths } from '../shared/routing/paths';
import { useSession } from '../shared/session/session-store';
import { DotLoader } from '../shared/ui/loaders';
import { RouteErrorScreen } from './route-error-screen';
import { ExchangeLoginScreen } from './screens';

export function PlayGameRoute() {
  const [searchParams] = useSearchParams();
  if (searchParams.get('t') !== 'sport') return <RouteErrorScreen status={404} />;
  const sport = (searchParams.get('v') ?? 'cricket').toLowerCase();
  const to = `${paths.exchangeSports.getHref()}?${new URLSearchParams({ sport }).toString()}`;
  return <ExchangeLoginScreen to={to} />;
}

export function LogoutRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isMember } = useSession();
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    // Once per visit: StrictMode runs effects twice in development.
    if (started.current) return;
    started.current = true;
    const home = () => void navigate(paths.home.getHref(), { replace: true });
    if (isMember) logout.mutate(undefined, { onSettled: home });
    else home();
  }, [isMember, logout, navigate]);
  return (
    <div className="screen-loader">
      <DotLoader label={t('desktop.loggingOut')} />
    </div>
  );
}
