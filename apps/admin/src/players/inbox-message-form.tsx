/**
 * An inbox message to this player (owner, support): a title and a message, reviewed before it
 * goes. One Idempotency-Key per attempt, kept when the same attempt is sent again after a network
 * failure, so a retry never delivers the message twice.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  INBOX_MESSAGE_LENGTH_MAX,
  INBOX_TITLE_LENGTH_MAX,
  inboxAdminCalls,
  operatorInboxRequestSchema,
  type OperatorInboxResponse,
} from '@khela/contract';
import { adminCall, isNetworkError } from '../api/admin-api';
import { TextAreaField, TextField } from '../ui/text-field';
import { ConfirmStep } from '../ui/confirm-step';
import './inbox-message.css';

interface Props {
  playerId: number;
  username: string;
}

interface Attempt {
  title: string;
  message: string;
  key: string;
}

type Field = 'title' | 'message';

function sendInboxMessage(playerId: number, attempt: Attempt): Promise<OperatorInboxResponse> {
  return adminCall(inboxAdminCalls.send, {
    body: { user_id: playerId, title: attempt.title, message: attempt.message },
    headers: { 'idempotency-key': attempt.key },
  });
}

export function InboxMessageForm({ playerId, username }: Props) {
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState<Partial<Record<Field, string>>>({});
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const send = useMutation({
    mutationFn: (next: Attempt) => sendInboxMessage(playerId, next),
    onSuccess: () => {
      setAttempt(null);
      setTitle('');
      setMessage('');
    },
  });

  const review = (event: FormEvent) => {
    event.preventDefault();
    const parsed = operatorInboxRequestSchema.safeParse({ user_id: playerId, title, message });
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'title' || field === 'message') errors[field] ??= issue.message;
      }
      setInvalid(errors);
      return;
    }
    setInvalid({});
    send.reset();
    setAttempt({
      title: parsed.data.title,
      message: parsed.data.message,
      key: crypto.randomUUID(),
    });
  };
  const networkFailed = isNetworkError(send.error);

  if (attempt !== null) {
    return (
      <ConfirmStep
        label="Confirm the message"
        confirmLabel={send.isPending ? 'Sending…' : networkFailed ? 'Send again' : 'Send message'}
        isBusy={send.isPending}
        error={send.error}
        onConfirm={() => send.mutate(attempt)}
        onBack={() => {
          setAttempt(null);
          send.reset();
        }}
      >
        <p>
          Send to <strong>{username}</strong>&rsquo;s inbox:
        </p>
        <p>
          <strong>{attempt.title}</strong>
        </p>
        <p className="inbox-preview">{attempt.message}</p>
      </ConfirmStep>
    );
  }

  return (
    <form className="inbox-form" onSubmit={review} aria-label="Send inbox message" noValidate>
      <TextField
        id="inbox-title"
        label="Title"
        errors={invalid.title}
        name="title"
        maxLength={INBOX_TITLE_LENGTH_MAX}
        value={title}
        onValueChange={setTitle}
      />
      <TextAreaField
        id="inbox-message"
        label="Message"
        errors={invalid.message}
        name="message"
        rows={4}
        maxLength={INBOX_MESSAGE_LENGTH_MAX}
        value={message}
        onValueChange={setMessage}
      />
      <div>
        <button className="button button-primary" type="submit">
          Review message
        </button>
      </div>
      {send.isSuccess && (
        <p className="notice" role="status">
          {send.data.message} It is in {username}&rsquo;s inbox.
        </p>
      )}
    </form>
  );
}
