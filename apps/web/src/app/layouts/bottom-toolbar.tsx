/** The members' bottom toolbar. It links only to routes that exist, so it grows as screens land. */
import { CircleUserRound, House, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { NavLink } from 'react-router';
import { paths } from '../../shared/routing/paths';
import '../../shared/ui/bottom-toolbar.css';

export function BottomToolbar() {
  const { t } = useTranslation();
  const items: { href: string; label: string; icon: LucideIcon; end?: boolean }[] = [
    { href: paths.home.getHref(), label: t('toolbar.home'), icon: House, end: true },
    { href: paths.account.getHref(), label: t('toolbar.account'), icon: CircleUserRound },
  ];
  return (
    <nav className="bottom-toolbar" aria-label={t('toolbar.label')}>
      {items.map(({ href, label, icon: Icon, end }) => (
        <NavLink key={href} to={href} end={end} className="bottom-toolbar__item">
          <Icon size={22} aria-hidden="true" />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
