/**
 * The review of one identity check: the photos, the document's details beside the profile's
 * birthday, then (owner and finance) Approve, Reject or Ask again, the last two with the reason the
 * player reads. A decision is taken once: a second one answers that it was already decided.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  identityReasonRequestSchema,
  type IdentityCheck,
  type IdentityDecisionResponse,
} from '@khela/contract';
import { ApiError } from '../api/admin-api';
import { formatDateTime } from '../format';
import { DecisionForm } from './decision-form';
import { sendIdentityDecision, type IdentityDecision } from './identity-api';
import { IdentityPhoto } from './identity-photo';
import { Modal } from './modal';

type DecisionKind = IdentityDecision['kind'];

const verbs: Record<DecisionKind, string> = {
  approve: 'Approve',
  reject: 'Reject',
  resubmit: 'Ask again',
};

export const documentLabels: Record<IdentityCheck['document_type'], string> = {
  nid: 'NID',
  passport: 'Passport',
};

interface Props {
  check: IdentityCheck;
  canDecide: boolean;
  onClose: () => void;
  onDecided: (answer: IdentityDecisionResponse) => void;
}

export function IdentityReviewDialog({ check, canDecide, onClose, onDecided }: Props) {
  const [kind, setKind] = useState<DecisionKind | null>(null);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (decision: IdentityDecision) => sendIdentityDecision(check.id, decision),
    onSuccess: onDecided,
  });
  const birthdayMatches = check.profile_birthday === check.date_of_birth;

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || kind === null) return;
    if (kind === 'approve') {
      send.mutate({ kind });
      return;
    }
    const parsed = identityReasonRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Check the reason.');
      return;
    }
    setInvalid(null);
    send.mutate({ kind, reason: parsed.data.reason });
  };

  const fieldError = send.error instanceof ApiError ? send.error.errors['reason']?.[0] : undefined;
  const isPending = check.status === 'pending';

  return (
    <Modal
      title={`Identity check of ${check.username}`}
      onClose={onClose}
      busy={send.isPending}
      wide
    >
      <div className="identity-photos">
        {check.parts.map((part) => (
          <IdentityPhoto key={part} checkId={check.id} part={part} />
        ))}
      </div>
      <dl className="facts">
        <div>
          <dt>Document</dt>
          <dd>
            {documentLabels[check.document_type]} <code>{check.document_number}</code>
          </dd>
        </div>
        <div>
          <dt>Date of birth on it</dt>
          <dd>{check.date_of_birth}</dd>
        </div>
        <div>
          <dt>Profile birthday</dt>
          <dd>
            {check.profile_birthday ?? '—'}
            {birthdayMatches ? null : <span className="queue-warning block">Does not match</span>}
          </dd>
        </div>
        <div>
          <dt>Sent (GMT+6)</dt>
          <dd>{formatDateTime(check.submitted_at)}</dd>
        </div>
      </dl>
      {!isPending ? (
        <p className="decision-note">
          Decided{check.decided_by ? ` by ${check.decided_by}` : ''}
          {check.decided_at ? `, ${formatDateTime(check.decided_at)}` : ''}
          {check.reason ? `: ${check.reason}` : '.'}
        </p>
      ) : !canDecide ? (
        <p className="hint">Finance or the owner decides; your role reads the queue.</p>
      ) : kind === null ? (
        <div className="filters">
          <button
            className="button button-primary"
            type="button"
            onClick={() => setKind('approve')}
          >
            Approve
          </button>
          <button className="button" type="button" onClick={() => setKind('resubmit')}>
            Ask again
          </button>
          <button className="button button-danger" type="button" onClick={() => setKind('reject')}>
            Reject
          </button>
        </div>
      ) : (
        <DecisionForm
          note={
            kind === 'approve'
              ? `${check.username} may then withdraw above the identity thresholds.`
              : kind === 'reject'
                ? `${check.username} reads your reason in their inbox and may send new documents.`
                : `${check.username} is asked to send the documents again and reads your reason.`
          }
          isRejection={kind === 'reject'}
          text={
            kind === 'approve'
              ? undefined
              : {
                  label: 'Reason the player will read',
                  name: 'reason',
                  value: reason,
                  maxLength: 300,
                  invalid,
                  onChange: (value) => {
                    setReason(value);
                    setInvalid(null);
                  },
                }
          }
          sendError={send.error}
          fieldError={fieldError}
          confirmLabel={send.isPending ? 'Sending…' : `Confirm: ${verbs[kind]}`}
          isBusy={send.isPending}
          onSubmit={confirm}
          onBack={() => {
            send.reset();
            setKind(null);
          }}
        />
      )}
    </Modal>
  );
}
