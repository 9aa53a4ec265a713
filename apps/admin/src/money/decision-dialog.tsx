/**
 * The review step of a money decision: what will happen to whose money, the reason the player
 * will read (reject) or the payout's TRX id (pay), then Confirm. One Idempotency-Key is made per
 * attempt and kept when the same attempt is sent again after a network failure, so a retry can
 * never decide twice.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  payWithdrawalRequestSchema,
  rejectRequestSchema,
  type DecisionResponse,
  type QueueItem,
} from '@khela/contract';
import { ApiError, isNetworkError } from '../api/admin-api';
import { formatTaka } from '../format';
import { sendDecision, type Decision, type QueueKind } from './money-api';
import { DecisionForm } from './decision-form';
import { Modal } from './modal';

export type DecisionKind = Decision['kind'];

interface Props {
  queue: QueueKind;
  item: QueueItem;
  kind: DecisionKind;
  onClose: () => void;
  onDecided: (answer: DecisionResponse) => void;
}

function titleOf(queue: QueueKind, kind: DecisionKind): string {
  if (kind === 'approve') return queue === 'deposits' ? 'Approve deposit' : 'Approve withdrawal';
  return kind === 'pay' ? 'Mark withdrawal paid' : 'Reject';
}

function consequence(queue: QueueKind, item: QueueItem, kind: DecisionKind): string {
  const amount = formatTaka(item.amount);
  const payTo = item.number ?? 'the player';
  if (kind === 'approve' && queue === 'deposits') {
    return item.bonus > 0
      ? `${amount} and a bonus of ${formatTaka(item.bonus)} will be credited to ${item.username}.`
      : `${amount} will be credited to ${item.username}'s Main Wallet.`;
  }
  if (kind === 'approve') {
    return `You take on paying ${amount} to ${payTo}. Nothing moves yet: send it through the mobile-money app, then mark it paid with the payout's TRX id.`;
  }
  if (kind === 'pay') {
    return `Only after you have sent ${amount} to ${payTo}: the held amount leaves ${item.username}'s account for good.`;
  }
  if (queue === 'deposits') {
    return `${item.username} is not credited and reads your reason in their inbox.`;
  }
  const back = `${amount} goes back to ${item.username}'s Main Wallet; they read your reason in their inbox.`;
  return item.approved_at ? `Only if the payout was not sent. ${back}` : back;
}

export function DecisionDialog({ queue, item, kind, onClose, onDecided }: Props) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<{ decision: Decision; key: string } | null>(null);
  const send = useMutation({
    mutationFn: (next: { decision: Decision; key: string }) =>
      sendDecision(queue, item.transaction_id, next.decision, next.key),
    onSuccess: onDecided,
  });

  const parse = (): Decision | string => {
    if (kind === 'approve') return { kind };
    if (kind === 'pay') {
      const parsed = payWithdrawalRequestSchema.safeParse({ reference: text });
      return parsed.success
        ? { kind, reference: parsed.data.reference ?? '' }
        : (parsed.error.issues[0]?.message ?? 'Check the reference.');
    }
    const parsed = rejectRequestSchema.safeParse({ reason: text });
    return parsed.success
      ? { kind, reason: parsed.data.reason }
      : (parsed.error.issues[0]?.message ?? 'Check the reason.');
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const decision = parse();
    if (typeof decision === 'string') {
      setInvalid(decision);
      return;
    }
    setInvalid(null);
    // The same attempt keeps its key; a changed reason or reference is a new attempt.
    const same = attempt !== null && JSON.stringify(attempt.decision) === JSON.stringify(decision);
    const next = same ? attempt : { decision, key: crypto.randomUUID() };
    setAttempt(next);
    send.mutate(next);
  };

  const fieldError =
    send.error instanceof ApiError
      ? (send.error.errors['reason'] ?? send.error.errors['reference'])?.[0]
      : undefined;
  const networkFailed = isNetworkError(send.error);
  const label = kind === 'reject' ? 'Reason the player will read' : 'Payout TRX id (optional)';
  const verb = kind === 'approve' ? 'Approve' : kind === 'pay' ? 'Mark paid' : 'Reject';

  return (
    <Modal
      title={`${titleOf(queue, kind)} ${item.transaction_id}`}
      onClose={onClose}
      busy={send.isPending}
    >
      <DecisionForm
        note={consequence(queue, item, kind)}
        isRejection={kind === 'reject'}
        text={
          kind === 'approve'
            ? undefined
            : {
                label,
                name: kind === 'reject' ? 'reason' : 'reference',
                value: text,
                maxLength: kind === 'reject' ? 300 : 64,
                invalid,
                onChange: (value) => {
                  setText(value);
                  setInvalid(null);
                },
              }
        }
        sendError={send.error}
        fieldError={fieldError}
        confirmLabel={
          send.isPending ? 'Sending…' : networkFailed ? 'Send again' : `Confirm: ${verb}`
        }
        isBusy={send.isPending}
        onSubmit={confirm}
        onBack={onClose}
      >
        <dl className="facts">
          <div>
            <dt>Player</dt>
            <dd>{item.username}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>
              <strong>{formatTaka(item.amount)}</strong>
            </dd>
          </div>
          <div>
            <dt>Method</dt>
            <dd>{methodLabel(item)}</dd>
          </div>
          <div>
            <dt>{queue === 'deposits' ? "Player's number" : 'Pay to'}</dt>
            <dd>{item.number ?? '—'}</dd>
          </div>
          {queue === 'deposits' && (
            <div>
              <dt>TRX id</dt>
              <dd>{item.reference ?? '—'}</dd>
            </div>
          )}
        </dl>
      </DecisionForm>
    </Modal>
  );
}

export function methodLabel(item: QueueItem): string {
  const method = item.payment_method;
  if (method === null) return item.bank_name ?? '—';
  // A payout goes to the player's own wallet: the provider is what matters, not our channel.
  if (item.action === 'withdraw') return method.name;
  return method.type === '' ? method.name : `${method.name} ${method.type}`;
}
