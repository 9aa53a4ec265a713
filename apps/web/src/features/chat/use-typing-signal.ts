/**
 * Tells the desk the player is typing: called on every keystroke, it sends at most one signal
 * every few seconds, and only while there is text. After a message goes out the next keystroke
 * signals again at once.
 */
import { useCallback, useRef } from 'react';
import { sendTyping } from './api/send-typing';
import { shouldSignalTyping } from './typing-signal';

export function useTypingSignal(chatId: number | undefined): {
  onTyping: (text: string) => void;
  reset: () => void;
} {
  const lastSignalAtMs = useRef<number | undefined>(undefined);
  const onTyping = useCallback(
    (text: string) => {
      if (chatId === undefined) return;
      const nowMs = Date.now();
      if (!shouldSignalTyping(text, lastSignalAtMs.current, nowMs)) return;
      lastSignalAtMs.current = nowMs;
      void sendTyping(chatId);
    },
    [chatId],
  );
  const reset = useCallback(() => {
    lastSignalAtMs.current = undefined;
  }, []);
  return { onTyping, reset };
}
