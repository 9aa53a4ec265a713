/** The player's recent sign-ins; support and owners may end one or all of them. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerSession } from '@khela/contract';
import { errorMessage } from '../api/admin-api';
import { formatDateTime } from '../format';
import { revokeAllSessions, revokeSession } from './players-api';

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

  if (sessions.length === 0) return <p className="state">No sign-ins yet.</p>;
  return (
    <>
      {canRevoke && (
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
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Signed in (GMT+6)</th>
            <th scope="col">Expires</th>
            <th scope="col">State</th>
            <th scope="col">IP</th>
            <th scope="col">Device</th>
            {canRevoke && <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id}>
              <td className="nowrap">{formatDateTime(session.created_at)}</td>
              <td className="nowrap">{formatDateTime(session.expires_at)}</td>
              <td className="nowrap">
                {session.active ? 'Active' : session.revoked_at !== null ? 'Revoked' : 'Expired'}
              </td>
              <td className="nowrap faint">{session.ip ?? '—'}</td>
              <td className="faint">{session.user_agent ?? '—'}</td>
              {canRevoke && (
                <td>
                  {session.active && (
                    <button
                      className="button"
                      type="button"
                      disabled={busy}
                      onClick={() => revokeOne.mutate(session.id)}
                    >
                      Revoke
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
