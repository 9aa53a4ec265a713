/**
 * The desktop top navigation ([contract: Product] reading A, [contract: Screens]): the logo and the account actions
 * on the first row (Login and Sign Up for visitors; Deposit, Member Center and Log out for
 * members), the site's sections on the second: a sports menu whose Exchange entry opens the
 * exchange, the categories, promotions, VIP, referral and the app download page (a new tab).
 * Links come as props; a section that is not served has no link and is left out.
 */
import {
  ChevronDown,
  Crown,
  Gift,
  House,
  LogOut,
  Smartphone,
  Trophy,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, NavLink } from 'react-router';
import { LanguageSelect } from '../../../shared/i18n/language-select';
import { SiteLogo, useSiteTitle } from '../../../shared/site/site-logo';
import { Button } from '../../../shared/ui/button';
import { ButtonLink } from '../../../shared/ui/button-link';
import { desktopCategoryIcons } from '../category-icons';
import type { DesktopCategoryKey } from '../desktop-categories';

export interface DesktopNavLinks {
  home: string;
  /** The sports menu's Exchange entry, once the exchange is served. */
  sports?: string | undefined;
  categories: readonly { key: DesktopCategoryKey; href: string }[];
  promotions: string;
  vip?: string | undefined;
  referral?: string | undefined;
  /** The app download page, opened in a new tab. */
  appDownload: string;
  login: string;
  register: string;
  /** Once the deposit screen is served. */
  deposit?: string | undefined;
  memberCenter: string;
}

export interface TopNavProps {
  links: DesktopNavLinks;
  isMember: boolean;
  onLogout: () => void;
  isLoggingOut: boolean;
  /** `limited`: the coming-soon mode, where only promotions and registration open on desktop. */
  variant?: 'full' | 'limited';
}

function SectionLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <NavLink to={to} end className="top-nav__link text-muted-sm">
        {icon}
        <span>{children}</span>
      </NavLink>
    </li>
  );
}

/** Sports: a menu of one entry today, Exchange, as the desktop reading has it. */
function SportsMenu({ exchangeHref }: { exchangeHref: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li
      className="top-nav__menu"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setIsOpen(false);
      }}
    >
      <button
        type="button"
        className="top-nav__link text-muted-sm"
        aria-expanded={isOpen}
        aria-controls="top-nav-sports"
        onClick={() => setIsOpen((open) => !open)}
      >
        <Trophy size={18} aria-hidden />
        <span>{t('desktop.nav.sports')}</span>
        <ChevronDown className="top-nav__chevron" size={16} aria-hidden />
      </button>
      {isOpen ? (
        <ul
          id="top-nav-sports"
          className="top-nav__submenu box"
          aria-label={t('desktop.nav.sportsMenu')}
        >
          <li>
            <Link to={exchangeHref} className="top-nav__sublink" onClick={() => setIsOpen(false)}>
              {t('desktop.nav.exchange')}
            </Link>
          </li>
        </ul>
      ) : null}
    </li>
  );
}

export function TopNav({ links, isMember, onLogout, isLoggingOut, variant = 'full' }: TopNavProps) {
  const { t } = useTranslation();
  const siteTitle = useSiteTitle();
  const isLimited = variant === 'limited';
  return (
    <header className="top-nav">
      <div className="top-nav__bar row-4">
        <Link
          to={links.home}
          className="top-nav__logo"
          aria-label={t('header.siteHome', { site: siteTitle })}
        >
          <SiteLogo variant="full" />
        </Link>
        <div className="top-nav__actions row-2">
          <LanguageSelect />
          {isMember ? (
            <>
              {links.deposit && !isLimited ? (
                <ButtonLink to={links.deposit} size="sm" icon={<Wallet size={18} aria-hidden />}>
                  {t('desktop.nav.deposit')}
                </ButtonLink>
              ) : null}
              {isLimited ? null : (
                <ButtonLink
                  to={links.memberCenter}
                  variant="secondary"
                  size="sm"
                  icon={<UserRound size={18} aria-hidden />}
                >
                  {t('desktop.nav.memberCenter')}
                </ButtonLink>
              )}
              <Button
                variant="ghost"
                size="sm"
                icon={<LogOut size={18} aria-hidden />}
                onClick={onLogout}
                isBusy={isLoggingOut}
                busyLabel={t('desktop.nav.loggingOut')}
              >
                {t('desktop.nav.logout')}
              </Button>
            </>
          ) : (
            <>
              {isLimited ? null : (
                <ButtonLink to={links.login} variant="secondary" size="sm">
                  {t('desktop.nav.login')}
                </ButtonLink>
              )}
              <ButtonLink to={links.register} size="sm">
                {t('desktop.nav.signUp')}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
      <nav
        className="top-nav__sections"
        aria-label={isLimited ? t('desktop.comingSoonNav') : t('desktop.nav.label')}
      >
        <ul className="top-nav__list">
          {isLimited ? null : (
            <>
              <SectionLink to={links.home} icon={<House size={18} aria-hidden />}>
                {t('desktop.nav.home')}
              </SectionLink>
              {links.sports ? <SportsMenu exchangeHref={links.sports} /> : null}
              {links.categories.map(({ key, href }) => {
                const Icon = desktopCategoryIcons[key];
                return (
                  <SectionLink key={key} to={href} icon={<Icon size={18} aria-hidden />}>
                    {t(`desktop.nav.${key}`)}
                  </SectionLink>
                );
              })}
            </>
          )}
          <SectionLink to={links.promotions} icon={<Gift size={18} aria-hidden />}>
            {t('desktop.nav.promotions')}
          </SectionLink>
          {isLimited ? null : (
            <>
              {links.vip ? (
                <SectionLink to={links.vip} icon={<Crown size={18} aria-hidden />}>
                  {t('desktop.nav.vip')}
                </SectionLink>
              ) : null}
              {links.referral ? (
                <SectionLink to={links.referral} icon={<Users size={18} aria-hidden />}>
                  {t('desktop.nav.referral')}
                </SectionLink>
              ) : null}
              <li>
                <a
                  href={links.appDownload}
                  target="_blank"
                  rel="noopener"
                  className="top-nav__link text-muted-sm"
                  aria-label={t('desktop.nav.appNewTab')}
                >
                  <Smartphone size={18} aria-hidden />
                  <span>{t('desktop.nav.app')}</span>
                </a>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
