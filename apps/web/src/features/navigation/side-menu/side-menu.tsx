/**
 * The slide-in side menu ([contract: Screens]). Home is selected at first; choosing a category loads
 * its systems, then its providers, each linking to the games screen. Other pages appear only once
 * they are served. The mask, Escape and the close button shut it; focus stays inside while open.
 */
import { ChevronDown, Crown, Gift, Handshake, House, Repeat, Users, X } from 'lucide-react';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import {
  categoryIcons,
  menuCategoryTypes,
  type MenuCategoryType,
} from '../../../shared/catalog/categories';
import { useSession } from '../../../shared/session/session-store';
import { useGeneral } from '../../../shared/site/get-general';
import { SiteLogo } from '../../../shared/site/site-logo';
import { ButtonLink } from '../../../shared/ui/button-link';
import type { NavigationLinks } from '../navigation-links';
import { trapTab } from '../../../shared/ui/focus-trap';
import { holdPageUnder } from '../../../shared/ui/modal-page';
import { afterNextFrame } from '../../../shared/after-next-frame';
import { useStableCallback } from '../../../shared/use-stable-callback';
import { loadOnce } from '../../../shared/load-once';
import './side-menu.css';
import { paths } from '../../../shared/routing/paths';
import { ListSkeleton } from './side-menu-skeleton';

// A category's list, with the catalogue calls and the game launch, is its own chunk: the menu draws
// without waiting for it (side-menu-lists.tsx).
const loadLists = loadOnce(() => import('./side-menu-lists'));
const ProviderLinks = lazy(() => loadLists().then((module) => ({ default: module.ProviderLinks })));
const SportLinks = lazy(() => loadLists().then((module) => ({ default: module.SportLinks })));

type Selection = 'home' | MenuCategoryType;

function PageLink({
  href,
  icon,
  children,
  onNavigate,
}: {
  href: string | undefined;
  icon: ReactNode;
  children: ReactNode;
  onNavigate: () => void;
}) {
  if (!href) return null;
  return (
    <li>
      <Link className="side-menu__item row-3" to={href} onClick={onNavigate}>
        {icon}
        <span>{children}</span>
      </Link>
    </li>
  );
}

/**
 * While the menu is open everything else on the page is inert and does not scroll. On close the
 * page comes back first, then focus returns to the control that opened the menu: an inert
 * control cannot take focus.
 */
function useModalPage(host: HTMLElement) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.appendChild(host);
    const releasePage = holdPageUnder(host);
    return () => {
      releasePage();
      host.remove();
      if (opener?.isConnected) opener.focus();
    };
  }, [host]);
}

export interface SideMenuProps {
  links: NavigationLinks;
  onClose: () => void;
}

export default function SideMenu({ links, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const { isMember } = useSession();
  const [selection, setSelection] = useState<Selection>('home');
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.className = 'side-menu-host';
    return element;
  });
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useModalPage(host);
  const pages = [
    { href: links.exchangeHref, Icon: Repeat, label: t('navigation.menu.exchange') },
    { href: links.promotionsHref, Icon: Gift, label: t('navigation.menu.promotions') },
    { href: links.vipHref, Icon: Crown, label: t('navigation.menu.vip') },
    { href: links.referralHref, Icon: Users, label: t('navigation.menu.referral') },
  ];
  // The affiliate programme's login lives on its own sub-host, set by the operator.
  const affiliateUrl = useGeneral().data?.affiliate_url ?? null;
  const hasPages = pages.some((page) => page.href !== undefined) || affiliateUrl !== null;

  // The tap's own frame draws the panel with its header; the links come in the next one, while
  // the panel is still sliding in (240 ms). Drawing them in that first frame made it the
  // session's slowest response on a throttled phone (docs/performance.md, "Taps, third round").
  const [isFilled, setIsFilled] = useState(false);
  // After the menu's first frame too: focusing makes the browser bring the page's style up to
  // date at once, and asking for a loaded chunk walks the document's preload links; in the
  // tap's own frame the two took 55 ms of a throttled phone's time (docs/performance.md).
  useEffect(
    () =>
      afterNextFrame(() => {
        setIsFilled(true);
        closeRef.current?.focus();
        // The lists' chunk, so a category opens with its data's wait only.
        loadLists().catch(() => undefined);
      }),
    [],
  );
  // Escape before focus has moved in (or after a tap left it on the page's body) closes it too.
  const closeOnEscape = useStableCallback(onClose);
  useEffect(() => {
    const onDocumentKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !host.contains(event.target as Node)) closeOnEscape();
    };
    document.addEventListener('keydown', onDocumentKey);
    return () => document.removeEventListener('keydown', onDocumentKey);
  }, [host, closeOnEscape]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (panelRef.current) trapTab(panelRef.current, event);
  };

  return createPortal(
    <div
      className="side-menu"
      // A click, not a press: closing on the press would let the rest of the tap land on the
      // page underneath.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className="side-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="side-menu__header">
          <SiteLogo />
          <h2 id={titleId} className="visually-hidden">
            {t('navigation.menu.title')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="side-menu__close tap-square inline-center"
            aria-label={t('navigation.menu.close')}
            onClick={onClose}
          >
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        {!isFilled || isMember ? null : (
          <div className="side-menu__auth">
            <ButtonLink to={paths.signup.getHref()} variant="secondary" size="sm" onClick={onClose}>
              {t('header.signUp')}
            </ButtonLink>
            <ButtonLink to={paths.login.getHref()} size="sm" onClick={onClose}>
              {t('header.login')}
            </ButtonLink>
          </div>
        )}
        {!isFilled ? null : (
          <nav className="side-menu__nav" aria-label={t('navigation.menu.title')}>
            <ul className="side-menu__list plain-list">
              <li>
                <Link
                  className="side-menu__item row-3"
                  to={paths.home.getHref()}
                  aria-current={selection === 'home' ? 'true' : undefined}
                  onClick={() => {
                    setSelection('home');
                    onClose();
                  }}
                >
                  <House size={20} aria-hidden="true" />
                  <span>{t('navigation.menu.home')}</span>
                </Link>
              </li>
              {menuCategoryTypes.map((type) => {
                const Icon = categoryIcons[type];
                const isOpen = selection === type;
                const panelId = `${titleId}-${type}`;
                return (
                  <li key={type}>
                    <button
                      type="button"
                      className="side-menu__item row-3"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => setSelection(isOpen ? 'home' : type)}
                    >
                      <Icon size={20} aria-hidden="true" />
                      <span>{t(`categories.${type}`)}</span>
                      <ChevronDown size={18} className="side-menu__chevron" aria-hidden="true" />
                    </button>
                    <div id={panelId} hidden={!isOpen} className="side-menu__panel-body">
                      {isOpen ? (
                        <Suspense fallback={<ListSkeleton />}>
                          {type === 'SPORTS' ? (
                            <SportLinks links={links} onNavigate={onClose} />
                          ) : (
                            <ProviderLinks type={type} onNavigate={onClose} />
                          )}
                        </Suspense>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
            {hasPages ? (
              <ul className="side-menu__list plain-list side-menu__list--pages">
                {pages.map(({ href, Icon, label }) => (
                  <PageLink
                    key={label}
                    href={href}
                    icon={<Icon size={20} aria-hidden="true" />}
                    onNavigate={onClose}
                  >
                    {label}
                  </PageLink>
                ))}
                {affiliateUrl === null ? null : (
                  <li>
                    <a
                      className="side-menu__item row-3"
                      href={affiliateUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={onClose}
                    >
                      <Handshake size={20} aria-hidden="true" />
                      <span>{t('navigation.menu.affiliate')}</span>
                    </a>
                  </li>
                )}
              </ul>
            ) : null}
          </nav>
        )}
      </div>
    </div>,
    host,
  );
}
