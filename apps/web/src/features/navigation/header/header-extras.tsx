/**
 * The strip under the mobile header ([contract: Screens]): the Dhaka clock, Help (opens chat in the
 * spec's order), App (install) and the language selector. It scrolls away with the page so the
 * sticky header stays one row high.
 */
import { CircleHelp, Download } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LanguageSelect } from '../../../shared/i18n/language-select';
import { useChat } from '../chat/use-chat';
import { InstallAppButton } from '../install/install-app-button';
import { HeaderClock } from './header-clock';
import './header-extras.css';

export function HeaderExtras() {
  const { t } = useTranslation();
  const chat = useChat();
  return (
    <div className="header-extras row-2">
      <HeaderClock />
      <div className="header-extras__actions row-1">
        {chat.channel ? (
          <button type="button" className="header-extras__button" onClick={chat.open}>
            <CircleHelp size={18} aria-hidden="true" />
            <span>{t('navigation.help')}</span>
          </button>
        ) : null}
        <InstallAppButton className="header-extras__button" label={t('navigation.appLabel')}>
          <Download size={18} aria-hidden="true" />
          <span aria-hidden="true">{t('navigation.app')}</span>
        </InstallAppButton>
        <LanguageSelect />
      </div>
    </div>
  );
}
