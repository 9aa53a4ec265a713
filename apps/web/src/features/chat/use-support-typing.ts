/**
 * Whether the desk is typing in this chat: shown for CHAT_TYPING_SHOWN_MS after each signal (the
 * desk repeats it while typing), and hidden at once when its message arrives (`clear`).
 */
import { useCallback, useEffect, useState } from 'react';
import { CHAT_TYPING_SHOWN_MS, chatLiveEvents, chatTypingEventSchema } from '@khela/contract';
import { useLiveEvent } from '../../shared/live/use-live';

export function useSupportTyping(chatId: number | undefined): {
  isTyping: boolean;
  clear: () => void;
} {
  const [shownUntilMs, setShownUntilMs] = useState<number | undefined>();

  useLiveEvent(chatLiveEvents.typing, (data) => {
    const parsed = chatTypingEventSchema.safeParse(data);
    if (!parsed.success || parsed.data.chat_id !== chatId || parsed.data.sender !== 'support') {
      return;
    }
    setShownUntilMs(Date.now() + CHAT_TYPING_SHOWN_MS);
  });

  useEffect(() => {
    if (shownUntilMs === undefined) return;
    const timer = setTimeout(
      () => setShownUntilMs(undefined),
      Math.max(0, shownUntilMs - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [shownUntilMs]);

  const clear = useCallback(() => setShownUntilMs(undefined), []);
  return { isTyping: shownUntilMs !== undefined, clear };
}
