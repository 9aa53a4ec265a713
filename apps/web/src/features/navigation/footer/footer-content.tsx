/**
 * The footer ([contract: Screens]): payment methods, sponsorship and ambassador blocks, responsible
 * gaming (with the Safer gambling page and the operator's help line), the gaming licence, the app, contact links from the server, the copyright line and the
 * SEO text folded at 970 px. Payment marks are plain text badges drawn here, not brand artwork.
 */
import {
  Award,
  ChevronDown,
  ChevronUp,
  Download,
  Handshake,
  Mail,
  MessageCircle,
  Send,
  ShieldCheck,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { useGeneral } from '../../../shared/site/get-general';
import { useSocialLinks } from '../../../shared/site/get-social-links';
import { paths } from '../../../shared/routing/paths';
import { useSiteTitle } from '../../../shared/site/site-logo';
import { whatsappHref } from '../chat/chat-channel';
import { useChat } from '../chat/use-chat';
import { InstallAppButton } from '../install/install-app-button';
import { foldView } from './fold';
import { seoTextFor } from './seo-text';
import './footer.css';

const paymentMethods = ['bKash', 'Nagad', 'Rocket', 'Upay'] as const;

function FacebookIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3z"
      />
    </svg>
  );
}

function WhatsappIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M4 20l1.2-3.6A8 8 0 1 1 8 19.1L4 20z"
      />
      <path
        fill="currentColor"
        d="M9.2 8.2c.2-.4.4-.4.6-.4h.4c.2 0 .3 0 .5.4l.6 1.4c.1.2 0 .4-.1.5l-.4.5c-.1.1-.1.3 0 .4.5.9 1.3 1.7 2.2 2.2.2.1.3.1.4 0l.5-.6c.1-.2.3-.2.5-.1l1.4.7c.2.1.3.2.3.4 0 .5-.3 1.2-.8 1.4-.6.3-1.6.3-3-.4-1.5-.8-2.6-2-3.3-3.3-.5-1-.4-1.9-.2-2.3z"
      />
    </svg>
  );
}

function emailHref(raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (/^mailto:/i.test(value)) return value;
  return value.includes('@') ? `mailto:${value}` : undefined;
}

function FooterBlock({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="footer-block stack-2" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-block__title row-2">
        {icon}
        <span>{title}</span>
      </h2>
      {children}
    </section>
  );
}

function ContactLinks() {
  const { t } = useTranslation();
  const general = useGeneral();
  const social = useSocialLinks();
  const chat = useChat();
  const facebook = social.data?.facebook?.trim();
  const whatsapp = whatsappHref(social.data?.whatsapp) ?? whatsappHref(general.data?.whatsapp);
  const email = emailHref(social.data?.email) ?? emailHref(general.data?.support_mail);
  const telegram = social.data?.telegram?.trim();
  const external = (href: string, label: string, icon: ReactNode) => (
    <li>
      <a className="footer-contact" href={href} target="_blank" rel="noopener noreferrer">
        {icon}
        <span>{label}</span>
        <span className="visually-hidden">{t('common.opensInNewTab')}</span>
      </a>
    </li>
  );
  return (
    <ul className="footer-contacts plain-list">
      {facebook && /^https?:\/\//i.test(facebook)
        ? external(facebook, t('footer.facebook'), <FacebookIcon />)
        : null}
      {whatsapp ? external(whatsapp, t('footer.whatsapp'), <WhatsappIcon />) : null}
      {telegram && /^https?:\/\//i.test(telegram)
        ? external(telegram, t('footer.telegram'), <Send size={20} aria-hidden="true" />)
        : null}
      {email ? (
        <li>
          <a className="footer-contact" href={email}>
            <Mail size={20} aria-hidden="true" />
            <span>{t('footer.email')}</span>
          </a>
        </li>
      ) : null}
      {chat.channel ? (
        <li>
          <button type="button" className="footer-contact" onClick={chat.open}>
            <MessageCircle size={20} aria-hidden="true" />
            <span>{t('footer.chat')}</span>
          </button>
        </li>
      ) : null}
    </ul>
  );
}

function SeoBlock() {
  const { t } = useTranslation();
  const site = useSiteTitle();
  const { language } = useFormat();
  const text = seoTextFor(language, site);
  const contentRef = useRef<HTMLDivElement>(null);
  const contentId = useId();
  const [contentHeight, setContentHeight] = useState(0);
  const [isExpanded, setIsExpanded] = useState(false);

  // The height decides whether the fold is needed; it changes with the language and the width.
  // Read in the observer's callback, which runs once the browser has laid the page out (and once
  // at the start of each observation): read here in the commit, it forced a layout of the whole
  // home page in the middle of its first render (docs/performance.md, "First loads, fourth round").
  useEffect(() => {
    const element = contentRef.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => setContentHeight(element.scrollHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [language]);

  const view = foldView(contentHeight, isExpanded);
  return (
    <section className="footer-seo stack-2" aria-labelledby={`${contentId}-title`}>
      <div
        id={contentId}
        ref={contentRef}
        className={
          view.maxHeightPx === undefined
            ? 'footer-seo__text'
            : 'footer-seo__text footer-seo__text--folded'
        }
        style={view.maxHeightPx === undefined ? undefined : { maxHeight: view.maxHeightPx }}
      >
        <h2 id={`${contentId}-title`} className="footer-seo__title">
          {text.title}
        </h2>
        {text.sections.map((section) => (
          <div key={section.heading} className="footer-seo__section">
            <h3>{section.heading}</h3>
            <p>{section.body}</p>
          </div>
        ))}
      </div>
      {view.toggle ? (
        <button
          type="button"
          className="footer-seo__toggle"
          aria-expanded={isExpanded}
          aria-controls={contentId}
          onClick={() => setIsExpanded((expanded) => !expanded)}
        >
          <span>{t(`footer.${view.toggle}`)}</span>
          {isExpanded ? (
            <ChevronUp size={18} aria-hidden="true" />
          ) : (
            <ChevronDown size={18} aria-hidden="true" />
          )}
        </button>
      ) : null}
    </section>
  );
}

/** The safer-gambling page and the operator's help line, when one is set. */
function Helpline() {
  const { t } = useTranslation();
  const general = useGeneral();
  const text = general.data?.helpline_text;
  const url = general.data?.helpline_url;
  return (
    <p className="footer-block__text text-muted-sm" data-testid="footer-helpline">
      <Link to={paths.saferGambling.getHref()}>{t('footer.saferGambling')}</Link>
      {text ? ` · ${text}` : null}
      {url ? (
        <>
          {' '}
          <a href={url} target="_blank" rel="noreferrer">
            {url}
          </a>
        </>
      ) : null}
    </p>
  );
}

export default function FooterContent() {
  const { t } = useTranslation();
  const site = useSiteTitle();
  const format = useFormat();
  // The year in Dhaka when the page opened; a footer left open over New Year may lag one day.
  const [openedAt] = useState(() => Date.now());
  const year = format.date(openedAt).split('/')[2];
  return (
    <footer className="site-footer stack-4">
      <FooterBlock title={t('footer.payments')}>
        <ul className="payment-badges">
          {paymentMethods.map((method) => (
            <li key={method} className={`payment-badge payment-badge--${method.toLowerCase()}`}>
              {method}
            </li>
          ))}
        </ul>
      </FooterBlock>

      <div className="footer-pair">
        <FooterBlock
          title={t('footer.sponsorship')}
          icon={<Handshake size={18} aria-hidden="true" />}
        >
          <p className="footer-block__text text-muted-sm">
            {t('footer.sponsorshipText', { site })}
          </p>
        </FooterBlock>
        <FooterBlock title={t('footer.ambassador')} icon={<Award size={18} aria-hidden="true" />}>
          <p className="footer-block__text text-muted-sm">{t('footer.ambassadorText', { site })}</p>
        </FooterBlock>
      </div>

      <FooterBlock title={t('footer.responsible')}>
        <ul className="footer-badges">
          <li className="footer-badge footer-badge--age" aria-label={t('footer.adultsOnly')}>
            18+
          </li>
          <li className="footer-badge">{t('footer.playResponsibly')}</li>
        </ul>
        <p className="footer-block__text text-muted-sm">{t('footer.responsibleText')}</p>
        <Helpline />
      </FooterBlock>

      <FooterBlock title={t('footer.licence')} icon={<ShieldCheck size={18} aria-hidden="true" />}>
        <p className="footer-block__text text-muted-sm">{t('footer.licenceText', { site })}</p>
      </FooterBlock>

      <FooterBlock title={t('footer.app')}>
        <p className="footer-block__text text-muted-sm">{t('footer.appText', { site })}</p>
        <InstallAppButton className="footer-app-button">
          <Download size={18} aria-hidden="true" />
          <span>{t('footer.appButton')}</span>
        </InstallAppButton>
      </FooterBlock>

      <FooterBlock title={t('footer.contact')}>
        <ContactLinks />
      </FooterBlock>

      <SeoBlock />

      <p className="footer-copyright text-faint-xs">
        <Link to={paths.terms.getHref()}>{t('footer.terms')}</Link>
        {' · '}
        {t('footer.copyright', { year, site })}
      </p>
    </footer>
  );
}
