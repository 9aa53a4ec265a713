/** The chat's footer nav ([contract: Screens]): Home (/chat) and Message (/chat-list). */
import { House, MessageSquare } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { NavLink } from 'react-router';
import { paths } from '../../../shared/routing/paths';

export function ChatNav() {
  const { t } = useTranslation();
  return (
    <nav className="chat-nav" aria-label={t('chat.nav.label')}>
      <NavLink to={paths.chat.getHref()} end className="chat-nav__item text-muted-xs">
        <House size={22} aria-hidden="true" />
        <span>{t('chat.nav.home')}</span>
      </NavLink>
      <NavLink to={paths.chatList.getHref()} end className="chat-nav__item text-muted-xs">
        <MessageSquare size={22} aria-hidden="true" />
        <span>{t('chat.nav.message')}</span>
      </NavLink>
    </nav>
  );
}
