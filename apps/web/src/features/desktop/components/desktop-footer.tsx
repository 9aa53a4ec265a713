/**
 * The desktop footer ([contract: Product] reading A, [contract: Screens]): the sections, the operator's contact links
 * from the server (hidden when not set), the age line and the copyright.
 */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { toLocalDigits } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { SiteLogo, useSiteTitle } from '../../../shared/site/site-logo';
import { paths } from '../../../shared/routing/paths';
import type { DesktopNavLinks } from './top-nav';

export type ContactKind = 'whatsapp' | 'facebook' | 'telegram' | 'email';

export interface DesktopFooterProps {
  links: DesktopNavLinks;
  contacts: readonly { kind: ContactKind; href: string }[];
  variant?: 'full' | 'limited';
}

export function DesktopFooter({ links, contacts, variant = 'full' }: DesktopFooterProps) {
  const { t } = useTranslation();
  const site = useSiteTitle();
  const { language } = useFormat();
  const year = toLocalDigits(String(new Date().getFullYear()), language);
  return (
    <footer className="desktop-footer" aria-label={t('desktop.footer.label')}>
      <div className="desktop-footer__inner">
        <div className="desktop-footer__brand stack-4">
          <SiteLogo variant="full" />
          <p className="desktop-footer__responsible text-muted-sm row-3">
            <span className="desktop-footer__age inline-center" aria-hidden="true">
              18+
            </span>
            {t('desktop.footer.responsible')}
          </p>
        </div>
        <nav
          className="desktop-footer__column desktop-footer__column--wide"
          aria-labelledby="desktop-footer-explore"
        >
          <h2 id="desktop-footer-explore" className="desktop-footer__heading">
            {t('desktop.footer.explore')}
          </h2>
          <ul>
            {variant === 'full' ? (
              <li>
                <Link to={links.home}>{t('desktop.nav.home')}</Link>
              </li>
            ) : null}
            <li>
              <Link to={links.promotions}>{t('desktop.nav.promotions')}</Link>
            </li>
            {variant === 'full'
              ? links.categories.map(({ key, href }) => (
                  <li key={key}>
                    <Link to={href}>{t(`desktop.nav.${key}`)}</Link>
                  </li>
                ))
              : null}
          </ul>
        </nav>
        {contacts.length > 0 ? (
          <nav className="desktop-footer__column" aria-labelledby="desktop-footer-contact">
            <h2 id="desktop-footer-contact" className="desktop-footer__heading">
              {t('desktop.footer.contact')}
            </h2>
            <ul>
              {contacts.map(({ kind, href }) => (
                <li key={kind}>
                  {kind === 'email' ? (
                    <a href={href}>{t('desktop.footer.email')}</a>
                  ) : (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {t(`desktop.footer.${kind}`)}
                      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <p className="desktop-footer__copyright">
        <Link to={paths.terms.getHref()}>{t('desktop.footer.terms')}</Link>
        {' · '}
        {t('desktop.footer.copyright', { year, site })}
      </p>
    </footer>
  );
}
