/**
 * A player's hold on withdrawals and risk flags, on the player's page (owner, finance): the hold in
 * force with its reason, placed or released with a reason of the operator's.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HOLD_REASON_LENGTH_MAX,
  HOLD_REASON_LENGTH_MIN,
  placeHoldRequestSchema,
} from '@khela/contract';
import { formatDateTime } from '../format';
import { LoadState } from '../shell/load-state';
import { ChangeNotice } from '../ui/change-notice';
import { TextField } from '../ui/text-field';
import {
  getWithdrawalHold,
  listRiskFlags,
  placeWithdrawalHold,
  releaseWithdrawalHold,
} from './risk-api';
import { RiskFlagList } from './risk-flag-list';
import './risk.css';

export function WithdrawalHoldPanel({ playerId }: { playerId: number }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const hold = useQuery({
    queryKey: ['player', playerId, 'withdrawal-hold'],
    queryFn: () => getWithdrawalHold(playerId),
  });
  const held = hold.data?.hold ?? null;
  const change = useMutation({
    mutationFn: (text: string) =>
      held === null ? placeWithdrawalHold(playerId, text) : releaseWithdrawalHold(playerId, text),
    onSuccess: (answer) => {
      setReason('');
      client.setQueryData(['player', playerId, 'withdrawal-hold'], { hold: answer.hold });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = placeHoldRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Give a reason.');
      return;
    }
    setInvalid(null);
    if (!change.isPending) change.mutate(parsed.data.reason);
  };

  if (hold.isPending || hold.isError) return <LoadState query={hold} what="the hold" />;
  return (
    <>
      {held === null ? (
        <p className="hold-state">Withdrawals are not held.</p>
      ) : (
        <p className="hold-state" role="note">
          <strong>Withdrawals held</strong> since {formatDateTime(held.placed_at)} by{' '}
          {held.placed_by}: {held.reason}
        </p>
      )}
      <form
        className="filters"
        onSubmit={submit}
        aria-label={held === null ? 'Hold withdrawals' : 'Release hold'}
        noValidate
      >
        <TextField
          id="hold-reason"
          label={held === null ? 'Reason for the hold' : 'Reason for the release'}
          name="reason"
          minLength={HOLD_REASON_LENGTH_MIN}
          maxLength={HOLD_REASON_LENGTH_MAX}
          value={reason}
          onValueChange={setReason}
        />
        <button className="button button-primary" type="submit" disabled={change.isPending}>
          {held === null ? 'Hold withdrawals' : 'Release hold'}
        </button>
        {invalid !== null && (
          <p className="form-error" role="alert">
            {invalid}
          </p>
        )}
        <ChangeNotice notice={change.isSuccess ? change.data.message : ''} failure={change.error} />
      </form>
    </>
  );
}

export function PlayerRiskFlags({ playerId }: { playerId: number }) {
  const flags = useQuery({
    queryKey: ['player', playerId, 'risk-flags'],
    queryFn: () => listRiskFlags({ userId: playerId, page: 1 }),
  });
  if (flags.isPending || flags.isError) return <LoadState query={flags} what="the risk flags" />;
  if (flags.data.data.length === 0) return <p className="state">No risk flags name this player.</p>;
  return <RiskFlagList flags={flags.data.data} />;
}
