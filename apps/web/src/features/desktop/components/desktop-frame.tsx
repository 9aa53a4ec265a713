/**
 * The desktop page ([contract: Product] reading A): the top navigation, the marketing header where the
 * page wants it, the page itself and the footer. A skip link leads past the navigation.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DesktopFooter, type ContactKind } from './desktop-footer';
import { MarketingHeader } from './marketing-header';
import { TopNav, type DesktopNavLinks } from './top-nav';
import './desktop-frame.css';

export interface DesktopFrameProps {
  links: DesktopNavLinks;
  contacts: readonly { kind: ContactKind; href: string }[];
  isMember: boolean;
  onLogout: () => void;
  isLoggingOut: boolean;
  variant?: 'full' | 'limited';
  showMarketing?: boolean;
  children: ReactNode;
}

export function DesktopFrame({
  links,
  contacts,
  isMember,
  onLogout,
  isLoggingOut,
  variant = 'full',
  showMarketing = false,
  children,
}: DesktopFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="desktop-site">
      <a className="desktop-site__skip" href="#main">
        {t('desktop.skipToContent')}
      </a>
      <TopNav
        links={links}
        isMember={isMember}
        onLogout={onLogout}
        isLoggingOut={isLoggingOut}
        variant={variant}
      />
      {showMarketing ? (
        <MarketingHeader
          registerHref={isMember ? undefined : links.register}
          promotionsHref={links.promotions}
        />
      ) : null}
      <main id="main" className="desktop-site__main" tabIndex={-1}>
        {children}
      </main>
      <DesktopFooter links={links} contacts={contacts} variant={variant} />
    </div>
  );
}
