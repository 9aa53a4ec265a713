/** Flags as finance reads them: what fired and why, the accounts it links, the rows behind it. */
import { Link } from 'react-router';
import type { RiskFlag, RiskFlagKind, RiskFlagRow } from '@khela/contract';
import { formatDateTime } from '../format';

export const riskFlagKindLabels: Record<RiskFlagKind, string> = {
  shared_sender_number: 'Shared sender number',
  shared_trx_id: 'Shared TRX id',
  shared_signup_address: 'Sign-ups from one address',
  shared_signup_device: 'Sign-ups from one device',
  quick_withdrawal: 'Deposit then withdrawal',
  low_counted_stakes: 'Stakes counting little risk',
  opposite_sides: 'Opposite sides of markets',
  winnings_above_norm: 'Winnings above norm',
};

const rowLabels: Record<RiskFlagRow['kind'], string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  signup: 'Sign-up',
  market: 'Market',
  play_day: 'Day of play',
  settled_stakes: 'Settled stakes',
};

export function RiskFlagList({ flags }: { flags: readonly RiskFlag[] }) {
  return (
    <ul className="risk-flags">
      {flags.map((flag) => (
        <li key={flag.id} className="risk-flag" aria-label={riskFlagKindLabels[flag.kind]}>
          <p className="risk-flag-head">
            <strong>{riskFlagKindLabels[flag.kind]}</strong>{' '}
            <span className="faint">{formatDateTime(flag.raised_at)}</span>
          </p>
          <p>{flag.reason}</p>
          <p className="risk-flag-players">
            Accounts:{' '}
            {flag.players.map((player, index) => (
              <span key={player.id}>
                {index > 0 && ', '}
                <Link to={`/players/${player.id}`}>{player.username}</Link>
              </span>
            ))}
          </p>
          <ul className="risk-flag-rows" aria-label="Rows">
            {flag.rows.map((row) => (
              <li key={`${row.kind}:${row.ref}:${row.user_id}`}>
                {rowLabels[row.kind]} <code>{row.ref}</code>{' '}
                <span className="faint">
                  #{row.user_id} · {formatDateTime(row.at)}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
