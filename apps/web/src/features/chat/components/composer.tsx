/**
 * The message input and Send. Blank or whitespace-only text is never sent ([contract: Validation]): Send stays
 * disabled and Enter does nothing. Enter sends and Shift+Enter starts a new line, except while an
 * input method is composing (Bangla keyboards compose words before committing them).
 */
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CHAT_MESSAGE_LENGTH_MAX, isSendableChatText } from '@khela/contract';
import { useFormat } from '../../../shared/format/use-format';

/** The counter appears this close to the limit. */
const COUNTER_FROM_CHARACTERS = CHAT_MESSAGE_LENGTH_MAX - 100;

export function Composer({
  onSend,
  onTyping,
  disabled = false,
}: {
  /** Answers whether the text was taken; the input clears only then. */
  onSend: (text: string) => boolean;
  onTyping: (text: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const inputId = useId();
  const counterId = useId();
  const [text, setText] = useState('');
  const canSend = !disabled && isSendableChatText(text);

  const submit = () => {
    if (!canSend) return;
    if (onSend(text)) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const showCounter = text.length >= COUNTER_FROM_CHARACTERS;

  return (
    <form className="chat-composer" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('chat.box.inputLabel')}
      </label>
      <textarea
        id={inputId}
        className="chat-composer__input"
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_LENGTH_MAX}
        placeholder={t('chat.box.placeholder')}
        enterKeyHint="send"
        disabled={disabled}
        aria-describedby={showCounter ? counterId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          onTyping(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {showCounter ? (
        <span id={counterId} className="chat-composer__count text-faint-xs">
          {t('chat.box.count', {
            used: format.number(text.length),
            max: format.number(CHAT_MESSAGE_LENGTH_MAX),
          })}
        </span>
      ) : null}
      <button
        type="submit"
        className="chat-composer__send tap-square inline-center"
        disabled={!canSend}
        aria-label={t('chat.box.send')}
      >
        <SendHorizontal size={22} aria-hidden="true" />
      </button>
    </form>
  );
}
