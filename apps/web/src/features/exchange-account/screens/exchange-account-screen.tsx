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

export interface ExchangeAccountHrefs {
  profile: string;
  balanceOverview: string;
  myBets: string;
  betsHistory: string;
  profitLoss: string;
  activityLog: string;
}

const entries: { key: keyof ExchangeAccountHrefs; icon: LucideIcon }[] = [
  { key: 'profile', icon: UserRound },
  { key: 'balanceOverview', icon: Wallet },
  { key: 'myBets', icon: ListChecks },
  { key: 'betsHistory', icon: History },
  { key: 'profitLoss', icon: TrendingUp },
  { key: 'activityLog', icon: ScrollText },
];

export function ExchangeAccountScreen({ hrefs }: { hrefs: ExchangeAccountHrefs }) {
  const { t } = useTranslation();
  return (
    <div className="exchange-account">
      <h1 className="exchange-account__title">{t('exchangeAccount.title')}</h1>
      <nav aria-label={t('exchangeAccount.menuLabel')}>
        <ul className="exchange-account__menu">
          {entries.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Link className="exchange-account__menu-link" to={hrefs[key]}>
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
