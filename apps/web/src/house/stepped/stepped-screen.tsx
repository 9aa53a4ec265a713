/**
 * The page every stepped game shares (/house/jacks-or-better, /house/hilo): the round's picture,
 * the steps while a round is in play, the stake and the start button while none is, the result of
 * the round just played beside them (with its way to the verify page), the rules with the RTP and
 * house edge, and the last rounds. A round left in play resumes when the page opens again.
 */
import { HOUSE_MAX_WIN_MULTIPLIER, type HouseBet, type SteppedGame } from '@khela/contract';
import { useId, useState, type ReactNode } from 'react';
import { formatNumber, formatTaka } from '../../shared/format/format';
import { Button } from '../../shared/ui/button';
import { instantTexts } from '../instant/instant-texts';
import { multiplierText, percentText } from '../instant/multiplier-text';
import { useHouseLanguage, useTexts } from '../shell/house-language';
import { useHouseSession } from '../shell/house-session';
import { RecentBets } from '../shell/recent-bets';
import { useRefusalWording } from '../shell/refusal';
import { shellTexts } from '../shell/shell-texts';
import { parseStake, StakeControl, type StakeLimits } from '../shell/stake-control';
import { stakeProblem } from '../shell/stake-problem';
import { lobbyOfPage, RoundFrame, verifyHref } from './round-frame';
import { steppedTexts } from './stepped-texts';
import type { RoundProblem, SteppedRound } from './use-stepped-round';
// The card table, the cards and the rules panel are drawn as on the instant games' pages.
import '../instant/instant.css';
import './stepped.css';

export function SteppedScreen({
  game,
  round,
  rtp,
  picture,
  inPlay,
  onStart,
  startLabel,
  startingLabel,
  rules,
}: {
  game: SteppedGame;
  round: Pick<SteppedRound<string>, 'load' | 'bet' | 'busy' | 'problem' | 'retryLoad'>;
  /** The return with the best play, as the package proves it. */
  rtp: number;
  picture: (bet: HouseBet | null) => ReactNode;
  /** The steps of a round in play, and the line that says where it stands. */
  inPlay: (bet: HouseBet) => ReactNode;
  onStart: (stake: number) => void;
  startLabel: string;
  startingLabel: string;
  rules: ReactNode;
}) {
  const text = useTexts(steppedTexts);
  const instant = useTexts(instantTexts);
  const shell = useTexts(shellTexts);
  const language = useHouseLanguage();
  const { balance, stakeLimits } = useHouseSession();
  const [stakeText, setStakeText] = useState('1');
  const reasonId = useId();
  const refusalWording = useRefusalWording();
  const lobby = lobbyOfPage();
  const wording = (problem: RoundProblem) =>
    problem.kind === 'offline' ? text.offline : refusalWording(problem.refusal, text.refused);

  const page = () => {
    const bet = round.bet;
    const isInPlay = bet?.status === 'open';
    const isOver = bet !== null && bet.status !== 'open';
    const limits: StakeLimits = { ...stakeLimits, stepTaka: 1 };
    const problem = stakeProblem(instant, limits, stakeText, balance, language);
    const stake = parseStake(stakeText);
    const edge = 1 - rtp;

    return (
      <>
        <section className="stepped-picture">{picture(bet)}</section>

        <section className="panel stepped-controls stack-3">
          {isInPlay ? inPlay(bet) : null}
          {isOver ? (
            <div className="stack-1" aria-live="polite">
              <p
                className={`stepped-result${bet.payout > 0 ? ' stepped-result--won' : ''}`}
                data-testid="stepped-result"
              >
                {bet.payout === 0
                  ? text.lost(formatTaka(bet.stake, language))
                  : bet.payout === bet.stake
                    ? text.push(formatTaka(bet.payout, language))
                    : text.won(
                        formatTaka(bet.payout, language),
                        multiplierText(bet.payout / bet.stake, language),
                      )}
              </p>
              <a className="stepped-verify-link" href={verifyHref(bet.id, lobby)}>
                {text.verifyRound}
              </a>
            </div>
          ) : null}
          {round.problem ? (
            <p className="stepped-problem" role="alert">
              {wording(round.problem)}
            </p>
          ) : null}
          {!isInPlay ? (
            <>
              <StakeControl
                value={stakeText}
                onChange={setStakeText}
                limits={limits}
                disabled={round.busy !== null}
              />
              {problem ? (
                <p id={reasonId} className="stepped-problem">
                  {problem}
                </p>
              ) : null}
              <Button
                block
                data-testid="stepped-start"
                isBusy={round.busy === 'start'}
                busyLabel={startingLabel}
                disabled={problem !== null}
                aria-describedby={problem ? reasonId : undefined}
                onClick={() => {
                  if (stake !== null) onStart(stake);
                }}
              >
                {startLabel}
              </Button>
            </>
          ) : null}
        </section>

        <details className="panel instant-rules">
          <summary>{instant.rulesTitle}</summary>
          <div className="stack-2">
            <p className="instant-rules__rtp">
              {instant.rtp(percentText(rtp, language))}
              {' · '}
              {instant.houseEdge(percentText(edge, language))}
            </p>
            {rules}
            <p>{instant.maxWin(formatNumber(HOUSE_MAX_WIN_MULTIPLIER, language))}</p>
            <p>{instant.fairness}</p>
          </div>
        </details>

        <RecentBets
          game={game}
          text={instant}
          verifyHref="/house/verify"
          refreshKey={isOver ? bet.id : 0}
        />
      </>
    );
  };
  return (
    <RoundFrame
      title={shell.games[game]}
      load={round.load}
      texts={text}
      onRetry={round.retryLoad}
      className="stepped-status"
    >
      {page}
    </RoundFrame>
  );
}
