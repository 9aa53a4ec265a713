/**
 * The support chat's own frame, like a messenger window over the site: a title bar with an
 * optional way back and the close icon (to /, as the spec says), the screen, and an optional
 * footer (the Home / Message nav, or the message composer).
 */
import { ChevronLeft, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';

export function ChatFrame({
  title,
  subtitle,
  back,
  footer,
  children,
}: {
  title: string;
  subtitle?: string | undefined;
  back?: { href: string; label: string } | undefined;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="chat-frame">
      <header className="chat-frame__header top-bar">
        {back ? (
          <Link
            className="chat-frame__icon tap-square inline-center"
            to={back.href}
            aria-label={back.label}
          >
            <ChevronLeft size={24} aria-hidden="true" />
          </Link>
        ) : (
          <span className="chat-frame__icon tap-square inline-center" aria-hidden="true" />
        )}
        <div className="chat-frame__heading">
          <h1 className="chat-frame__title text-clip">{title}</h1>
          {subtitle ? <p className="chat-frame__subtitle text-muted-xs">{subtitle}</p> : null}
        </div>
        <Link
          className="chat-frame__icon tap-square inline-center"
          to={paths.home.getHref()}
          aria-label={t('chat.close')}
        >
          <X size={24} aria-hidden="true" />
        </Link>
      </header>
      <main id="main" className="chat-frame__main">
        {children}
      </main>
      {footer}
    </div>
  );
}
