/**
 * A manual balance adjustment (owner, finance): amount in taka, + credits and − debits the Main
 * Wallet against the house, with a reason. A confirm step shows the resulting balance. One
 * Idempotency-Key is made per attempt (when the operator confirms) and kept when the same attempt
 * is sent again after a network failure, so a retry can never move the money twice.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADJUSTMENT_REASON_LENGTH_MAX,
  ADJUSTMENT_REASON_LENGTH_MIN,
  adjustmentRequestSchema,
} from '@khela/contract';
import { isNetworkError } from '../api/admin-api';
import { formatTaka } from '../format';
import { adjustBalance } from './players-api';
import { ConfirmStep } from '../ui/confirm-step';
import { TextField } from '../ui/text-field';

interface Props {
  playerId: number;
  mainBalance: number;
}

interface Attempt {
  amount: number;
  reason: string;
  key: string;
}

export function AdjustmentForm({ playerId, mainBalance }: Props) {
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const send = useMutation({
    mutationFn: (next: Attempt) => adjustBalance(playerId, next.amount, next.reason, next.key),
    onSuccess: () => {
      setAttempt(null);
      setAmount('');
      setReason('');
      return client.invalidateQueries({ queryKey: ['player', playerId] });
    },
  });

  const review = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adjustmentRequestSchema.safeParse({ amount, reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Check the amount and the reason.');
      return;
    }
    setInvalid(null);
    send.reset();
    setAttempt({ ...parsed.data, key: crypto.randomUUID() });
  };
  const confirm = () => {
    if (attempt !== null) send.mutate(attempt);
  };
  const cancel = () => {
    setAttempt(null);
    send.reset();
  };
  const networkFailed = isNetworkError(send.error);

  if (attempt !== null) {
    return (
      <ConfirmStep
        label="Confirm the adjustment"
        confirmLabel={
          send.isPending ? 'Adjusting…' : networkFailed ? 'Send again' : 'Confirm adjustment'
        }
        isBusy={send.isPending}
        error={send.error}
        onConfirm={confirm}
        onBack={cancel}
      >
        <p>
          {attempt.amount > 0 ? 'Credit' : 'Debit'}{' '}
          <strong>{formatTaka(Math.abs(attempt.amount))}</strong>{' '}
          {attempt.amount > 0 ? 'to' : 'from'} the Main Wallet: {formatTaka(mainBalance)} →{' '}
          <strong>{formatTaka(mainBalance + attempt.amount)}</strong>
        </p>
        <p className="faint">Reason: {attempt.reason}</p>
      </ConfirmStep>
    );
  }
  return (
    <form className="filters" onSubmit={review} aria-label="Adjust balance" noValidate>
      <TextField
        id="adjustment-amount"
        label="Amount (৳, − to debit)"
        name="amount"
        inputMode="decimal"
        placeholder="e.g. 250 or -100"
        value={amount}
        onValueChange={setAmount}
      />
      <TextField
        id="adjustment-reason"
        label="Reason"
        name="reason"
        minLength={ADJUSTMENT_REASON_LENGTH_MIN}
        maxLength={ADJUSTMENT_REASON_LENGTH_MAX}
        value={reason}
        onValueChange={setReason}
      />
      <button className="button button-primary" type="submit">
        Review adjustment
      </button>
      {invalid !== null && (
        <p className="form-error" role="alert">
          {invalid}
        </p>
      )}
      {send.isSuccess && (
        <p className="notice" role="status">
          {send.data.message} Main Wallet {formatTaka(send.data.balance_before)} →{' '}
          {formatTaka(send.data.balance_after)}.
        </p>
      )}
    </form>
  );
}
