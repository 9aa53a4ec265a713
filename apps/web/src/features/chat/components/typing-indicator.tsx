/** "Customer Support is typing…" with three moving dots; the region is announced politely. */
import { useTranslation } from '../../../shared/i18n/use-translation';

export function TypingIndicator({ isTyping }: { isTyping: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="chat-typing" aria-live="polite">
      {isTyping ? (
        <p className="chat-typing__note text-muted-xs row-2">
          <span className="chat-typing__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span>{t('chat.box.typing', { name: t('chat.supportName') })}</span>
        </p>
      ) : null}
    </div>
  );
}
