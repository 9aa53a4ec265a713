/**
 * A market's liability across players: the house's worst case, the players' exposure, and per
 * outcome (a runner, or a Fancy result) what the players and the house make; then each player.
 * The figures are the server's, worked out by the exchange engine.
 */
import type { MarketLiabilityResponse } from '@khela/contract';
import { formatTaka } from '../format';

interface Props {
  liability: MarketLiabilityResponse;
}

const signed = (amount: number) => (amount > 0 ? `+${formatTaka(amount)}` : formatTaka(amount));
const tone = (amount: number) => (amount < 0 ? 'tone-loss' : amount > 0 ? 'tone-gain' : undefined);

export function LiabilityPanel({ liability }: Props) {
  const fancy = liability.kind === 'fancy';
  const players = liability.players.filter((player) => !player.market_maker);
  const maker = liability.players.find((player) => player.market_maker);
  return (
    <section className="liability" aria-label="Liability">
      <h3>Liability</h3>
      <dl className="figure-strip">
        <div>
          <dt>House worst case</dt>
          <dd className={liability.worst_case > 0 ? 'tone-loss' : undefined}>
            {formatTaka(liability.worst_case)}
          </dd>
        </div>
        <div>
          <dt>Players’ exposure</dt>
          <dd>{formatTaka(liability.players_exposure)}</dd>
        </div>
        <div>
          <dt>Matched</dt>
          <dd>{formatTaka(liability.matched_volume)}</dd>
        </div>
        <div>
          <dt>Bets</dt>
          <dd>
            {liability.matched_bets} matched · {liability.unmatched_bets} unmatched
          </dd>
        </div>
      </dl>
      {liability.kind === 'match_odds' && (
        <p className="hint">
          Players bet against each other here: the house only stands to win or lose through its
          market maker{maker === undefined ? ', which has no bets on this market' : ''}.
        </p>
      )}
      {liability.outcomes.length === 0 || liability.matched_bets === 0 ? (
        <p className="state">No matched bets on this market yet.</p>
      ) : (
        <table className="table" aria-label="By outcome">
          <thead>
            <tr>
              <th scope="col">{fancy ? 'Result' : 'Winner'}</th>
              {!fancy && <th scope="col">Matched</th>}
              <th scope="col">Players</th>
              <th scope="col">House</th>
            </tr>
          </thead>
          <tbody>
            {liability.outcomes.map((outcome) => (
              <tr key={outcome.key}>
                <td>{outcome.label}</td>
                {!fancy && <td className="nowrap">{formatTaka(outcome.matched_volume ?? 0)}</td>}
                <td className={`nowrap ${tone(outcome.players_pnl) ?? ''}`}>
                  {signed(outcome.players_pnl)}
                </td>
                <td className={`nowrap ${tone(outcome.house_pnl) ?? ''}`}>
                  {signed(outcome.house_pnl)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {fancy && liability.matched_bets > 0 && (
        <p className="hint">
          Each result where a bet’s outcome changes is listed; results between two rows pay as the
          row above.
        </p>
      )}
      {players.length > 0 && (
        <table className="table" aria-label="Players on this market">
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Exposure</th>
              <th scope="col">Bets</th>
              {!fancy &&
                liability.outcomes.map((outcome) => (
                  <th scope="col" key={outcome.key}>
                    If {outcome.label}
                  </th>
                ))}
            </tr>
          </thead>
          <tbody>
            {players.map((player) => (
              <tr key={player.user_id}>
                <td className="nowrap">
                  {player.username} <span className="faint">#{player.user_id}</span>
                </td>
                <td className="nowrap">{formatTaka(player.exposure)}</td>
                <td className="nowrap">
                  {player.matched_bets} matched
                  {player.unmatched_bets > 0 ? ` · ${player.unmatched_bets} unmatched` : ''}
                </td>
                {!fancy &&
                  player.pnl.map((entry) => (
                    <td key={entry.key} className={`nowrap ${tone(entry.pnl) ?? ''}`}>
                      {signed(entry.pnl)}
                    </td>
                  ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
