/** The player's recent sign-ins; support and owners may end one or all of them. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerSession } from '@khela/contract';
import { errorMessage } from '../api/admin-api';
import { revokeAllSessions, revokeSession } from './players-api';
import { DataTable, nowrapColumn, timeColumn, type Column } from '../ui/data-table';

interface Props {
  playerId: number;
  sessions: PlayerSession[];
  canRevoke: boolean;
}

export function SessionsPanel({ playerId, sessions, canRevoke }: Props) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['player', playerId] });
  const revokeOne = useMutation({
    mutationFn: (sessionId: number) => revokeSession(playerId, sessionId),
    onSuccess: refresh,
  });
  const revokeAll = useMutation({
    mutationFn: () => revokeAllSessions(playerId),
    onSuccess: refresh,
  });
  const busy = revokeOne.isPending || revokeAll.isPending;
  const anyActive = sessions.some((session) => session.active);
  const failure = revokeOne.error ?? revokeAll.error;
  const revokeColumn: Column<PlayerSession> = {
    header: 'Action',
    cell: (session) =>
      session.active && (
        <button
          className="button"
          type="button"
          disabled={busy}
          onClick={() => revokeOne.mutate(session.id)}
        >
          Revoke
        </button>
      ),
  };

  return (
    <>
      {canRevoke && sessions.length > 0 && (
        <button
          className="button"
          type="button"
          disabled={busy || !anyActive}
          onClick={() => revokeAll.mutate()}
        >
          {revokeAll.isPending ? 'Revoking…' : 'Revoke all'}
        </button>
      )}
      {failure !== null && (
        <p className="form-error" role="alert">
          {errorMessage(failure)}
        </p>
      )}
      <DataTable<PlayerSession>
        rows={sessions}
        rowKey={(session) => session.id}
        empty="No sign-ins yet."
        columns={[
          timeColumn('Signed in (GMT+6)', (session) => session.created_at),
          timeColumn('Expires', (session) => session.expires_at),
          nowrapColumn('State', (session) =>
            session.active ? 'Active' : session.revoked_at !== null ? 'Revoked' : 'Expired',
          ),
          { header: 'IP', className: 'nowrap faint', cell: (session) => session.ip ?? '—' },
          { header: 'Device', className: 'faint', cell: (session) => session.user_agent ?? '—' },
          ...(canRevoke ? [revokeColumn] : []),
        ]}
      />
    </>
  );
}
