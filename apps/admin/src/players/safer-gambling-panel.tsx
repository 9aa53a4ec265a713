/**
 * The player's own safer-gambling choices, read-only: a break in force (which no operator can lift
 * or shorten), the limits set or waiting, and the reality check. Operators see them to answer the
 * player and to know why a deposit or a bet was refused.
 */
import type { PlayerDetailResponse } from '@khela/contract';
import { formatDateTime, formatTaka } from '../format';

const periodNames = { day: 'Daily', week: 'Weekly', month: 'Monthly' } as const;
const kindNames = { deposit: 'deposit', loss: 'loss' } as const;

export function SaferGamblingPanel({
  saferGambling,
}: {
  saferGambling: PlayerDetailResponse['safer_gambling'];
}) {
  const { limits, break: onBreak, reality_check_minutes: minutes } = saferGambling;
  const set = limits.filter((limit) => limit.amount !== null || limit.pending !== null);
  return (
    <div className="safer-gambling-panel" data-testid="player-safer-gambling">
      {onBreak ? (
        <p className="notice notice-error" role="status">
          {onBreak.kind === 'exclusion' ? 'Self-excluded' : 'On a time-out'} since{' '}
          {formatDateTime(onBreak.started_at)} until {formatDateTime(onBreak.until)}. No bets,
          deposits, games or offers until then; withdrawals stay open. Nobody can lift or shorten
          it, the player nor an operator.
        </p>
      ) : (
        <p className="faint">No time-out or self-exclusion.</p>
      )}
      {set.length === 0 ? (
        <p className="faint">No deposit or loss limits.</p>
      ) : (
        <ul className="safer-gambling-limits">
          {set.map((limit) => (
            <li key={`${limit.kind}-${limit.period}`}>
              {periodNames[limit.period]} {kindNames[limit.kind]} limit:{' '}
              {limit.amount === null ? 'none' : formatTaka(limit.amount)} (used{' '}
              {formatTaka(limit.used)})
              {limit.pending
                ? `; from ${formatDateTime(limit.pending.from)}: ${
                    limit.pending.amount === null ? 'none' : formatTaka(limit.pending.amount)
                  }`
                : ''}
            </li>
          ))}
        </ul>
      )}
      <p className="faint">Reality check: {minutes === 0 ? 'off' : `every ${minutes} minutes`}.</p>
    </div>
  );
}
