/**
 * The exchange's bottom navigation ([contract: Screens]): Home, In-Play, Sports, Multi Markets and
 * Account. Only served screens are linked, so the bar grows as they land and never leads nowhere.
 */
import { CircleUserRound, House, LayoutGrid, Radio, Trophy, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { NavLink } from 'react-router';
import '../../../shared/ui/bottom-toolbar.css';
import './exchange-shell.css';

export interface ExchangeNavLinks {
  home: string | undefined;
  inPlay: string | undefined;
  sports: string | undefined;
  multi: string | undefined;
  account: string | undefined;
}

export function ExchangeBottomNav({ links }: { links: ExchangeNavLinks }) {
  const { t } = useTranslation();
  const items: { href: string | undefined; label: string; icon: LucideIcon; end?: boolean }[] = [
    { href: links.home, label: t('exchange.shell.nav.home'), icon: House, end: true },
    { href: links.inPlay, label: t('exchange.shell.nav.inPlay'), icon: Radio },
    { href: links.sports, label: t('exchange.shell.nav.sports'), icon: Trophy },
    { href: links.multi, label: t('exchange.shell.nav.multi'), icon: LayoutGrid },
    { href: links.account, label: t('exchange.shell.nav.account'), icon: CircleUserRound },
  ];
  const served = items.filter(
    (item): item is typeof item & { href: string } => item.href !== undefined,
  );
  if (served.length === 0) return null;
  return (
    <nav className="bottom-toolbar" aria-label={t('exchange.shell.nav.label')}>
      {served.map(({ href, label, icon: Icon, end }) => (
        <NavLink key={href} to={href} end={end} className="bottom-toolbar__item exchange-nav__item">
          <Icon size={22} aria-hidden="true" />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
