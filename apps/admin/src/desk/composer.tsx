/**
 * The reply box. Enter sends and Shift+Enter starts a line (not while an input method is
 * composing); while there is text the desk tells the player it is typing, at most every 2 s.
 */
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_LENGTH_MAX } from '@khela/contract';

export const TYPING_SIGNAL_EVERY_MS = 2_000;

export function Composer({
  onSend,
  onTyping,
}: {
  onSend: (content: string) => void;
  onTyping: () => void;
}) {
  const [text, setText] = useState('');
  const lastSignal = useRef(0);
  const content = text.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (content === '') return;
    onSend(content);
    setText('');
    lastSignal.current = 0;
  };

  const change = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() !== '' && now - lastSignal.current >= TYPING_SIGNAL_EVERY_MS) {
      lastSignal.current = now;
      onTyping();
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="desk-composer" onSubmit={submit}>
      <div className="field">
        <label className="field-label" htmlFor="desk-reply">
          Reply
        </label>
        <textarea
          id="desk-reply"
          rows={3}
          maxLength={CHAT_MESSAGE_LENGTH_MAX}
          placeholder="Write to the player…"
          aria-describedby="desk-composer-hint"
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={keyDown}
        />
        <span className="hint" id="desk-composer-hint">
          Enter sends, Shift+Enter starts a new line.
        </span>
      </div>
      <button className="button button-primary" type="submit" disabled={content === ''}>
        Send
      </button>
    </form>
  );
}
