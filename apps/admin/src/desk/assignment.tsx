/**
 * Who has the chat, and the button to take it, take it over from a colleague, or let it go, so
 * two operators do not answer the same player at once. Colleagues' consoles hear it live.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SupportChatSummary } from '@khela/contract';
import { errorMessage } from '../api/admin-api';
import { useSession } from '../session/session-store';
import { setAssignee } from './desk-cache';
import { releaseDeskChat, takeDeskChat } from './desk-api';

/** "You", a colleague's name, or nobody: as the list and the conversation say it. */
export function assigneeWords(chat: SupportChatSummary, myId: number | undefined): string {
  if (chat.assigned_operator_id === null) return 'Not taken';
  if (chat.assigned_operator_id === myId) return 'Taken by you';
  return `Taken by ${chat.assigned_to ?? 'a colleague'}`;
}

export function Assignment({ chat }: { chat: SupportChatSummary }) {
  const client = useQueryClient();
  const myId = useSession()?.operator.id;
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const mine = chat.assigned_operator_id !== null && chat.assigned_operator_id === myId;

  const act = (call: (chatId: number) => Promise<{ chat: SupportChatSummary }>) => {
    if (state.busy) return;
    setState({ busy: true });
    call(chat.chat_id).then(
      (answer) => {
        setAssignee(client, answer.chat);
        setState({ busy: false });
      },
      (error: unknown) => setState({ busy: false, error: errorMessage(error) }),
    );
  };

  return (
    <div className="desk-assignment">
      <span className="faint">{assigneeWords(chat, myId)}</span>
      {mine ? (
        <button
          className="button button-quiet"
          type="button"
          disabled={state.busy}
          onClick={() => act(releaseDeskChat)}
        >
          {state.busy ? 'Letting go…' : 'Let go'}
        </button>
      ) : (
        <button
          className="button"
          type="button"
          disabled={state.busy}
          onClick={() => act(takeDeskChat)}
        >
          {state.busy
            ? 'Taking…'
            : chat.assigned_operator_id === null
              ? 'Take this chat'
              : 'Take over'}
        </button>
      )}
      {state.error !== undefined && (
        <span className="field-error" role="alert">
          {state.error}
        </span>
      )}
    </div>
  );
}
