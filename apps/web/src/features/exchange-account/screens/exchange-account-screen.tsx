/**
 * /exchange-account ([contract: Screens] Exchange): the menu of the Account pages (My Profile, Balance
 * Overview, My Bets, Bets History, Profit & Loss, Activity Log) and the time zone label.
 */
import {
  ChevronRight,
  History,
  ListChecks,
  ScrollText,
  TrendingUp,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import '../exchange-account.css';
import { paths } from '../../../shared/routing/paths';

const entries = [
  { key: 'profile', href: paths.exchangeAccountProfile.getHref(), icon: UserRound },
  { key: 'balanceOverview', href: paths.exchangeAccountBalance.getHref(), icon: Wallet },
  { key: 'myBets', href: paths.exchangeAccountMyBets.getHref(), icon: ListChecks },
  { key: 'betsHistory', href: paths.exchangeAccountHistory.getHref(), icon: History },
  { key: 'profitLoss', href: paths.exchangeAccountProfitLoss.getHref(), icon: TrendingUp },
  { key: 'activityLog', href: paths.exchangeAccountActivity.getHref(), icon: ScrollText },
] as const satisfies readonly { key: string; href: string; icon: LucideIcon }[];

export function ExchangeAccountScreen() {
  const { t } = useTranslation();
  return (
    <div className="exchange-account stack-3">
      <h1 className="exchange-account__title">{t('exchangeAccount.title')}</h1>
      <nav aria-label={t('exchangeAccount.menuLabel')}>
        <ul className="exchange-account__menu">
          {entries.map(({ key, href, icon: Icon }) => (
            <li key={key}>
              <Link className="exchange-account__menu-link row-3" to={href}>
                <Icon size={20} aria-hidden="true" />
                <span>{t(`exchangeAccount.menu.${key}`)}</span>
                <ChevronRight size={18} aria-hidden="true" className="exchange-account__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="exchange-account__time-zone">{t('exchangeAccount.timeZone')}</p>
    </div>
  );
}
