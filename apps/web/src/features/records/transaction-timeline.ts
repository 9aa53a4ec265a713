/**
 * The detail popup's progress timeline: the request was received (created_at), the payment was
 * initiated (initiated_at), and it was completed or failed (completed_at, else updated_at). A
 * pending transaction shows its next step as the current one; a failed one carries the reason.
 */
import { transactionStatusByKey, type Transaction } from '@khela/contract';

export type TimelineStepName = 'received' | 'initiated' | 'completed' | 'failed';
export type TimelineStepState = 'done' | 'current' | 'upcoming' | 'skipped' | 'failed';

export interface TimelineStep {
  name: TimelineStepName;
  state: TimelineStepState;
  /** When the step happened; absent for a step not reached. */
  at?: string;
  /** The operator's reason, on a failed step. */
  reason?: string;
}

type TimelineSource = Pick<
  Transaction,
  'key' | 'created_at' | 'updated_at' | 'initiated_at' | 'completed_at' | 'reason'
>;

export function transactionTimeline(transaction: TimelineSource): TimelineStep[] {
  const status = transactionStatusByKey[transaction.key];
  const initiatedAt = transaction.initiated_at ?? undefined;
  const decidedAt = transaction.completed_at ?? transaction.updated_at;
  const received: TimelineStep = { name: 'received', state: 'done', at: transaction.created_at };

  let initiated: TimelineStep;
  if (initiatedAt) initiated = { name: 'initiated', state: 'done', at: initiatedAt };
  // A decided transaction that never recorded the step (a bonus, a request refused at once).
  else if (status !== 'pending') initiated = { name: 'initiated', state: 'skipped' };
  else initiated = { name: 'initiated', state: 'current' };

  let last: TimelineStep;
  switch (status) {
    case 'success':
      last = { name: 'completed', state: 'done', at: decidedAt };
      break;
    case 'fail': {
      const reason = transaction.reason?.trim();
      last = { name: 'failed', state: 'failed', at: decidedAt, ...(reason ? { reason } : {}) };
      break;
    }
    case 'pending':
      last = { name: 'completed', state: initiatedAt ? 'current' : 'upcoming' };
      break;
  }
  return [received, initiated, last];
}
